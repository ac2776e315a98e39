import type { Migration } from '../store/migrations.js';

/**
 * The longest order, cheaply: SearchOrders bounds a period's start from below by `from` less the
 * longest order's duration, so that its index range (orders_by_customer_period) covers the period
 * instead of the customer's whole history before it (bench/search-orders.bench.ts).
 */
export const ordersByDurationMigration: Migration = {
  name: '060-orders-by-duration',
  sql: `CREATE INDEX orders_by_duration ON orders(end_ms - start_ms);`,
};

/** SearchOrders names each order's article by its name (orders/order-wire.ts): a look-up, not a scan of the articles. */
export const articlesByNameMigration: Migration = {
  name: '072-articles-by-name',
  sql: `CREATE INDEX articles_by_name ON articles(name);`,
};

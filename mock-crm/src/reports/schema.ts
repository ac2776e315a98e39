import type { Migration } from '../store/migrations.js';

/**
 * How each order came in, for the KPI statistics (spec 3 §3: OrderChannel, AutoAssignStatistics):
 * the channel (web, phone, email, app) and whether it was a direct booking. A side table, so that
 * the order rows keep their shape; an order without a row came through the web portal as an
 * ordinary booking. No foreign key: the orders store replaces a changed order's row in place.
 */
export const orderChannelsMigration: Migration = {
  name: '050-order-channels',
  sql: `
  CREATE TABLE order_channels (
    order_id TEXT PRIMARY KEY,
    channel TEXT NOT NULL CHECK (channel IN ('web', 'phone', 'email', 'app')),
    is_auto_assign INTEGER NOT NULL DEFAULT 0
  );
  `,
};

import type { Database } from 'better-sqlite3';
import { hash } from '../orders/dispatcher.js';
import { orderChannelRecorder } from '../reports/order-channels.js';
import { SERVICE_IDS } from './services.js';

/**
 * How the demo world's orders came in (reports/schema.ts): mostly through the web portal, some by
 * phone, e-mail or the app; a quarter of the telephone interpreting of customers allowed direct
 * booking was booked directly. Deterministic per order id, so every seed of the same world agrees.
 */
export function seedOrderChannels(db: Database): void {
  const orders = db
    .prepare(
      `SELECT o.id, o.service_id, c.can_create_auto_assign_order AS can_auto_assign
       FROM orders o JOIN customers c ON c.id = o.customer_id`,
    )
    .all() as { id: string; service_id: string; can_auto_assign: number }[];
  const record = orderChannelRecorder(db);
  for (const order of orders) {
    const roll = hash(`channel:${order.id}`) % 100;
    const channel = roll < 72 ? 'web' : roll < 88 ? 'phone' : roll < 97 ? 'email' : 'app';
    const direct =
      order.can_auto_assign === 1 &&
      order.service_id === SERVICE_IDS.telefontolkning &&
      (channel === 'web' || channel === 'app') &&
      hash(`direct:${order.id}`) % 4 === 0;
    record(order.id, channel, direct);
  }
}

import type { Database } from 'better-sqlite3';
import type { OrderChannel } from './facts.js';

/**
 * Records how orders came in (table order_channels, reports/schema.ts): the channel, and whether
 * an order was a direct booking. An order without a row is an ordinary booking through the web
 * portal, as CreateNewOrder makes; CreateNewAutoAssignOrder and the seed record theirs. Prepared
 * once; a later record of the same order replaces the earlier.
 */
export function orderChannelRecorder(db: Database): (orderId: string, channel: OrderChannel, isAutoAssign: boolean) => void {
  const insert = db.prepare('INSERT OR REPLACE INTO order_channels (order_id, channel, is_auto_assign) VALUES (?, ?, ?)');
  return (orderId, channel, isAutoAssign) => insert.run(orderId, channel, isAutoAssign ? 1 : 0);
}

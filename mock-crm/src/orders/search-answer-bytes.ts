import type { OrderWire } from '@tolk/crm-contract';

const HEAD = Buffer.from('{"Orders":[');
const COMMA = Buffer.from(',');
const TAIL = Buffer.from('],"Errors":null}');
/** "Orders null means no result" (spec 2 §7). */
const NONE = Buffer.from('{"Orders":null,"Errors":null}');

/**
 * SearchOrders' answer as the UTF-8 bytes sent: the same bytes as
 * `Buffer.from(JSON.stringify({ Orders: orders.length === 0 ? null : orders, Errors: null }))`,
 * made order by order. V8 builds a long JSON.stringify result as a tree of pieces, and encoding it
 * flattens that into a fresh megabyte-sized string first (new pages, faulted in on each answer):
 * for a month of orders (0.6 MiB) that took five times as long as the stringify itself, the
 * largest part of an answer made afresh (bench/search-orders.bench.ts). One order's JSON is small:
 * it is flat, and its bytes come from Buffer's shared pool; only the answer itself is allocated.
 */
export function searchAnswerBytes(orders: readonly OrderWire[]): Buffer {
  if (orders.length === 0) return NONE;
  const chunks: Buffer[] = [HEAD];
  for (const [i, order] of orders.entries()) {
    if (i > 0) chunks.push(COMMA);
    chunks.push(Buffer.from(JSON.stringify(order)));
  }
  chunks.push(TAIL);
  return Buffer.concat(chunks);
}

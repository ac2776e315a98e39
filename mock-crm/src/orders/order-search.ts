/** What SearchOrders searches by: a period, an order's number or id, or keywords (null: not asked). */
export interface OrderFilter {
  readonly fromMs: number | null;
  readonly toMs: number | null;
  readonly number: string | null;
  readonly keywords: string | null;
  readonly orderId: string | null;
}

/** The customer's orders overlapping [from, to), or by number, id or keywords. */
export interface SearchCondition {
  /** The condition on `orders o`, with named parameters; the same text for the same kinds of filter. */
  readonly where: string;
  readonly params: Readonly<Record<string, unknown>>;
}

/** A search's order and bound: newest start first, at most 5,000. */
export const SEARCH_ORDER = 'ORDER BY o.start_ms DESC LIMIT 5000';

const KEYWORD_COLUMNS = [
  'skill_name',
  'customer_reference',
  'customer_order_number',
  'contact_json',
  'orderer_json',
  'address_row1',
  'city',
  'service_name',
  'number',
];

export function searchCondition(customerId: string, filter: OrderFilter): SearchCondition {
  const where = ['o.customer_id = @customerId'];
  if (filter.fromMs !== null) {
    // An order ending after `from` started at most the longest order's duration before it: the
    // bound keeps the index range to the period (orders_by_duration makes the max a lookup).
    where.push('o.end_ms > @fromMs', 'o.start_ms > @fromMs - (SELECT coalesce(max(end_ms - start_ms), 0) FROM orders)');
  }
  if (filter.toMs !== null) where.push('o.start_ms < @toMs');
  if (filter.number) where.push('o.number = @number');
  if (filter.orderId) where.push('o.id = @orderId');
  if (filter.keywords) {
    // The keywords' own %, _ and \ are escaped below; LIKE needs to be told the escape character.
    where.push(`(${KEYWORD_COLUMNS.map((column) => `o.${column} LIKE @keywords ESCAPE '\\'`).join(' OR ')})`);
  }
  const keywords = filter.keywords ? `%${filter.keywords.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  return { where: where.join(' AND '), params: { ...filter, customerId, keywords } };
}

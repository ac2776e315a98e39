/**
 * Order statuses as the product names them (spec 2 §4, spelling as in the product). The wire's
 * consolidated status is mapped to one of these; a status text the portal does not know falls
 * back to `available` (spec 2 §4) — an explicit rule, not a decode error.
 */
export const ORDER_STATUSES = [
  'available',
  'accepted',
  'working',
  'fullfilled',
  'submitted',
  'done',
  'rejected',
  'cancelled',
  'losted',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

export const orderStatusFromText = (text: string | null | undefined): OrderStatus =>
  text !== null && text !== undefined && isOrderStatus(text.trim().toLowerCase())
    ? (text.trim().toLowerCase() as OrderStatus)
    : 'available';

/** The CRM's consolidated statuses (spec 2 §4); crm-client maps the wire ids onto these. */
export type ConsolidatedStatus = 'open' | 'booked' | 'performed' | 'cancelled' | 'rejected' | 'unknown';

/** Status of a consolidated status; `unknown` is its own value, shown as "unknown status". */
export const STATUS_OF_CONSOLIDATED: Readonly<Record<ConsolidatedStatus, OrderStatus | 'unknown'>> = {
  open: 'available',
  booked: 'accepted',
  performed: 'fullfilled',
  cancelled: 'cancelled',
  rejected: 'rejected',
  unknown: 'losted',
};

/** Sub-statuses in spec 2 §4's order. */
export const SUB_STATUSES = [
  'searching-for-interpreter',
  'interpreter-accepted',
  'order-in-progress',
  'assigning-interpreter',
  'awaiting-time-report',
  'time-report-received',
  'deviation-registered',
  'order-cancelled',
  'order-rejected',
  'unexpected-event-occured',
  'unknown-status',
] as const;
export type SubStatus = (typeof SUB_STATUSES)[number];

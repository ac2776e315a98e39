import type { OrderState } from './statuses.js';

/** A row of `orders` as better-sqlite3 returns it. */
export interface OrderRow {
  id: string;
  customer_id: string;
  number: string;
  group_id: string | null;
  group_description: string | null;
  group_same_resource: number;
  status: OrderState;
  sub_status: number;
  start_ms: number;
  end_ms: number;
  ordered_start_ms: number;
  ordered_end_ms: number;
  submitted_ms: number | null;
  dispatch_at_ms: number;
  service_id: string;
  service_id_ordered: string;
  service_name: string;
  is_remote: number;
  skill_id: string;
  skill_name: string;
  substitute_skill_id: string | null;
  competence_level: number | null;
  competence_or_higher: number;
  competence_exact: number;
  gender: number | null;
  gender_required: number;
  preferred_resource: string | null;
  preferred_resource_level: number | null;
  notes: string | null;
  additional_requirements: string | null;
  customer_reference: string | null;
  customer_order_number: string | null;
  invoice_receiver_id: string | null;
  address_row1: string | null;
  care_of: string | null;
  postal_code: string | null;
  city: string | null;
  county: string | null;
  is_home_address: number;
  meeting_platform_id: string | null;
  meeting_platform_name: string | null;
  meeting_url: string | null;
  meeting_pass_code: string | null;
  meeting_phone: string | null;
  bank_id_required: number;
  orderer_json: string | null;
  contact_json: string | null;
  alternative_services_json: string;
  additional_services_json: string;
  interpreter_id: string | null;
  previous_interpreter_id: string | null;
  rating: number | null;
  rating_comment: string | null;
  rating_reason_id: string | null;
  cancelled_ms: number | null;
  cancel_reason_id: string | null;
  late_cancellation: number;
  replaced_by_order_id: string | null;
  created_ms: number;
}

/** A contact person as the order keeps it: a snapshot of who was named when it was booked. */
export interface ContactSnapshot {
  readonly id: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly title: string | null;
  readonly email: string | null;
  readonly phoneDirect: string | null;
  readonly phoneMobile: string | null;
}

export const ORDER_COLUMNS = [
  'id',
  'customer_id',
  'number',
  'group_id',
  'group_description',
  'group_same_resource',
  'status',
  'sub_status',
  'start_ms',
  'end_ms',
  'ordered_start_ms',
  'ordered_end_ms',
  'submitted_ms',
  'dispatch_at_ms',
  'service_id',
  'service_id_ordered',
  'service_name',
  'is_remote',
  'skill_id',
  'skill_name',
  'substitute_skill_id',
  'competence_level',
  'competence_or_higher',
  'competence_exact',
  'gender',
  'gender_required',
  'preferred_resource',
  'preferred_resource_level',
  'notes',
  'additional_requirements',
  'customer_reference',
  'customer_order_number',
  'invoice_receiver_id',
  'address_row1',
  'care_of',
  'postal_code',
  'city',
  'county',
  'is_home_address',
  'meeting_platform_id',
  'meeting_platform_name',
  'meeting_url',
  'meeting_pass_code',
  'meeting_phone',
  'bank_id_required',
  'orderer_json',
  'contact_json',
  'alternative_services_json',
  'additional_services_json',
  'interpreter_id',
  'previous_interpreter_id',
  'rating',
  'rating_comment',
  'rating_reason_id',
  'cancelled_ms',
  'cancel_reason_id',
  'late_cancellation',
  'replaced_by_order_id',
  'created_ms',
] as const satisfies readonly (keyof OrderRow)[];

/** The columns of ORDER_COLUMNS, for a SELECT whose rows are read with `.raw()` and `orderRowOf`. */
export const SELECT_ORDER_COLUMNS = ORDER_COLUMNS.join(', ');

const ROW_TEMPLATE = Object.fromEntries(ORDER_COLUMNS.map((column) => [column, null])) as Record<string, unknown>;

/**
 * A row read as an array (`.raw()`, columns as SELECT_ORDER_COLUMNS) as an OrderRow. Every row
 * starts as a copy of one template, so all share one object shape: better-sqlite3's own row
 * objects are built key by key, which for a month of orders (~2,000 rows) made reading them
 * about twice as slow (bench/search-orders.bench.ts).
 */
export function orderRowOf(values: readonly unknown[]): OrderRow {
  const row = { ...ROW_TEMPLATE };
  for (let i = 0; i < ORDER_COLUMNS.length; i++) row[ORDER_COLUMNS[i]!] = values[i];
  return row as unknown as OrderRow;
}

/** The INSERT of a whole row, with named parameters. */
export const INSERT_ORDER_SQL = `INSERT INTO orders (${ORDER_COLUMNS.join(', ')}) VALUES (${ORDER_COLUMNS.map((c) => `@${c}`).join(', ')})`;

/** The UPDATE of a whole row by its id (notifications, attachments and reports refer to it: it is never deleted). */
export const UPDATE_ORDER_SQL = `UPDATE orders SET ${ORDER_COLUMNS.filter((c) => c !== 'id')
  .map((c) => `${c} = @${c}`)
  .join(', ')} WHERE id = @id`;

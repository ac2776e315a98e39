import type { Database, Statement } from 'better-sqlite3';
import { toCrmDateTime } from '@tolk/crm-contract';
import { Temporal } from 'temporal-polyfill';
import type { CustomerRow } from '../store/customers.js';
import { SEARCH_ORDER, searchCondition, type OrderFilter } from './order-search.js';
import { CLOCK_INPUTS, JOINS, NO_TURN, TURNING_INSTANTS, WIRE_FIELDS, object, type ClockInputs } from './order-wire-fields.js';
import { canBeRated, isChangeable, isLateCancellation } from './rules.js';
import { CONSOLIDATED_OF, SUB_STATUS, SUB_STATUS_MESSAGE, type SubStatus } from './statuses.js';

/**
 * SearchOrders' answer: the CRM's Order objects of the orders found, as the JSON bytes sent.
 *
 * One statement makes the whole answer. SQLite writes each order's object (json_object, the
 * fields of order-wire-fields.ts) as it finds the orders, looks up in the same pass what each
 * names (interpreter, notifications, attachments, substitute language, …), and joins them into one
 * text, read as one Buffer: no row object, no Order object, no JSON.stringify in JavaScript. A
 * month of a customer's orders (226, 0.61 MiB) takes under half the CPU that mapping rows to
 * objects and serializing them took (bench/search-orders.bench.ts, issue 12). What the clock and
 * the rules of rules.ts decide (the sub-status, whether the order can be changed, rated or
 * cancelled late) SQLite asks of clockFields for each order (order_clock_fields), so those rules
 * stay written once, in TypeScript.
 */

/** The wire time of an instant, remembered: the polyfill's time-zone arithmetic costs tens of microseconds a call. */
const crmTimes = new Map<number, string>();
function crmTime(epochMs: number): string {
  let text = crmTimes.get(epochMs);
  if (text === undefined) {
    if (crmTimes.size >= 100_000) crmTimes.clear();
    text = toCrmDateTime(Temporal.Instant.fromEpochMilliseconds(epochMs));
    crmTimes.set(epochMs, text);
  }
  return text;
}

/** An answer's bytes, and until when they hold as the clock runs on with nothing written. */
export interface MadeAnswer {
  readonly body: Buffer;
  readonly validUntilMs: number;
}

/** "Orders null means no result" (spec 2 §7). */
const NONE = Buffer.from('{"Orders":null,"Errors":null}');

/** Makes SearchOrders' answers in one statement a search (one per kind of filter, at most 32). */
export class OrderWireMapper {
  private readonly statements = new Map<string, Statement>();
  /** The clock's fields of an order as JSON, by what decides them: 5 states × 11 sub-statuses × 5 flags, 1,760 at most. */
  private readonly clockFieldTexts = new Map<string, string>();
  /** The answer being made: whom for and as of when (order_clock_fields reads it). */
  private making: { readonly customer: CustomerRow; readonly nowMs: number } | null = null;

  constructor(private readonly db: Database) {
    db.function('crm_time', { deterministic: true }, (epochMs: unknown) =>
      typeof epochMs === 'number' ? crmTime(epochMs) : null,
    );
    // Of the answer being made (`making`): fewer arguments than passing its customer and time to each order.
    db.function('order_clock_fields', { varargs: true }, (...inputs: unknown[]) => this.clockFields(inputs as ClockInputs));
  }

  /**
   * SearchOrders' answer for `filter` as of `nowMs`, and until when it holds as the clock runs on
   * with nothing written: the first instant after `nowMs` at which a flag or sub-status of one of
   * its orders turns (start, end, late-cancellation limit, time report received); Infinity when none does.
   */
  answerUntil(customer: CustomerRow, filter: OrderFilter, nowMs: number): MadeAnswer {
    const { where, params } = searchCondition(customer.id, filter);
    let statement = this.statements.get(where);
    if (!statement) {
      // Each order: its clock's fields first, then the rest of json_object's object. The orders make
      // one text: one Buffer for the answer, not one per order and a copy. group_concat takes them
      // as the subquery sends them, in its ORDER BY (order-wire.test.ts); sorting them again in the
      // aggregate would cost some 15 % of the statement.
      const wire = `concat('{', order_clock_fields(${CLOCK_INPUTS.join(', ')}), ',', ltrim(${object(WIRE_FIELDS)}, '{'))`;
      const nextTurn = `min(${TURNING_INSTANTS.map((instant) => `iif(${instant} >= @nowMs, ${instant}, ${NO_TURN})`).join(', ')})`;
      const found = `SELECT ${wire} AS wire, ${nextTurn} AS next_turn_ms FROM orders o ${JOINS} WHERE ${where} ${SEARCH_ORDER}`;
      const sql = `SELECT CAST(concat('{"Orders":[', group_concat(wire, ','), '],"Errors":null}') AS BLOB), count(*), min(next_turn_ms) FROM (${found})`;
      this.statements.set(where, (statement = this.db.prepare(sql).raw()));
    }
    this.making = { customer, nowMs };
    let made: [Buffer, number, number | null];
    try {
      made = statement.get({ ...params, nowMs }) as typeof made;
    } finally {
      this.making = null;
    }
    const [body, count, nextTurnMs] = made;
    if (count === 0) return { body: NONE, validUntilMs: Infinity };
    return { body, validUntilMs: nextTurnMs === null || nextTurnMs >= NO_TURN ? Infinity : nextTurnMs };
  }

  /** The clock's fields of an order, by the rules of rules.ts: JSON members without braces. */
  private clockFields(inputs: ClockInputs): string {
    if (!this.making) throw new Error('order_clock_fields is called only by the statements of answerUntil');
    const { customer, nowMs } = this.making;
    const [status, , startMs, , isRemote, rating, lateCancellation, addressRow1, postalCode, hasDeviation] = inputs;
    const subStatus = subStatusOf(inputs, nowMs);
    const changeable = isChangeable({ state: status, startMs }, nowMs);
    const elsewhere = Boolean(addressRow1) && isElsewhere(addressRow1!, postalCode, customer);
    const rateable = canBeRated({ state: status, rating });
    const late =
      status === 'cancelled'
        ? lateCancellation === 1
        : changeable && isLateCancellation({ startMs, isRemote: isRemote === 1 }, nowMs);
    const key = `${status} ${subStatus} ${+elsewhere}${+rateable}${hasDeviation}${+changeable}${+late}`;
    let text = this.clockFieldTexts.get(key);
    if (text === undefined) {
      const fields = {
        ConsolidatedOrderStatus: {
          StatusIdentifier: CONSOLIDATED_OF[status],
          ConsolidatedOrderStatusMessages: [{ StatusMessageIdentifier: subStatus, StatusMessage: SUB_STATUS_MESSAGE[subStatus] }],
        },
        IsDeviatingAddressPerforming: elsewhere,
        CanBeRated: rateable,
        HasDeviation: hasDeviation === 1,
        CanBeUpdated: changeable,
        CanCancelOrder: changeable,
        IsLateCancellation: late,
      };
      this.clockFieldTexts.set(key, (text = JSON.stringify(fields).slice(1, -1)));
    }
    return text;
  }
}

function subStatusOf(inputs: ClockInputs, nowMs: number): SubStatus {
  const [status, subStatus, startMs, endMs, , , , , , hasDeviation, reportReceivedMs] = inputs;
  if (hasDeviation === 1 && status === 'fulfilled') return SUB_STATUS.deviationRegistered;
  if (status === 'booked' && startMs <= nowMs && nowMs < endMs) return SUB_STATUS.orderInProgress;
  if (status === 'fulfilled') {
    return reportReceivedMs !== null && reportReceivedMs <= nowMs ? SUB_STATUS.timeReportReceived : SUB_STATUS.awaitingTimeReport;
  }
  return subStatus as SubStatus;
}

/** The assignment is performed somewhere other than the customer's own address. */
function isElsewhere(addressRow1: string, postalCode: string | null, customer: CustomerRow): boolean {
  const norm = (value: string | null) => (value ?? '').replace(/\s/g, '').toLowerCase();
  return norm(addressRow1) !== norm(customer.address_row1) || norm(postalCode) !== norm(customer.postal_code);
}

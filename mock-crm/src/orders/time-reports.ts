import type { Database, Statement } from 'better-sqlite3';
import { hash } from './dispatcher.js';
import type { OrderRow } from './order-row.js';

const MINUTE_MS = 60_000;

/** A small signature image (a PNG of a scribble), the same for every simulated report. */
export const SIGNATURE_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAHgAAAAoCAAAAAAQgWH5AAAAuklEQVR42u3W2w6EMAhF0f3/P60xcbxCoUhqzNBHTbvUHqhMLw0KLrjgv4eBF2DWMRpmH0PhnxiTydjdiMyD132UMVLc5cIQWPi2vTJ2bJ3F2ykTqBZ5Q1vbLKyDgz1PUSOsyvIyRpFeH7dVtModeuB7tXjalJKHQ8EbsBhaT3e839U3xudOztYo5BB3qgkfdde5rZXIZM/TjTzkulvTMQNBzrEeyKHdIKOyu2Vmub6zp35vCy644O/BMyYRg2yDUyzbAAAAAElFTkSuQmCC';

/**
 * The interpreter's time report, made when an order is performed: times close to the booked
 * ones, a break, for on-site work travel and distances, and now and then expenses with receipts.
 * Deterministic per order, so the same order always reports the same.
 */
export class TimeReports {
  private readonly insert: Statement;

  constructor(db: Database) {
    // Prepared once: the seed makes tens of thousands of reports.
    this.insert = db.prepare(
      `INSERT OR REPLACE INTO time_reports (order_id, started_ms, ended_ms, break_minutes, travel_to_seconds, travel_from_seconds,
        distance_to_km, distance_from_km, travel_to_from_ms, travel_to_to_ms, travel_from_from_ms, travel_from_to_ms,
        expenses_json, signature_png_base64, received_ms)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
  }

  createFor(order: OrderRow): void {
    const h = (salt: string) => hash(`${salt}:${order.id}`);
    const startedMs = order.start_ms + ((h('start') % 3) - 1) * 5 * MINUTE_MS;
    const endedMs = order.end_ms + (h('end') % 4) * 5 * MINUTE_MS;
    const longEnough = order.end_ms - order.start_ms >= 120 * MINUTE_MS;
    const breakMinutes = longEnough ? [0, 15, 30][h('break') % 3]! : 0;
    const onSite = order.is_remote === 0;
    const travelTo = onSite ? (15 + (h('to') % 60)) * 60 : null;
    const travelFrom = onSite ? (15 + (h('from') % 60)) * 60 : null;
    const expenses =
      onSite && h('expense') % 4 === 0
        ? [
            {
              ExpenseType: 1,
              AmountWithVAT: 40 + (h('parking') % 160),
              AttachmentFilename: 'parkering.jpg',
              AttachmentReference: `receipt-${order.id}-1`,
            },
          ]
        : [];
    if (onSite && h('other') % 9 === 0) {
      expenses.push({
        ExpenseType: 2,
        AmountWithVAT: 60 + (h('amount') % 400),
        AttachmentFilename: 'kvitto.pdf',
        AttachmentReference: `receipt-${order.id}-2`,
      });
    }
    this.insert.run(
      order.id,
      startedMs,
      endedMs,
      breakMinutes,
      travelTo,
      travelFrom,
      onSite ? 3 + (h('km-to') % 400) / 10 : null,
      onSite ? 3 + (h('km-from') % 400) / 10 : null,
      travelTo === null ? null : startedMs - travelTo * 1000,
      travelTo === null ? null : startedMs,
      travelFrom === null ? null : endedMs,
      travelFrom === null ? null : endedMs + travelFrom * 1000,
      JSON.stringify(expenses),
      h('signed') % 5 === 0 ? null : SIGNATURE_PNG,
      order.end_ms + (1 + (h('received') % 47)) * 60 * MINUTE_MS,
    );
  }
}

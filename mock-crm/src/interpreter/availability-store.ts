import { randomUUID } from 'node:crypto';
import {
  ARTICLE_TYPE_OF,
  EMPTY_WEEKLY_DEFAULT,
  STOCKHOLM,
  WEEKDAYS,
  availabilityKindOf,
  normaliseSlots,
  slotKind,
  type AcuteAvailability,
  type AvailabilityException,
  type AvailabilityLayers,
  type ExceptionDraft,
  type TimeSlot,
  type Weekday,
  type WeeklyDefault,
} from '@tolk/core';
import type { Database, Statement } from 'better-sqlite3';
import { Temporal } from 'temporal-polyfill';

/**
 * The interpreter's availability as the CRM keeps it (issue 16; interpreter/schema.ts): the weekly
 * default, the exceptions and the last "Tolka nu" window, per interpreter, read and written as
 * core's types. The rules that decide what may be saved are core's (availability-wire.ts applies
 * them); this only stores. Times are epoch milliseconds on the mock's clock.
 */

interface SlotRow {
  weekday: number;
  position: number;
  time_from: string;
  time_to: string;
  article_type: number;
  on_site: number;
  phone: number;
}

interface ExceptionRow {
  id: string;
  from_ms: number;
  to_ms: number;
  article_type: number;
  on_site: number;
  phone: number;
  can_be_updated: number;
}

interface AcuteRow {
  from_ms: number;
  to_ms: number;
  on_site: number;
  phone: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export const zonedAt = (ms: number): Temporal.ZonedDateTime =>
  Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(STOCKHOLM);

const hhmm = (time: Temporal.PlainTime): string => time.toString({ smallestUnit: 'minute' });

/** A slot's id: `<weekday>-<n>`, its place in time order within the weekday (from 1). */
export const slotIdOf = (weekday: Weekday, position: number): string => `${weekday}-${position}`;

const toSlot = (row: SlotRow): TimeSlot => ({
  id: slotIdOf(row.weekday as Weekday, row.position),
  from: Temporal.PlainTime.from(row.time_from),
  to: Temporal.PlainTime.from(row.time_to),
  isAvailable: row.article_type !== ARTICLE_TYPE_OF.unavailable,
  ...(row.article_type === ARTICLE_TYPE_OF['available-without-inquiry'] ? { withoutInquiry: true } : {}),
  availableFor: { onSite: row.on_site === 1, phone: row.phone === 1 },
});

const toException = (row: ExceptionRow): AvailabilityException => ({
  id: row.id,
  from: zonedAt(row.from_ms),
  to: zonedAt(row.to_ms),
  kind: availabilityKindOf(row.article_type) ?? 'unavailable',
  availableFor: { onSite: row.on_site === 1, phone: row.phone === 1 },
  canBeUpdated: row.can_be_updated === 1,
});

export class AvailabilityStore {
  private readonly slotRows: Statement;
  private readonly deleteSlots: Statement;
  private readonly insertSlot: Statement;
  private readonly exceptionRows: Statement;
  private readonly exceptionRow: Statement;
  private readonly insertException: Statement;
  private readonly updateExceptionRow: Statement;
  private readonly deleteExceptionRow: Statement;
  private readonly acuteRow: Statement;
  private readonly upsertAcute: Statement;
  private readonly deleteAcute: Statement;

  constructor(private readonly db: Database) {
    this.slotRows = db.prepare(
      'SELECT * FROM interpreter_availability_slots WHERE interpreter_id = ? ORDER BY weekday, position',
    );
    this.deleteSlots = db.prepare('DELETE FROM interpreter_availability_slots WHERE interpreter_id = ?');
    this.insertSlot = db.prepare(
      `INSERT INTO interpreter_availability_slots (interpreter_id, weekday, position, time_from, time_to, article_type, on_site, phone)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.exceptionRows = db.prepare(
      `SELECT * FROM interpreter_availability_exceptions
       WHERE interpreter_id = ? AND from_ms < ? AND to_ms > ? ORDER BY from_ms, to_ms, id`,
    );
    this.exceptionRow = db.prepare('SELECT * FROM interpreter_availability_exceptions WHERE interpreter_id = ? AND id = ?');
    this.insertException = db.prepare(
      `INSERT INTO interpreter_availability_exceptions (id, interpreter_id, from_ms, to_ms, article_type, on_site, phone, can_be_updated)
       VALUES (?, ?, ?, ?, ?, ?, ?, 1)`,
    );
    this.updateExceptionRow = db.prepare(
      `UPDATE interpreter_availability_exceptions SET from_ms = ?, to_ms = ?, article_type = ?, on_site = ?, phone = ?
       WHERE interpreter_id = ? AND id = ?`,
    );
    this.deleteExceptionRow = db.prepare('DELETE FROM interpreter_availability_exceptions WHERE interpreter_id = ? AND id = ?');
    this.acuteRow = db.prepare('SELECT * FROM interpreter_acute_availability WHERE interpreter_id = ?');
    this.upsertAcute = db.prepare(
      `INSERT INTO interpreter_acute_availability (interpreter_id, from_ms, to_ms, on_site, phone) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (interpreter_id) DO UPDATE SET from_ms = excluded.from_ms, to_ms = excluded.to_ms,
         on_site = excluded.on_site, phone = excluded.phone`,
    );
    this.deleteAcute = db.prepare('DELETE FROM interpreter_acute_availability WHERE interpreter_id = ?');
  }

  /** The weekly default; a weekday without slots has none. */
  weekly(interpreterId: string): WeeklyDefault {
    const rows = this.slotRows.all(interpreterId) as SlotRow[];
    if (rows.length === 0) return EMPTY_WEEKLY_DEFAULT;
    const slots = Object.fromEntries(
      WEEKDAYS.map((day) => [day, rows.filter((row) => row.weekday === day).map(toSlot)]),
    ) as Record<Weekday, TimeSlot[]>;
    return { slots };
  }

  /** Replaces the whole weekly default (checked by the caller), slots normalised and numbered in time order. */
  saveWeekly(interpreterId: string, weekly: WeeklyDefault): WeeklyDefault {
    this.db.transaction(() => {
      this.deleteSlots.run(interpreterId);
      for (const day of WEEKDAYS) {
        normaliseSlots(weekly.slots[day]).forEach((slot, i) => {
          this.insertSlot.run(
            interpreterId,
            day,
            i + 1,
            hhmm(slot.from),
            hhmm(slot.to),
            ARTICLE_TYPE_OF[slotKind(slot)],
            slot.availableFor.onSite ? 1 : 0,
            slot.availableFor.phone ? 1 : 0,
          );
        });
      }
    })();
    return this.weekly(interpreterId);
  }

  /** The exceptions with a part in [fromMs, toMs), by start, then end. */
  exceptionsBetween(interpreterId: string, fromMs: number, toMs: number): AvailabilityException[] {
    return (this.exceptionRows.all(interpreterId, toMs, fromMs) as ExceptionRow[]).map(toException);
  }

  /** One of the interpreter's exceptions; null when unknown or another interpreter's. */
  exception(interpreterId: string, id: string): AvailabilityException | null {
    const row = this.exceptionRow.get(interpreterId, id) as ExceptionRow | undefined;
    return row ? toException(row) : null;
  }

  createException(interpreterId: string, draft: ExceptionDraft): AvailabilityException {
    const id = randomUUID();
    this.insertException.run(id, interpreterId, ...exceptionValues(draft));
    return this.exception(interpreterId, id)!;
  }

  updateException(interpreterId: string, id: string, draft: ExceptionDraft): AvailabilityException | null {
    this.updateExceptionRow.run(...exceptionValues(draft), interpreterId, id);
    return this.exception(interpreterId, id);
  }

  deleteException(interpreterId: string, id: string): boolean {
    return this.deleteExceptionRow.run(interpreterId, id).changes > 0;
  }

  /** "Tolka nu" as set last (it may have ended), or null. */
  acute(interpreterId: string): AcuteAvailability | null {
    const row = this.acuteRow.get(interpreterId) as AcuteRow | undefined;
    return row
      ? {
          from: zonedAt(row.from_ms),
          to: zonedAt(row.to_ms),
          availableFor: { onSite: row.on_site === 1, phone: row.phone === 1 },
        }
      : null;
  }

  setAcute(interpreterId: string, acute: AcuteAvailability): AcuteAvailability {
    this.upsertAcute.run(
      interpreterId,
      acute.from.epochMilliseconds,
      acute.to.epochMilliseconds,
      acute.availableFor.onSite ? 1 : 0,
      acute.availableFor.phone ? 1 : 0,
    );
    return this.acute(interpreterId)!;
  }

  /**
   * Ends "Tolka nu" now, on now's whole minute as it began on one (core's startAcute): a window in
   * force ends then (the planner still shows where it was); one ended by that (cleared in the minute
   * it began) is forgotten; one that has ended already stays as it was.
   */
  clearAcute(interpreterId: string, nowMs: number): void {
    const row = this.acuteRow.get(interpreterId) as AcuteRow | undefined;
    if (!row || row.to_ms <= nowMs) return;
    const endMs = Math.floor(nowMs / MINUTE_MS) * MINUTE_MS;
    if (endMs <= row.from_ms) this.deleteAcute.run(interpreterId);
    else this.upsertAcute.run(interpreterId, row.from_ms, endMs, row.on_site, row.phone);
  }

  /**
   * What core's effectiveAvailability needs for the Stockholm days of [fromMs, toMs): the weekly
   * default, the exceptions near them (a day either side) and "Tolka nu".
   */
  layers(interpreterId: string, fromMs: number, toMs: number): AvailabilityLayers {
    return {
      weekly: this.weekly(interpreterId),
      exceptions: this.exceptionsBetween(interpreterId, fromMs - 26 * HOUR_MS, toMs + 26 * HOUR_MS),
      acute: this.acute(interpreterId),
    };
  }
}

function exceptionValues(draft: ExceptionDraft): [number, number, number, number, number] {
  return [
    draft.from.epochMilliseconds,
    draft.to.epochMilliseconds,
    ARTICLE_TYPE_OF[draft.kind],
    draft.availableFor.onSite ? 1 : 0,
    draft.availableFor.phone ? 1 : 0,
  ];
}

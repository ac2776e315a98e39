import { Temporal } from 'temporal-polyfill';
import { STOCKHOLM, SWEDISH_MONTHS } from '@tolk/core';
import { readReportDate } from '@tolk/crm-contract';

const DAY_MS = 86_400_000;

/** The Stockholm calendar fields a report groups by. */
export interface StockholmFields {
  readonly year: number;
  readonly month: number;
  /** 1 Monday … 7 Sunday. */
  readonly weekday: number;
  readonly hour: number;
}

/** `YYYY-MM`, the month's sort key. */
export const monthKey = (f: Pick<StockholmFields, 'year' | 'month'>): string => `${f.year}-${String(f.month).padStart(2, '0')}`;
/** The month-year label of a row with a month field: `november 2026`. */
export const monthYearLabel = (f: Pick<StockholmFields, 'year' | 'month'>): string => `${SWEDISH_MONTHS[f.month - 1]} ${f.year}`;

/**
 * Stockholm's UTC offset per UTC day, asked of Temporal once a day and reused: an order's local
 * month, weekday and hour are then plain arithmetic. A day on which the offset changes (the DST
 * switch) asks Temporal for each instant.
 */
const offsetByUtcDay = new Map<number, number | null>();

const offsetAt = (epochMs: number) =>
  Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(STOCKHOLM).offsetNanoseconds / 1_000_000;

/** The Stockholm wall-clock time of an instant, as milliseconds since 1970-01-01 00:00 local. */
function stockholmLocalMs(epochMs: number): number {
  const day = Math.floor(epochMs / DAY_MS);
  let offset = offsetByUtcDay.get(day);
  if (offset === undefined) {
    if (offsetByUtcDay.size > 50_000) offsetByUtcDay.clear();
    const [start, end] = [offsetAt(day * DAY_MS), offsetAt((day + 1) * DAY_MS - 1)];
    offset = start === end ? start : null;
    offsetByUtcDay.set(day, offset);
  }
  return epochMs + (offset ?? offsetAt(epochMs));
}

/** A Stockholm day's fields and the labels reports group by, made once per day. */
export interface StockholmDay extends Omit<StockholmFields, 'hour'> {
  readonly monthKey: string;
  readonly monthYearLabel: string;
}

const dayByLocalDay = new Map<number, StockholmDay>();

function dayOfLocalMs(localMs: number): StockholmDay {
  const localDay = Math.floor(localMs / DAY_MS);
  let day = dayByLocalDay.get(localDay);
  if (day === undefined) {
    if (dayByLocalDay.size > 50_000) dayByLocalDay.clear();
    const date = new Date(localDay * DAY_MS);
    const fields = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, weekday: ((date.getUTCDay() + 6) % 7) + 1 };
    day = { ...fields, monthKey: monthKey(fields), monthYearLabel: monthYearLabel(fields) };
    dayByLocalDay.set(localDay, day);
  }
  return day;
}

/**
 * The Stockholm day an instant falls on. Reports read it for every order, so it is a lookup of a
 * kept object, not a new date and new strings per order.
 */
export const stockholmDay = (epochMs: number): StockholmDay => dayOfLocalMs(stockholmLocalMs(epochMs));

/** The Stockholm hour (0–23) of an instant. */
export function stockholmHour(epochMs: number): number {
  const localMs = stockholmLocalMs(epochMs);
  return Math.floor((localMs - Math.floor(localMs / DAY_MS) * DAY_MS) / 3_600_000);
}

export function stockholmFields(epochMs: number): StockholmFields {
  const { year, month, weekday } = stockholmDay(epochMs);
  return { year, month, weekday, hour: stockholmHour(epochMs) };
}

/** A report period: Stockholm days `from` to `to`, both included, as the instants [fromMs, toMs). */
export interface ReportPeriod {
  readonly fromMs: number;
  readonly toMs: number;
}

const startOfDay = (d: { year: number; month: number; day: number }) =>
  Temporal.PlainDate.from(d).toZonedDateTime({ timeZone: STOCKHOLM }).epochMilliseconds;

/** The period of two `MM-DD-YYYY` dates (decoded already), or why it is none. */
export function periodOf(
  from: string,
  to: string,
): { ok: true; period: ReportPeriod } | { ok: false; field: 'from' | 'to'; reason: string } {
  const first = readReportDate(from);
  const last = readReportDate(to);
  if (!first) return { ok: false, field: 'from', reason: 'from: MM-DD-YYYY' };
  if (!last) return { ok: false, field: 'to', reason: 'to: MM-DD-YYYY' };
  const fromMs = startOfDay(first);
  const toMs = startOfDay(Temporal.PlainDate.from(last).add({ days: 1 }));
  if (toMs <= fromMs) return { ok: false, field: 'to', reason: 'to is before from' };
  return { ok: true, period: { fromMs, toMs } };
}

/** The instant the Stockholm month of `epochMs` began. */
export function startOfMonthMs(epochMs: number): number {
  const f = stockholmFields(epochMs);
  return startOfDay({ year: f.year, month: f.month, day: 1 });
}

/** `MM-DD-YYYY` of a Stockholm date. */
export const reportDateOf = (date: Temporal.PlainDate): string =>
  `${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}-${date.year}`;

import { Temporal } from 'temporal-polyfill';
import type { EventTime } from './event.js';

/** The frequencies the portal expands (RFC 5545 §3.3.10); others leave the event at its first occurrence. */
export type Frequency = 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY';

/** A BYDAY entry: a weekday (1 Monday … 7 Sunday), with an ordinal in a month ("2TU", "-1FR") or none. */
export interface WeekdayRule {
  readonly weekday: number;
  readonly ordinal: number | null;
}

/** An RRULE the portal can expand. */
export interface RecurrenceRule {
  readonly frequency: Frequency;
  readonly interval: number;
  readonly count: number | null;
  /** The last possible start, inclusive: a date, or a moment. */
  readonly until: EventTime | null;
  /** Weekly: the days of the week; daily: a filter; monthly: the (nth) weekdays of the month. Empty: none. */
  readonly byDay: readonly WeekdayRule[];
  /** Monthly: the days of the month, negative from its end. Empty: none. */
  readonly byMonthDay: readonly number[];
  /** WKST, the first day of a week (1 Monday … 7 Sunday), for weekly rules with an interval. */
  readonly weekStart: number;
}

/** How a repeating event repeats: its rule, its excluded starts, and the zone its wall time repeats in. */
export interface Recurrence {
  /** The UID its changed instances (RECURRENCE-ID) name. */
  readonly uid: string;
  readonly rule: RecurrenceRule;
  /** EXDATE: starts that are left out (dates leave out every start on that day). */
  readonly exceptions: readonly EventTime[];
  /**
   * The zone of DTSTART's wall time: a weekly 09:00 Stockholm event stays at 09:00 across daylight
   * saving time. UTC for a start given in UTC, the calendar's zone for a floating one.
   */
  readonly zone: string;
  /**
   * DTSTART's wall time as written, when it differs from the start it names: a 02:30 start on the
   * spring-forward day is 03:30 that day, yet 02:30 on every other day of the series.
   */
  readonly wallTime?: Temporal.PlainTime;
}

const WEEKDAYS: Readonly<Record<string, number>> = { MO: 1, TU: 2, WE: 3, TH: 4, FR: 5, SA: 6, SU: 7 };
const FREQUENCIES: readonly Frequency[] = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'];
/** Rule parts that change which starts there are and that the portal does not expand. */
const UNSUPPORTED_PARTS = new Set(['BYSECOND', 'BYMINUTE', 'BYHOUR', 'BYYEARDAY', 'BYWEEKNO', 'BYMONTH', 'BYSETPOS']);

/** At most this many periods (days, weeks, months, years) are stepped through for one event. */
export const MAX_RECURRENCE_PERIODS = 50_000;

/**
 * Reads an RRULE value (`FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;UNTIL=20261231T225959Z`). Null when
 * the rule is malformed or uses what the portal does not expand (hourly, BYSETPOS, BYMONTH …):
 * the event then shows at its first occurrence only, never at made-up dates.
 * `until` reads a DATE or DATE-TIME value the way DTSTART is read.
 */
export function parseRecurrenceRule(value: string, until: (text: string) => EventTime | null): RecurrenceRule | null {
  const parts = new Map<string, string>();
  for (const part of value.trim().split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) return null;
    parts.set(
      part.slice(0, eq).trim().toUpperCase(),
      part
        .slice(eq + 1)
        .trim()
        .toUpperCase(),
    );
  }
  const frequency = FREQUENCIES.find((f) => f === parts.get('FREQ'));
  if (!frequency) return null;
  if ([...parts.keys()].some((key) => UNSUPPORTED_PARTS.has(key))) return null;

  const positive = (text: string | undefined, fallback: number | null) => {
    if (text === undefined) return fallback;
    return /^\d{1,6}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
  };
  const interval = positive(parts.get('INTERVAL'), 1);
  const count = positive(parts.get('COUNT'), null);
  if (interval === undefined || interval === null || count === undefined) return null;

  const untilText = parts.get('UNTIL');
  const untilTime = untilText === undefined ? null : until(untilText);
  if (untilText !== undefined && untilTime === null) return null;

  const byDay: WeekdayRule[] = [];
  for (const entry of parts.get('BYDAY')?.split(',') ?? []) {
    const m = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/.exec(entry.trim());
    if (!m) return null;
    const ordinal = m[1] === undefined ? null : Number(m[1]);
    if (ordinal !== null && (ordinal === 0 || Math.abs(ordinal) > 5)) return null;
    byDay.push({ weekday: WEEKDAYS[m[2]!]!, ordinal });
  }
  const byMonthDay: number[] = [];
  for (const entry of parts.get('BYMONTHDAY')?.split(',') ?? []) {
    if (!/^[+-]?\d{1,2}$/.test(entry.trim())) return null;
    const day = Number(entry);
    if (day === 0 || Math.abs(day) > 31) return null;
    byMonthDay.push(day);
  }
  // What each frequency expands: ordinals only monthly, days of the month only monthly, and not both.
  if (byDay.some((d) => d.ordinal !== null) && frequency !== 'MONTHLY') return null;
  if (byMonthDay.length > 0 && frequency !== 'MONTHLY') return null;
  if (byMonthDay.length > 0 && byDay.length > 0) return null;
  if (frequency === 'YEARLY' && byDay.length > 0) return null;

  const weekStartText = parts.get('WKST');
  const weekStart = weekStartText === undefined ? 1 : WEEKDAYS[weekStartText];
  if (weekStart === undefined) return null;

  return { frequency, interval, count, until: untilTime, byDay, byMonthDay, weekStart };
}

/** The dates of one period of the rule (sorted), from the period's first day. */
function datesOfPeriod(rule: RecurrenceRule, first: Temporal.PlainDate, period: number): Temporal.PlainDate[] {
  switch (rule.frequency) {
    case 'DAILY': {
      const day = first.add({ days: period * rule.interval });
      return rule.byDay.length === 0 || rule.byDay.some((d) => d.weekday === day.dayOfWeek) ? [day] : [];
    }
    case 'WEEKLY': {
      const weekStart = first
        .subtract({ days: (first.dayOfWeek - rule.weekStart + 7) % 7 })
        .add({ weeks: period * rule.interval });
      const weekdays = rule.byDay.length === 0 ? [first.dayOfWeek] : rule.byDay.map((d) => d.weekday);
      return [...new Set(weekdays)]
        .map((weekday) => weekStart.add({ days: (weekday - rule.weekStart + 7) % 7 }))
        .sort(Temporal.PlainDate.compare);
    }
    case 'MONTHLY': {
      const month = first.toPlainYearMonth().add({ months: period * rule.interval });
      const days = new Set<number>();
      if (rule.byDay.length > 0) {
        for (const { weekday, ordinal } of rule.byDay) {
          const matching: number[] = [];
          for (let day = 1; day <= month.daysInMonth; day++) {
            if (month.toPlainDate({ day }).dayOfWeek === weekday) matching.push(day);
          }
          if (ordinal === null) matching.forEach((day) => days.add(day));
          else {
            const day = ordinal > 0 ? matching[ordinal - 1] : matching[matching.length + ordinal];
            if (day !== undefined) days.add(day);
          }
        }
      } else {
        for (const wanted of rule.byMonthDay.length > 0 ? rule.byMonthDay : [first.day]) {
          const day = wanted > 0 ? wanted : month.daysInMonth + wanted + 1;
          // A day the month lacks (the 31st, the 30th of February) is no start (RFC 5545 §3.3.10).
          if (day >= 1 && day <= month.daysInMonth) days.add(day);
        }
      }
      return [...days].sort((a, b) => a - b).map((day) => month.toPlainDate({ day }));
    }
    case 'YEARLY': {
      const year = first.year + period * rule.interval;
      const month = Temporal.PlainYearMonth.from({ year, month: first.month });
      // 29 February repeats in leap years only.
      return first.day <= month.daysInMonth ? [month.toPlainDate({ day: first.day })] : [];
    }
  }
}

/** How many whole periods lie between the first start and `date` (negative before it). */
function periodsUntil(rule: RecurrenceRule, first: Temporal.PlainDate, date: Temporal.PlainDate): number {
  switch (rule.frequency) {
    case 'DAILY':
      return first.until(date, { largestUnit: 'days' }).days;
    case 'WEEKLY': {
      const start = (d: Temporal.PlainDate) => d.subtract({ days: (d.dayOfWeek - rule.weekStart + 7) % 7 });
      return Math.floor(start(first).until(start(date), { largestUnit: 'days' }).days / 7);
    }
    case 'MONTHLY':
      return (date.year - first.year) * 12 + (date.month - first.month);
    case 'YEARLY':
      return date.year - first.year;
  }
}

/** A start of the series: its date, and the moment it begins (a date begins at 00:00 in the zone). */
export interface SeriesStart {
  readonly date: Temporal.PlainDate;
  readonly at: Temporal.ZonedDateTime;
}

/**
 * The starts of a series, in order, from DTSTART (always the first, RFC 5545 §3.8.5.3) through
 * COUNT and UNTIL, skipping EXDATEs, until `before` (exclusive). `from` lets a series without
 * COUNT skip whole periods that end before it (each start is still computed from DTSTART, so
 * skipping never moves one). The time of day is kept in `recurrence.zone`; a wall time that does
 * not exist on a day (the spring-forward hour) moves forward by the gap, as RFC 5545 says.
 */
export function seriesStarts(
  start: EventTime,
  recurrence: Recurrence,
  window: { readonly from: Temporal.ZonedDateTime; readonly before: Temporal.ZonedDateTime },
  limit: number,
): SeriesStart[] {
  const { rule, zone } = recurrence;
  const first = start.kind === 'date' ? start.date : start.at.withTimeZone(zone).toPlainDate();
  const time = start.kind === 'date' ? null : (recurrence.wallTime ?? start.at.withTimeZone(zone).toPlainTime());
  const startOfDay = (date: Temporal.PlainDate) => date.toZonedDateTime({ timeZone: zone });
  const at = (date: Temporal.PlainDate) =>
    time === null ? startOfDay(date) : date.toZonedDateTime({ timeZone: zone, plainTime: time });
  const dtstart = start.kind === 'date' ? startOfDay(start.date) : start.at.withTimeZone(zone);

  const excludedMoments = new Set<bigint>();
  const excludedDates = new Set<string>();
  for (const exception of recurrence.exceptions) {
    if (exception.kind === 'date') excludedDates.add(exception.date.toString());
    else excludedMoments.add(exception.at.epochNanoseconds);
  }
  const untilReached = (candidate: Temporal.PlainDate, moment: Temporal.ZonedDateTime) => {
    const until = rule.until;
    if (until === null) return false;
    if (until.kind === 'date') return Temporal.PlainDate.compare(candidate, until.date) > 0;
    return Temporal.ZonedDateTime.compare(moment, until.at) > 0;
  };

  // Without COUNT, nothing before the window's periods matters: start a period early, for slack.
  let period = 0;
  if (rule.count === null) {
    const skip = Math.floor(periodsUntil(rule, first, window.from.withTimeZone(zone).toPlainDate()) / rule.interval) - 1;
    period = Math.max(0, skip);
  }

  const starts: SeriesStart[] = [];
  let counted = 0;
  const take = (date: Temporal.PlainDate, moment: Temporal.ZonedDateTime, isDtstart: boolean): 'go-on' | 'stop' => {
    if (!isDtstart && untilReached(date, moment)) return 'stop';
    counted++;
    if (rule.count !== null && counted > rule.count) return 'stop';
    if (Temporal.ZonedDateTime.compare(moment, window.before) >= 0) return 'stop';
    if (!excludedMoments.has(moment.epochNanoseconds) && !excludedDates.has(date.toString())) starts.push({ date, at: moment });
    return starts.length >= limit ? 'stop' : 'go-on';
  };

  if (period === 0 && take(first, dtstart, true) === 'stop') return starts;
  for (let stepped = 0; stepped < MAX_RECURRENCE_PERIODS; stepped++, period++) {
    for (const date of datesOfPeriod(rule, first, period)) {
      if (Temporal.PlainDate.compare(date, first) <= 0) continue;
      const moment = at(date);
      if (Temporal.ZonedDateTime.compare(moment, dtstart) <= 0) continue;
      if (take(date, moment, false) === 'stop') return starts;
    }
  }
  return starts;
}

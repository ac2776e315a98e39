import { Temporal } from 'temporal-polyfill';

/**
 * The CRM's clock is Stockholm's wall time: every date-time on the wire is read and written in it.
 * Only crm-client and mock-crm speak the wire (issue 11); the portal's core speaks Temporal.
 */
export const CRM_TIME_ZONE = 'Europe/Stockholm';
const STOCKHOLM = CRM_TIME_ZONE;

/** The CRM's date-time format: `YYYY-MM-DD HH:mm:ss`, Stockholm wall time. */
export function toCrmDateTime(value: Temporal.ZonedDateTime | Temporal.Instant): string {
  const zoned = value instanceof Temporal.Instant ? value.toZonedDateTimeISO(STOCKHOLM) : value;
  const local = zoned.withTimeZone(STOCKHOLM).toPlainDateTime();
  return `${local.toPlainDate().toString()} ${pad(local.hour)}:${pad(local.minute)}:${pad(local.second)}`;
}

/** Reads `YYYY-MM-DD HH:mm:ss` (or with a `T`) as Stockholm wall time; null when it is not one. */
export function fromCrmDateTime(text: string): Temporal.ZonedDateTime | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // Checked by hand, not by `overflow: 'reject'`: ISO parsing reads a leap second `:60` as `:59`.
  if (!isWallTime(year, month, day, hour, minute, second)) return null;
  if (year < FAST_FROM_YEAR) {
    return Temporal.PlainDateTime.from({ year, month, day, hour, minute, second }).toZonedDateTime(STOCKHOLM);
  }
  return stockholmAt(utcMsOf(year, month, day) + hour * HOUR_MS + minute * 60_000 + second * 1000);
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const HOUR_NS = 3_600_000_000_000;
/** From 1981 Stockholm's offset is +01:00 in winter and +02:00 in summer, nothing else (tzdata). */
const FAST_FROM_YEAR = 1981;

/**
 * The Stockholm time whose wall clock reads `wallMs` (milliseconds as if the wall time were UTC),
 * resolved as Temporal's default ('compatible'): the summer reading when it is one (the first of
 * the two in the repeated autumn hour), otherwise the winter one (in the spring-forward gap, the
 * hour after). Built from an instant, which costs a quarter of `PlainDateTime.from` with the
 * polyfill: a month's orders are read about 3,000 date-times at a time (docs/decisions.md).
 */
function stockholmAt(wallMs: number): Temporal.ZonedDateTime {
  const summer = Temporal.Instant.fromEpochMilliseconds(wallMs - 2 * HOUR_MS).toZonedDateTimeISO(STOCKHOLM);
  if (summer.offsetNanoseconds === 2 * HOUR_NS) return summer;
  return Temporal.Instant.fromEpochMilliseconds(wallMs - HOUR_MS).toZonedDateTimeISO(STOCKHOLM);
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isWallTime(year: number, month: number, day: number, hour: number, minute: number, second: number): boolean {
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return false;
  return day <= DAYS_IN_MONTH[month - 1]! + (month === 2 && isLeapYear(year) ? 1 : 0);
}

/** Milliseconds from 1970-01-01 to the date's midnight in UTC (days from the civil date, proleptic Gregorian). */
function utcMsOf(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return (era * 146_097 + dayOfEra - 719_468) * DAY_MS;
}

const pad = (n: number): string => String(n).padStart(2, '0');

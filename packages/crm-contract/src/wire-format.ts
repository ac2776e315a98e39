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
  const known = recentlyRead.get(text);
  if (known !== undefined) return known;
  const read = readCrmDateTime(text);
  if (recentlyRead.size >= RECENTLY_READ_MAX) recentlyRead.clear();
  recentlyRead.set(text, read);
  return read;
}

/**
 * The texts read lately and what they read as. A month's orders name each time about twice (an
 * order's start is also its ordered start, a notification's sending its submission), and Temporal's
 * values are immutable, so one value serves every mention. Emptied when full, so it never grows.
 */
const recentlyRead = new Map<string, Temporal.ZonedDateTime | null>();
const RECENTLY_READ_MAX = 8192;

function readCrmDateTime(text: string): Temporal.ZonedDateTime | null {
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
  if (year < FAST_FROM_YEAR || year > FAST_UNTIL_YEAR) {
    return Temporal.PlainDateTime.from({ year, month, day, hour, minute, second }).toZonedDateTime(STOCKHOLM);
  }
  return stockholmAt(utcMsOf(year, month, day) + hour * HOUR_MS + minute * 60_000 + second * 1000, year);
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** From 1981 Stockholm's offset is +01:00 in winter and +02:00 in summer, nothing else (tzdata). */
const FAST_FROM_YEAR = 1981;
/**
 * The polyfill knows a zone's changes up to ten years past the current one and holds the last
 * offset after that (it read 2036 as all winter in 2026). Years after this one are read through
 * Temporal itself (the polyfill, or the browser's own where the portal uses it), so that a reading
 * always agrees with how Temporal shows and writes it back.
 */
const FAST_UNTIL_YEAR = 2035;

/**
 * The Stockholm time whose wall clock reads `wallMs` (milliseconds as if the wall time were UTC),
 * resolved as Temporal's default ('compatible'): the summer reading when it is one (the first of
 * the two in the repeated autumn hour), otherwise the winter one (in the spring-forward gap, the
 * hour after). Made from the epoch and the summer-time rule rather than asking the polyfill for
 * the zone's offset, which costs three times as much: a dashboard load reads about 3,700
 * date-times, and this was the largest part of its main-thread time after React's
 * (docs/decisions.md). `wire-format.property.test.ts` holds it to Temporal's own resolution.
 */
function stockholmAt(wallMs: number, year: number): Temporal.ZonedDateTime {
  const asSummer = wallMs - 2 * HOUR_MS;
  const epochMs = isSummerTime(asSummer, year) ? asSummer : wallMs - HOUR_MS;
  return new Temporal.ZonedDateTime(BigInt(epochMs) * NS_PER_MS, STOCKHOLM);
}

const NS_PER_MS = 1_000_000n;

/**
 * Whether Stockholm keeps summer time at the instant: from 01:00 UTC on the last Sunday of March to
 * 01:00 UTC on the last Sunday of October (of September until 1995), the rule since 1981. `year` is
 * the wall time's; at new year, when the instant's UTC year is the one before, both are winter.
 */
function isSummerTime(epochMs: number, year: number): boolean {
  return epochMs >= lastSundayOneUtc(year, 3) && epochMs < lastSundayOneUtc(year, year < 1996 ? 9 : 10);
}

/** 01:00 UTC on the month's last Sunday (1970-01-01 was a Thursday). */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = utcMsOf(year, month, DAYS_IN_MONTH[month - 1]!);
  const weekday = (Math.floor(lastDay / DAY_MS) + 4) % 7; // 0 is Sunday; never negative from 1981
  return lastDay - weekday * DAY_MS + HOUR_MS;
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

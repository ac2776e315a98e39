import { Temporal } from 'temporal-polyfill';
import { STOCKHOLM } from './clock.js';

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
  try {
    // Fields, not an ISO string: ISO parsing reads a leap second `:60` as `:59` even when rejecting.
    const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
    const plain = Temporal.PlainDateTime.from({ year, month, day, hour, minute, second }, { overflow: 'reject' });
    return plain.toZonedDateTime(STOCKHOLM);
  } catch {
    return null;
  }
}

const pad = (n: number): string => String(n).padStart(2, '0');

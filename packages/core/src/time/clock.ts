import { Temporal } from 'temporal-polyfill';

/** Every date and time the product shows or sends is in this zone. */
export const STOCKHOLM = 'Europe/Stockholm';

/** The only way the core learns the time: adapters pass a real clock, tests a fixed one. */
export interface Clock {
  now(): Temporal.Instant;
}

export const nowInStockholm = (clock: Clock): Temporal.ZonedDateTime => clock.now().toZonedDateTimeISO(STOCKHOLM);

/** A clock that says what it is told; for tests and for the mock CRM's settable time. */
export class FixedClock implements Clock {
  constructor(private instant: Temporal.Instant) {}

  static at(isoInstantOrLocal: string): FixedClock {
    return new FixedClock(parseInstant(isoInstantOrLocal));
  }

  now(): Temporal.Instant {
    return this.instant;
  }

  set(instant: Temporal.Instant): void {
    this.instant = instant;
  }

  advance(duration: Temporal.DurationLike): void {
    this.instant = this.instant.add(duration);
  }
}

/**
 * Reads an instant given either with an offset (`2026-03-29T01:30:00Z`) or as a Stockholm wall
 * time (`2026-03-29 01:30:00`, the CRM's format), so tests can speak in local time.
 */
export function parseInstant(text: string): Temporal.Instant {
  const iso = text.trim().replace(' ', 'T');
  if (/[zZ]|[+-]\d\d:?\d\d$/.test(iso)) return Temporal.Instant.from(iso);
  return Temporal.PlainDateTime.from(iso).toZonedDateTime(STOCKHOLM).toInstant();
}

/**
 * The instants a Stockholm wall time names. The CRM's date-times carry no offset, so a time in the
 * autumn's repeated hour (02:00–02:59 on the last Sunday of October) names two, the first one
 * first; any other names one. A time the spring night skips names none, and is read as Temporal's
 * 'compatible' does (moved on by the gap), so the list is never empty.
 */
export function instantsOfWallTime(wall: Temporal.PlainDateTime): Temporal.Instant[] {
  const readings = (['earlier', 'later'] as const)
    .map((disambiguation) => wall.toZonedDateTime(STOCKHOLM, { disambiguation }))
    .filter((zoned) => zoned.toPlainDateTime().equals(wall))
    .map((zoned) => zoned.toInstant());
  if (readings.length === 0) return [wall.toZonedDateTime(STOCKHOLM).toInstant()];
  return readings.filter((instant, index) => index === 0 || !instant.equals(readings[0]!));
}

import {
  EMPTY_WEEKLY_DEFAULT,
  STOCKHOLM,
  type AcuteAvailability,
  type AvailabilityDesk,
  type AvailabilityException,
  type DateRange,
  type ExceptionDraft,
  type WeeklyDefault,
} from '@tolk/core';
import { Temporal } from 'temporal-polyfill';
import type { Now } from './now.js';

/** Test support: an in-memory AvailabilityDesk that refuses every call while `refusing` (as the transport rejects). */
export class FakeAvailabilityDesk implements AvailabilityDesk {
  weekly: WeeklyDefault = EMPTY_WEEKLY_DEFAULT;
  saved: AvailabilityException[] = [];
  current: AcuteAvailability | null = null;
  refusing = false;
  /** The ranges asked for, in order. */
  readonly ranges: DateRange[] = [];
  private nextId = 1;

  async weeklyDefault(): Promise<WeeklyDefault> {
    this.refuse();
    return this.weekly;
  }

  async saveWeeklyDefault(weekly: WeeklyDefault): Promise<WeeklyDefault> {
    this.refuse();
    this.weekly = weekly;
    return weekly;
  }

  async exceptions(range: DateRange): Promise<AvailabilityException[]> {
    this.ranges.push(range);
    this.refuse();
    const from = range.from.toZonedDateTime(STOCKHOLM);
    const to = range.to.add({ days: 1 }).toZonedDateTime(STOCKHOLM);
    return this.saved.filter(
      (e) => Temporal.ZonedDateTime.compare(e.from, to) < 0 && Temporal.ZonedDateTime.compare(from, e.to) < 0,
    );
  }

  async createException(draft: ExceptionDraft): Promise<AvailabilityException> {
    this.refuse();
    const made = { ...draft, id: `E${this.nextId++}`, canBeUpdated: true };
    this.saved.push(made);
    return made;
  }

  async updateException(id: string, draft: ExceptionDraft): Promise<AvailabilityException> {
    this.refuse();
    const changed = { ...draft, id, canBeUpdated: true };
    this.saved = this.saved.map((e) => (e.id === id ? changed : e));
    return changed;
  }

  async deleteException(id: string): Promise<void> {
    this.refuse();
    this.saved = this.saved.filter((e) => e.id !== id);
  }

  async acute(): Promise<AcuteAvailability | null> {
    this.refuse();
    return this.current;
  }

  async setAcute(acute: AcuteAvailability): Promise<AcuteAvailability> {
    this.refuse();
    this.current = acute;
    return acute;
  }

  async clearAcute(): Promise<void> {
    this.refuse();
    this.current = null;
  }

  private refuse(): void {
    if (this.refusing) throw new Error('3009 invalid availability');
  }
}

/** Test support: a moment that moves only when told (the screens' Now). */
export class SteppingNow implements Now {
  constructor(public instant: Temporal.Instant) {}

  static at(stockholm: string): SteppingNow {
    return new SteppingNow(Temporal.PlainDateTime.from(stockholm).toZonedDateTime(STOCKHOLM).toInstant());
  }

  advance(duration: Temporal.DurationLike): void {
    this.instant = this.instant.add(duration);
  }
}

import type { Temporal } from 'temporal-polyfill';

/**
 * The interpreter's availability (spec 3 §2 "Daily availability planner", "Default-availability
 * time-slot editor", §3 "Availability", "Availability exception", "Time slot", §4; issue 16 item 1).
 * Three layers say when an interpreter can be asked: the weekly default (per weekday, wall-clock
 * slots), exceptions (dated intervals that override the default) and the acute "Tolka nu" window
 * (which overrides both). `effectiveAvailability` combines them for one day.
 */

/**
 * Spec 3 §3 articleType: 1 available, 2 available without inquiry (the interpreter may be booked
 * directly, without being asked first), 3 unavailable.
 */
export type AvailabilityKind = 'available' | 'available-without-inquiry' | 'unavailable';
export const AVAILABILITY_KINDS: readonly AvailabilityKind[] = ['available', 'available-without-inquiry', 'unavailable'];

export type ArticleType = 1 | 2 | 3;

export const ARTICLE_TYPE_OF: Readonly<Record<AvailabilityKind, ArticleType>> = {
  available: 1,
  'available-without-inquiry': 2,
  unavailable: 3,
};

/** The kind an articleType number stands for; null for a number the spec does not name. */
export function availabilityKindOf(articleType: number): AvailabilityKind | null {
  return AVAILABILITY_KINDS.find((kind) => ARTICLE_TYPE_OF[kind] === articleType) ?? null;
}

/** Spec 3 §3 AvailabilityType: the two kinds of availability count as available. */
export const isAvailableKind = (kind: AvailabilityKind): boolean => kind !== 'unavailable';

/**
 * Spec 3 §3 availableFor: on-site (Kontakttolkning) and/or phone (Telefontolkning). Two flags, so
 * that one slot, exception or "Tolka nu" says both; an available one needs at least one of them.
 */
export interface AvailableFor {
  readonly onSite: boolean;
  readonly phone: boolean;
}

export const ON_SITE_AND_PHONE: AvailableFor = { onSite: true, phone: true };

/** ISO weekday, 1 Monday … 7 Sunday (spec 3 §9: the week starts on Monday), as Temporal's `dayOfWeek`. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];

export const weekdayOf = (date: Temporal.PlainDate): Weekday => date.dayOfWeek as Weekday;

/** A wall-clock range within one day (minute precision; `from` before `to` once confirmed). */
export interface TimeRange {
  readonly from: Temporal.PlainTime;
  readonly to: Temporal.PlainTime;
}

/**
 * A slot of the weekly default (spec 3 §3 "Time slot": id, timeFrom, timeTo as `HH:mm`, isAvailable).
 * Wall-clock times: 08:00–16:00 means 08:00–16:00 on every such weekday, DST or not. A slot stays
 * within its day (00:00 to at most 23:59). The id is the portal's key, unique within its weekday.
 */
export interface TimeSlot extends TimeRange {
  readonly id: string;
  /** False: a slot of unavailability (drawn as an unavailability bar). */
  readonly isAvailable: boolean;
  /**
   * An available slot in which the interpreter may be booked without being asked first (article
   * type 2; issue 16: the CRM's slots carry an ArticleType). Absent or false: asked first (type 1).
   * Ignored on a slot of unavailability.
   */
  readonly withoutInquiry?: boolean;
  readonly availableFor: AvailableFor;
}

/** The kind a default slot states: unavailable, available (1), or available without inquiry (2). */
export const slotKind = (slot: Pick<TimeSlot, 'isAvailable' | 'withoutInquiry'>): AvailabilityKind =>
  !slot.isAvailable ? 'unavailable' : slot.withoutInquiry === true ? 'available-without-inquiry' : 'available';

/** The weekly default schedule: each weekday's slots, in time order. A weekday without slots has no default. */
export interface WeeklyDefault {
  readonly slots: Readonly<Record<Weekday, readonly TimeSlot[]>>;
}

/** A moment-to-moment interval in Stockholm time, `from` included and `to` excluded. */
export interface Interval {
  readonly from: Temporal.ZonedDateTime;
  readonly to: Temporal.ZonedDateTime;
}

/**
 * An exception to the weekly default (spec 3 §3 "Availability" and "Availability exception":
 * identifier, DatetimeFrom, DatetimeTo, articleType, availableFor, CanBeUpdated). It may cross
 * midnight; the planner shows its part of each day (`splitAcrossDays`). "Unavailable all day" is an
 * unavailable exception over the whole day (`unavailableAllDayDraft`).
 */
export interface AvailabilityException extends Interval {
  readonly id: string;
  readonly kind: AvailabilityKind;
  readonly availableFor: AvailableFor;
  /** The CRM's CanBeUpdated (spec 3 §4); see `canUpdateException`. */
  readonly canBeUpdated: boolean;
}

/** An exception as the portal sends it to be created or to replace one. */
export type ExceptionDraft = Omit<AvailabilityException, 'id' | 'canBeUpdated'>;

/**
 * "Tolka nu" (spec 3 §2, acute availability): available from now for a chosen length, phone and/or
 * on-site; it ends by itself at `to` (see `startAcute`, `isAcuteActive`).
 */
export interface AcuteAvailability extends Interval {
  readonly availableFor: AvailableFor;
}

/** Where an effective interval comes from: the layer, and the slot's or exception's id (null for "Tolka nu"). */
export type AvailabilitySource =
  | { readonly layer: 'default'; readonly slotId: string }
  | { readonly layer: 'exception'; readonly exceptionId: string }
  | { readonly layer: 'acute' };

/**
 * A piece of one day's effective availability: within the day's 00:00–23:59, not overlapping the
 * day's other pieces. Time that no piece covers has no availability stated (neither bar is drawn).
 */
export interface EffectiveInterval extends Interval {
  readonly kind: AvailabilityKind;
  readonly availableFor: AvailableFor;
  readonly source: AvailabilitySource;
}

import { Temporal } from 'temporal-polyfill';
import { articleKindOf } from '../assignments/article-kind.js';
import { STOCKHOLM } from '../time/clock.js';
import type { AssignmentDraft, BookableService } from './draft.js';
import { changeService } from './services.js';

const DAY_MINUTES = 24 * 60;

/** Spec 3 §9: the time picker offers 30-minute steps. */
export const TIME_PICKER_STEP_MINUTES = 30;

/** An end not after the start falls on the next day ("Nästa dag", spec 1 §4). */
export const endsNextDay = (draft: Pick<AssignmentDraft, 'start' | 'end'>): boolean =>
  Temporal.PlainTime.compare(draft.end, draft.start) <= 0;

/** The wall-clock length, 1 to 1440 minutes (an end equal to the start is the same time the next day). */
export function durationMinutes(draft: Pick<AssignmentDraft, 'start' | 'end'>): number {
  const minutes = minuteOf(draft.end) - minuteOf(draft.start);
  return minutes > 0 ? minutes : minutes + DAY_MINUTES;
}

/**
 * Issue 17 item 7: a booking longer than this is asked about before it is kept. An interpreter's
 * working day is 8 hours; an end typed before the start (a 20-hour booking by mistake) is over it.
 */
export const LONG_BOOKING_MINUTES = 8 * 60;

/** Whether the draft's length needs the user's confirmation (over LONG_BOOKING_MINUTES). */
export const isLongBooking = (draft: Pick<AssignmentDraft, 'start' | 'end'>): boolean =>
  durationMinutes(draft) > LONG_BOOKING_MINUTES;

/**
 * Whether a change of the times must be confirmed: the result is long and its length is not the
 * one the user has already confirmed (a confirmed length is kept by later start changes without
 * asking again; any other long length is asked, also one kept from a restored or copied draft).
 */
export const needsLengthConfirmation = (
  draft: Pick<AssignmentDraft, 'start' | 'end'>,
  confirmedMinutes: number | null,
): boolean => isLongBooking(draft) && durationMinutes(draft) !== confirmedMinutes;

/** A new start keeps the duration: the end moves with it (spec 1 §4). */
export function changeStart(draft: AssignmentDraft, start: Temporal.PlainTime): AssignmentDraft {
  const start_ = minutePrecision(start);
  return { ...draft, start: start_, end: start_.add({ minutes: durationMinutes(draft) }) };
}

/** A new end recalculates the duration; an end not after the start is on the next day. */
export function changeEnd(draft: AssignmentDraft, end: Temporal.PlainTime): AssignmentDraft {
  return { ...draft, end: minutePrecision(end) };
}

export interface ChangeDatesOptions {
  readonly now: Temporal.ZonedDateTime;
  /** An order being edited may keep (or be moved to) today; a new booking may not. */
  readonly editing: boolean;
}

/**
 * What the first day of a booking allows (spec 1 §4, §5; issue 17 item 2): a later day than today;
 * `today`, which a new booking does not take (the same-day warning) but an edit may keep; `past`, a
 * day that has gone by, which no booking takes (its own message; the date is never moved for it).
 */
export type FirstDayVerdict = 'later' | 'today' | 'past';

export function firstDayVerdict(first: Temporal.PlainDate, today: Temporal.PlainDate): FirstDayVerdict {
  const order = Temporal.PlainDate.compare(first, today);
  return order > 0 ? 'later' : order === 0 ? 'today' : 'past';
}

/**
 * The first day a booking may be put on (spec 1 §4, §5): tomorrow for a new one, today for an edit
 * (an order booked for today keeps its day). The date picker starts there; `changeDates` moves a new
 * booking's days off today.
 */
export const firstBookableDay = (today: Temporal.PlainDate, editing: boolean): Temporal.PlainDate =>
  editing ? today : today.add({ days: 1 });

/**
 * New days for the draft (one occasion per day), sorted and without repeats. The form does not book
 * today (spec 1 §4, §5): unless editing, when the first day is today the days all move forward one
 * day and `movedFromToday` asks for the warning. A first day before today is kept as chosen: the
 * validation names it (`date-past`), so that the user sees their mistake instead of a silent move.
 * An empty list changes nothing.
 */
export function changeDates(
  draft: AssignmentDraft,
  dates: readonly Temporal.PlainDate[],
  options: ChangeDatesOptions,
): { draft: AssignmentDraft; movedFromToday: boolean } {
  const days = uniqueSortedDates(dates);
  const first = days[0];
  if (!first) return { draft, movedFromToday: false };
  const today = options.now.withTimeZone(STOCKHOLM).toPlainDate();
  if (options.editing || firstDayVerdict(first, today) !== 'today') {
    return { draft: { ...draft, dates: days }, movedFromToday: false };
  }
  return { draft: { ...draft, dates: days.map((d) => d.add({ days: 1 })) }, movedFromToday: true };
}

/** Spec 1 §4: in the quick form a type change makes it 30 minutes for telephone, 60 for the others. */
export const quickLengthFor = (service: BookableService | null): 30 | 60 =>
  service === null || articleKindOf(service.name) === 'telephone' ? 30 : 60;

/** The quick form's type change: the service's defaults (`changeService`) and the quick length. */
export function changeQuickType(
  draft: AssignmentDraft,
  services: readonly BookableService[],
  serviceId: string | null,
): AssignmentDraft {
  const changed = changeService(draft, services, serviceId);
  const service = services.find((s) => s.id === changed.serviceId) ?? null;
  return { ...changed, end: changed.start.add({ minutes: quickLengthFor(service) }) };
}

export interface Occasion {
  readonly from: Temporal.ZonedDateTime;
  readonly to: Temporal.ZonedDateTime;
}

/**
 * The occasions of the draft in Stockholm time, one per day, the end on the next day when it is
 * not after the start. A wall time that does not exist (the spring-forward hour) or exists twice
 * (the autumn hour) is resolved 'compatible', as Temporal and the CRM's wire format do: a time in
 * the gap moves forward by the gap's length, a repeated time takes the earlier (summer-time) instant.
 */
export function occasionsOf(draft: Pick<AssignmentDraft, 'dates' | 'start' | 'end'>): Occasion[] {
  const nextDay = endsNextDay(draft);
  return uniqueSortedDates(draft.dates).map((date) => {
    const from = zoned(date, draft.start);
    const to = zoned(nextDay ? date.add({ days: 1 }) : date, draft.end);
    // A start inside the spring-forward gap moves to the hour after it and can meet the end
    // (02:00–03:00 on the last Sunday of March): the occasion then keeps the asked length.
    return { from, to: Temporal.ZonedDateTime.compare(from, to) < 0 ? to : from.add({ minutes: durationMinutes(draft) }) };
  });
}

/**
 * The time input of spec 3 §5: at most 5 characters; `HH:mm` (a dot also separates) with the hours
 * clamped to 0–23 and the minutes to 0–59; a bare number is hours (1–2 digits) or hhmm (3–4 digits);
 * anything else is 12:00.
 */
export function parseTimeInput(text: string): Temporal.PlainTime {
  const input = text.trim().slice(0, 5);
  const separated = /^(\d{1,2})[:.](\d{0,2})$/.exec(input);
  if (separated) return clampedTime(Number(separated[1]), Number(separated[2] || '0'));
  if (/^\d{1,2}$/.test(input)) return clampedTime(Number(input), 0);
  if (/^\d{3,4}$/.test(input)) return clampedTime(Number(input.slice(0, -2)), Number(input.slice(-2)));
  return Temporal.PlainTime.from('12:00');
}

const clampedTime = (hour: number, minute: number): Temporal.PlainTime =>
  Temporal.PlainTime.from({ hour: Math.min(hour, 23), minute: Math.min(minute, 59) });

const minuteOf = (time: Temporal.PlainTime): number => time.hour * 60 + time.minute;

/** The form works in whole minutes. */
const minutePrecision = (time: Temporal.PlainTime): Temporal.PlainTime =>
  Temporal.PlainTime.from({ hour: time.hour, minute: time.minute });

const zoned = (date: Temporal.PlainDate, time: Temporal.PlainTime): Temporal.ZonedDateTime =>
  date.toZonedDateTime({ timeZone: STOCKHOLM, plainTime: time }).withTimeZone(STOCKHOLM);

export function uniqueSortedDates(dates: readonly Temporal.PlainDate[]): Temporal.PlainDate[] {
  const byText = new Map(dates.map((d) => [d.toString(), d]));
  return [...byText.values()].sort(Temporal.PlainDate.compare);
}

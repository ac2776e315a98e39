import { Temporal } from 'temporal-polyfill';
import type { ContactPerson } from '../contact-persons/contact-person.js';
import { STOCKHOLM } from '../time/clock.js';

/** Direct ("book now") booking's numbers (spec 1 §9). */
export const DIRECT_BOOKING = {
  /** The start offered when the form opens: now plus this. */
  startOffsetMinutes: 5,
  /** Durations go in these steps. */
  durationStepMinutes: 30,
  /** The duration chosen when the form opens, when it can be booked. */
  defaultDurationMinutes: 30,
  /** NoOfMinutesFromNowPossibleToBook when the CRM gives none. */
  defaultWindowMinutes: 120,
  /** After code 1075 availability is checked again from this much later. */
  retryDelayMinutes: 5,
  /** The searching animation shows at least this long. */
  minSearchingMs: 4000,
  /** A slot shows at most this many user icons, then a plus sign. */
  maxSlotIcons: 3,
  /** No booking is longer than a day, whatever window the CRM gives. */
  maxDurationMinutes: 24 * 60,
} as const;

/** A day's direct-booking window (DatetimeOpenFrom, DatetimeOpenTo). */
export interface OpeningWindow {
  readonly from: Temporal.ZonedDateTime;
  readonly to: Temporal.ZonedDateTime;
}

/** One entry of AutoAssignOrderOpeningHours; the window is null when not given. */
export interface OpeningDay {
  readonly isActive: boolean;
  readonly window: OpeningWindow | null;
}

/** GetAutoAssignOrderOpeningHours for today: the days (null when missing) and NoOfMinutesFromNowPossibleToBook. */
export interface OpeningHours {
  readonly days: readonly OpeningDay[] | null;
  readonly minutesFromNowPossibleToBook: number | null;
}

/** How far a booking may reach: the closing time (bookDirectCloseHour) and the window from now. */
export interface DirectBookingLimits {
  readonly closesAt: Temporal.ZonedDateTime | null;
  readonly windowMinutes: number;
}

export type DirectServiceState =
  | { readonly kind: 'open'; readonly limits: DirectBookingLimits }
  | { readonly kind: 'unavailable'; readonly window: OpeningWindow | null };

/** NoOfMinutesFromNowPossibleToBook, or 120 when it is missing or not a positive number. */
export function bookingWindowMinutes(minutes: number | null): number {
  if (minutes === null || !Number.isFinite(minutes) || minutes < 1) return DIRECT_BOOKING.defaultWindowMinutes;
  return Math.min(Math.floor(minutes), DIRECT_BOOKING.maxDurationMinutes);
}

/**
 * Spec 1 §2: opening hours missing, or a first entry that is not active, mean the service is
 * unavailable (with that entry's window when it has one); otherwise bookings may reach the first
 * entry's closing time and the window from now.
 */
export function directServiceState(hours: OpeningHours | null): DirectServiceState {
  const first = hours?.days?.[0];
  if (!hours || !first || !first.isActive) return { kind: 'unavailable', window: first?.window ?? null };
  return {
    kind: 'open',
    limits: { closesAt: first.window?.to ?? null, windowMinutes: bookingWindowMinutes(hours.minutesFromNowPossibleToBook) },
  };
}

const startOfMinute = (time: Temporal.ZonedDateTime): Temporal.ZonedDateTime =>
  time.round({ smallestUnit: 'minute', roundingMode: 'floor' });

const stockholm = (time: Temporal.ZonedDateTime): Temporal.ZonedDateTime => time.withTimeZone(STOCKHOLM);

/** The start offered when the form opens: now plus 5 minutes, to the minute. */
export const defaultDirectStart = (now: Temporal.ZonedDateTime): Temporal.ZonedDateTime =>
  startOfMinute(stockholm(now)).add({ minutes: DIRECT_BOOKING.startOffsetMinutes });

/** A start time of the form on today's date (direct booking is same-day). */
export const directStartAt = (now: Temporal.ZonedDateTime, time: Temporal.PlainTime): Temporal.ZonedDateTime =>
  stockholm(now).toPlainDate().toZonedDateTime({ timeZone: STOCKHOLM, plainTime: time });

/** The start is in the past when it is before the current minute (a start this minute is still bookable). */
export const isDirectStartPassed = (start: Temporal.ZonedDateTime, now: Temporal.ZonedDateTime): boolean =>
  Temporal.ZonedDateTime.compare(start, startOfMinute(now)) < 0;

/** The latest end a booking may have now: the window from now, and not after closing. */
export function latestDirectEnd(now: Temporal.ZonedDateTime, limits: DirectBookingLimits): Temporal.ZonedDateTime {
  const byWindow = startOfMinute(stockholm(now)).add({ minutes: limits.windowMinutes });
  if (limits.closesAt && Temporal.ZonedDateTime.compare(limits.closesAt, byWindow) < 0) return stockholm(limits.closesAt);
  return byWindow;
}

/** The durations offered for a start: 30-minute steps whose end is not after the latest end. */
export function directDurationOptions(
  start: Temporal.ZonedDateTime,
  now: Temporal.ZonedDateTime,
  limits: DirectBookingLimits,
): number[] {
  const last = latestDirectEnd(now, limits);
  const options: number[] = [];
  for (
    let minutes = DIRECT_BOOKING.durationStepMinutes;
    minutes <= DIRECT_BOOKING.maxDurationMinutes;
    minutes += DIRECT_BOOKING.durationStepMinutes
  ) {
    if (Temporal.ZonedDateTime.compare(start.add({ minutes }), last) > 0) break;
    options.push(minutes);
  }
  return options;
}

/** The duration chosen when the form opens: 30 minutes when offered, else none. */
export const defaultDirectDuration = (options: readonly number[]): number | null =>
  options.includes(DIRECT_BOOKING.defaultDurationMinutes) ? DIRECT_BOOKING.defaultDurationMinutes : null;

/** The direct-booking form as the user fills it (spec 1 §2): ids and times chosen, null when not. */
export interface DirectBookingForm {
  readonly skill: string | null;
  readonly start: Temporal.PlainTime | null;
  readonly duration: number | null;
  readonly orderer: string | null;
  readonly contact: string | null;
}

export type DirectBookingField = keyof DirectBookingForm;

/** The fields in the order the form shows them (and validation reports them). */
export const DIRECT_BOOKING_FIELDS: readonly DirectBookingField[] = ['skill', 'start', 'duration', 'orderer', 'contact'];

export type DirectBookingProblem =
  /** "{name} är obligatoriskt". */
  | { readonly kind: 'required' }
  /** "Starttiden har redan passerats. Välj en starttid från nu eller senare." */
  | { readonly kind: 'start-passed' }
  /** The end is after what may be booked now: the duration error. */
  | { readonly kind: 'beyond-window'; readonly latestEnd: Temporal.ZonedDateTime };

export type DirectBookingValidation = Partial<Record<DirectBookingField, DirectBookingProblem>>;

const chosen = (id: string | null): id is string => id !== null && id.trim() !== '' && id.trim() !== '-';

/**
 * Spec 1 §5: language, duration, orderer and contact upon interpretation are required (a language
 * of a dash is none); the start must not be in the past; the end must be within the window from now
 * and not after closing (else the duration is wrong).
 */
export function validateDirectBooking(
  form: DirectBookingForm,
  now: Temporal.ZonedDateTime,
  limits: DirectBookingLimits,
): DirectBookingValidation {
  const problems: Record<string, DirectBookingProblem> = {};
  if (!chosen(form.skill)) problems.skill = { kind: 'required' };
  if (form.start === null) problems.start = { kind: 'required' };
  const start = form.start === null ? null : directStartAt(now, form.start);
  if (start && isDirectStartPassed(start, now)) problems.start = { kind: 'start-passed' };
  if (form.duration === null || form.duration <= 0) problems.duration = { kind: 'required' };
  else if (start) {
    const last = latestDirectEnd(now, limits);
    if (Temporal.ZonedDateTime.compare(start.add({ minutes: form.duration }), last) > 0) {
      problems.duration = { kind: 'beyond-window', latestEnd: last };
    }
  }
  if (!chosen(form.orderer)) problems.orderer = { kind: 'required' };
  if (!chosen(form.contact)) problems.contact = { kind: 'required' };
  return problems;
}

export const isDirectBookingValid = (validation: DirectBookingValidation): boolean =>
  DIRECT_BOOKING_FIELDS.every((field) => validation[field] === undefined);

/** A chosen person without an e-mail: "E-post krävs." with "+ Lägg till här" (spec 1 §4, §5). */
export const lacksEmail = (person: Pick<ContactPerson, 'email'> | null): boolean =>
  person !== null && (person.email ?? '').trim() === '';

/**
 * The contact error flags (spec 1 §4): set for the orderer and the contact upon interpretation
 * when the chosen person has no e-mail, cleared once one exists. A direct booking needs both
 * e-mails whatever the profile's flags say (its submit rule, spec 1 §2; docs/decisions.md).
 */
export function contactErrorFlags(
  orderer: Pick<ContactPerson, 'email'> | null,
  contact: Pick<ContactPerson, 'email'> | null,
): { readonly orderer: boolean; readonly contact: boolean } {
  return { orderer: lacksEmail(orderer), contact: lacksEmail(contact) };
}

/**
 * Spec 1 §2: the submit button is enabled once both contact persons are chosen and have an
 * e-mail, and while the start is not in the past. (Other missing fields are told on submit.)
 */
export function canSubmitDirectBooking(
  start: Temporal.ZonedDateTime | null,
  orderer: Pick<ContactPerson, 'email'> | null,
  contact: Pick<ContactPerson, 'email'> | null,
  now: Temporal.ZonedDateTime,
): boolean {
  if (orderer === null || contact === null || lacksEmail(orderer) || lacksEmail(contact)) return false;
  return start === null || !isDirectStartPassed(start, now);
}

/** The period asked for: a start and a length in minutes. */
export interface DirectPeriod {
  readonly from: Temporal.ZonedDateTime;
  readonly minutes: number;
}

export const directPeriodEnd = (period: DirectPeriod): Temporal.ZonedDateTime => period.from.add({ minutes: period.minutes });

/** After code 1075: the same length from 5 minutes later (spec 1 §4). */
export const retryPeriod = (period: DirectPeriod): DirectPeriod => ({
  from: period.from.add({ minutes: DIRECT_BOOKING.retryDelayMinutes }),
  minutes: period.minutes,
});

/** The period of a chosen alternative slot: its TimeFrom, the same length. */
export const slotPeriod = (period: DirectPeriod, from: Temporal.ZonedDateTime): DirectPeriod => ({
  from,
  minutes: period.minutes,
});

/** An alternative start time with its number of free interpreters (TimeSlots). */
export interface AlternativeSlot {
  readonly from: Temporal.ZonedDateTime;
  readonly available: number;
}

/**
 * The availability check's answer (GetAvailableResourcesForAutoAssignOrder), with the service it
 * was asked for. A failed check is logged and answers the empty result (spec 1 §7): no service,
 * not the original time, no slots.
 */
export interface DirectAvailability {
  readonly serviceId: string | null;
  readonly canBookOriginal: boolean;
  readonly slots: readonly AlternativeSlot[];
}

export const NO_DIRECT_AVAILABILITY: DirectAvailability = { serviceId: null, canBookOriginal: false, slots: [] };

export type DirectAvailabilityOutcome =
  /** The original time can be used: the order is created directly. */
  | { readonly kind: 'book-original'; readonly serviceId: string }
  /** Not at the original time; the times below can be booked. */
  | { readonly kind: 'choose-slot'; readonly serviceId: string; readonly slots: readonly AlternativeSlot[] }
  /** No free interpreter: the user is told to phone. */
  | { readonly kind: 'no-interpreter' };

/** Spec 1 §4, §8: what follows an availability check. */
export function directAvailabilityOutcome(answer: DirectAvailability): DirectAvailabilityOutcome {
  if (answer.serviceId === null) return { kind: 'no-interpreter' };
  if (answer.canBookOriginal) return { kind: 'book-original', serviceId: answer.serviceId };
  const slots = answer.slots.filter((slot) => slot.available > 0);
  return slots.length > 0 ? { kind: 'choose-slot', serviceId: answer.serviceId, slots } : { kind: 'no-interpreter' };
}

/** A slot's icons: one user icon per free interpreter up to 3, and a plus sign when there are more. */
export function slotIcons(available: number): { readonly users: number; readonly more: boolean } {
  const count = Math.max(0, Math.floor(available));
  return { users: Math.min(count, DIRECT_BOOKING.maxSlotIcons), more: count > DIRECT_BOOKING.maxSlotIcons };
}

/** How much longer the searching animation must show, begun at `since` (at least 4000 ms in all). */
export function remainingSearchMs(since: Temporal.Instant, now: Temporal.Instant): number {
  const elapsed = now.epochMilliseconds - since.epochMilliseconds;
  return Math.max(0, Math.min(DIRECT_BOOKING.minSearchingMs, DIRECT_BOOKING.minSearchingMs - elapsed));
}

import { Temporal } from 'temporal-polyfill';
import type { CustomerProfile } from '../account/customer.js';
import { articleKindOf } from '../assignments/article-kind.js';
import { STOCKHOLM } from '../time/clock.js';
import type { AssignmentDraft, BookableService } from './draft.js';

/** Spec 1 §3 and §9: a new assignment lasts 30 minutes (60 in the quick form for types other than telephone). */
export const DEFAULT_LENGTH_MINUTES = 30;
/** Spec 1 §3: requested interpreter "preferred" (2). */
export const DEFAULT_REQUESTED_INTERPRETER_LEVEL = 2;
/** Spec 1 §9 does not show the break-time list; ours, in minutes. A new assignment takes the first, none. */
export const BREAK_MINUTE_CHOICES = [0, 15, 30, 45, 60] as const;

const EIGHT = Temporal.PlainTime.from('08:00');
const SLOT_MINUTES = 5;

/**
 * The default start of a new booking (spec 1 §3): 08:00 the next day; when the current hour is
 * past 8 (the hour is 9 or later, Stockholm time) the next 5-minute slot after the current time plus
 * 5 minutes, on the next day. The form never books today (§5), so the time is carried to tomorrow:
 * the start is the current wall time one day later, rounded up to the next 5-minute boundary
 * (strictly after it) plus 5 minutes. From 23:50 that passes midnight and the start falls on the
 * day after tomorrow. See docs/decisions.md, "Booking defaults".
 */
export function defaultStart(now: Temporal.ZonedDateTime): { date: Temporal.PlainDate; start: Temporal.PlainTime } {
  const local = now.withTimeZone(STOCKHOLM).toPlainDateTime();
  const tomorrow = local.toPlainDate().add({ days: 1 });
  if (local.hour <= 8) return { date: tomorrow, start: EIGHT };
  const minuteOfDay = local.hour * 60 + local.minute;
  const slot = (Math.floor(minuteOfDay / SLOT_MINUTES) + 1) * SLOT_MINUTES;
  const start = tomorrow.toPlainDateTime().add({ minutes: slot + SLOT_MINUTES });
  return { date: start.toPlainDate(), start: start.toPlainTime() };
}

/** The service a new form chooses (spec 1 §3): one whose name contains "Tele", else the first, else none. */
export function defaultServiceId(services: readonly BookableService[]): string | null {
  return (services.find((s) => articleKindOf(s.name) === 'telephone') ?? services[0])?.id ?? null;
}

export interface NewDraftOptions {
  readonly now: Temporal.ZonedDateTime;
  readonly profile: CustomerProfile | null;
  readonly key: string;
  /** A day chosen in the calendar; used when it is after today, otherwise the default day. */
  readonly date?: Temporal.PlainDate;
  readonly length?: 30 | 60;
}

/**
 * A fresh booking form (spec 1 §3): the default start and length, requested-interpreter level 2,
 * the customer's own address (isSameProfile) with the profile's address and name prefilled, no
 * service until the services for the language and period are known (then `applyOfferedServices`).
 */
export function newDraft(options: NewDraftOptions): AssignmentDraft {
  const { now, profile, key } = options;
  const byDefault = defaultStart(now);
  const today = now.withTimeZone(STOCKHOLM).toPlainDate();
  const date = options.date && Temporal.PlainDate.compare(options.date, today) > 0 ? options.date : byDefault.date;
  return withProfileDefaults(
    {
      key,
      skillId: null,
      alternativeSkillId: null,
      serviceId: null,
      allowAlternativeService: false,
      alternativeServiceId: null,
      dates: [date],
      start: byDefault.start,
      end: byDefault.start.add({ minutes: options.length ?? DEFAULT_LENGTH_MINUTES }),
      contactPersonId: null,
      ordererId: null,
      ordererSameAsContact: false,
      gender: null,
      requireGender: false,
      competenceId: null,
      allowLowerLevel: false,
      onlyThisLevel: false,
      requestedInterpreter: '',
      requestedInterpreterLevel: DEFAULT_REQUESTED_INTERPRETER_LEVEL,
      additionalRequirements: '',
      description: '',
      yourReference: '',
      yourOrderNumber: '',
      files: [],
      useProfileAddress: true,
      isHomeAddress: false,
      addressLine: '',
      careOf: '',
      postalCode: '',
      city: '',
      companyName: '',
      meetingPlatformId: null,
      meetingUrl: '',
      meetingPhone: '',
      meetingPassCode: '',
      bankIdRequired: false,
      smsReminder: null,
      groupDescription: '',
      sameInterpreterForAll: false,
      breakMinutes: BREAK_MINUTE_CHOICES[0],
      editing: null,
    },
    profile,
  );
}

/**
 * What a new form takes from the customer's profile: the own address and the name. The profile may
 * arrive after the form opened; then only these fields change, never a time or anything the user
 * may be typing (issue 17: a start typed while the profile loaded was overwritten by the default).
 */
export function withProfileDefaults(draft: AssignmentDraft, profile: CustomerProfile | null): AssignmentDraft {
  const address = profile?.customerAddress;
  return {
    ...draft,
    addressLine: address?.addressRow1 ?? '',
    careOf: address?.careOf ?? '',
    postalCode: address?.postalCode ?? '',
    city: address?.city ?? '',
    companyName: profile?.customerName ?? '',
  };
}

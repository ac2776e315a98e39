import {
  ACUTE_KIND,
  ARTICLE_TYPE_OF,
  EMPTY_WEEKLY_DEFAULT,
  WEEKDAYS,
  availabilityKindOf,
  isAvailableKind,
  slotKind,
  slotProblems,
  type AcuteAvailability,
  type AcuteProblem,
  type AvailabilityException,
  type ExceptionDraft,
  type ExceptionProblem,
  type SlotProblem,
  type TimeSlot,
  type Weekday,
  type WeeklyDefault,
} from '@tolk/core';
import {
  ErrorCode,
  errorItem,
  fromCrmDateTime,
  toCrmDateTime,
  type AcuteAvailabilityWire,
  type AvailabilityExceptionWire,
  type AvailabilitySlotRequest,
  type AvailabilityWeekdayWire,
  type ErrorItem,
} from '@tolk/crm-contract';
import { Temporal } from 'temporal-polyfill';

/**
 * The availability calls' wire forms (packages/crm-contract/src/calls/interpreter-availability.ts)
 * to and from core's types, and their refusals: every rule is core's (slotProblems,
 * exceptionProblems, startAcute: the rules the portal runs before sending), each problem one 3009
 * item naming what it is about.
 */

const invalid = (message: string): ErrorItem => errorItem(ErrorCode.InvalidAvailability, message);
const hhmm = (time: Temporal.PlainTime): string => time.toString({ smallestUnit: 'minute' });
const range = (slot: Pick<TimeSlot, 'from' | 'to'>) => `${hhmm(slot.from)}–${hhmm(slot.to)}`;

export const toWeekdaysWire = (weekly: WeeklyDefault): AvailabilityWeekdayWire[] =>
  WEEKDAYS.map((day) => ({
    Weekday: day,
    TimeSlots: weekly.slots[day].map((slot) => ({
      SlotIdentifier: slot.id,
      TimeFrom: hhmm(slot.from),
      TimeTo: hhmm(slot.to),
      IsAvailable: slot.isAvailable,
      ArticleType: ARTICLE_TYPE_OF[slotKind(slot)],
      AvailableForOnSite: slot.availableFor.onSite,
      AvailableForPhone: slot.availableFor.phone,
    })),
  }));

/** ArticleType must agree with IsAvailable (1 or 2 available, 3 not); absent: 1 or 3. */
function slotOf(day: Weekday, index: number, wire: AvailabilitySlotRequest, errors: ErrorItem[]): TimeSlot {
  const slot: TimeSlot = {
    id: `${day}-${index + 1}`,
    from: Temporal.PlainTime.from(wire.TimeFrom),
    to: Temporal.PlainTime.from(wire.TimeTo),
    isAvailable: wire.IsAvailable,
    ...(wire.ArticleType === ARTICLE_TYPE_OF['available-without-inquiry'] ? { withoutInquiry: true } : {}),
    availableFor: { onSite: wire.AvailableForOnSite, phone: wire.AvailableForPhone },
  };
  const type = wire.ArticleType ?? null;
  if (type !== null && (type === ARTICLE_TYPE_OF.unavailable) === wire.IsAvailable) {
    errors.push(
      invalid(`Weekday ${day}: ${range(slot)}: ArticleType ${type} does not agree with IsAvailable ${wire.IsAvailable}`),
    );
  }
  // The portal confirms a slot (an end before its start swapped, spec 3 §4) before it sends it.
  if (Temporal.PlainTime.compare(slot.to, slot.from) < 0) {
    errors.push(invalid(`Weekday ${day}: ${range(slot)}: TimeTo must be after TimeFrom`));
  }
  return slot;
}

const slotProblemMessage = (day: Weekday, problem: SlotProblem): string => {
  switch (problem.kind) {
    case 'no-day':
      return 'no weekday chosen';
    case 'empty-slot':
      return `Weekday ${day}: ${range(problem.slot)}: TimeTo must be after TimeFrom`;
    case 'no-available-for':
      return `Weekday ${day}: ${range(problem.slot)}: available for neither on-site nor phone`;
    case 'overlap':
      return `Weekday ${day}: ${range(problem.slots[0])} overlaps ${range(problem.slots[1])}`;
  }
};

/** The weekly default a SaveAvailabilityDefaults sends, or its refusals (3009 each, nothing saved). */
export function weeklyFromRequest(
  weekdays: readonly { readonly Weekday: number; readonly TimeSlots: readonly AvailabilitySlotRequest[] }[],
): { kind: 'ok'; weekly: WeeklyDefault } | { kind: 'refused'; errors: ErrorItem[] } {
  const errors: ErrorItem[] = [];
  const slots: Record<Weekday, readonly TimeSlot[]> = { ...EMPTY_WEEKLY_DEFAULT.slots };
  const seen = new Set<number>();
  for (const { Weekday: day, TimeSlots } of weekdays) {
    const weekday = day as Weekday;
    if (seen.has(weekday)) {
      errors.push(invalid(`Weekday ${weekday} is sent twice`));
      continue;
    }
    seen.add(weekday);
    const daySlots = TimeSlots.map((wire, i) => slotOf(weekday, i, wire, errors));
    const reversed = (slot: TimeSlot) => Temporal.PlainTime.compare(slot.to, slot.from) < 0;
    // A reversed slot is refused above; core would take it as swapped, so it is left out of its check.
    for (const problem of slotProblems(daySlots.filter((slot) => !reversed(slot)))) {
      errors.push(invalid(slotProblemMessage(weekday, problem)));
    }
    slots[weekday] = daySlots;
  }
  return errors.length > 0 ? { kind: 'refused', errors } : { kind: 'ok', weekly: { slots } };
}

export const toExceptionWire = (exception: AvailabilityException): AvailabilityExceptionWire => ({
  ExceptionIdentifier: exception.id,
  DatetimeFrom: toCrmDateTime(exception.from),
  DatetimeTo: toCrmDateTime(exception.to),
  AvailabilityType: isAvailableKind(exception.kind) ? 'available' : 'unavailable',
  ArticleType: ARTICLE_TYPE_OF[exception.kind],
  AvailableForOnSite: exception.availableFor.onSite,
  AvailableForPhone: exception.availableFor.phone,
  CanBeUpdated: exception.canBeUpdated,
});

interface ExceptionRequest {
  readonly DatetimeFrom: string;
  readonly DatetimeTo: string;
  readonly ArticleType: number;
  readonly AvailabilityType?: string | null;
  readonly AvailableForOnSite: boolean;
  readonly AvailableForPhone: boolean;
}

/** An exception as a Create or Update request sends it, or why not (its AvailabilityType disagreeing). */
export function exceptionDraftOf(
  request: ExceptionRequest,
): { kind: 'ok'; draft: ExceptionDraft } | { kind: 'refused'; errors: ErrorItem[] } {
  // The codecs have checked the formats and the range of ArticleType.
  const kind = availabilityKindOf(request.ArticleType) ?? 'unavailable';
  const type = request.AvailabilityType?.trim() ?? null;
  if (type !== null && type !== (isAvailableKind(kind) ? 'available' : 'unavailable')) {
    return {
      kind: 'refused',
      errors: [invalid(`AvailabilityType ${type} does not agree with ArticleType ${request.ArticleType}`)],
    };
  }
  return {
    kind: 'ok',
    draft: {
      from: fromCrmDateTime(request.DatetimeFrom)!,
      to: fromCrmDateTime(request.DatetimeTo)!,
      kind,
      availableFor: { onSite: request.AvailableForOnSite, phone: request.AvailableForPhone },
    },
  };
}

const EXCEPTION_PROBLEM_MESSAGES: Readonly<Record<ExceptionProblem['kind'], string>> = {
  'end-not-after-start': 'DatetimeTo must be after DatetimeFrom',
  'ends-in-past': 'the exception is over already',
  'starts-in-past': 'a changed exception must start in the future',
  'not-updatable': 'the exception can no longer be changed (it has started, or CanBeUpdated is false)',
  'no-available-for': 'available for neither on-site nor phone',
};

export const exceptionProblemErrors = (problems: readonly ExceptionProblem[]): ErrorItem[] =>
  problems.map((problem) => invalid(EXCEPTION_PROBLEM_MESSAGES[problem.kind]));

export const noSuchException = (id: string): ErrorItem => invalid(`ExceptionIdentifier: no exception ${id}`);

export const toAcuteWire = (acute: AcuteAvailability): AcuteAvailabilityWire => ({
  DatetimeFrom: toCrmDateTime(acute.from),
  DatetimeTo: toCrmDateTime(acute.to),
  ArticleType: ARTICLE_TYPE_OF[ACUTE_KIND],
  AvailableForOnSite: acute.availableFor.onSite,
  AvailableForPhone: acute.availableFor.phone,
});

export const acuteProblemErrors = (problems: readonly AcuteProblem[]): ErrorItem[] =>
  problems.map((problem) =>
    invalid(
      problem.kind === 'duration-out-of-range'
        ? `DurationMinutes must be whole minutes from ${problem.minMinutes} to ${problem.maxMinutes}`
        : 'available for neither on-site nor phone',
    ),
  );

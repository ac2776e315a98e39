import {
  ARTICLE_TYPE_OF,
  EMPTY_WEEKLY_DEFAULT,
  WEEKDAYS,
  availabilityKindOf,
  isAvailableKind,
  slotKind,
  type AcuteAvailability,
  type AvailabilityException,
  type AvailabilityKind,
  type ExceptionDraft,
  type TimeSlot,
  type Weekday,
  type WeeklyDefault,
} from '@tolk/core';
import { fromCrmDateTime, toCrmDateTime } from '@tolk/crm-contract';
import type {
  AcuteAvailabilityWire,
  AvailabilityExceptionWire,
  AvailabilitySlotRequest,
  AvailabilitySlotWire,
  AvailabilityWeekdayWire,
} from '@tolk/crm-contract';
import { Temporal } from 'temporal-polyfill';

/**
 * The interpreter's availability calls (GetAvailabilityDefaults … ClearAcuteAvailability; docs/api.md,
 * "Availability") to and from core's availability types. ArticleType is spec 3 §3's articleType:
 * 1 available, 2 available without inquiry, 3 unavailable.
 */

const hhmm = (time: Temporal.PlainTime): string => time.toString({ smallestUnit: 'minute' });

function dateTime(text: string, field: string): Temporal.ZonedDateTime {
  const value = fromCrmDateTime(text);
  if (!value) throw new Error(`${field} is not a CRM date-time: ${text}`);
  return value;
}

/** A kind from ArticleType, or by AvailabilityType when the type is one the spec does not name. */
const kindOf = (articleType: number, availabilityType: string | null): AvailabilityKind =>
  availabilityKindOf(articleType) ?? (availabilityType === 'unavailable' ? 'unavailable' : 'available');

export const toTimeSlot = (wire: AvailabilitySlotWire): TimeSlot => ({
  id: wire.SlotIdentifier,
  from: Temporal.PlainTime.from(wire.TimeFrom),
  to: Temporal.PlainTime.from(wire.TimeTo),
  isAvailable: wire.IsAvailable,
  ...(wire.IsAvailable && wire.ArticleType === ARTICLE_TYPE_OF['available-without-inquiry'] ? { withoutInquiry: true } : {}),
  availableFor: { onSite: wire.AvailableForOnSite, phone: wire.AvailableForPhone },
});

/** The weekly default from the seven weekdays the CRM answers (a weekday number it does not name is left out). */
export function toWeeklyDefault(weekdays: readonly AvailabilityWeekdayWire[]): WeeklyDefault {
  const slots: Record<Weekday, readonly TimeSlot[]> = { ...EMPTY_WEEKLY_DEFAULT.slots };
  for (const day of weekdays) {
    if ((WEEKDAYS as readonly number[]).includes(day.Weekday)) slots[day.Weekday as Weekday] = day.TimeSlots.map(toTimeSlot);
  }
  return { slots };
}

const fromTimeSlot = (slot: TimeSlot): AvailabilitySlotRequest => ({
  TimeFrom: hhmm(slot.from),
  TimeTo: hhmm(slot.to),
  IsAvailable: slot.isAvailable,
  ArticleType: ARTICLE_TYPE_OF[slotKind(slot)],
  AvailableForOnSite: slot.availableFor.onSite,
  AvailableForPhone: slot.availableFor.phone,
});

/** SaveAvailabilityDefaults' body: every weekday, Monday first, with its slots (the portal's ids stay home). */
export const fromWeeklyDefault = (weekly: WeeklyDefault) => ({
  Weekdays: WEEKDAYS.map((day) => ({ Weekday: day, TimeSlots: weekly.slots[day].map(fromTimeSlot) })),
});

export const toAvailabilityException = (wire: AvailabilityExceptionWire): AvailabilityException => ({
  id: wire.ExceptionIdentifier,
  from: dateTime(wire.DatetimeFrom, 'DatetimeFrom'),
  to: dateTime(wire.DatetimeTo, 'DatetimeTo'),
  kind: kindOf(wire.ArticleType, wire.AvailabilityType),
  availableFor: { onSite: wire.AvailableForOnSite, phone: wire.AvailableForPhone },
  canBeUpdated: wire.CanBeUpdated,
});

/** CreateAvailabilityException's and UpdateAvailabilityException's fields. */
export const fromExceptionDraft = (draft: ExceptionDraft) => ({
  DatetimeFrom: toCrmDateTime(draft.from),
  DatetimeTo: toCrmDateTime(draft.to),
  ArticleType: ARTICLE_TYPE_OF[draft.kind],
  AvailabilityType: isAvailableKind(draft.kind) ? 'available' : 'unavailable',
  AvailableForOnSite: draft.availableFor.onSite,
  AvailableForPhone: draft.availableFor.phone,
});

export const toAcuteAvailability = (wire: AcuteAvailabilityWire): AcuteAvailability => ({
  from: dateTime(wire.DatetimeFrom, 'DatetimeFrom'),
  to: dateTime(wire.DatetimeTo, 'DatetimeTo'),
  availableFor: { onSite: wire.AvailableForOnSite, phone: wire.AvailableForPhone },
});

/**
 * SetAcuteAvailability's body: the window's length in whole minutes and what it is for. The CRM
 * starts it at its own now (core's startAcute there too), so the device's clock does not decide.
 */
export const fromAcuteAvailability = (acute: AcuteAvailability) => ({
  DurationMinutes: Math.round((acute.to.epochMilliseconds - acute.from.epochMilliseconds) / 60_000),
  AvailableForOnSite: acute.availableFor.onSite,
  AvailableForPhone: acute.availableFor.phone,
});

import { Temporal } from 'temporal-polyfill';
import type { CustomerProfile } from '../account/customer.js';
import type { Assignment } from '../assignments/assignment.js';
import { STOCKHOLM } from '../time/clock.js';
import { DEFAULT_REQUESTED_INTERPRETER_LEVEL, newDraft } from './defaults.js';
import type { AssignmentDraft } from './draft.js';

export interface FromOrderOptions {
  /** Edit changes the order itself (UpdateOrder); copy makes a new booking from it (CreateNewOrder). */
  readonly mode: 'edit' | 'copy';
  readonly key: string;
  readonly now: Temporal.ZonedDateTime;
  readonly profile: CustomerProfile | null;
}

/**
 * A draft from an existing order (spec 1 §4): every booking field of the order — language and
 * alternative, type and alternative, times as ordered, contact and orderer, gender, level and
 * certification, requested interpreter, texts, address, meeting, SMS reminder, group.
 * - edit: the editing marker is set and the order's day is kept (even today: the form then refuses
 *   a critical change);
 * - copy: no marker; the order's day is kept when it is after today, otherwise the copy is for
 *   tomorrow at the same times (docs/decisions.md, "Edit and copy").
 * Attachments are not carried over: the order holds references, not the files.
 */
export function draftFromAssignment(assignment: Assignment, options: FromOrderOptions): AssignmentDraft {
  const { booked } = assignment;
  const from = (assignment.orderedStart ?? assignment.start).withTimeZone(STOCKHOLM);
  const to = (assignment.orderedEnd ?? assignment.end).withTimeZone(STOCKHOLM);
  const today = options.now.withTimeZone(STOCKHOLM).toPlainDate();
  const orderDay = from.toPlainDate();
  const date = options.mode === 'copy' && Temporal.PlainDate.compare(orderDay, today) <= 0 ? today.add({ days: 1 }) : orderDay;
  const base = newDraft({ now: options.now, profile: options.profile, key: options.key });
  const address = booked.postalAddress;
  const useProfileAddress = address === null || !assignment.isDeviatingAddress;
  const contactId = booked.contactId ?? assignment.contact?.id ?? null;
  const ordererId = booked.ordererId ?? assignment.orderer?.id ?? null;
  const withLevel = booked.competenceId !== null;
  const alternativeServiceId = assignment.alternativeServiceIds[0] ?? null;
  return {
    ...base,
    skillId: assignment.skillId,
    alternativeSkillId: booked.skillSubstituteId,
    serviceId: assignment.serviceId,
    allowAlternativeService: alternativeServiceId !== null,
    alternativeServiceId,
    dates: [date],
    start: minutes(from.toPlainTime()),
    end: minutes(to.toPlainTime()),
    contactPersonId: contactId,
    ordererId,
    ordererSameAsContact: contactId !== null && contactId === ordererId,
    gender: booked.genderId,
    requireGender: booked.genderId !== null && booked.requireGender,
    competenceId: booked.competenceId,
    allowLowerLevel: withLevel && !booked.competenceLevelOrHigher && !booked.exactCompetenceLevel,
    onlyThisLevel: withLevel && booked.exactCompetenceLevel,
    requestedInterpreter: (booked.preferredResource ?? '').replace(/\|\|/g, '').trim(),
    requestedInterpreterLevel: booked.preferredResourceLevel ?? DEFAULT_REQUESTED_INTERPRETER_LEVEL,
    additionalRequirements: booked.additionalRequirements?.includes('||') ? '' : (booked.additionalRequirements ?? ''),
    description: booked.notes ?? '',
    yourReference: assignment.customerReference ?? '',
    yourOrderNumber: booked.customerOrderNumber ?? '',
    files: [],
    useProfileAddress,
    isHomeAddress: !useProfileAddress && assignment.isHomeAddress,
    ...(useProfileAddress
      ? {}
      : { addressLine: address.addressRow1, careOf: address.careOf ?? '', postalCode: address.postalCode, city: address.city }),
    meetingPlatformId: booked.meetingPlatformId,
    meetingUrl: assignment.meeting?.url ?? '',
    meetingPhone: assignment.meeting?.phone ?? '',
    meetingPassCode: assignment.meeting?.passCode ?? '',
    bankIdRequired: assignment.meeting?.bankIdRequired ?? false,
    smsReminder: booked.smsReminder
      ? {
          serviceId: booked.smsReminder.serviceId,
          phoneNumber: booked.smsReminder.receiver,
          sendHoursBefore: booked.smsReminder.sendHoursBefore,
          sendHoursAfter: booked.smsReminder.sendHoursAfter,
        }
      : null,
    groupDescription: booked.group?.description ?? '',
    sameInterpreterForAll: booked.group?.sameInterpreter ?? false,
    editing: options.mode === 'edit' ? { orderId: assignment.id, orderNumber: assignment.number } : null,
  };
}

const minutes = (time: Temporal.PlainTime): Temporal.PlainTime =>
  Temporal.PlainTime.from({ hour: time.hour, minute: time.minute });

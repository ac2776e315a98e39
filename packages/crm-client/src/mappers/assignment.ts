import {
  STATUS_OF_CONSOLIDATED,
  additionalRequirementsOf,
  requestedInterpreterOf,
  SUB_STATUSES,
  type Assignment,
  type BookedDetails,
  type ConsolidatedStatus,
  type SubStatus,
} from '@tolk/core';
import { CONSOLIDATED_STATUS_IDS, fromCrmDateTime, type OrderWire } from '@tolk/crm-contract';
import type { Temporal } from 'temporal-polyfill';

const CONSOLIDATED_BY_ID = new Map<number, ConsolidatedStatus>(
  Object.entries(CONSOLIDATED_STATUS_IDS).map(([name, id]) => [id, name as ConsolidatedStatus]),
);

/** A consolidated status id the portal does not know maps to "unknown" (spec 2 §4). */
export const statusOfConsolidatedId = (id: number): Assignment['status'] => {
  const consolidated = CONSOLIDATED_BY_ID.get(id);
  return consolidated ? STATUS_OF_CONSOLIDATED[consolidated] : 'unknown';
};

/** The wire's sub-status ids are positions in spec 2 §4's list, from 1; anything else is unknown. */
export const subStatusFromId = (id: number | null | undefined): SubStatus =>
  typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= SUB_STATUSES.length
    ? SUB_STATUSES[id - 1]!
    : 'unknown-status';

const time = (text: string | null): Temporal.ZonedDateTime | null => (text ? fromCrmDateTime(text) : null);
const blank = (text: string | null | undefined): string | null => (text?.trim() ? text : null);

/** The wire's Order as the customer follows it, with the client-side derivations of spec 2 §3. */
export function toAssignment(wire: OrderWire): Assignment {
  const message = wire.ConsolidatedOrderStatus.ConsolidatedOrderStatusMessages[0];
  const start = time(wire.DatetimeFrom);
  const end = time(wire.DatetimeTo);
  if (!start || !end) throw new Error(`order ${wire.OrderNumber}: unreadable times ${wire.DatetimeFrom}–${wire.DatetimeTo}`);
  const meeting = wire.MeetingDetails;
  const sms = wire.CustomerOrderAdditionalServices.find((s) => blank(s.MessageReceiver));
  return {
    id: wire.OrderIdentifier,
    number: wire.OrderNumber,
    groupId: wire.OrderGroup?.OrderGroupIdentifier ?? null,
    groupNumber: wire.OrderGroup ? wire.OrderGroup.OrderGroupIdentifier.slice(0, 8).toUpperCase() : null,
    status: statusOfConsolidatedId(wire.ConsolidatedOrderStatus.StatusIdentifier),
    subStatus: subStatusFromId(message?.StatusMessageIdentifier),
    subStatusMessage: message?.StatusMessage ?? '',
    start,
    end,
    orderedStart: time(wire.DatetimeOrderFrom),
    orderedEnd: time(wire.DatetimeOrderTo),
    submittedAt: time(wire.DatetimeSubmitted),
    articleName: wire.ArticleName,
    serviceId: wire.ServiceIdentifier,
    skill: wire.Skill,
    skillId: wire.SkillIdentifier,
    alternativeSkill: wire.SkillSubstitute,
    alternativeServiceIds: wire.ServiceAlternatives.map((s) => s.ServiceIdentifier),
    competenceLevel: wire.CompetenceLevel,
    isRemote: wire.IsPerformedRemotely,
    interpreter: wire.Resource
      ? {
          name: wire.Resource.ResourceFullName,
          phone: wire.Resource.ResourcePhoneNumber,
          competence: wire.Resource.ResourceCompetenceLevelName,
        }
      : null,
    contact: wire.ContactPerson
      ? {
          id: wire.ContactPerson.ContactPersonIdentifier,
          name: wire.ContactPerson.ContactPersonName,
          email: blank(wire.ContactPerson.ContactPersonEmail),
          phoneDirect: blank(wire.ContactPerson.ContactPersonDirectPhoneNumber),
          phoneMobile: blank(wire.ContactPerson.ContactPersonMobilePhoneNumber),
        }
      : null,
    orderer: wire.ContactPersonOrderer
      ? {
          id: wire.ContactPersonOrderer.ContactPersonOrdererIdentifier,
          name: wire.ContactPersonOrderer.ContactPersonOrdererName,
          email: blank(wire.ContactPersonOrderer.ContactPersonOrdererEmail),
          phoneDirect: blank(wire.ContactPersonOrderer.ContactPersonOrdererDirectPhoneNumber),
          phoneMobile: blank(wire.ContactPersonOrderer.ContactPersonOrdererMobilePhoneNumber),
        }
      : null,
    customerReference: blank(wire.CustomerReference),
    requestedInterpreter: requestedInterpreterOf(wire.PreferredResourceCustomer),
    additionalRequirements: additionalRequirementsOf(wire.AdditionalRequirements),
    description: blank(wire.NotesResource),
    address: blank(wire.AddressPerformingEffective),
    isDeviatingAddress: wire.IsDeviatingAddressPerforming,
    isHomeAddress: wire.IsHomeAddress,
    meeting: meeting
      ? {
          platform: meeting.DigitalMeetingPlatformName,
          url: blank(meeting.MeetingUrl),
          passCode: blank(meeting.MeetingPassCode),
          phone: blank(meeting.MeetingPhoneNumber),
          // The CRM sends the text "True" (spec 2 §2).
          bankIdRequired: meeting.DoRequireBankIdVerification === 'True',
        }
      : null,
    rating: wire.RatingCustomer,
    ratingComment: wire.RatingCustomerComment,
    canBeRated: wire.CanBeRated,
    hasDeviation: wire.HasDeviation,
    canBeUpdated: wire.CanBeUpdated,
    canCancel: wire.CanCancelOrder,
    isLateCancellation: wire.IsLateCancellation,
    unreadNotifications: wire.UnreadNotifications.flatMap((n) => {
      const sentAt = time(n.DatetimeSent);
      return sentAt ? [{ id: n.NotificationIdentifier, headline: n.Headline, sentAt }] : [];
    }),
    attachments: wire.Attachments.map((a) => ({
      reference: a.AttachmentReference,
      filename: a.AttachmentFilename,
      contentType: a.AttachmentContentType,
    })),
    smsReminderReceiver: sms?.MessageReceiver ?? null,
    booked: bookedDetailsOf(wire),
  };
}

const GENDERS: ReadonlySet<number> = new Set([1, 2]);
const LEVELS: ReadonlySet<number> = new Set([1, 2, 3]);

/** The order's raw booking fields, for editing and copying it (spec 1 §4). */
export function bookedDetailsOf(wire: OrderWire): BookedDetails {
  const address = wire.PostalAddressPerforming;
  const sms = wire.CustomerOrderAdditionalServices.find((s) => blank(s.MessageReceiver));
  return {
    skillSubstituteId: blank(wire.SkillSubstituteIdentifier),
    competenceId: wire.CompetenceIdentifier,
    competenceLevelOrHigher: wire.DoRequireCompetenceLevelOrHigher,
    exactCompetenceLevel: wire.DoRequireExactCompetenceLevel,
    genderId: wire.GenderIdPreferred !== null && GENDERS.has(wire.GenderIdPreferred) ? (wire.GenderIdPreferred as 1 | 2) : null,
    requireGender: wire.DoRequireCorrectGender,
    preferredResourceLevel:
      wire.PreferredResourceLevel !== null && LEVELS.has(wire.PreferredResourceLevel)
        ? (wire.PreferredResourceLevel as 1 | 2 | 3)
        : null,
    preferredResource: blank(wire.PreferredResourceCustomer),
    notes: blank(wire.NotesResource),
    additionalRequirements: blank(wire.AdditionalRequirements),
    customerOrderNumber: blank(wire.CustomerOrderNumber),
    postalAddress: address
      ? { addressRow1: address.AddressRow1, careOf: blank(address.CareOf), postalCode: address.PostalCode, city: address.City }
      : null,
    meetingPlatformId: blank(wire.MeetingDetails?.DigitalMeetingPlatformIdentifier),
    group: wire.OrderGroup
      ? {
          description: blank(wire.OrderGroup.Description),
          sameInterpreter: wire.OrderGroup.DoRequireSameResourceForAllWorkAssignments,
        }
      : null,
    contactId: blank(wire.ContactPerson?.ContactPersonIdentifier),
    ordererId: blank(wire.ContactPersonOrderer?.ContactPersonOrdererIdentifier),
    smsReminder: sms
      ? {
          serviceId: sms.AdditionalServiceIdentifier,
          receiver: sms.MessageReceiver ?? '',
          sendHoursBefore: sms.SendHoursBeforeBooking,
          sendHoursAfter: sms.SendHoursAfterBookingInsertOrChange,
        }
      : null,
  };
}

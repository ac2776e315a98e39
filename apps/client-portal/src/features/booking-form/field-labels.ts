import type { DraftField } from '@tolk/core';
import type { MessageDescriptor } from 'react-intl';
import { bookingFormMessages as m } from './booking-form.messages.js';

/** The label of each field of the booking form: in its problems, the problem summary and the warnings. */
export const DRAFT_FIELD_LABELS: Readonly<Record<DraftField, MessageDescriptor>> = {
  dates: m.date,
  start: m.start,
  end: m.end,
  groupDescription: m.groupDescription,
  skillId: m.language,
  alternativeSkillId: m.alternativeLanguage,
  serviceId: m.type,
  meetingPlatformId: m.meetingPlatform,
  meetingUrl: m.meetingUrl,
  meetingPhone: m.meetingPhone,
  meetingPassCode: m.meetingPassCode,
  contactPersonId: m.contact,
  ordererId: m.orderer,
  smsPhone: m.smsPhone,
  requestedInterpreter: m.requestedInterpreter,
  additionalRequirements: m.additionalRequirements,
  description: m.description,
  yourReference: m.yourReference,
  yourOrderNumber: m.yourOrderNumber,
  addressLine: m.addressLine,
  careOf: m.careOf,
  postalCode: m.postalCode,
  city: m.city,
  files: m.attachments,
};

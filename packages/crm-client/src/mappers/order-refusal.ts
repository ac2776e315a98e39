import type { DraftField, OrderRefusal, ServiceError } from '@tolk/core';
import { ErrorCode } from '@tolk/crm-contract';

/** Errors that always concern one field of the booking form, whatever their detail says. */
const FIELD_OF_CODE: Readonly<Partial<Record<number, DraftField>>> = {
  [ErrorCode.InvalidPostalCode]: 'postalCode',
  [ErrorCode.PostalCodeNotLinkedToCounty]: 'postalCode',
  [ErrorCode.InvalidService]: 'serviceId',
  [ErrorCode.InvalidSkill]: 'skillId',
  [ErrorCode.InvalidMeetingUrl]: 'meetingUrl',
  [ErrorCode.MissingOrderOccasion]: 'dates',
  [ErrorCode.InvalidDatetime]: 'dates',
  [ErrorCode.OrdererMissing]: 'ordererId',
  [ErrorCode.OrdererFieldsMissing]: 'ordererId',
  [ErrorCode.MissingOrdererPhone]: 'ordererId',
  [ErrorCode.ContactPersonMissing]: 'contactPersonId',
  [ErrorCode.ContactPersonFieldsMissing]: 'contactPersonId',
  [ErrorCode.MissingInterpretationContactPhone]: 'contactPersonId',
  [ErrorCode.MissingAttachmentInfo]: 'files',
  [ErrorCode.InvalidBase64]: 'files',
  [ErrorCode.MissingOrderGroupingFields]: 'groupDescription',
};

/**
 * The wire fields of CreateNewOrder and UpdateOrder that a generic error (2001 missing, 2002 too
 * long, 2004 unexpected value ...) may name in its detail ("Unexpected data type: X.Y"), by the
 * form's field. The most specific (longest) name that the detail holds wins.
 */
const FIELD_OF_WIRE: readonly (readonly [string, DraftField])[] = [
  ['PostalAddressPerformingRequestData.PostalCode', 'postalCode'],
  ['PostalAddressPerformingRequestData.AddressRow1', 'addressLine'],
  ['PostalAddressPerformingRequestData.CareOf', 'careOf'],
  ['PostalAddressPerformingRequestData.City', 'city'],
  ['PostalAddressPerformingRequestData', 'addressLine'],
  ['UpdatePostalAddressPerformingRequestData.PostalCode', 'postalCode'],
  ['UpdatePostalAddressPerformingRequestData.AddressRow1', 'addressLine'],
  ['UpdatePostalAddressPerformingRequestData.CareOf', 'careOf'],
  ['UpdatePostalAddressPerformingRequestData.City', 'city'],
  ['UpdatePostalAddressPerformingRequestData', 'addressLine'],
  ['OrderOccasions', 'dates'],
  ['DatetimeFrom', 'start'],
  ['DatetimeTo', 'end'],
  ['SkillSubstituteIdentifier', 'alternativeSkillId'],
  ['SkillIdentifier', 'skillId'],
  ['ServiceIdentifier', 'serviceId'],
  ['DigitalMeetingPlatformIdentifier', 'meetingPlatformId'],
  ['MeetingUrl', 'meetingUrl'],
  ['MeetingPhoneNumber', 'meetingPhone'],
  ['MeetingPassCode', 'meetingPassCode'],
  ['ContactPersonOrderer', 'ordererId'],
  ['UpdateContactPersonOrderer', 'ordererId'],
  ['ContactPersonUponInterpretation', 'contactPersonId'],
  ['UpdateContactPersonUponInterpretation', 'contactPersonId'],
  ['PreferredResourceCustomer', 'requestedInterpreter'],
  ['AdditionalRequirements', 'additionalRequirements'],
  ['NotesResource', 'description'],
  ['CustomerReference', 'yourReference'],
  ['CustomerOrderNumber', 'yourOrderNumber'],
  ['OrderGroupRequestData', 'groupDescription'],
  ['AttachmentData', 'files'],
  ['UpdateAttachmentData', 'files'],
  ['CustomerOrderAdditionalServices', 'smsPhone'],
];

const BY_LENGTH = [...FIELD_OF_WIRE].sort((a, b) => b[0].length - a[0].length);

/** The form's field an error of CreateNewOrder or UpdateOrder is about, or null (issue 17 item 1). */
export function orderRefusalOf(error: ServiceError): OrderRefusal {
  const byCode = FIELD_OF_CODE[error.code];
  if (byCode) return { ...error, field: byCode };
  const detail = error.message.slice(error.message.indexOf(':') + 1);
  const named = BY_LENGTH.find(([wire]) => new RegExp(`(^|[\\s.,])${wire}(\\b|$)`).test(detail));
  return { ...error, field: named ? named[1] : null };
}

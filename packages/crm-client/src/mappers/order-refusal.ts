import type { DraftField, OrderRefusal, ServiceError, ServiceErrorKind } from '@tolk/core';

/** Errors that always concern one field of the booking form, whatever their detail says. */
const FIELD_OF_KIND: Readonly<Partial<Record<ServiceErrorKind, DraftField>>> = {
  'invalid-postal-code': 'postalCode',
  'postal-code-without-county': 'postalCode',
  'invalid-service': 'serviceId',
  'invalid-skill': 'skillId',
  'invalid-meeting-url': 'meetingUrl',
  'order-occasion-missing': 'dates',
  'invalid-date-time': 'dates',
  'orderer-missing': 'ordererId',
  'orderer-incomplete': 'ordererId',
  'orderer-phone-missing': 'ordererId',
  'contact-person-missing': 'contactPersonId',
  'contact-person-incomplete': 'contactPersonId',
  'contact-person-phone-missing': 'contactPersonId',
  'attachment-incomplete': 'files',
  'unreadable-file': 'files',
  'order-group-incomplete': 'groupDescription',
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
  const byKind = FIELD_OF_KIND[error.kind];
  if (byKind) return { ...error, field: byKind };
  const detail = error.message.slice(error.message.indexOf(':') + 1);
  const named = BY_LENGTH.find(([wire]) => new RegExp(`(^|[\\s.,])${wire}(\\b|$)`).test(detail));
  return { ...error, field: named ? named[1] : null };
}

import { Temporal } from 'temporal-polyfill';
import type { CustomerProfile } from '../account/customer.js';
import { STOCKHOLM } from '../time/clock.js';
import { isNewPerson, type AssignmentDraft, type BookableService, type BookingContact } from './draft.js';
import type { OrderContact, OrderRequest } from './ports.js';
import { occasionsOf, uniqueSortedDates } from './time-editing.js';
import { contentTypeOf } from './validation.js';

export interface PayloadContext {
  readonly services: readonly BookableService[];
  readonly contacts: readonly BookingContact[];
  readonly profile: CustomerProfile | null;
}

/** Empty (or blank) text is sent as null. */
const textOrNull = (text: string | null | undefined): string | null => {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * The order as CreateNewOrder / UpdateOrder send it (spec 1 §5 "Building the order"), from a draft
 * that `validateDraft` accepted (a draft without language or type is a bug and throws):
 * - one occasion per day, the end on the next day when it is not after the start;
 * - the gender requirement only with a gender chosen; the certification as two flags, only with a level;
 * - the requested interpreter with '||' removed, its level only with a name; additional requirements
 *   containing '||' dropped; empty texts as null;
 * - the order group only with more than one occasion, the same-interpreter flag as set;
 * - the alternative service only with the toggle on; the SMS reminder only when chosen;
 * - contacts from the form's list: a saved person by id with the details, one added in the form
 *   (`newPerson-`) with id null; the orderer is the contact with same-as-above on;
 * - the address typed, with the postal code as a number; with the customer's own address
 *   (isSameProfile) the customer's address is sent for a service performed on site (the CRM needs
 *   one there) and none for a remote one (docs/decisions.md, "Booking payload").
 */
export function buildOrderRequest(draft: AssignmentDraft, context: PayloadContext): OrderRequest {
  if (!draft.skillId || !draft.serviceId) throw new Error(`draft ${draft.key}: no language or type; validate first`);
  const service = context.services.find((s) => s.id === draft.serviceId) ?? null;
  const occasions = occasionsOf(draft);
  const withLevel = draft.competenceId !== null;
  const requestedInterpreter = textOrNull(draft.requestedInterpreter.replace(/\|\|/g, ''));
  const additionalRequirements = draft.additionalRequirements.includes('||') ? null : textOrNull(draft.additionalRequirements);
  const contact = orderContactOf(draft.contactPersonId, context.contacts);
  return {
    skillId: draft.skillId,
    alternativeSkillId: textOrNull(draft.alternativeSkillId),
    serviceId: draft.serviceId,
    alternativeServiceIds: draft.allowAlternativeService && draft.alternativeServiceId ? [draft.alternativeServiceId] : [],
    occasions,
    group:
      occasions.length > 1
        ? { description: textOrNull(draft.groupDescription), sameInterpreter: draft.sameInterpreterForAll }
        : null,
    competenceId: draft.competenceId,
    competenceLevelOrHigher: withLevel && !draft.allowLowerLevel && !draft.onlyThisLevel,
    exactCompetenceLevel: withLevel && draft.onlyThisLevel,
    gender: draft.gender,
    requireGender: draft.gender !== null && draft.requireGender,
    requestedInterpreter,
    requestedInterpreterLevel: requestedInterpreter === null ? null : draft.requestedInterpreterLevel,
    notesForInterpreter: textOrNull(draft.description),
    additionalRequirements,
    customerReference: textOrNull(draft.yourReference),
    customerOrderNumber: textOrNull(draft.yourOrderNumber),
    invoiceReceiverId: service?.invoiceReceiverId ?? null,
    meeting: {
      platformId: textOrNull(draft.meetingPlatformId),
      url: textOrNull(draft.meetingUrl),
      phone: textOrNull(draft.meetingPhone),
      passCode: textOrNull(draft.meetingPassCode),
      bankIdRequired: draft.bankIdRequired,
    },
    contact,
    orderer: draft.ordererSameAsContact ? contact : orderContactOf(draft.ordererId, context.contacts),
    address: addressOf(draft, service, context.profile),
    attachments: draft.files.map((file) => ({
      base64: file.base64,
      contentType: contentTypeOf(file) ?? file.type,
      filename: file.name,
      description: textOrNull(file.description),
    })),
    smsReminder: draft.smsReminder
      ? {
          serviceId: draft.smsReminder.serviceId,
          receiver: draft.smsReminder.phoneNumber.trim(),
          sendHoursBefore: draft.smsReminder.sendHoursBefore,
          sendHoursAfter: draft.smsReminder.sendHoursAfter,
        }
      : null,
  };
}

function orderContactOf(id: string | null, contacts: readonly BookingContact[]): OrderContact | null {
  const person = id === null ? undefined : contacts.find((c) => c.id === id);
  if (!person) return null;
  return {
    id: isNewPerson(person.id) ? null : person.id,
    firstName: person.firstName.trim(),
    lastName: person.lastName.trim(),
    title: textOrNull(person.title),
    email: textOrNull(person.email),
    phoneDirect: textOrNull(person.phoneDirect),
    phoneMobile: textOrNull(person.phoneMobile),
  };
}

const digitsOf = (postalCode: string): string => postalCode.replace(/\s/g, '');

function addressOf(
  draft: AssignmentDraft,
  service: BookableService | null,
  profile: CustomerProfile | null,
): OrderRequest['address'] {
  if (!draft.useProfileAddress) {
    return {
      addressRow1: draft.addressLine.trim(),
      careOf: textOrNull(draft.careOf),
      city: draft.city.trim(),
      postalCode: Number(digitsOf(draft.postalCode)),
      isHomeAddress: draft.isHomeAddress,
    };
  }
  const own = profile?.customerAddress;
  if (!own || service?.isRemote !== false || !/^\d{5}$/.test(digitsOf(own.postalCode)) || !own.addressRow1.trim()) return null;
  return {
    addressRow1: own.addressRow1.trim(),
    careOf: textOrNull(own.careOf),
    city: own.city.trim(),
    postalCode: Number(digitsOf(own.postalCode)),
    isHomeAddress: false,
  };
}

/** The address a change is judged by: the customer's own, or the typed one (blanks and case aside). */
const addressKey = (draft: AssignmentDraft): string =>
  draft.useProfileAddress
    ? 'profile'
    : [draft.addressLine, digitsOf(draft.postalCode), draft.city]
        .map((p) => p.replace(/\s+/g, ' ').trim().toLowerCase())
        .join('|');

/** A change of date, time, language or address is critical (spec 1 §1). */
export function isCriticalChange(before: AssignmentDraft, after: AssignmentDraft): boolean {
  const days = (d: AssignmentDraft) => uniqueSortedDates(d.dates).join(',');
  return (
    days(before) !== days(after) ||
    !before.start.equals(after.start) ||
    !before.end.equals(after.end) ||
    before.skillId !== after.skillId ||
    addressKey(before) !== addressKey(after)
  );
}

/**
 * A critical change on the assignment's own day, or one moving it onto today, is not allowed: the
 * portal tells the user to cancel and phone instead (spec 1 §1).
 */
export function isSameDayCriticalChange(before: AssignmentDraft, after: AssignmentDraft, now: Temporal.ZonedDateTime): boolean {
  if (!isCriticalChange(before, after)) return false;
  const today = now.withTimeZone(STOCKHOLM).toPlainDate();
  return [before, after].some((d) => uniqueSortedDates(d.dates).some((day) => Temporal.PlainDate.compare(day, today) === 0));
}

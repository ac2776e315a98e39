import type { CreateNewOrder, OrderContactPerson, UpdateOrder } from '@tolk/crm-contract';
import { ErrorCode, errorItem, fromCrmDateTime, type ErrorItem } from '@tolk/crm-contract';

import type * as t from 'io-ts';
import type { CustomerRow } from '../store/customers.js';
import { countyOfPostalCode } from './counties.js';
import type { ContactSnapshot } from './order-row.js';
import type { OfferedService, ServiceOffer } from './service-offer.js';

type CreateRequest = t.TypeOf<(typeof CreateNewOrder)['request']>;
type UpdateRequest = t.TypeOf<(typeof UpdateOrder)['request']>;

export const ALLOWED_ATTACHMENT_EXTENSIONS = ['doc', 'pdf', 'docx', 'jpg', 'jpeg', 'png', 'bmp'] as const;

/** What the rules look up: the skill and its substitutes, the customer's saved contact persons. */
export interface OrderLookups {
  readonly services: ServiceOffer;
  skill(id: string): { id: string; name: string; substituteIds: readonly string[] } | undefined;
  contactPerson(customerId: string, id: string): ContactSnapshot | undefined;
}

/** One occasion of an order, checked and resolved: ready to be stored. */
export interface CheckedOccasion {
  readonly startMs: number;
  readonly endMs: number;
  readonly service: OfferedService;
}

export interface CheckedOrder {
  readonly occasions: readonly CheckedOccasion[];
  readonly skill: { id: string; name: string };
  readonly substituteSkillId: string | null;
  readonly orderer: ContactSnapshot;
  readonly contact: ContactSnapshot;
  readonly address: {
    row1: string;
    careOf: string | null;
    postalCode: string;
    city: string;
    county: string;
    isHome: boolean;
  } | null;
  readonly platformName: string | null;
}

type Checked<T> = { ok: true; value: T } | { ok: false; errors: ErrorItem[] };

/** The rules the CRM applies to an order beyond the shape of its fields (docs/api.md). */
export function checkOrder(
  input: {
    customer: CustomerRow;
    skillId: string;
    substituteSkillId: string | null;
    occasions: readonly { DatetimeFrom: string; DatetimeTo: string; ServiceIdentifier: string }[];
    orderer: OrderContactPerson | null;
    contact: OrderContactPerson | null;
    address: CreateRequest['PostalAddressPerformingRequestData'];
    attachments: CreateRequest['AttachmentData'];
    meetingUrl: string | null;
    meetingPhone: string | null;
    platformId: string | null;
    groupData: CreateRequest['OrderGroupRequestData'] | 'not-applicable';
  },
  lookups: OrderLookups,
  nowMs: number,
): Checked<CheckedOrder> {
  const errors: ErrorItem[] = [];
  const skill = lookups.skill(input.skillId);
  if (!skill) errors.push(errorItem(ErrorCode.InvalidSkill, 'SkillIdentifier'));
  if (input.substituteSkillId && skill && !skill.substituteIds.includes(input.substituteSkillId)) {
    errors.push(errorItem(ErrorCode.InvalidSkill, 'SkillSubstituteIdentifier is not a substitute of the skill'));
  }
  if (input.occasions.length === 0) errors.push(errorItem(ErrorCode.MissingOrderOccasion));
  if (input.occasions.length > 1 && input.groupData !== 'not-applicable' && !input.groupData) {
    errors.push(errorItem(ErrorCode.MissingOrderGroupingFields, 'OrderGroupRequestData'));
  }

  const occasions: CheckedOccasion[] = [];
  input.occasions.forEach((occasion, index) => {
    const from = fromCrmDateTime(occasion.DatetimeFrom);
    const to = fromCrmDateTime(occasion.DatetimeTo);
    if (!from || !to) return errors.push(errorItem(ErrorCode.InvalidDatetime, `occasion ${index + 1}`));
    const startMs = from.epochMilliseconds;
    const endMs = to.epochMilliseconds;
    if (endMs <= startMs)
      return errors.push(errorItem(ErrorCode.InvalidDatetime, `occasion ${index + 1}: DatetimeTo must be after DatetimeFrom`));
    if (startMs <= nowMs) return errors.push(errorItem(ErrorCode.InvalidDatetime, `occasion ${index + 1}: the start has passed`));
    if (!skill) return;
    const service = lookups.services.offered(skill.id, startMs, endMs, nowMs)?.find((s) => s.id === occasion.ServiceIdentifier);
    if (!service)
      return errors.push(
        errorItem(ErrorCode.InvalidService, `occasion ${index + 1}: the service is not offered for this language and time`),
      );
    occasions.push({ startMs, endMs, service });
  });

  const orderer = contactOf(input.orderer, 'orderer', input.customer, lookups, errors);
  const contact = contactOf(input.contact, 'contact', input.customer, lookups, errors);

  const needsAddress = occasions.some((o) => !o.service.isRemote);
  let address: CheckedOrder['address'] = null;
  if (input.address) {
    const county = countyOfPostalCode(input.address.PostalCode);
    if (!county) errors.push(errorItem(ErrorCode.PostalCodeNotLinkedToCounty, String(input.address.PostalCode)));
    else
      address = {
        row1: input.address.AddressRow1,
        careOf: input.address.CareOf,
        postalCode: String(input.address.PostalCode),
        city: input.address.City,
        county,
        isHome: input.address.IsHomeAddress,
      };
  } else if (needsAddress) {
    errors.push(errorItem(ErrorCode.MandatoryFieldMissing, 'PostalAddressPerformingRequestData'));
  }

  if (occasions.some((o) => o.service.requiresMeetingUrl) && !input.meetingUrl)
    errors.push(errorItem(ErrorCode.MandatoryFieldMissing, 'MeetingUrl'));
  if (occasions.some((o) => o.service.requiresMeetingPhone) && !input.meetingPhone)
    errors.push(errorItem(ErrorCode.MandatoryFieldMissing, 'MeetingPhoneNumber'));
  const platforms = occasions.flatMap((o) => o.service.platforms);
  const platform = input.platformId ? platforms.find((p) => p.id === input.platformId) : undefined;
  if (input.platformId && platforms.length > 0 && !platform)
    errors.push(errorItem(ErrorCode.UnexpectedDataType, 'DigitalMeetingPlatformIdentifier'));

  for (const [index, attachment] of (input.attachments ?? []).entries()) {
    const extension = attachment.AttachmentFilename.split('.').pop()?.toLowerCase() ?? '';
    if (!attachment.AttachmentFilename.trim() || !attachment.AttachmentContentType.trim() || !attachment.Attachment) {
      errors.push(errorItem(ErrorCode.MissingAttachmentInfo, `attachment ${index + 1}`));
    } else if (!(ALLOWED_ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension)) {
      errors.push(
        errorItem(
          ErrorCode.MissingAttachmentInfo,
          `attachment ${index + 1}: allowed types are ${ALLOWED_ATTACHMENT_EXTENSIONS.join(', ')}`,
        ),
      );
    }
  }

  if (errors.length > 0 || !skill || !orderer || !contact) return { ok: false, errors };
  return {
    ok: true,
    value: {
      occasions,
      skill: { id: skill.id, name: skill.name },
      substituteSkillId: input.substituteSkillId,
      orderer,
      contact,
      address,
      platformName: platform?.name ?? null,
    },
  };
}

const ROLE_CODES = {
  orderer: { missing: ErrorCode.OrdererMissing, fields: ErrorCode.OrdererFieldsMissing, phone: ErrorCode.MissingOrdererPhone },
  contact: {
    missing: ErrorCode.ContactPersonMissing,
    fields: ErrorCode.ContactPersonFieldsMissing,
    phone: ErrorCode.MissingInterpretationContactPhone,
  },
} as const;

/**
 * A contact person of the order: a saved one (by id, this customer's only) completed with what
 * was typed, or one typed in the form. It needs a name and a way to reach them (spec 1 §5), and an
 * e-mail when the customer's profile says so.
 */
export function contactOf(
  given: OrderContactPerson | null,
  role: keyof typeof ROLE_CODES,
  customer: CustomerRow,
  lookups: OrderLookups,
  errors: ErrorItem[],
): ContactSnapshot | null {
  const codes = ROLE_CODES[role];
  if (!given) {
    errors.push(errorItem(codes.missing));
    return null;
  }
  const saved = given.ContactPersonIdentifier ? lookups.contactPerson(customer.id, given.ContactPersonIdentifier) : undefined;
  if (given.ContactPersonIdentifier && !saved && !given.ContactPersonIdentifier.startsWith('newPerson-')) {
    errors.push(errorItem(ErrorCode.ContactPersonNotFound, role));
    return null;
  }
  const pick = (typed: string | null, stored: string | null | undefined) => (typed?.trim() ? typed.trim() : (stored ?? null));
  const snapshot: ContactSnapshot = {
    id: saved?.id ?? null,
    firstName: pick(given.FirstName, saved?.firstName) ?? '',
    lastName: pick(given.LastName, saved?.lastName) ?? '',
    title: pick(given.Title, saved?.title),
    email: pick(given.Email, saved?.email),
    phoneDirect: pick(given.PhoneNumberDirect, saved?.phoneDirect),
    phoneMobile: pick(given.PhoneNumberMobile, saved?.phoneMobile),
  };
  if (!snapshot.firstName && !snapshot.lastName) {
    errors.push(errorItem(codes.fields, 'FirstName, LastName'));
    return null;
  }
  const requiresEmail = role === 'orderer' ? customer.orderer_requires_email === 1 : customer.contact_requires_email === 1;
  if (requiresEmail && !snapshot.email) {
    errors.push(errorItem(codes.fields, 'Email'));
    return null;
  }
  if (!snapshot.email && !snapshot.phoneDirect && !snapshot.phoneMobile) {
    errors.push(errorItem(codes.phone, 'Email, PhoneNumberDirect or PhoneNumberMobile'));
    return null;
  }
  return snapshot;
}

/** UpdateOrder's fields under CreateNewOrder's names, so one set of rules checks both. */
export function updateAsOccasion(request: UpdateRequest) {
  return {
    skillId: request.SkillIdentifier,
    substituteSkillId: request.SkillSubstituteIdentifier,
    occasions: [
      { DatetimeFrom: request.DatetimeFrom, DatetimeTo: request.DatetimeTo, ServiceIdentifier: request.ServiceIdentifier },
    ],
    orderer: request.UpdateContactPersonOrderer,
    contact: request.UpdateContactPersonUponInterpretation,
    address: request.UpdatePostalAddressPerformingRequestData,
    attachments: request.UpdateAttachmentData,
    meetingUrl: request.MeetingUrl,
    meetingPhone: request.MeetingPhoneNumber,
    platformId: request.DigitalMeetingPlatformIdentifier,
    groupData: 'not-applicable' as const,
  };
}

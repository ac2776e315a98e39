import { LATE_CANCELLATION_HOURS } from '@tolk/core';
import { COMPETENCE_LEVELS } from '../seed/services.js';
import { ORDER_STATUS_TEXT, type OrderState } from './statuses.js';

/**
 * The CRM's Order object in SQL, over `orders o` and JOINS (order-wire.ts makes SearchOrders'
 * answers with it): every field but those the clock and the rules of rules.ts decide, which
 * order_clock_fields adds from CLOCK_INPUTS. Times are written by crm_time, a function the mapper
 * registers (the time zone's rules are Temporal's).
 */

const GENDER_NAME: Record<number, string> = { 1: 'Man', 2: 'Kvinna' };
/** What String.prototype.trim removes, for SQLite's trim(): names and addresses are trimmed as JavaScript did. */
const JS_WHITESPACE =
  ' \t\n\v\f\r\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

const text = (value: string) => `'${value.replaceAll("'", "''")}'`;
/** A CASE mapping `expression` through `table`; `otherwise` for anything else. */
const lookup = (expression: string, table: Record<string | number, string>, otherwise = 'NULL') =>
  `CASE ${expression} ${Object.entries(table)
    .map(([key, value]) => `WHEN ${/^\d+$/.test(key) ? key : text(key)} THEN ${text(value)}`)
    .join(' ')} ELSE ${otherwise} END`;
/** A JSON boolean. */
const bool = (condition: string) => `json(CASE WHEN ${condition} THEN 'true' ELSE 'false' END)`;
/** JavaScript's truthiness of a text column: neither NULL nor empty. */
const given = (column: string) => `coalesce(${column}, '') <> ''`;
const trimmed = (expression: string) => `trim(${expression}, ${text(JS_WHITESPACE)})`;
const competenceName = (column: string) =>
  lookup(column, Object.fromEntries(COMPETENCE_LEVELS.map(({ level, name }) => [level, name])));
export const object = (fields: Record<string, string>) =>
  `json_object(${Object.entries(fields)
    .map(([key, value]) => `${text(key)}, ${value}`)
    .join(', ')})`;
/**
 * `element` (over `j.value`) of each element of the JSON array in `column`, in order. Most such
 * arrays are empty, and "[]" is answered without opening json_each and the sort of its ORDER BY.
 */
const eachOf = (column: string, element: string) =>
  `CASE WHEN ${column} = '[]' THEN json('[]') ELSE (SELECT json_group_array(${element} ORDER BY j.key) FROM json_each(${column}) j) END`;
const contact = (json: string, fields: Record<string, string>) =>
  `CASE WHEN ${json} IS NULL THEN NULL ELSE ${object(
    Object.fromEntries(
      Object.entries(fields).map(([key, path]) => [
        key,
        path === 'name' ? trimmed(`(${json} ->> 'firstName') || ' ' || (${json} ->> 'lastName')`) : `${json} ->> ${text(path)}`,
      ]),
    ),
  )} END`;

/** Every field of the Order object but those the clock and the rules decide (clockFields), in SQL over `orders o` and JOINS. */
export const WIRE_FIELDS: Record<string, string> = {
  OrderIdentifier: 'o.id',
  OrderNumber: 'o.number',
  OrderGroup: `CASE WHEN ${given('o.group_id')} THEN ${object({
    OrderGroupIdentifier: 'o.group_id',
    Description: 'o.group_description',
    DoRequireSameResourceForAllWorkAssignments: bool('o.group_same_resource = 1'),
  })} END`,
  OrderStatus: lookup('o.status', ORDER_STATUS_TEXT),
  DatetimeFrom: 'crm_time(o.start_ms)',
  DatetimeTo: 'crm_time(o.end_ms)',
  DatetimeOrderFrom: 'crm_time(o.ordered_start_ms)',
  DatetimeOrderTo: 'crm_time(o.ordered_end_ms)',
  DatetimeSubmitted: 'crm_time(o.submitted_ms)',
  DatetimeExpiration: 'NULL',
  ArticleName: 'o.service_name',
  ArticleIdentifier: '(SELECT a.id FROM articles a WHERE a.name = o.service_name ORDER BY a.rowid DESC LIMIT 1)',
  Category: `CASE WHEN o.is_remote THEN 'Distanstolkning' ELSE 'Kontakttolkning' END`,
  ServiceIdentifier: 'o.service_id',
  ServiceIdentifierOrdered: 'o.service_id_ordered',
  ServiceAlternatives: eachOf('o.alternative_services_json', object({ ServiceIdentifier: `j.value -> 'ServiceIdentifier'` })),
  Skill: 'o.skill_name',
  SkillIdentifier: 'o.skill_id',
  SkillSubstitute: 'substitute.name',
  SkillSubstituteIdentifier: 'o.substitute_skill_id',
  CompetenceLevel: competenceName('o.competence_level'),
  CompetenceIdentifier: 'o.competence_level',
  DoRequireCompetenceLevelOrHigher: bool('o.competence_or_higher = 1'),
  DoRequireExactCompetenceLevel: bool('o.competence_exact = 1'),
  GenderIdPreferred: 'o.gender',
  DoRequireCorrectGender: bool('o.gender_required = 1'),
  PreferredResourceLevel: 'o.preferred_resource_level',
  PreferredResourceCustomer: 'o.preferred_resource',
  NotesResource: 'o.notes',
  AdditionalRequirements: 'o.additional_requirements',
  CustomerReference: 'o.customer_reference',
  CustomerOrderNumber: 'o.customer_order_number',
  SpecificTravelInstructions: 'NULL',
  PhoneNumberOrder: 'o.meeting_phone',
  IsPerformedRemotely: bool('o.is_remote = 1'),
  IsHomeAddress: bool('o.is_home_address = 1'),
  AddressPerformingEffective: `CASE WHEN ${given('o.address_row1')} THEN concat_ws(', ', nullif(o.care_of, ''), o.address_row1, nullif(${trimmed(
    `coalesce(o.postal_code, '') || ' ' || coalesce(o.city, '')`,
  )}, '')) END`,
  PostalAddressPerforming: `CASE WHEN ${given('o.address_row1')} THEN ${object({
    AddressRow1: 'o.address_row1',
    CareOf: 'o.care_of',
    PostalCode: `coalesce(o.postal_code, '')`,
    City: `coalesce(o.city, '')`,
  })} END`,
  // The searched customer's: an uncorrelated subquery, read once per search.
  Customer: `json_object('CustomerName', (SELECT c.name FROM customers c WHERE c.id = @customerId))`,
  RatingCustomer: 'o.rating',
  RatingCustomerComment: 'o.rating_comment',
  WorkAssignmentIdentifier: `CASE WHEN i.id IS NOT NULL THEN 'WA-' || o.number END`,
  UnreadNotifications: `(SELECT json_group_array(${object({
    NotificationIdentifier: 'n.id',
    Headline: 'n.headline',
    DatetimeSent: 'crm_time(n.sent_ms)',
  })} ORDER BY n.sent_ms DESC) FROM notifications n WHERE n.order_id = o.id AND n.is_read = 0)`,
  NumberOfUnreadNotifications: '(SELECT count(*) FROM notifications n WHERE n.order_id = o.id AND n.is_read = 0)',
  Attachments: `(SELECT json_group_array(${object({
    AttachmentReference: 'a.id',
    AttachmentFilename: 'a.filename',
    AttachmentContentType: 'a.content_type',
  })} ORDER BY a.rowid) FROM attachments a WHERE a.order_id = o.id)`,
  CustomerOrderAdditionalServices: eachOf(
    'o.additional_services_json',
    object({
      AdditionalServiceIdentifier: `j.value -> 'AdditionalServiceIdentifier'`,
      MessageReceiver: `j.value -> 'MessageReceiver'`,
      SendHoursAfterBookingInsertOrChange: `j.value -> 'SendHoursAfterBookingInsertOrChange'`,
      SendHoursBeforeBooking: `j.value -> 'SendHoursBeforeBooking'`,
    }),
  ),
  Resource: `CASE WHEN i.id IS NOT NULL THEN ${object({
    ResourceFullName: `i.first_name || ' ' || i.last_name`,
    ResourceNumber: 'i.number',
    ResourceGenderName: lookup('i.gender', GENDER_NAME, "''"),
    ResourceCompetenceLevelName: `coalesce(${competenceName('i.competence_level')}, '')`,
    // The number an order showed when its interpreter's changed after it was over (UpdateInterpreterPhone).
    ResourcePhoneNumber: 'coalesce(pinned.phone, i.phone)',
    // Booked on the substitute the order allows: the interpreter does not interpret the language itself.
    IsBasedOnSkillSubstitute: bool(
      'o.substitute_skill_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM interpreter_skills k WHERE k.skill_id = o.skill_id AND k.interpreter_id = i.id)',
    ),
  })} END`,
  ContactPerson: contact('o.contact_json', {
    ContactPersonIdentifier: 'id',
    ContactPersonName: 'name',
    ContactPersonFirstName: 'firstName',
    ContactPersonLastName: 'lastName',
    ContactPersonMobilePhoneNumber: 'phoneMobile',
    ContactPersonEmail: 'email',
    ContactPersonDirectPhoneNumber: 'phoneDirect',
  }),
  ContactPersonOrderer: contact('o.orderer_json', {
    ContactPersonOrdererIdentifier: 'id',
    ContactPersonOrdererName: 'name',
    ContactPersonOrdererDirectPhoneNumber: 'phoneDirect',
    ContactPersonOrdererMobilePhoneNumber: 'phoneMobile',
    ContactPersonOrdererEmail: 'email',
  }),
  MeetingDetails: `CASE WHEN ${given('o.meeting_url')} OR ${given('o.meeting_phone')} OR ${given('o.meeting_platform_id')} OR o.bank_id_required <> 0 THEN ${object(
    {
      DigitalMeetingPlatformName: 'o.meeting_platform_name',
      DigitalMeetingPlatformIdentifier: 'o.meeting_platform_id',
      MeetingPassCode: 'o.meeting_pass_code',
      MeetingPhoneNumber: 'o.meeting_phone',
      MeetingUrl: 'o.meeting_url',
      DoRequireBankIdVerification: `CASE WHEN o.bank_id_required = 1 THEN 'True' ELSE 'False' END`,
    },
  )} END`,
};

const HOUR_MS = 3_600_000;
/** JavaScript's largest safe integer: "no instant" in SQL's min(), Infinity here. */
export const NO_TURN = Number.MAX_SAFE_INTEGER;
/**
 * The instants at which the order's wire form may change by time alone: what subStatusOf,
 * isChangeable and isLateCancellation read of the clock. Every instant they compare with is
 * listed, whatever the state, so the first of them from now on is never later than the real turn.
 */
export const TURNING_INSTANTS = [
  'o.start_ms',
  'o.end_ms',
  `o.start_ms - ${LATE_CANCELLATION_HOURS.onSite} * ${HOUR_MS}`,
  `o.start_ms - ${LATE_CANCELLATION_HOURS.remote} * ${HOUR_MS}`,
  'report.received_ms',
];
/** What an order names once at most: joined, each a look-up in a cursor opened once per search. */
export const JOINS = [
  'LEFT JOIN interpreters i ON i.id = o.interpreter_id',
  'LEFT JOIN order_resource_phones pinned ON pinned.order_id = o.id',
  'LEFT JOIN skills substitute ON substitute.id = o.substitute_skill_id',
  'LEFT JOIN time_reports report ON report.order_id = o.id',
].join(' ');
/** The arguments of order_clock_fields, as clockFields reads them. */
export const CLOCK_INPUTS = [
  'o.status',
  'o.sub_status',
  'o.start_ms',
  'o.end_ms',
  'o.is_remote',
  'o.rating',
  'o.late_cancellation',
  'o.address_row1',
  'o.postal_code',
  'EXISTS (SELECT 1 FROM deviations d WHERE d.order_id = o.id)',
  'report.received_ms',
];
export type ClockInputs = [
  status: OrderState,
  subStatus: number,
  startMs: number,
  endMs: number,
  isRemote: number,
  rating: number | null,
  lateCancellation: number,
  addressRow1: string | null,
  postalCode: string | null,
  hasDeviation: number,
  reportReceivedMs: number | null,
];

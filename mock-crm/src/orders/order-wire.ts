import type { Database, Statement } from 'better-sqlite3';
import type { OrderWire } from '@tolk/crm-contract';
import { LATE_CANCELLATION_HOURS } from '@tolk/core';
import { toCrmDateTime } from '@tolk/crm-contract';
import { Temporal } from 'temporal-polyfill';
import { COMPETENCE_LEVELS } from '../seed/services.js';
import type { CustomerRow } from '../store/customers.js';
import type { InterpreterRow } from './dispatcher.js';
import type { ContactSnapshot, OrderRow } from './order-row.js';
import { canBeRated, isChangeable, isLateCancellation } from './rules.js';
import { CONSOLIDATED_OF, ORDER_STATUS_TEXT, SUB_STATUS, SUB_STATUS_MESSAGE, type SubStatus } from './statuses.js';

/**
 * The wire time of an instant, remembered: the polyfill's time-zone arithmetic costs tens of
 * microseconds a call, an order has five times, and the same orders are read again and again
 * (300 orders took ~70 ms to map without this, ~7 ms with it).
 */
const crmTimes = new Map<number, string>();
function crmTime(epochMs: number): string {
  let text = crmTimes.get(epochMs);
  if (text === undefined) {
    if (crmTimes.size >= 100_000) crmTimes.clear();
    text = toCrmDateTime(Temporal.Instant.fromEpochMilliseconds(epochMs));
    crmTimes.set(epochMs, text);
  }
  return text;
}
const competenceName = (level: number | null) => COMPETENCE_LEVELS.find((c) => c.level === level)?.name ?? null;
const GENDER_NAME: Record<number, string> = { 1: 'Man', 2: 'Kvinna' };
const HOUR_MS = 3_600_000;

/** Everything an order's wire form needs besides its row, loaded once for a whole result. */
interface Related {
  customer: CustomerRow;
  interpreters: Map<string, InterpreterRow>;
  /** `interpreterId:skillId` of every language each interpreter interprets. */
  interpreterSkills: Set<string>;
  skillNames: Map<string, string>;
  articleIds: Map<string, string>;
  unread: Map<string, { id: string; headline: string; sent_ms: number }[]>;
  attachments: Map<string, { id: string; filename: string; content_type: string }[]>;
  deviations: Set<string>;
  reportReceived: Map<string, number>;
  /** The number an order showed when its interpreter's changed after it was over (UpdateInterpreterPhone). */
  resourcePhones: Map<string, string>;
}

/** Turns order rows into the CRM's Order objects, as of `nowMs` (flags and sub-status depend on it). */
export class OrderWireMapper {
  private readonly statements: Record<
    | 'interpreters'
    | 'interpreterSkills'
    | 'skills'
    | 'articles'
    | 'unread'
    | 'attachments'
    | 'deviations'
    | 'reports'
    | 'resourcePhones',
    Statement
  >;

  constructor(db: Database) {
    // Prepared once; the ids a result needs go in as one JSON array (json_each), however many there are.
    const forIds = (sql: string) => db.prepare(sql.replace('(?)', '(SELECT value FROM json_each(?))'));
    this.statements = {
      interpreters: forIds('SELECT * FROM interpreters WHERE id IN (?)'),
      interpreterSkills: forIds(
        `SELECT interpreter_id || ':' || skill_id FROM interpreter_skills WHERE interpreter_id IN (?)`,
      ).pluck(),
      skills: forIds('SELECT id, name FROM skills WHERE id IN (?)'),
      articles: db.prepare('SELECT id, name FROM articles'),
      unread: forIds(
        'SELECT order_id, id, headline, sent_ms FROM notifications WHERE is_read = 0 AND order_id IN (?) ORDER BY sent_ms DESC',
      ),
      attachments: forIds('SELECT order_id, id, filename, content_type FROM attachments WHERE order_id IN (?)'),
      deviations: forIds('SELECT DISTINCT order_id FROM deviations WHERE order_id IN (?)'),
      reports: forIds('SELECT order_id, received_ms FROM time_reports WHERE order_id IN (?)'),
      resourcePhones: forIds('SELECT order_id, phone FROM order_resource_phones WHERE order_id IN (?)'),
    };
  }

  toWire(rows: readonly OrderRow[], customer: CustomerRow, nowMs: number): OrderWire[] {
    return this.toWireUntil(rows, customer, nowMs).orders;
  }

  /**
   * The wire form of the rows as of `nowMs`, and until when it holds as the clock runs on with
   * nothing written: the first instant after `nowMs` at which a flag or sub-status of one of them
   * turns (start, end, late-cancellation limit, time report received). Infinity when none does.
   */
  toWireUntil(rows: readonly OrderRow[], customer: CustomerRow, nowMs: number): { orders: OrderWire[]; validUntilMs: number } {
    if (rows.length === 0) return { orders: [], validUntilMs: Infinity };
    const related = this.related(rows, customer);
    let validUntilMs = Infinity;
    for (const row of rows) validUntilMs = Math.min(validUntilMs, nextTurnOf(row, related, nowMs));
    return { orders: rows.map((row) => toWire(row, related, nowMs)), validUntilMs };
  }

  private related(rows: readonly OrderRow[], customer: CustomerRow): Related {
    const ids = JSON.stringify(rows.map((r) => r.id));
    const byOrder = <T extends { order_id: string }>(statement: Statement) => {
      const map = new Map<string, T[]>();
      for (const row of statement.all(ids) as T[]) {
        const list = map.get(row.order_id);
        if (list) list.push(row);
        else map.set(row.order_id, [row]);
      }
      return map;
    };
    const s = this.statements;
    // Only the interpreters and substitute languages these rows name.
    const distinct = (values: (string | null)[]) => JSON.stringify([...new Set(values.filter((v) => v !== null))]);
    const interpreterIds = distinct(rows.map((r) => r.interpreter_id));
    const interpreterRows = s.interpreters.all(interpreterIds) as InterpreterRow[];
    // Languages matter only where an order allows a substitute (IsBasedOnSkillSubstitute), which
    // few do: none in a month of the bench's, where reading every interpreter's cost 0.25 ms.
    const substituted = distinct(rows.map((r) => (r.substitute_skill_id === null ? null : r.interpreter_id)));
    return {
      customer,
      interpreters: new Map(interpreterRows.map((i) => [i.id, i])),
      interpreterSkills: new Set(substituted === '[]' ? [] : (s.interpreterSkills.all(substituted) as string[])),
      skillNames: new Map(
        (s.skills.all(distinct(rows.map((r) => r.substitute_skill_id))) as { id: string; name: string }[]).map((skill) => [
          skill.id,
          skill.name,
        ]),
      ),
      articleIds: new Map((s.articles.all() as { id: string; name: string }[]).map((a) => [a.name, a.id])),
      unread: byOrder<{ order_id: string; id: string; headline: string; sent_ms: number }>(s.unread),
      attachments: byOrder<{ order_id: string; id: string; filename: string; content_type: string }>(s.attachments),
      deviations: new Set(byOrder<{ order_id: string }>(s.deviations).keys()),
      reportReceived: new Map(
        [...byOrder<{ order_id: string; received_ms: number }>(s.reports)].map(([id, [report]]) => [id, report!.received_ms]),
      ),
      resourcePhones: new Map(
        (s.resourcePhones.all(ids) as { order_id: string; phone: string }[]).map((pinned) => [pinned.order_id, pinned.phone]),
      ),
    };
  }
}

/**
 * The first instant from `nowMs` on at which the order's wire form may change by time alone: what
 * subStatusOf, isChangeable and isLateCancellation read of the clock. Every instant they compare
 * with is listed, whatever the state, so the answer is never later than the real turn.
 */
function nextTurnOf(row: OrderRow, related: Related, nowMs: number): number {
  const instants = [
    row.start_ms,
    row.end_ms,
    row.start_ms - LATE_CANCELLATION_HOURS.onSite * HOUR_MS,
    row.start_ms - LATE_CANCELLATION_HOURS.remote * HOUR_MS,
    related.reportReceived.get(row.id) ?? -Infinity,
  ];
  let next = Infinity;
  // An instant equal to now still turns something just after it (a limit compared with `<`).
  for (const instant of instants) if (instant >= nowMs && instant < next) next = instant;
  return next;
}

function subStatusOf(row: OrderRow, related: Related, nowMs: number): SubStatus {
  if (related.deviations.has(row.id) && row.status === 'fulfilled') return SUB_STATUS.deviationRegistered;
  if (row.status === 'booked' && row.start_ms <= nowMs && nowMs < row.end_ms) return SUB_STATUS.orderInProgress;
  if (row.status === 'fulfilled') {
    const received = related.reportReceived.get(row.id);
    return received !== undefined && received <= nowMs ? SUB_STATUS.timeReportReceived : SUB_STATUS.awaitingTimeReport;
  }
  return row.sub_status as SubStatus;
}

function toWire(row: OrderRow, related: Related, nowMs: number): OrderWire {
  const interpreter = row.interpreter_id ? related.interpreters.get(row.interpreter_id) : undefined;
  const contact = row.contact_json ? (JSON.parse(row.contact_json) as ContactSnapshot) : null;
  const orderer = row.orderer_json ? (JSON.parse(row.orderer_json) as ContactSnapshot) : null;
  const name = (c: ContactSnapshot) => `${c.firstName} ${c.lastName}`.trim();
  const subStatus = subStatusOf(row, related, nowMs);
  const unread = related.unread.get(row.id) ?? [];
  const changeable = isChangeable({ state: row.status, startMs: row.start_ms }, nowMs);
  const address = row.address_row1
    ? { AddressRow1: row.address_row1, CareOf: row.care_of, PostalCode: row.postal_code ?? '', City: row.city ?? '' }
    : null;
  return {
    OrderIdentifier: row.id,
    OrderNumber: row.number,
    OrderGroup: row.group_id
      ? {
          OrderGroupIdentifier: row.group_id,
          Description: row.group_description,
          DoRequireSameResourceForAllWorkAssignments: row.group_same_resource === 1,
        }
      : null,
    OrderStatus: ORDER_STATUS_TEXT[row.status],
    ConsolidatedOrderStatus: {
      StatusIdentifier: CONSOLIDATED_OF[row.status],
      ConsolidatedOrderStatusMessages: [{ StatusMessageIdentifier: subStatus, StatusMessage: SUB_STATUS_MESSAGE[subStatus] }],
    },
    DatetimeFrom: crmTime(row.start_ms),
    DatetimeTo: crmTime(row.end_ms),
    DatetimeOrderFrom: crmTime(row.ordered_start_ms),
    DatetimeOrderTo: crmTime(row.ordered_end_ms),
    DatetimeSubmitted: row.submitted_ms === null ? null : crmTime(row.submitted_ms),
    DatetimeExpiration: null,
    ArticleName: row.service_name,
    ArticleIdentifier: related.articleIds.get(row.service_name) ?? null,
    Category: row.is_remote ? 'Distanstolkning' : 'Kontakttolkning',
    ServiceIdentifier: row.service_id,
    ServiceIdentifierOrdered: row.service_id_ordered,
    ServiceAlternatives: (JSON.parse(row.alternative_services_json) as { ServiceIdentifier: string }[]).map((a) => ({
      ServiceIdentifier: a.ServiceIdentifier,
    })),
    Skill: row.skill_name,
    SkillIdentifier: row.skill_id,
    SkillSubstitute: row.substitute_skill_id ? (related.skillNames.get(row.substitute_skill_id) ?? null) : null,
    SkillSubstituteIdentifier: row.substitute_skill_id,
    CompetenceLevel: competenceName(row.competence_level),
    CompetenceIdentifier: row.competence_level,
    DoRequireCompetenceLevelOrHigher: row.competence_or_higher === 1,
    DoRequireExactCompetenceLevel: row.competence_exact === 1,
    GenderIdPreferred: row.gender,
    DoRequireCorrectGender: row.gender_required === 1,
    PreferredResourceLevel: row.preferred_resource_level,
    PreferredResourceCustomer: row.preferred_resource,
    NotesResource: row.notes,
    AdditionalRequirements: row.additional_requirements,
    CustomerReference: row.customer_reference,
    CustomerOrderNumber: row.customer_order_number,
    SpecificTravelInstructions: null,
    PhoneNumberOrder: row.meeting_phone,
    IsPerformedRemotely: row.is_remote === 1,
    IsDeviatingAddressPerforming: address !== null && isElsewhere(address, related.customer),
    IsHomeAddress: row.is_home_address === 1,
    AddressPerformingEffective: address
      ? [row.care_of, row.address_row1, `${row.postal_code ?? ''} ${row.city ?? ''}`.trim()].filter(Boolean).join(', ')
      : null,
    PostalAddressPerforming: address,
    Customer: { CustomerName: related.customer.name },
    RatingCustomer: row.rating,
    RatingCustomerComment: row.rating_comment,
    CanBeRated: canBeRated({ state: row.status, rating: row.rating }),
    HasDeviation: related.deviations.has(row.id),
    CanBeUpdated: changeable,
    CanCancelOrder: changeable,
    IsLateCancellation:
      row.status === 'cancelled'
        ? row.late_cancellation === 1
        : changeable && isLateCancellation({ startMs: row.start_ms, isRemote: row.is_remote === 1 }, nowMs),
    WorkAssignmentIdentifier: interpreter ? `WA-${row.number}` : null,
    UnreadNotifications: unread.map((n) => ({
      NotificationIdentifier: n.id,
      Headline: n.headline,
      DatetimeSent: crmTime(n.sent_ms),
    })),
    NumberOfUnreadNotifications: unread.length,
    Attachments: (related.attachments.get(row.id) ?? []).map((a) => ({
      AttachmentReference: a.id,
      AttachmentFilename: a.filename,
      AttachmentContentType: a.content_type,
    })),
    CustomerOrderAdditionalServices: (
      JSON.parse(row.additional_services_json) as OrderWire['CustomerOrderAdditionalServices']
    ).map((s) => ({
      AdditionalServiceIdentifier: s.AdditionalServiceIdentifier,
      MessageReceiver: s.MessageReceiver ?? null,
      SendHoursAfterBookingInsertOrChange: s.SendHoursAfterBookingInsertOrChange ?? null,
      SendHoursBeforeBooking: s.SendHoursBeforeBooking ?? null,
    })),
    Resource: interpreter
      ? {
          ResourceFullName: `${interpreter.first_name} ${interpreter.last_name}`,
          ResourceNumber: interpreter.number,
          ResourceGenderName: GENDER_NAME[interpreter.gender] ?? '',
          ResourceCompetenceLevelName: competenceName(interpreter.competence_level) ?? '',
          ResourcePhoneNumber: related.resourcePhones.get(row.id) ?? interpreter.phone,
          // Booked on the substitute the order allows: the interpreter does not interpret the language itself.
          IsBasedOnSkillSubstitute:
            row.substitute_skill_id !== null && !related.interpreterSkills.has(`${interpreter.id}:${row.skill_id}`),
        }
      : null,
    ContactPerson: contact
      ? {
          ContactPersonIdentifier: contact.id,
          ContactPersonName: name(contact),
          ContactPersonFirstName: contact.firstName,
          ContactPersonLastName: contact.lastName,
          ContactPersonMobilePhoneNumber: contact.phoneMobile,
          ContactPersonEmail: contact.email,
          ContactPersonDirectPhoneNumber: contact.phoneDirect,
        }
      : null,
    ContactPersonOrderer: orderer
      ? {
          ContactPersonOrdererIdentifier: orderer.id,
          ContactPersonOrdererName: name(orderer),
          ContactPersonOrdererDirectPhoneNumber: orderer.phoneDirect,
          ContactPersonOrdererMobilePhoneNumber: orderer.phoneMobile,
          ContactPersonOrdererEmail: orderer.email,
        }
      : null,
    MeetingDetails:
      row.meeting_url || row.meeting_phone || row.meeting_platform_id || row.bank_id_required
        ? {
            DigitalMeetingPlatformName: row.meeting_platform_name,
            DigitalMeetingPlatformIdentifier: row.meeting_platform_id,
            MeetingPassCode: row.meeting_pass_code,
            MeetingPhoneNumber: row.meeting_phone,
            MeetingUrl: row.meeting_url,
            DoRequireBankIdVerification: row.bank_id_required === 1 ? 'True' : 'False',
          }
        : null,
  };
}

/** The assignment is performed somewhere other than the customer's own address. */
function isElsewhere(address: { AddressRow1: string; PostalCode: string }, customer: CustomerRow): boolean {
  const norm = (text: string | null) => (text ?? '').replace(/\s/g, '').toLowerCase();
  return norm(address.AddressRow1) !== norm(customer.address_row1) || norm(address.PostalCode) !== norm(customer.postal_code);
}

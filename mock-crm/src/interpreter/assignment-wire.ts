import { interpreterActions, type AssignmentProgress, type InterpreterStatus } from '@tolk/core';
import { toCrmDateTime } from '@tolk/crm-contract';
import type {
  ResourceRequestWire,
  WorkAssignmentAttachmentWire,
  WorkAssignmentSummaryWire,
  WorkAssignmentWire,
} from '@tolk/crm-contract';
import { Temporal } from 'temporal-polyfill';
import type { ContactSnapshot, OrderRow } from '../orders/order-row.js';
import type { ResourceRequestRow } from './resource-requests.js';

export const crmTime = (ms: number) => toCrmDateTime(Temporal.Instant.fromEpochMilliseconds(ms));
const crmTimeOrNull = (ms: number | null) => (ms === null ? null : crmTime(ms));

export interface ProgressRow {
  order_id: string;
  interpreter_id: string;
  trip_started_ms: number | null;
  checked_in_ms: number | null;
  work_started_ms: number | null;
  done_ms: number | null;
  cannot_complete_ms: number | null;
  cannot_complete_reason: string | null;
}

/** The assignment number the interpreter and the customer's order share (OrderWire's WorkAssignmentIdentifier). */
export const workAssignmentIdOf = (order: Pick<OrderRow, 'number'>) => `WA-${order.number}`;

/** The interpreter's status of an order assigned to them (spec 3 §4). */
export function interpreterStatusOf(order: OrderRow, progress: ProgressRow | undefined, reported: boolean): InterpreterStatus {
  switch (order.status) {
    case 'open':
      return 'available';
    case 'booked':
      return progress?.work_started_ms ? 'working' : 'accepted';
    case 'fulfilled':
      return reported ? 'submitted' : 'fullfilled';
    case 'cancelled':
      return 'cancelled';
    case 'rejected':
      return progress?.cannot_complete_ms ? 'losted' : 'rejected';
  }
}

export const progressOf = (order: OrderRow, progress: ProgressRow | undefined, nowMs: number): AssignmentProgress => ({
  onSite: order.is_remote === 0,
  tripStarted: Boolean(progress?.trip_started_ms),
  checkedIn: Boolean(progress?.checked_in_ms),
  ended: order.end_ms <= nowMs,
});

const cityOf = (order: OrderRow) => (order.is_remote === 1 ? null : order.city);

export function toRequestWire(
  request: ResourceRequestRow,
  order: OrderRow,
  customerName: string,
  interpreterName: string,
): ResourceRequestWire {
  return {
    ResourceRequestIdentifier: request.id,
    OrderNumber: order.number,
    Status: 'available',
    DatetimeFrom: crmTime(order.start_ms),
    DatetimeTo: crmTime(order.end_ms),
    DatetimeExpires: crmTime(request.expires_ms),
    ArticleName: order.service_name,
    IsPerformedRemotely: order.is_remote === 1,
    Skill: order.skill_name,
    IsBasedOnSkillSubstitute: request.based_on_substitute === 1,
    CompetenceLevelRequired: order.competence_or_higher === 1 || order.competence_exact === 1 ? order.competence_level : null,
    DoRequireCompetenceLevelOrHigher: order.competence_or_higher === 1,
    DoRequireExactCompetenceLevel: order.competence_exact === 1,
    GenderIdRequired: order.gender_required === 1 ? order.gender : null,
    IsRequestedResource:
      order.preferred_resource !== null && order.preferred_resource.trim().toLowerCase() === interpreterName.toLowerCase(),
    CustomerName: customerName,
    City: cityOf(order),
  };
}

export function toSummaryWire(order: OrderRow, status: InterpreterStatus, customerName: string): WorkAssignmentSummaryWire {
  return {
    WorkAssignmentIdentifier: workAssignmentIdOf(order),
    WorkAssignmentNumber: order.number,
    Status: status,
    DatetimeFrom: crmTime(order.start_ms),
    DatetimeTo: crmTime(order.end_ms),
    ArticleName: order.service_name,
    IsPerformedRemotely: order.is_remote === 1,
    Skill: order.skill_name,
    CustomerName: customerName,
    City: cityOf(order),
  };
}

/**
 * One assignment as the interpreter reads it: where and with whom, never the orderer, the
 * invoicing, the customer's reference or the rating's comment (issue 15: only what an
 * interpreter needs).
 */
export function toAssignmentWire(
  order: OrderRow,
  progress: ProgressRow | undefined,
  status: InterpreterStatus,
  customerName: string,
  nowMs: number,
  /** The customer's files on the order (null when none): their names and references, not their content. */
  attachments: WorkAssignmentAttachmentWire[] | null,
): WorkAssignmentWire {
  const contact = order.contact_json ? (JSON.parse(order.contact_json) as ContactSnapshot) : null;
  const remote = order.is_remote === 1;
  return {
    ...toSummaryWire(order, status, customerName),
    Address:
      !remote && order.address_row1 && order.postal_code && order.city
        ? { AddressRow1: order.address_row1, CareOf: order.care_of, PostalCode: order.postal_code, City: order.city }
        : null,
    MeetingDetails:
      remote && (order.meeting_url || order.meeting_phone || order.meeting_platform_name)
        ? {
            DigitalMeetingPlatformName: order.meeting_platform_name,
            MeetingUrl: order.meeting_url,
            MeetingPhoneNumber: order.meeting_phone,
            MeetingPassCode: order.meeting_pass_code,
          }
        : null,
    ContactPersonUponInterpretation: contact
      ? { Name: `${contact.firstName} ${contact.lastName}`.trim(), PhoneNumber: contact.phoneMobile ?? contact.phoneDirect }
      : null,
    NotesResource: order.notes,
    AdditionalRequirements: order.additional_requirements,
    DatetimeTripStarted: crmTimeOrNull(progress?.trip_started_ms ?? null),
    DatetimeCheckedIn: crmTimeOrNull(progress?.checked_in_ms ?? null),
    DatetimeWorkStarted: crmTimeOrNull(progress?.work_started_ms ?? null),
    DatetimeDone: crmTimeOrNull(progress?.done_ms ?? null),
    RatingCustomer: order.rating,
    Attachments: attachments,
    Actions: [...interpreterActions(status, progressOf(order, progress, nowMs))],
  };
}

import type { Temporal } from 'temporal-polyfill';
import type { OrderStatus, SubStatus } from './status.js';

export interface AssignmentContact {
  readonly id: string | null;
  readonly name: string;
  readonly email: string | null;
  readonly phoneDirect: string | null;
  readonly phoneMobile: string | null;
}

export interface UnreadNotification {
  readonly id: string;
  readonly headline: string;
  readonly sentAt: Temporal.ZonedDateTime;
}

/**
 * An assignment (an order) as the customer follows it (spec 2 §3), with the client-side
 * derivations already made: the status from the consolidated id, the requested interpreter
 * without "||", additional requirements dropped when they contain "||".
 */
export interface Assignment {
  readonly id: string;
  readonly number: string;
  readonly groupId: string | null;
  readonly groupNumber: string | null;
  readonly status: OrderStatus | 'unknown';
  readonly subStatus: SubStatus;
  readonly subStatusMessage: string;
  readonly start: Temporal.ZonedDateTime;
  readonly end: Temporal.ZonedDateTime;
  /** The times as ordered; a time report exists only when both are known. */
  readonly orderedStart: Temporal.ZonedDateTime | null;
  readonly orderedEnd: Temporal.ZonedDateTime | null;
  readonly submittedAt: Temporal.ZonedDateTime | null;
  readonly articleName: string;
  readonly serviceId: string;
  readonly skill: string;
  readonly skillId: string;
  readonly alternativeSkill: string | null;
  /** The other kinds of interpretation the customer accepts (ServiceAlternatives), by service id. */
  readonly alternativeServiceIds: readonly string[];
  readonly competenceLevel: string | null;
  readonly isRemote: boolean;
  readonly interpreter: { readonly name: string; readonly phone: string | null; readonly competence: string } | null;
  readonly contact: AssignmentContact | null;
  readonly orderer: AssignmentContact | null;
  readonly customerReference: string | null;
  readonly requestedInterpreter: string | null;
  readonly additionalRequirements: string | null;
  readonly description: string | null;
  readonly address: string | null;
  readonly isDeviatingAddress: boolean;
  readonly isHomeAddress: boolean;
  readonly meeting: {
    readonly platform: string | null;
    readonly url: string | null;
    readonly passCode: string | null;
    readonly phone: string | null;
    readonly bankIdRequired: boolean;
  } | null;
  readonly rating: number | null;
  readonly ratingComment: string | null;
  readonly canBeRated: boolean;
  readonly hasDeviation: boolean;
  readonly canBeUpdated: boolean;
  readonly canCancel: boolean;
  readonly isLateCancellation: boolean;
  readonly unreadNotifications: readonly UnreadNotification[];
  readonly attachments: readonly { readonly reference: string; readonly filename: string; readonly contentType: string }[];
  readonly smsReminderReceiver: string | null;
  /** The order's booking fields as the CRM holds them, for editing and copying it (spec 1 §4). */
  readonly booked: BookedDetails;
}

/**
 * The raw booking fields of an order (SearchOrders), which the follow-up view does not show but an
 * edit or a copy must carry over: texts as stored (no "||" rule applied), ids and flags.
 */
export interface BookedDetails {
  readonly skillSubstituteId: string | null;
  readonly competenceId: number | null;
  readonly competenceLevelOrHigher: boolean;
  readonly exactCompetenceLevel: boolean;
  /** 1 male, 2 female. */
  readonly genderId: 1 | 2 | null;
  readonly requireGender: boolean;
  /** 1 required, 2 preferred, 3 previously talked to. */
  readonly preferredResourceLevel: 1 | 2 | 3 | null;
  readonly preferredResource: string | null;
  readonly notes: string | null;
  readonly additionalRequirements: string | null;
  readonly customerOrderNumber: string | null;
  /** The address the order is performed at, as sent (PostalAddressPerforming); null when none. */
  readonly postalAddress: {
    readonly addressRow1: string;
    readonly careOf: string | null;
    readonly postalCode: string;
    readonly city: string;
  } | null;
  readonly meetingPlatformId: string | null;
  readonly group: { readonly description: string | null; readonly sameInterpreter: boolean } | null;
  readonly contactId: string | null;
  readonly ordererId: string | null;
  /** The SMS reminder ordered with it (CustomerOrderAdditionalServices with a receiver). */
  readonly smsReminder: {
    readonly serviceId: string;
    readonly receiver: string;
    readonly sendHoursBefore: number | null;
    readonly sendHoursAfter: number | null;
  } | null;
}

/** No booking fields: what builders and fakes start from. */
export const NO_BOOKED_DETAILS: BookedDetails = {
  skillSubstituteId: null,
  competenceId: null,
  competenceLevelOrHigher: false,
  exactCompetenceLevel: false,
  genderId: null,
  requireGender: false,
  preferredResourceLevel: null,
  preferredResource: null,
  notes: null,
  additionalRequirements: null,
  customerOrderNumber: null,
  postalAddress: null,
  meetingPlatformId: null,
  group: null,
  contactId: null,
  ordererId: null,
  smsReminder: null,
};

/** Spec 2 §3: the requested interpreter is shown with "||" removed. */
export const requestedInterpreterOf = (text: string | null): string | null => {
  const cleaned = text?.replace(/\|\|/g, '').trim();
  return cleaned ? cleaned : null;
};

/** Spec 2 §3: additional requirements containing "||" are internal markers, not shown. */
export const additionalRequirementsOf = (text: string | null): string | null => (text && !text.includes('||') ? text : null);

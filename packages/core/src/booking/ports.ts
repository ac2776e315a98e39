import type { Temporal } from 'temporal-polyfill';
import type { ServiceError } from '../problems/problems.js';
import type { BookableService } from './draft.js';
import type { DraftField } from './validation.js';

/** A contact as sent with an order: a saved person by id, or one typed in the form (id null). */
export interface OrderContact {
  readonly id: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly title: string | null;
  readonly email: string | null;
  readonly phoneDirect: string | null;
  readonly phoneMobile: string | null;
}

/** What CreateNewOrder and UpdateOrder carry, in domain terms (spec 1 §5 "Building the order"). */
export interface OrderRequest {
  readonly skillId: string;
  readonly alternativeSkillId: string | null;
  readonly serviceId: string;
  readonly alternativeServiceIds: readonly string[];
  readonly occasions: readonly { readonly from: Temporal.ZonedDateTime; readonly to: Temporal.ZonedDateTime }[];
  readonly group: { readonly description: string | null; readonly sameInterpreter: boolean } | null;
  readonly competenceId: number | null;
  readonly competenceLevelOrHigher: boolean;
  readonly exactCompetenceLevel: boolean;
  readonly gender: 1 | 2 | null;
  readonly requireGender: boolean;
  readonly requestedInterpreter: string | null;
  readonly requestedInterpreterLevel: 1 | 2 | 3 | null;
  readonly notesForInterpreter: string | null;
  readonly additionalRequirements: string | null;
  readonly customerReference: string | null;
  readonly customerOrderNumber: string | null;
  readonly invoiceReceiverId: string | null;
  readonly meeting: {
    readonly platformId: string | null;
    readonly url: string | null;
    readonly phone: string | null;
    readonly passCode: string | null;
    readonly bankIdRequired: boolean;
  };
  readonly contact: OrderContact | null;
  readonly orderer: OrderContact | null;
  /**
   * The address the assignment is performed at. With the customer's own address (isSameProfile) it is
   * the customer's address for an on-site service (the CRM needs one there) and null for a remote one.
   */
  readonly address: {
    readonly addressRow1: string;
    readonly careOf: string | null;
    readonly city: string;
    /** Sent as a number (spec 1 §3). */
    readonly postalCode: number;
    readonly isHomeAddress: boolean;
  } | null;
  readonly attachments: readonly {
    readonly base64: string;
    readonly contentType: string;
    readonly filename: string;
    readonly description: string | null;
  }[];
  readonly smsReminder: {
    readonly serviceId: string;
    readonly receiver: string;
    readonly sendHoursBefore: number | null;
    readonly sendHoursAfter: number | null;
  } | null;
}

export interface CreatedOrder {
  readonly orderId: string;
  readonly orderNumber: string;
  readonly from: Temporal.ZonedDateTime;
  readonly to: Temporal.ZonedDateTime;
}

export interface ChangedOrder extends CreatedOrder {
  /** A critical change close to the start cancelled the order and made a new one with this number. */
  readonly isNewOrder: boolean;
  readonly previousOrderNumber: string;
}

/**
 * One error of a refused order with the form's field it is about (issue 17 item 1: the user is
 * told which field and why), or null when the error names no field of the form.
 */
export type OrderRefusal = ServiceError & { readonly field: DraftField | null };

/** The CRM refused the order; the errors as it gave them (createNewOrderError, spec 1 §8). */
export class CreateNewOrderError extends Error {
  readonly refusals: readonly OrderRefusal[];

  constructor(
    readonly errors: readonly ServiceError[],
    refusals?: readonly OrderRefusal[],
  ) {
    super(`createNewOrderError: ${JSON.stringify(errors)}`);
    this.name = 'CreateNewOrderError';
    this.refusals = refusals ?? errors.map((error) => ({ ...error, field: null }));
  }
}

export interface BookingCallOptions {
  /** The caller tells the user itself (the multiple order lists each refusal): nothing is toasted. */
  readonly quiet?: boolean;
}

/** CreateNewOrder and UpdateOrder. Both reject with CreateNewOrderError when the CRM answers Errors. */
export interface OrderBooking {
  create(request: OrderRequest, options?: BookingCallOptions): Promise<readonly CreatedOrder[]>;
  update(orderId: string, request: OrderRequest): Promise<ChangedOrder>;
}

/** GetServices with everything the booking form needs. */
export interface BookableServices {
  offered(skillId: string, from: Temporal.ZonedDateTime, to: Temporal.ZonedDateTime): Promise<readonly BookableService[]>;
}

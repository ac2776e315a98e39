import {
  CreateNewOrderError,
  ServiceErrorsRaised,
  type BookingCallOptions,
  type ChangedOrder,
  type CreatedOrder,
  type OrderBooking,
  type OrderContact,
  type OrderRequest,
} from '@tolk/core';
import {
  CreateNewOrder,
  fromCrmDateTime,
  toCrmDateTime,
  type AdditionalServiceRequest,
  type OrderAttachment,
  type OrderContactPerson,
  type PostalAddressPerforming,
  UpdateOrder,
} from '@tolk/crm-contract';
import type { Temporal } from 'temporal-polyfill';
import { orderRefusalOf } from '../mappers/order-refusal.js';
import type { ErrorLog } from '../transport/error-log.js';
import { loggedErrors } from '../transport/service-errors.js';
import type { CrmTransport } from '../transport/transport.js';

const contactWire = (contact: OrderContact | null): OrderContactPerson | null =>
  contact && {
    ContactPersonIdentifier: contact.id,
    FirstName: contact.firstName || null,
    LastName: contact.lastName || null,
    Title: contact.title,
    Email: contact.email,
    PhoneNumberDirect: contact.phoneDirect,
    PhoneNumberMobile: contact.phoneMobile,
  };

const addressWire = (address: OrderRequest['address']): PostalAddressPerforming | null =>
  address && {
    AddressRow1: address.addressRow1,
    CareOf: address.careOf,
    City: address.city,
    PostalCode: address.postalCode,
    IsHomeAddress: address.isHomeAddress,
  };

const attachmentsWire = (request: OrderRequest): OrderAttachment[] | null =>
  request.attachments.length === 0
    ? null
    : request.attachments.map((a) => ({
        Attachment: a.base64,
        AttachmentContentType: a.contentType,
        AttachmentFilename: a.filename,
        Description: a.description,
      }));

const additionalServicesWire = (request: OrderRequest): AdditionalServiceRequest[] | null =>
  request.smsReminder && [
    {
      AdditionalServiceIdentifier: request.smsReminder.serviceId,
      MessageReceiver: request.smsReminder.receiver || null,
      SendHoursAfterBookingInsertOrChange: request.smsReminder.sendHoursAfter,
      SendHoursBeforeBooking: request.smsReminder.sendHoursBefore,
    },
  ];

/** The fields CreateNewOrder and UpdateOrder share (the contract's `orderDetails`). */
const detailsWire = (request: OrderRequest) => ({
  SkillIdentifier: request.skillId,
  SkillSubstituteIdentifier: request.alternativeSkillId,
  CompetenceIdentifier: request.competenceId,
  DoRequireCompetenceLevelOrHigher: request.competenceLevelOrHigher,
  DoRequireExactCompetenceLevel: request.exactCompetenceLevel,
  GenderIdPreferred: request.gender,
  DoRequireCorrectGender: request.requireGender,
  PreferredResourceCustomer: request.requestedInterpreter,
  PreferredResourceLevel: request.requestedInterpreterLevel,
  NotesResource: request.notesForInterpreter,
  AdditionalRequirements: request.additionalRequirements,
  CustomerReference: request.customerReference,
  CustomerOrderNumber: request.customerOrderNumber,
  InvoiceReceiverIdentifier: request.invoiceReceiverId,
  DigitalMeetingPlatformIdentifier: request.meeting.platformId,
  DoRequireBankIdVerification: request.meeting.bankIdRequired,
  MeetingPassCode: request.meeting.passCode,
  MeetingPhoneNumber: request.meeting.phone,
  MeetingUrl: request.meeting.url,
  AlternativeServices:
    request.alternativeServiceIds.length === 0 ? null : request.alternativeServiceIds.map((id) => ({ ServiceIdentifier: id })),
  CustomerOrderAdditionalServices: additionalServicesWire(request),
  // As CancelOrder (spec 2 §7): the portal always gives it.
  IsPatientConsentGiven: true,
});

const time = (text: string, what: string): Temporal.ZonedDateTime => {
  const parsed = fromCrmDateTime(text);
  if (!parsed) throw new Error(`${what}: unreadable time ${text}`);
  return parsed;
};

/**
 * Booking through CreateNewOrder and UpdateOrder (spec 1 §7). A refusal (Errors) is toasted by the
 * transport's central handling, which names the errors, and then logged here and rethrown as
 * `CreateNewOrderError` carrying them (spec 1 §7, §8: createNewOrderError "through the error
 * handler"; "an order creation failure is stored, logged and rethrown" — the caller keeps the draft).
 * Transport failures pass through as the transport raised them (toasted and logged there).
 */
export class CrmOrderBooking implements OrderBooking {
  constructor(
    private readonly transport: CrmTransport,
    private readonly errorLog: ErrorLog,
  ) {}

  async create(request: OrderRequest, options: BookingCallOptions = {}): Promise<readonly CreatedOrder[]> {
    const answer = await this.refusedAsCreateNewOrderError('CreateNewOrder', () =>
      this.transport.call(
        CreateNewOrder,
        {
          ...detailsWire(request),
          OrderOccasions: request.occasions.map((o) => ({
            DatetimeFrom: toCrmDateTime(o.from),
            DatetimeTo: toCrmDateTime(o.to),
            ServiceIdentifier: request.serviceId,
          })),
          ContactPersonOrderer: contactWire(request.orderer),
          ContactPersonUponInterpretation: contactWire(request.contact),
          PostalAddressPerformingRequestData: addressWire(request.address),
          AttachmentData: attachmentsWire(request),
          OrderGroupRequestData: request.group && {
            Description: request.group.description,
            DoRequireSameResourceForAllWorkAssignments: request.group.sameInterpreter,
          },
        },
        { quiet: options.quiet === true },
      ),
    );
    if (!answer.ReturnedOrder) return this.refused('CreateNewOrder', []);
    return answer.ReturnedOrder.map((o) => ({
      orderId: o.OrderIdentifier,
      orderNumber: o.OrderNumber,
      from: time(o.DateTimeOrderFrom, `order ${o.OrderNumber}`),
      to: time(o.DateTimeOrderTo, `order ${o.OrderNumber}`),
    }));
  }

  /** An order is changed with exactly one occasion (the draft of an order has one day). */
  async update(orderId: string, request: OrderRequest): Promise<ChangedOrder> {
    const [occasion, ...more] = request.occasions;
    if (!occasion || more.length > 0) throw new Error(`UpdateOrder ${orderId}: one occasion, not ${request.occasions.length}`);
    const answer = await this.refusedAsCreateNewOrderError('UpdateOrder', () =>
      this.transport.call(UpdateOrder, {
        ...detailsWire(request),
        OrderIdentifier: orderId,
        ServiceIdentifier: request.serviceId,
        DatetimeFrom: toCrmDateTime(occasion.from),
        DatetimeTo: toCrmDateTime(occasion.to),
        UpdateContactPersonOrderer: contactWire(request.orderer),
        UpdateContactPersonUponInterpretation: contactWire(request.contact),
        UpdatePostalAddressPerformingRequestData: addressWire(request.address),
        UpdateAttachmentData: attachmentsWire(request),
      }),
    );
    const updated = answer.UpdatedOrder;
    if (!updated) return this.refused('UpdateOrder', []);
    return {
      orderId: updated.OrderIdentifier,
      orderNumber: updated.OrderNumber,
      from: time(updated.DateTimeOrderFrom, `order ${updated.OrderNumber}`),
      to: time(updated.DateTimeOrderTo, `order ${updated.OrderNumber}`),
      // Spec 1 §4: a number that differs from the original is a new order.
      isNewOrder: updated.IsNewOrder || updated.OrderNumber !== updated.PreviousOrderNumber,
      previousOrderNumber: updated.PreviousOrderNumber,
    };
  }

  private async refusedAsCreateNewOrderError<T>(call: string, send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (error) {
      if (error instanceof ServiceErrorsRaised) return this.refused(call, error.errors);
      throw error;
    }
  }

  private refused(call: string, errors: CreateNewOrderError['errors']): never {
    void this.errorLog.report('error', {
      httpStatus: null,
      statusText: `${call}: createNewOrderError`,
      responseData: loggedErrors(errors),
    });
    throw new CreateNewOrderError(errors, errors.map(orderRefusalOf));
  }
}

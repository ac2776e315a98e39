import * as t from 'io-ts';
import {
  Base64,
  CrmDateTime,
  Email,
  IntegerIn,
  MeetingUrl,
  Phone,
  PostalCodeNumber,
  Text,
  nullable,
  request,
} from '../codecs/coded.js';
import { endpoint } from '../endpoint.js';
import { Errors } from '../errors.js';

const Token = t.string;
const Id = Text(100);

// ---- Shared parts of the order requests ------------------------------------------------------

/** A contact person as sent with an order: a saved one by id, or the details typed in the form. */
export const OrderContactPerson = t.type({
  ContactPersonIdentifier: nullable(Id),
  FirstName: nullable(Text(300)),
  LastName: nullable(Text(300)),
  Title: nullable(Text(100)),
  Email: nullable(Email(300)),
  PhoneNumberDirect: nullable(Phone(30)),
  PhoneNumberMobile: nullable(Phone(30)),
});
export type OrderContactPerson = t.TypeOf<typeof OrderContactPerson>;

export const PostalAddressPerforming = t.type({
  AddressRow1: Text(300),
  CareOf: nullable(Text(300)),
  City: Text(100),
  /** Sent as a number (spec 1 §3): five digits. */
  PostalCode: PostalCodeNumber,
  IsHomeAddress: t.boolean,
});
export type PostalAddressPerforming = t.TypeOf<typeof PostalAddressPerforming>;

export const OrderAttachment = t.type({
  Attachment: Base64,
  AttachmentContentType: Text(100),
  AttachmentFilename: Text(255),
  Description: nullable(Text(1000)),
});
export type OrderAttachment = t.TypeOf<typeof OrderAttachment>;

export const OrderOccasion = t.type({ DatetimeFrom: CrmDateTime, DatetimeTo: CrmDateTime, ServiceIdentifier: Id });
export type OrderOccasion = t.TypeOf<typeof OrderOccasion>;

export const AdditionalServiceRequest = t.type({
  AdditionalServiceIdentifier: Id,
  MessageReceiver: nullable(Text(300)),
  SendHoursAfterBookingInsertOrChange: nullable(IntegerIn(0, 720)),
  SendHoursBeforeBooking: nullable(IntegerIn(0, 720)),
});
export type AdditionalServiceRequest = t.TypeOf<typeof AdditionalServiceRequest>;

/** What an order asks for, whether it is created or changed. */
const orderDetails = {
  SkillIdentifier: Id,
  SkillSubstituteIdentifier: nullable(Id),
  CompetenceIdentifier: nullable(IntegerIn(1, 5)),
  DoRequireCompetenceLevelOrHigher: t.boolean,
  DoRequireExactCompetenceLevel: t.boolean,
  GenderIdPreferred: nullable(IntegerIn(1, 2)),
  DoRequireCorrectGender: t.boolean,
  PreferredResourceCustomer: nullable(Text(300)),
  PreferredResourceLevel: nullable(IntegerIn(1, 3)),
  NotesResource: nullable(Text(1000)),
  AdditionalRequirements: nullable(Text(500)),
  CustomerReference: nullable(Text(100)),
  CustomerOrderNumber: nullable(Text(100)),
  InvoiceReceiverIdentifier: nullable(Id),
  DigitalMeetingPlatformIdentifier: nullable(Id),
  DoRequireBankIdVerification: t.boolean,
  MeetingPassCode: nullable(Text(500)),
  MeetingPhoneNumber: nullable(Text(50)),
  MeetingUrl: nullable(MeetingUrl(500)),
  AlternativeServices: nullable(t.array(t.type({ ServiceIdentifier: Id }))),
  CustomerOrderAdditionalServices: nullable(t.array(AdditionalServiceRequest)),
  IsPatientConsentGiven: t.boolean,
};

export const ReturnedOrder = t.type({
  OrderIdentifier: t.string,
  OrderNumber: t.string,
  DateTimeOrderFrom: t.string,
  DateTimeOrderTo: t.string,
});
export type ReturnedOrder = t.TypeOf<typeof ReturnedOrder>;

export const CreateNewOrder = endpoint({
  name: 'CreateNewOrder',
  method: 'POST',
  path: '/CRMCustomer/CreateNewOrder',
  authentication: 'token',
  summary: 'Create an order: one order per occasion, grouped when there are several.',
  request: request(
    'CreateNewOrderRequest',
    {
      Token,
      ...orderDetails,
      OrderOccasions: t.array(OrderOccasion),
      ContactPersonOrderer: nullable(OrderContactPerson),
      ContactPersonUponInterpretation: nullable(OrderContactPerson),
    },
    {
      PostalAddressPerformingRequestData: nullable(PostalAddressPerforming),
      AttachmentData: nullable(t.array(OrderAttachment)),
      OrderGroupRequestData: nullable(
        t.type({ Description: nullable(Text(1000)), DoRequireSameResourceForAllWorkAssignments: t.boolean }),
      ),
    },
  ),
  response: t.type({ ReturnedOrder: nullable(t.array(ReturnedOrder)), Errors }),
});

export const UpdatedOrder = t.type({
  OrderIdentifier: t.string,
  OrderNumber: t.string,
  DateTimeOrderFrom: t.string,
  DateTimeOrderTo: t.string,
  /** A critical change close to the start cancelled the order and made this new one. */
  IsNewOrder: t.boolean,
  /** The number of the order as it was before the change. */
  PreviousOrderNumber: t.string,
});
export type UpdatedOrder = t.TypeOf<typeof UpdatedOrder>;

export const UpdateOrder = endpoint({
  name: 'UpdateOrder',
  method: 'POST',
  path: '/CRMCustomer/UpdateOrder',
  authentication: 'token',
  summary:
    'Change an order. A critical change (date, time, language, address) returns it to Open; close to the start it makes a new order.',
  request: request(
    'UpdateOrderRequest',
    {
      Token,
      OrderIdentifier: Id,
      ServiceIdentifier: Id,
      DatetimeFrom: CrmDateTime,
      DatetimeTo: CrmDateTime,
      ...orderDetails,
      UpdateContactPersonOrderer: nullable(OrderContactPerson),
      UpdateContactPersonUponInterpretation: nullable(OrderContactPerson),
    },
    {
      UpdatePostalAddressPerformingRequestData: nullable(PostalAddressPerforming),
      UpdateAttachmentData: nullable(t.array(OrderAttachment)),
    },
  ),
  response: t.type({ UpdatedOrder: nullable(UpdatedOrder), Errors }),
});

// ---- The order as read ---------------------------------------------------------------------

export const ConsolidatedOrderStatus = t.type({
  StatusIdentifier: t.number,
  ConsolidatedOrderStatusMessages: t.array(t.type({ StatusMessageIdentifier: t.number, StatusMessage: t.string })),
});

export const OrderWire = t.type({
  OrderIdentifier: t.string,
  OrderNumber: t.string,
  OrderGroup: nullable(
    t.type({
      OrderGroupIdentifier: t.string,
      Description: nullable(t.string),
      DoRequireSameResourceForAllWorkAssignments: t.boolean,
    }),
  ),
  OrderStatus: t.string,
  ConsolidatedOrderStatus,
  DatetimeFrom: t.string,
  DatetimeTo: t.string,
  DatetimeOrderFrom: t.string,
  DatetimeOrderTo: t.string,
  DatetimeSubmitted: nullable(t.string),
  DatetimeExpiration: nullable(t.string),
  ArticleName: t.string,
  ArticleIdentifier: nullable(t.string),
  Category: nullable(t.string),
  ServiceIdentifier: t.string,
  ServiceIdentifierOrdered: t.string,
  ServiceAlternatives: t.array(t.type({ ServiceIdentifier: t.string })),
  Skill: t.string,
  SkillIdentifier: t.string,
  SkillSubstitute: nullable(t.string),
  SkillSubstituteIdentifier: nullable(t.string),
  CompetenceLevel: nullable(t.string),
  CompetenceIdentifier: nullable(t.number),
  DoRequireCompetenceLevelOrHigher: t.boolean,
  DoRequireExactCompetenceLevel: t.boolean,
  GenderIdPreferred: nullable(t.number),
  DoRequireCorrectGender: t.boolean,
  PreferredResourceLevel: nullable(t.number),
  PreferredResourceCustomer: nullable(t.string),
  NotesResource: nullable(t.string),
  AdditionalRequirements: nullable(t.string),
  CustomerReference: nullable(t.string),
  CustomerOrderNumber: nullable(t.string),
  SpecificTravelInstructions: nullable(t.string),
  PhoneNumberOrder: nullable(t.string),
  IsPerformedRemotely: t.boolean,
  IsDeviatingAddressPerforming: t.boolean,
  IsHomeAddress: t.boolean,
  AddressPerformingEffective: nullable(t.string),
  PostalAddressPerforming: nullable(
    t.type({ AddressRow1: t.string, CareOf: nullable(t.string), PostalCode: t.string, City: t.string }),
  ),
  Customer: t.type({ CustomerName: t.string }),
  RatingCustomer: nullable(t.number),
  RatingCustomerComment: nullable(t.string),
  CanBeRated: t.boolean,
  HasDeviation: t.boolean,
  CanBeUpdated: t.boolean,
  CanCancelOrder: t.boolean,
  /** A cancellation now would be charged (spec 3 §9: under 18 h on-site, 2 h remote). */
  IsLateCancellation: t.boolean,
  WorkAssignmentIdentifier: nullable(t.string),
  UnreadNotifications: t.array(t.type({ NotificationIdentifier: t.string, Headline: t.string, DatetimeSent: t.string })),
  NumberOfUnreadNotifications: t.number,
  Attachments: t.array(t.type({ AttachmentReference: t.string, AttachmentFilename: t.string, AttachmentContentType: t.string })),
  CustomerOrderAdditionalServices: t.array(
    t.type({
      AdditionalServiceIdentifier: t.string,
      MessageReceiver: nullable(t.string),
      SendHoursAfterBookingInsertOrChange: nullable(t.number),
      SendHoursBeforeBooking: nullable(t.number),
    }),
  ),
  Resource: nullable(
    t.type({
      ResourceFullName: t.string,
      ResourceNumber: t.string,
      ResourceGenderName: t.string,
      ResourceCompetenceLevelName: t.string,
      ResourcePhoneNumber: nullable(t.string),
      IsBasedOnSkillSubstitute: t.boolean,
    }),
  ),
  ContactPerson: nullable(
    t.type({
      ContactPersonIdentifier: nullable(t.string),
      ContactPersonName: t.string,
      ContactPersonFirstName: nullable(t.string),
      ContactPersonLastName: nullable(t.string),
      ContactPersonMobilePhoneNumber: nullable(t.string),
      ContactPersonEmail: nullable(t.string),
      ContactPersonDirectPhoneNumber: nullable(t.string),
    }),
  ),
  ContactPersonOrderer: nullable(
    t.type({
      ContactPersonOrdererIdentifier: nullable(t.string),
      ContactPersonOrdererName: t.string,
      ContactPersonOrdererDirectPhoneNumber: nullable(t.string),
      ContactPersonOrdererMobilePhoneNumber: nullable(t.string),
      ContactPersonOrdererEmail: nullable(t.string),
    }),
  ),
  MeetingDetails: nullable(
    t.type({
      DigitalMeetingPlatformName: nullable(t.string),
      DigitalMeetingPlatformIdentifier: nullable(t.string),
      MeetingPassCode: nullable(t.string),
      MeetingPhoneNumber: nullable(t.string),
      MeetingUrl: nullable(t.string),
      /** The text "True" or "False", as the CRM sends it (spec 2 §2). */
      DoRequireBankIdVerification: t.string,
    }),
  ),
});
export type OrderWire = t.TypeOf<typeof OrderWire>;

export const SearchOrders = endpoint({
  name: 'SearchOrders',
  method: 'POST',
  path: '/CRMCustomer/SearchOrders',
  authentication: 'token',
  summary: "The customer's orders overlapping a period, or by number, identifier or keywords; Orders null when none.",
  request: request(
    'SearchOrdersRequest',
    { Token },
    {
      DatetimeFrom: nullable(CrmDateTime),
      DatetimeTo: nullable(CrmDateTime),
      OrderNumber: nullable(Text(50)),
      Keywords: nullable(Text(300)),
      OrderIdentifier: nullable(Id),
    },
  ),
  response: t.type({ Orders: nullable(t.array(OrderWire)), Errors }),
});

export const CancelOrder = endpoint({
  name: 'CancelOrder',
  method: 'POST',
  path: '/CRMCustomer/CancelOrder',
  authentication: 'token',
  summary: 'Cancel an order with a reason; answers whether the cancellation is charged.',
  request: request('CancelOrderRequest', {
    Token,
    OrderIdentifier: Id,
    OrderCancellationReasonIdentifier: Id,
    CustomerOrderAdditionalServices: nullable(t.array(AdditionalServiceRequest)),
    IsPatientConsentGiven: t.boolean,
  }),
  response: t.type({ IsSuccess: t.boolean, IsLateCancellation: t.boolean, OrderNumber: nullable(t.string), Errors }),
});

export const RateOrder = endpoint({
  name: 'RateOrder',
  method: 'POST',
  path: '/CRMCustomer/RateOrder',
  authentication: 'token',
  summary: 'Rate a performed order 1–5, with a comment and, for 1–2, a reason.',
  request: request('RateOrderRequest', {
    Token,
    OrderIdentifier: Id,
    RatingCustomer: IntegerIn(1, 5),
    Comment: nullable(Text(1000)),
    ComplaintReasonDeliveryIdentifier: nullable(Id),
  }),
  response: t.type({ IsSuccess: t.boolean, Errors }),
});

/**
 * The consolidated status ids of the wire (spec 2 §4 names the statuses; the ids are this
 * contract's, documented in docs/api.md). Sub-status ids are positions in spec 2 §4's list, from 1.
 */
export const CONSOLIDATED_STATUS_IDS = { open: 1, booked: 2, performed: 3, cancelled: 4, rejected: 5, unknown: 6 } as const;
export type ConsolidatedStatusName = keyof typeof CONSOLIDATED_STATUS_IDS;

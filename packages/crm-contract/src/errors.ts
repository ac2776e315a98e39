import * as t from 'io-ts';

/**
 * The error catalogue of spec 3 §8, plus the 6000 range this project adds for answers the
 * catalogue lacks (docs/api.md). Keys are stable names; values are the wire codes.
 */
export const ErrorCode = {
  InvalidApiKey: 1001,
  InvalidResourceNumber: 1002,
  InvalidToken: 1003,
  InvalidCustomerNumber: 1004,
  DirectBookingSlotTaken: 1075,
  MandatoryFieldMissing: 2001,
  StringTooLong: 2002,
  InvalidDatetime: 2003,
  UnexpectedDataType: 2004,
  InvalidBase64: 2005,
  InvalidEmail: 2006,
  InvalidPhone: 2007,
  InvalidPostalCode: 2008,
  WorkAssignmentNotFound: 3001,
  ResourceRequestNotFound: 3002,
  AttachmentNotFound: 3003,
  RequestExpired: 3004,
  AlreadyAccepted: 3005,
  AlreadyDeclined: 3006,
  CannotUpdateTimeReport: 3007,
  ArticleNotFound: 3008,
  InvalidAvailability: 3009,
  CannotCancelAssignment: 3010,
  CannotUpdateExpenses: 3011,
  AlreadyCancelled: 3012,
  FileNotFound: 3013,
  InvalidResourceType: 3014,
  AlreadyComplete: 3015,
  CannotCompleteWithAnomalyType: 3016,
  InvalidCalendarSyncSource: 3017,
  CrmUnresponsive: 4001,
  BillingUnresponsive: 4002,
  OrderNotFound: 5001,
  CannotCancelOrder: 5100,
  OrderAlreadyCancelled: 5101,
  CancellationReasonNotFound: 5102,
  PostalCodeNotLinkedToCounty: 5200,
  InvalidService: 5201,
  InvalidSkill: 5202,
  InvalidPhoneFormat: 5203,
  OrdererMissing: 5204,
  ContactPersonMissing: 5205,
  OrdererFieldsMissing: 5206,
  ContactPersonFieldsMissing: 5207,
  MissingAttachmentInfo: 5208,
  MissingOrderGroupingFields: 5209,
  MissingOrdererPhone: 5210,
  MissingInterpretationContactPhone: 5211,
  MissingOrderOccasion: 5212,
  ContactPersonNotFound: 6001,
  DeviationNotFound: 6002,
  NotificationNotFound: 6003,
  SameDayCriticalChange: 6004,
  UnhandledCriticalError: 9999,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

/** The CRM's own wording of each code, as the mock answers it (the portal localises by code). */
export const errorMessages: Record<ErrorCodeValue, string> = {
  1001: 'Invalid API key',
  1002: 'Invalid resource number',
  1003: 'Invalid token',
  1004: 'Invalid customer number or password',
  1075: 'The time slot is no longer available',
  2001: 'Mandatory field missing',
  2002: 'String too long',
  2003: 'Invalid datetime',
  2004: 'Unexpected data type',
  2005: 'Invalid base64',
  2006: 'Invalid email',
  2007: 'Invalid phone',
  2008: 'Invalid postal code',
  3001: 'Work assignment not found',
  3002: 'Resource request not found',
  3003: 'Attachment not found',
  3004: 'Request expired',
  3005: 'Already accepted',
  3006: 'Already declined',
  3007: 'Cannot update time report',
  3008: 'Article not found',
  3009: 'Invalid availability',
  3010: 'Cannot cancel assignment',
  3011: 'Cannot update expenses',
  3012: 'Already cancelled',
  3013: 'File not found',
  3014: 'Invalid resource type',
  3015: 'Already complete',
  3016: 'Cannot complete with anomaly type',
  3017: 'Invalid calendar sync source',
  4001: 'CRM unresponsive',
  4002: 'Billing unresponsive',
  5001: 'Order not found',
  5100: 'Cannot cancel order',
  5101: 'Order already cancelled',
  5102: 'Cancellation reason not found',
  5200: 'Postal code not linked to a county',
  5201: 'Invalid service',
  5202: 'Invalid skill',
  5203: 'Invalid phone format',
  5204: 'Orderer missing',
  5205: 'Contact person upon interpretation missing',
  5206: 'Orderer fields missing',
  5207: 'Contact person upon interpretation fields missing',
  5208: 'Missing attachment info',
  5209: 'Missing order grouping fields',
  5210: 'Missing orderer phone',
  5211: 'Missing interpretation contact phone',
  5212: 'Missing order occasion',
  6001: 'Contact person not found',
  6002: 'Deviation not found',
  6003: 'Notification not found',
  6004: 'A critical change on the day of the assignment is not allowed',
  9999: 'Unhandled critical error',
};

export const isCatalogued = (code: number): code is ErrorCodeValue => code in errorMessages;

export const ErrorItem = t.type({ ErrorCode: t.number, ErrorMessage: t.string });
export type ErrorItem = t.TypeOf<typeof ErrorItem>;

/** Every answer carries Errors: null (or an empty list) on success. */
export const Errors = t.union([t.array(ErrorItem), t.null]);
export type Errors = t.TypeOf<typeof Errors>;

export const errorItem = (code: ErrorCodeValue, detail?: string): ErrorItem => ({
  ErrorCode: code,
  ErrorMessage: detail ? `${errorMessages[code]}: ${detail}` : errorMessages[code],
});

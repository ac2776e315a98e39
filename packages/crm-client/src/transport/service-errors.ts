import { ServiceErrorsRaised, type CataloguedErrorKind, type ServiceError } from '@tolk/core';
import { ErrorCode, isCatalogued, type ErrorCodeValue, type ErrorItem } from '@tolk/crm-contract';

/**
 * The one table from the wire's error codes to the domain's kinds (issue 11): every catalogued code
 * has a kind of its own, so the table also reads backwards (the error log names an error by the
 * CRM's code). A code outside the catalogue is `unknown` and keeps its number.
 */
export const KIND_OF_CODE: Readonly<Record<ErrorCodeValue, CataloguedErrorKind>> = {
  [ErrorCode.InvalidApiKey]: 'invalid-api-key',
  [ErrorCode.InvalidResourceNumber]: 'invalid-interpreter-login',
  [ErrorCode.InvalidToken]: 'session-expired',
  [ErrorCode.InvalidCustomerNumber]: 'invalid-customer-login',
  [ErrorCode.DirectBookingSlotTaken]: 'no-interpreter-free',
  [ErrorCode.MandatoryFieldMissing]: 'mandatory-field-missing',
  [ErrorCode.StringTooLong]: 'text-too-long',
  [ErrorCode.InvalidDatetime]: 'invalid-date-time',
  [ErrorCode.UnexpectedDataType]: 'unexpected-value',
  [ErrorCode.InvalidBase64]: 'unreadable-file',
  [ErrorCode.InvalidEmail]: 'invalid-email',
  [ErrorCode.InvalidPhone]: 'invalid-phone',
  [ErrorCode.InvalidPostalCode]: 'invalid-postal-code',
  [ErrorCode.WorkAssignmentNotFound]: 'assignment-not-found',
  [ErrorCode.ResourceRequestNotFound]: 'request-not-found',
  [ErrorCode.AttachmentNotFound]: 'attachment-not-found',
  [ErrorCode.RequestExpired]: 'request-expired',
  [ErrorCode.AlreadyAccepted]: 'request-already-accepted',
  [ErrorCode.AlreadyDeclined]: 'request-already-declined',
  [ErrorCode.CannotUpdateTimeReport]: 'time-report-not-accepted',
  [ErrorCode.ArticleNotFound]: 'article-not-found',
  [ErrorCode.InvalidAvailability]: 'invalid-availability',
  [ErrorCode.CannotCancelAssignment]: 'assignment-cannot-be-cancelled',
  [ErrorCode.CannotUpdateExpenses]: 'invalid-expense',
  [ErrorCode.AlreadyCancelled]: 'assignment-cancelled',
  [ErrorCode.FileNotFound]: 'invalid-file',
  [ErrorCode.InvalidResourceType]: 'invalid-interpreter-type',
  [ErrorCode.AlreadyComplete]: 'assignment-already-complete',
  [ErrorCode.CannotCompleteWithAnomalyType]: 'incompletion-reason-missing',
  [ErrorCode.InvalidCalendarSyncSource]: 'invalid-calendar-source',
  [ErrorCode.CrmUnresponsive]: 'booking-system-unresponsive',
  [ErrorCode.BillingUnresponsive]: 'billing-system-unresponsive',
  [ErrorCode.OrderNotFound]: 'order-not-found',
  [ErrorCode.CannotCancelOrder]: 'order-cannot-be-cancelled',
  [ErrorCode.OrderAlreadyCancelled]: 'order-already-cancelled',
  [ErrorCode.CancellationReasonNotFound]: 'cancellation-reason-not-found',
  [ErrorCode.PostalCodeNotLinkedToCounty]: 'postal-code-without-county',
  [ErrorCode.InvalidService]: 'invalid-service',
  [ErrorCode.InvalidSkill]: 'invalid-skill',
  [ErrorCode.InvalidPhoneFormat]: 'invalid-phone-format',
  [ErrorCode.OrdererMissing]: 'orderer-missing',
  [ErrorCode.ContactPersonMissing]: 'contact-person-missing',
  [ErrorCode.OrdererFieldsMissing]: 'orderer-incomplete',
  [ErrorCode.ContactPersonFieldsMissing]: 'contact-person-incomplete',
  [ErrorCode.MissingAttachmentInfo]: 'attachment-incomplete',
  [ErrorCode.MissingOrderGroupingFields]: 'order-group-incomplete',
  [ErrorCode.MissingOrdererPhone]: 'orderer-phone-missing',
  [ErrorCode.MissingInterpretationContactPhone]: 'contact-person-phone-missing',
  [ErrorCode.MissingOrderOccasion]: 'order-occasion-missing',
  [ErrorCode.ContactPersonNotFound]: 'contact-person-not-found',
  [ErrorCode.DeviationNotFound]: 'deviation-not-found',
  [ErrorCode.NotificationNotFound]: 'notification-not-found',
  [ErrorCode.SameDayCriticalChange]: 'same-day-critical-change',
  [ErrorCode.OrderCannotBeUpdated]: 'order-cannot-be-updated',
  [ErrorCode.OrderCannotBeRated]: 'order-cannot-be-rated',
  [ErrorCode.InvalidMeetingUrl]: 'invalid-meeting-url',
  [ErrorCode.ComplaintReasonNotFound]: 'complaint-reason-not-found',
  [ErrorCode.TimeReportNotReceived]: 'time-report-not-received',
  [ErrorCode.DirectBookingNotAllowed]: 'direct-booking-not-allowed',
  [ErrorCode.DirectBookingClosed]: 'direct-booking-closed',
  [ErrorCode.DirectBookingTooFarAhead]: 'direct-booking-too-far-ahead',
  [ErrorCode.KpiReportsNotAllowed]: 'kpi-reports-not-allowed',
  [ErrorCode.UnknownReportSource]: 'unknown-report-source',
  [ErrorCode.UnknownReportColumn]: 'unknown-report-column',
  [ErrorCode.ResetLinkInvalid]: 'reset-link-invalid',
  [ErrorCode.ResetLinkAlreadyUsed]: 'reset-link-already-used',
  [ErrorCode.ResetLinkExpired]: 'reset-link-expired',
  [ErrorCode.CustomerUserNotFound]: 'portal-user-not-found',
  [ErrorCode.CustomerUserEmailTaken]: 'portal-user-email-taken',
  [ErrorCode.LastAdministrator]: 'last-administrator',
  [ErrorCode.NoSession]: 'no-session',
  [ErrorCode.ReloginFailed]: 'relogin-failed',
  [ErrorCode.TooManyRequests]: 'too-many-requests',
  [ErrorCode.LoginLocked]: 'login-locked',
  [ErrorCode.PathNotAllowed]: 'path-not-allowed',
  [ErrorCode.UnsupportedContentType]: 'unsupported-content-type',
  [ErrorCode.BodyTooLarge]: 'request-too-large',
  [ErrorCode.UnknownCall]: 'unknown-call',
  [ErrorCode.RecipientNotAllowed]: 'recipient-not-allowed',
  [ErrorCode.SearchPeriodTooLong]: 'search-period-too-long',
  [ErrorCode.InterpreterLinkInvalid]: 'login-link-invalid',
  [ErrorCode.InterpreterLinkAlreadyUsed]: 'login-link-already-used',
  [ErrorCode.InterpreterLinkExpired]: 'login-link-expired',
  [ErrorCode.ActionNotOffered]: 'action-not-offered',
  [ErrorCode.RenewalKeyInvalid]: 'interpreter-login-expired',
  [ErrorCode.UnhandledCriticalError]: 'unexpected-error',
};

const CODE_OF_KIND = new Map<CataloguedErrorKind, number>(
  Object.entries(KIND_OF_CODE).map(([code, kind]) => [kind, Number(code)]),
);

/** One error of an answer as the domain sees it. */
export function serviceErrorOf(code: number, message: string): ServiceError {
  return isCatalogued(code) ? { kind: KIND_OF_CODE[code], message } : { kind: 'unknown', code, message };
}

/** The CRM's code of an error, for the error log. */
export const codeOf = (error: ServiceError): number =>
  error.kind === 'unknown' ? error.code : (CODE_OF_KIND.get(error.kind) ?? Number.NaN);

/** Errors as the error log sends them (spec 3 §7): the CRM's code and text, and the kind they were read as. */
export const loggedErrors = (errors: readonly ServiceError[]) =>
  errors.map((error) => ({ code: codeOf(error), kind: error.kind, message: error.message }));

/** A failure as the error log's text: a refusal names its errors by the CRM's codes, as the log always has. */
export const logText = (error: unknown): string =>
  error instanceof ServiceErrorsRaised
    ? `${error.name}: ${error.path}: ${error.errors.map((e) => `${codeOf(e)} ${e.message}`).join('; ')}`
    : String(error);

/** The Errors list of an answer (a call's, or the gateway's session routes'), in the domain's terms. */
export function serviceErrorsIn(body: unknown): ServiceError[] {
  if (typeof body !== 'object' || body === null) return [];
  const list = (body as { Errors?: unknown }).Errors;
  if (!Array.isArray(list)) return [];
  return list
    .filter((e): e is ErrorItem => typeof e === 'object' && e !== null && typeof (e as ErrorItem).ErrorCode === 'number')
    .map((e) => serviceErrorOf(e.ErrorCode, String(e.ErrorMessage ?? '')));
}

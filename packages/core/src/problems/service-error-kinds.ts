/**
 * What the CRM (or the gateway in front of it) said went wrong, named by the domain: one kind per
 * error of the catalogue (spec 3 §8, docs/api.md). The portals react to kinds and word them; which
 * number the wire uses for each is crm-client's business (its table is tested to be one-to-one).
 */
export const SERVICE_ERROR_KINDS = [
  // Access and sessions.
  'invalid-api-key',
  'invalid-interpreter-login',
  'session-expired',
  'invalid-customer-login',
  'no-interpreter-free',
  // A value of the request.
  'mandatory-field-missing',
  'text-too-long',
  'invalid-date-time',
  'unexpected-value',
  'unreadable-file',
  'invalid-email',
  'invalid-phone',
  'invalid-postal-code',
  // The interpreter's assignments, requests and time reports.
  'assignment-not-found',
  'request-not-found',
  'attachment-not-found',
  'request-expired',
  'request-already-accepted',
  'request-already-declined',
  'time-report-not-accepted',
  'article-not-found',
  'invalid-availability',
  'assignment-cannot-be-cancelled',
  'invalid-expense',
  'assignment-cancelled',
  'invalid-file',
  'invalid-interpreter-type',
  'assignment-already-complete',
  'incompletion-reason-missing',
  'invalid-calendar-source',
  // The systems behind the CRM.
  'booking-system-unresponsive',
  'billing-system-unresponsive',
  // Orders.
  'order-not-found',
  'order-cannot-be-cancelled',
  'order-already-cancelled',
  'cancellation-reason-not-found',
  'postal-code-without-county',
  'invalid-service',
  'invalid-skill',
  'invalid-phone-format',
  'orderer-missing',
  'contact-person-missing',
  'orderer-incomplete',
  'contact-person-incomplete',
  'attachment-incomplete',
  'order-group-incomplete',
  'orderer-phone-missing',
  'contact-person-phone-missing',
  'order-occasion-missing',
  // Following orders.
  'contact-person-not-found',
  'deviation-not-found',
  'notification-not-found',
  'same-day-critical-change',
  'order-cannot-be-updated',
  'order-cannot-be-rated',
  'invalid-meeting-url',
  'complaint-reason-not-found',
  'time-report-not-received',
  // Direct booking ("Boka nu").
  'direct-booking-not-allowed',
  'direct-booking-closed',
  'direct-booking-too-far-ahead',
  // Reporting.
  'kpi-reports-not-allowed',
  'unknown-report-source',
  'unknown-report-column',
  // Password-reset links.
  'reset-link-invalid',
  'reset-link-already-used',
  'reset-link-expired',
  // The customer's portal users.
  'portal-user-not-found',
  'portal-user-email-taken',
  'last-administrator',
  // The gateway's own answers and the login lockout.
  'no-session',
  'relogin-failed',
  'too-many-requests',
  'login-locked',
  'path-not-allowed',
  'unsupported-content-type',
  'request-too-large',
  'unknown-call',
  'recipient-not-allowed',
  'search-period-too-long',
  // The interpreter's login links, status actions and renewal.
  'login-link-invalid',
  'login-link-already-used',
  'login-link-expired',
  'action-not-offered',
  'interpreter-login-expired',
  // A bug or an unforeseen failure on the CRM's side.
  'unexpected-error',
] as const;

/** An error of the catalogue. */
export type CataloguedErrorKind = (typeof SERVICE_ERROR_KINDS)[number];

/** Any error the CRM can answer: a catalogued one, or `unknown` for a code outside the catalogue. */
export type ServiceErrorKind = CataloguedErrorKind | 'unknown';

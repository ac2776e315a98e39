/** The mail service's path behind the gateway's `/crm` prefix (spec 2 §7). */
export const SEND_MAIL_PATH = '/api/v1/send-mail';

/** Where a general complaint goes unless PROVIDER_COMPLAINT_EMAIL says otherwise. */
export const DEFAULT_PROVIDER_COMPLAINT_EMAIL = 'kvalitet@tolkportal.example';

/**
 * The portal sends general complaints through the mail service (spec 2 §2) and never names a
 * recipient: the gateway addresses every mail a browser sends to the provider's complaint
 * address, and drops any `to` the browser put there, so the page cannot use the service to mail
 * anyone else (docs/decisions.md, issue 13).
 */
export function addressedToProvider(body: unknown, complaintEmail: string): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return { ...body, to: complaintEmail };
}

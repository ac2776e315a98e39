import { allEndpoints, type Endpoint } from '@tolk/crm-contract';

export const CRM_PREFIX = '/crm';
/** The reporting API (spec 3 §7): GET calls under this prefix, one per report source. */
export const REPORT_DATA_PATH = '/api/v1/reportData/';
/**
 * The external interpreter report (spec 3 §2): the page GetLoginLinkExternalReport links to, opened
 * in a new tab. Its one-time ticket is its authority, so it is public like the other ticket doors.
 */
export const EXTERNAL_REPORT_PAGE = '/external-report';

/** A call the gateway forwards: a contract endpoint, a reporting source, or the external report page. */
export type CrmCall = Endpoint | 'report-data' | 'external-report';

const byPath = new Map<string, Endpoint>(allEndpoints.map((endpoint) => [endpoint.path, endpoint]));

/**
 * The CRM path of a `/crm/…` URL, or why it is refused: dot segments, encoded dots, slashes or
 * backslashes and empty segments never reach the CRM (its URL parser would resolve them to another
 * call than the one the gateway judged). The query is kept as it came.
 */
export function crmPathOf(url: string): { path: string; query: string } | 'not-allowed' {
  const [rawPath = '', ...rest] = url.slice(CRM_PREFIX.length).split('?');
  if (!rawPath.startsWith('/')) return 'not-allowed';
  if (/%(2e|2f|5c|00)/i.test(rawPath) || rawPath.includes('\\') || rawPath.includes('//')) return 'not-allowed';
  if (rawPath.split('/').some((segment) => segment === '.' || segment === '..')) return 'not-allowed';
  return { path: rawPath, query: rest.length > 0 ? `?${rest.join('?')}` : '' };
}

/** The contract's call at a path (the reporting API's sources share one entry), or null for an unknown path. */
export function callAt(path: string, method: string): CrmCall | null {
  if (path.startsWith(REPORT_DATA_PATH) && method === 'GET') return 'report-data';
  if (path === EXTERNAL_REPORT_PAGE && method === 'GET') return 'external-report';
  const endpoint = byPath.get(path);
  return endpoint && endpoint.method === method ? endpoint : null;
}

/** How a public call is limited: with the credential calls' limit, or the other public calls'. */
export type PublicKind = 'credentials' | 'public';

/**
 * The calls made without a session (docs/api.md, "The gateway"): the login, the password-reset
 * request and the mailed link's new password (limited like logins), and SendLog, which reports
 * failures before login too. Every other call needs a session (or, for scripts, a live Token).
 */
export const PUBLIC_CALLS: ReadonlyMap<string, PublicKind> = new Map([
  ['/CRMCustomer/ValidateCustomerPassword', 'credentials'],
  ['/CRMCustomer/RequestPasswordReset', 'credentials'],
  ['/CRMCustomer/SetCustomerPasswordWithResetToken', 'credentials'],
  ['/LogService/SendLog', 'public'],
  [EXTERNAL_REPORT_PAGE, 'public'],
]);

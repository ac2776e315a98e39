/** The call that answers the link to the external interpreter report (spec 3 §2, §7). */
export const EXTERNAL_REPORT_LINK_PATH = '/CRMCustomer/GetLoginLinkExternalReport';

/**
 * The link GetLoginLinkExternalReport answers points at the CRM's own address, which the user's
 * browser may not reach (the mock listens on the gateway's host only). A link to the CRM is turned
 * into the same path under the gateway's `/crm` prefix, relative, so that it opens wherever the
 * portal was opened; a link elsewhere, or an answer that is not the expected JSON, passes unchanged.
 */
export function externalReportLinkThroughGateway(body: Buffer, crmUrl: string, prefix: string): Buffer {
  let answer: unknown;
  try {
    answer = JSON.parse(body.toString('utf8'));
  } catch {
    return body;
  }
  if (typeof answer !== 'object' || answer === null) return body;
  const link = (answer as { GetLoginLinkExternalReportUrl?: unknown }).GetLoginLinkExternalReportUrl;
  if (typeof link !== 'string') return body;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return body;
  }
  if (url.origin !== new URL(crmUrl).origin) return body;
  const rewritten = { ...answer, GetLoginLinkExternalReportUrl: `${prefix}${url.pathname}${url.search}` };
  return Buffer.from(JSON.stringify(rewritten), 'utf8');
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_PROVIDER_COMPLAINT_EMAIL, SEND_MAIL_PATH, addressedToProvider } from './complaint-mail.js';
import type { GatewayConfig } from './config.js';
import { EXTERNAL_REPORT_LINK_PATH, externalReportLinkThroughGateway } from './external-report-link.js';

export const CRM_PREFIX = '/crm';
const LOGIN_PATH = `${CRM_PREFIX}/CRMCustomer/ValidateCustomerPassword`;
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'content-disposition', 'cache-control'];
/** The reporting API (spec 3 §7): it names its customer in a header the CRM trusts. */
const REPORT_DATA_PATH = '/api/v1/reportData/';
const GET_CUSTOMER_PATH = '/CRMCustomer/GetCustomer';
/** The CRM's code for an unknown or expired token: the portal logs in again once and repeats the call. */
const INVALID_TOKEN = { ErrorCode: 1003, ErrorMessage: 'Invalid token' };

type CustomerOfToken = { readonly customerNumber: string } | { readonly errors: unknown[]; readonly status: number };

/**
 * Forwards `/crm/*` to the configured CRM. JSON bodies get the ApiKey added and every request the
 * ApiKey header, here on the server, so the key is in neither the bundle nor the browser's traffic.
 */
export async function crmProxy(app: FastifyInstance, options: { config: GatewayConfig }): Promise<void> {
  const { config } = options;

  /**
   * The customer number of the session the browser's token belongs to, as the CRM itself says
   * (GetCustomer with that token), asked anew for every reporting call: the CRM decides whether the
   * token is still valid, nothing is remembered here (docs/decisions.md, "The reporting API's
   * customer"). The CRM's refusal (1003 for an unknown or expired token) comes back as errors.
   */
  const customerOfToken = async (token: string | undefined): Promise<CustomerOfToken> => {
    if (!token) return { errors: [INVALID_TOKEN], status: 200 };
    const answer = await fetch(`${config.crmUrl}${GET_CUSTOMER_PATH}`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', ApiKey: config.crmApiKey },
      body: JSON.stringify({ Token: token, ApiKey: config.crmApiKey }),
      signal: AbortSignal.timeout(config.crmTimeoutMs),
    });
    const json = (await answer.json().catch(() => null)) as {
      CustomerInformation?: { CustomerNumber?: unknown } | null;
      Errors?: unknown;
    } | null;
    if (Array.isArray(json?.Errors) && json.Errors.length > 0) return { errors: json.Errors, status: answer.status };
    // A value a header can carry: visible ASCII and inner spaces, at most 300 characters.
    const customerNumber = json?.CustomerInformation?.CustomerNumber;
    if (
      !answer.ok ||
      typeof customerNumber !== 'string' ||
      !/^[\x21-\x7e]([\x20-\x7e]{0,298}[\x21-\x7e])?$/.test(customerNumber)
    ) {
      throw new Error(`GetCustomer answered HTTP ${answer.status} without a customer number`);
    }
    return { customerNumber };
  };

  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.slice(CRM_PREFIX.length) || '/';
    const body =
      request.method === 'GET' || request.method === 'HEAD'
        ? undefined
        : JSON.stringify(
            withApiKey(
              path === SEND_MAIL_PATH
                ? addressedToProvider(request.body, config.providerComplaintEmail ?? DEFAULT_PROVIDER_COMPLAINT_EMAIL)
                : request.body,
              config.crmApiKey,
            ),
          );
    const token = typeof request.headers.token === 'string' ? request.headers.token : undefined;
    try {
      // The reporting API trusts its customerNumber header: it is set here from the session's
      // token, never taken from the browser (whose own header is not passed on at all).
      let customerNumber: string | undefined;
      if (path.startsWith(REPORT_DATA_PATH)) {
        const customer = await customerOfToken(token);
        if ('errors' in customer) {
          reply.header('cache-control', 'no-store');
          return reply.code(customer.status).send({ Rows: null, Agreements: null, Errors: customer.errors });
        }
        customerNumber = customer.customerNumber;
      }
      const answer = await fetch(`${config.crmUrl}${path}`, {
        method: request.method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ApiKey: config.crmApiKey,
          // The user's own session token (CustomerStatistics reads it from a header).
          ...(token === undefined ? {} : { Token: token }),
          ...(customerNumber === undefined ? {} : { customerNumber }),
        },
        body,
        signal: AbortSignal.timeout(config.crmTimeoutMs),
      });
      for (const header of FORWARDED_RESPONSE_HEADERS) {
        const value = answer.headers.get(header);
        if (value) reply.header(header, value);
      }
      reply.header('cache-control', 'no-store');
      const answered = Buffer.from(await answer.arrayBuffer());
      return reply
        .code(answer.status)
        .send(
          path === EXTERNAL_REPORT_LINK_PATH ? externalReportLinkThroughGateway(answered, config.crmUrl, CRM_PREFIX) : answered,
        );
    } catch (error) {
      request.log.error({ err: error, path }, 'CRM unreachable');
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return reply.code(timedOut ? 504 : 502).send({ error: timedOut ? 'CRM timed out' : 'CRM unreachable' });
    }
  };

  // The login call has its own route so that it alone is rate limited.
  app.post(LOGIN_PATH, {
    config: { rateLimit: { max: config.loginRateLimit.max, timeWindow: config.loginRateLimit.timeWindowMs } },
    handler: forward,
  });
  app.all(`${CRM_PREFIX}/*`, forward);
}

function withApiKey(body: unknown, apiKey: string): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return { ...body, ApiKey: apiKey };
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from './config.js';

export const CRM_PREFIX = '/crm';
const LOGIN_PATH = `${CRM_PREFIX}/CRMCustomer/ValidateCustomerPassword`;
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'content-disposition', 'cache-control'];

/**
 * Forwards `/crm/*` to the configured CRM. JSON bodies get the ApiKey added and every request the
 * ApiKey header, here on the server, so the key is in neither the bundle nor the browser's traffic.
 */
export async function crmProxy(app: FastifyInstance, options: { config: GatewayConfig }): Promise<void> {
  const { config } = options;

  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.slice(CRM_PREFIX.length) || '/';
    const body =
      request.method === 'GET' || request.method === 'HEAD'
        ? undefined
        : JSON.stringify(withApiKey(request.body, config.crmApiKey));
    try {
      const answer = await fetch(`${config.crmUrl}${path}`, {
        method: request.method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ApiKey: config.crmApiKey,
          // The user's own session token (CustomerStatistics reads it from a header). The reporting
          // API's customerNumber header is deliberately not passed on: the CRM trusts it, so the
          // gateway must derive it from the session, never take it from the browser.
          ...(typeof request.headers.token === 'string' ? { Token: request.headers.token } : {}),
        },
        body,
        signal: AbortSignal.timeout(config.crmTimeoutMs),
      });
      for (const header of FORWARDED_RESPONSE_HEADERS) {
        const value = answer.headers.get(header);
        if (value) reply.header(header, value);
      }
      reply.header('cache-control', 'no-store');
      return reply.code(answer.status).send(Buffer.from(await answer.arrayBuffer()));
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

import type { FastifyInstance, FastifyReply } from 'fastify';
import type * as t from 'io-ts';
import { ErrorCode, decodeWithCodes, errorItem, type Endpoint, type ErrorItem, type WireResponse } from '@tolk/crm-contract';
import type { CustomerRow } from '../store/customers.js';

export interface CallContext {
  readonly app: FastifyInstance;
  /** The token's customer, for token calls; every query is scoped to it. */
  readonly customer: CustomerRow | null;
}

/** What a handler answers: the response without Errors (added here), or catalogued errors. */
export type Handled<E extends Endpoint> = Omit<WireResponse<E>, 'Errors'> | { readonly errors: readonly ErrorItem[] };

export const refuse = (...errors: ErrorItem[]) => ({ errors });

/**
 * Registers one CRM call the way the real service behaves: POST JSON, the body decoded with the
 * contract's codec (failures answer the catalogued codes), the ApiKey or Token checked, and the
 * answer checked against the contract before it leaves. Expected refusals are `Errors` with
 * HTTP 200, as the CRM answers them.
 */
export function crmRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  emptyAnswer: Omit<WireResponse<E>, 'Errors'>,
  handler: (request: t.TypeOf<E['request']>, context: CallContext) => Handled<E> | Promise<Handled<E>>,
): void {
  const answerWith = (reply: FastifyReply, errors: readonly ErrorItem[], status = 200) =>
    reply.code(status).send({ ...emptyAnswer, Errors: errors });

  app.post(endpoint.path, async (request, reply) => {
    // Injected faults (faults/faults.ts): the latency, then a 4001/4002 or 503 answer when one is due.
    const fault = await app.faults.beforeCall(endpoint.path);
    if (fault) return answerWith(reply, [fault.error], fault.status);

    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return answerWith(reply, [errorItem(ErrorCode.UnexpectedDataType, 'the body must be a JSON object')]);
    }
    if (endpoint.authentication === 'api-key' && (body as { ApiKey?: unknown }).ApiKey !== app.config.apiKey) {
      return answerWith(reply, [errorItem(ErrorCode.InvalidApiKey)]);
    }
    let customer: CustomerRow | null = null;
    if (endpoint.authentication === 'token') {
      const token = (body as { Token?: unknown }).Token;
      const customerId = typeof token === 'string' ? app.sessions.customerOf(token, app.clock.now()) : null;
      customer = customerId ? (app.customers.byId(customerId) ?? null) : null;
      if (!customer) return answerWith(reply, [errorItem(ErrorCode.InvalidToken)]);
    }
    const decoded = decodeWithCodes(endpoint.request, body);
    if (!decoded.ok) return answerWith(reply, decoded.errors);

    const handled = await handler(decoded.value, { app, customer });
    if ('errors' in handled) return answerWith(reply, handled.errors);
    const answer = { ...handled, Errors: null };
    const checked = decodeWithCodes(endpoint.response, answer);
    if (!checked.ok) {
      request.log.error({ errors: checked.errors }, `${endpoint.name}: answer breaks the contract`);
      return answerWith(reply, [errorItem(ErrorCode.UnhandledCriticalError)], 500);
    }
    return reply.send(answer);
  });
}

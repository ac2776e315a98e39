import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as t from 'io-ts';
import { ErrorCode, decodeWithCodes, errorItem, type Endpoint, type ErrorItem, type WireResponse } from '@tolk/crm-contract';
import type { AnswerChecks } from '../config.js';
import type { CustomerRow } from '../store/customers.js';

export interface CallContext {
  readonly app: FastifyInstance;
  /** The token's customer, for token calls; every query is scoped to it. */
  readonly customer: CustomerRow | null;
  /** The token's interpreter, for interpreter-token calls (issue 15); every query is scoped to it. */
  readonly interpreterId: string | null;
  /**
   * Who is asking: the client address the gateway names (X-Forwarded-For on a call with the right
   * ApiKey header: the gateway's own), else the connection's.
   */
  readonly address: string;
}

export function callerAddress(app: FastifyInstance, request: FastifyRequest): string {
  const forwarded = request.headers['x-forwarded-for'];
  if (typeof forwarded === 'string' && forwarded.trim() !== '' && request.headers.apikey === app.config.apiKey) {
    return forwarded.split(',')[0]!.trim();
  }
  return request.ip;
}

/** An answer already in its wire form, `Errors` included: JSON bytes kept from an earlier call. */
export interface Serialized {
  readonly serialized: Buffer;
}

/**
 * What a handler answers: the response without Errors (added here), catalogued errors, or the
 * whole answer already serialized (SearchOrders keeps its answers, orders/search-answers.ts).
 */
export type Handled<E extends Endpoint> =
  Omit<WireResponse<E>, 'Errors'> | { readonly errors: readonly ErrorItem[] } | Serialized;

export const refuse = (...errors: ErrorItem[]) => ({ errors });
export const serialized = (json: Buffer): Serialized => ({ serialized: json });

/** With `sampled` checks, one answer in this many is checked, besides each call's first. */
export const ANSWER_CHECK_SAMPLE = 100;

/** Whether the next answer of one call is to be checked against the contract. */
function answerSampler(checks: AnswerChecks): () => boolean {
  let answers = 0;
  return () => checks === 'all' || answers++ % ANSWER_CHECK_SAMPLE === 0;
}

/**
 * Sends a handler's answer as the CRM does: refusals as `Errors` with HTTP 200; a success with
 * `Errors: null`, checked against the contract's codec when `check` says so (an answer that breaks
 * it is a bug: HTTP 500 with 9999, logged).
 */
export function answerSender<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  emptyAnswer: Omit<WireResponse<E>, 'Errors'>,
): {
  refuse: (reply: FastifyReply, errors: readonly ErrorItem[], status?: number) => FastifyReply;
  send: (request: FastifyRequest, reply: FastifyReply, handled: Handled<E>) => FastifyReply;
} {
  const check = answerSampler(app.config.checkAnswers);
  const refuse = (reply: FastifyReply, errors: readonly ErrorItem[], status = 200) =>
    reply.code(status).send({ ...emptyAnswer, Errors: errors });
  const send = (request: FastifyRequest, reply: FastifyReply, handled: Handled<E>) => {
    if ('errors' in handled) return refuse(reply, handled.errors);
    const answer = 'serialized' in handled ? handled.serialized : { ...handled, Errors: null };
    if (check()) {
      const checked = decodeWithCodes(endpoint.response, Buffer.isBuffer(answer) ? JSON.parse(answer.toString('utf8')) : answer);
      if (!checked.ok) {
        request.log.error({ errors: checked.errors }, `${endpoint.name}: answer breaks the contract`);
        return refuse(reply, [errorItem(ErrorCode.UnhandledCriticalError)], 500);
      }
    }
    return Buffer.isBuffer(answer) ? reply.type('application/json; charset=utf-8').send(answer) : reply.send(answer);
  };
  return { refuse, send };
}

/**
 * Registers one CRM call the way the real service behaves: POST JSON, the body decoded with the
 * contract's codec (failures answer the catalogued codes), the ApiKey or Token checked, and the
 * answer checked against the contract before it leaves (every answer in tests, a sample otherwise:
 * `checkAnswers` in config.ts). Expected refusals are `Errors` with HTTP 200, as the CRM answers them.
 */
export function crmRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  emptyAnswer: Omit<WireResponse<E>, 'Errors'>,
  handler: (request: t.TypeOf<E['request']>, context: CallContext) => Handled<E> | Promise<Handled<E>>,
): void {
  const answers = answerSender(app, endpoint, emptyAnswer);

  app.post(endpoint.path, async (request, reply) => {
    // Injected faults (faults/faults.ts): the latency, then a 4001/4002 or 503 answer when one is due.
    const fault = await app.faults.beforeCall(endpoint.path);
    if (fault) return answers.refuse(reply, [fault.error], fault.status);

    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return answers.refuse(reply, [errorItem(ErrorCode.UnexpectedDataType, 'the body must be a JSON object')]);
    }
    if (endpoint.authentication === 'api-key' && (body as { ApiKey?: unknown }).ApiKey !== app.config.apiKey) {
      return answers.refuse(reply, [errorItem(ErrorCode.InvalidApiKey)]);
    }
    let customer: CustomerRow | null = null;
    if (endpoint.authentication === 'token') {
      const token = (body as { Token?: unknown }).Token;
      const customerId = typeof token === 'string' ? app.sessions.customerOf(token, app.clock.nowMs()) : null;
      customer = customerId ? (app.customers.byId(customerId) ?? null) : null;
      if (!customer) return answers.refuse(reply, [errorItem(ErrorCode.InvalidToken)]);
    }
    let interpreterId: string | null = null;
    if (endpoint.authentication === 'interpreter-token') {
      // An interpreter's token only: a customer's is as unknown here as an interpreter's is to customer calls.
      const token = (body as { Token?: unknown }).Token;
      interpreterId = typeof token === 'string' ? app.interpreterSessions.interpreterOf(token, app.clock.nowMs()) : null;
      if (!interpreterId) return answers.refuse(reply, [errorItem(ErrorCode.InvalidToken)]);
    }
    const decoded = decodeWithCodes(endpoint.request, body);
    if (!decoded.ok) return answers.refuse(reply, decoded.errors);

    const context = { app, customer, interpreterId, address: callerAddress(app, request) };
    return answers.send(request, reply, await handler(decoded.value, context));
  });
}

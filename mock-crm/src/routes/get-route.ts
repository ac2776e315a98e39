import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as t from 'io-ts';
import {
  ErrorCode,
  REPORTING_HEADERS,
  decodeWithCodes,
  errorItem,
  type Endpoint,
  type ErrorItem,
  type WireResponse,
} from '@tolk/crm-contract';
import type { CustomerRow } from '../store/customers.js';
import { answerSender, callerAddress, type CallContext, type Handled } from './crm-route.js';

/** One header's value, when it is sent once. */
function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' ? value : null;
}

/**
 * Who makes a GET call, from its headers: a token call carries the session token in `Token`; an
 * api-key call (the reporting API) carries the `ApiKey` the gateway adds and names its customer
 * in `customerNumber`, which the gateway is trusted to pass (docs/api.md, "Reporting").
 */
function caller(
  app: FastifyInstance,
  endpoint: Endpoint,
  request: FastifyRequest,
  customerByNumber: (number: string) => CustomerRow | undefined,
): { customer: CustomerRow } | { error: ErrorItem } {
  if (endpoint.authentication === 'token') {
    const token = header(request, REPORTING_HEADERS.token);
    const customerId = token ? app.sessions.customerOf(token, app.clock.nowMs()) : null;
    const customer = customerId ? app.customers.byId(customerId) : undefined;
    return customer ? { customer } : { error: errorItem(ErrorCode.InvalidToken) };
  }
  if (header(request, REPORTING_HEADERS.apiKey) !== app.config.apiKey) return { error: errorItem(ErrorCode.InvalidApiKey) };
  const number = header(request, REPORTING_HEADERS.customerNumber)?.trim();
  if (!number) return { error: errorItem(ErrorCode.MandatoryFieldMissing, REPORTING_HEADERS.customerNumber) };
  const customer = customerByNumber(number);
  return customer ? { customer } : { error: errorItem(ErrorCode.InvalidCustomerNumber, REPORTING_HEADERS.customerNumber) };
}

/**
 * `crmRoute` for the GET calls (CustomerStatistics, the reporting API): the query decoded with
 * the contract's codec (failures answer the catalogued codes), the caller identified from the
 * headers, the generic faults applied, the answer checked against the contract. Refusals are
 * `Errors` with HTTP 200, as for the POST calls.
 */
export function crmGetRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  emptyAnswer: Omit<WireResponse<E>, 'Errors'>,
  handler: (
    query: t.TypeOf<E['request']>,
    context: CallContext & { readonly customer: CustomerRow },
  ) => Handled<E> | Promise<Handled<E>>,
): void {
  const answers = answerSender(app, endpoint, emptyAnswer);

  const byNumber = app.db.prepare('SELECT * FROM customers WHERE number = ?');
  const customerByNumber = (number: string) => byNumber.get(number) as CustomerRow | undefined;

  app.get(endpoint.path, async (request, reply) => {
    const fault = await app.faults.beforeCall(endpoint.path);
    if (fault) return answers.refuse(reply, [fault.error], fault.status);

    const who = caller(app, endpoint, request, customerByNumber);
    if ('error' in who) return answers.refuse(reply, [who.error]);
    const decoded = decodeWithCodes(endpoint.request, request.query ?? {});
    if (!decoded.ok) return answers.refuse(reply, decoded.errors);

    return answers.send(
      request,
      reply,
      await handler(decoded.value, { app, customer: who.customer, interpreterId: null, address: callerAddress(app, request) }),
    );
  });
}

import type { GatewayConfig } from './config.js';

/** One CRM answer as the gateway needs it: status, the headers passed on, the bytes. */
export interface CrmAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: Buffer;
}

/** A call to the CRM with the ApiKey header (and body field, added by the caller); the timeout of the config. */
export async function callCrm(
  config: GatewayConfig,
  pathAndQuery: string,
  init: { method: string; body?: string; headers?: Record<string, string> },
): Promise<CrmAnswer> {
  const answer = await fetch(`${config.crmUrl}${pathAndQuery}`, {
    method: init.method,
    headers: {
      accept: 'application/json',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ApiKey: config.crmApiKey,
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: init.body }),
    signal: AbortSignal.timeout(config.crmTimeoutMs),
  });
  return { status: answer.status, headers: answer.headers, body: Buffer.from(await answer.arrayBuffer()) };
}

/** The catalogue errors of an answer ([] when none or not JSON). */
export function errorsOf(body: Buffer): { ErrorCode: number; ErrorMessage: string }[] {
  try {
    const json = JSON.parse(body.toString('utf8')) as { Errors?: unknown };
    return Array.isArray(json?.Errors) ? (json.Errors as { ErrorCode: number; ErrorMessage: string }[]) : [];
  } catch {
    return [];
  }
}

/** Whether an answer carries the CRM's 1003 (an unknown or expired token), looked at cheaply first. */
export const saysInvalidToken = (body: Buffer): boolean =>
  body.includes('1003') && errorsOf(body).some((error) => error.ErrorCode === 1003);

export const withFields = (body: unknown, fields: Record<string, unknown>): unknown =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body, ...fields } : body;

/** A login with the CRM: the token, or its refusal as it answered it. */
export async function crmLogin(
  config: GatewayConfig,
  customerNumber: string,
  passwordHash: string,
  /** The client's address: the CRM's lockout counts failures per number and address. */
  address: string,
): Promise<{ token: string } | { status: number; errors: { ErrorCode: number; ErrorMessage: string }[] }> {
  const answer = await callCrm(config, '/CRMCustomer/ValidateCustomerPassword', {
    method: 'POST',
    body: JSON.stringify({ CustomerNumber: customerNumber, PasswordHash: passwordHash, ApiKey: config.crmApiKey }),
    headers: { 'x-forwarded-for': address },
  });
  let token: unknown = null;
  try {
    token = (JSON.parse(answer.body.toString('utf8')) as { Token?: unknown }).Token;
  } catch {
    // Not JSON: no token, and the errors below are empty.
  }
  if (typeof token === 'string' && token !== '') return { token };
  return { status: answer.status, errors: errorsOf(answer.body) };
}

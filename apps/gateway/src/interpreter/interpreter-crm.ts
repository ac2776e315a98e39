import type { GatewayConfig } from '../config.js';
import { callCrm, errorsOf } from '../crm-call.js';

type CrmErrors = { ErrorCode: number; ErrorMessage: string }[];
export type CrmRefusal = { readonly status: number; readonly errors: CrmErrors };

/** An api-key call of the interpreter side, its answer's fields or its refusal as the CRM answered it. */
async function apiKeyCall(
  config: GatewayConfig,
  name: string,
  fields: Record<string, unknown>,
  address: string,
): Promise<{ readonly fields: Record<string, unknown> } | CrmRefusal> {
  const answer = await callCrm(config, `/CRMInterpreter/${name}`, {
    method: 'POST',
    body: JSON.stringify({ ...fields, ApiKey: config.crmApiKey }),
    headers: { 'x-forwarded-for': address },
  });
  const errors = errorsOf(answer.body);
  if (answer.status >= 500 && errors.length === 0) throw new Error(`${name}: CRM answered HTTP ${answer.status}`);
  if (errors.length > 0) return { status: answer.status, errors };
  return { fields: JSON.parse(answer.body.toString('utf8')) as Record<string, unknown> };
}

export const requestLoginLink = (config: GatewayConfig, email: string, interpreterNumber: string, address: string) =>
  apiKeyCall(config, 'RequestInterpreterLoginLink', { Email: email, InterpreterNumber: interpreterNumber }, address);

/** The login link's ticket exchanged for the interpreter's token and renewal key. */
export async function loginWithTicket(
  config: GatewayConfig,
  ticket: string,
  address: string,
): Promise<{ token: string; interpreterNumber: string; renewalKey: string } | CrmRefusal> {
  const answer = await apiKeyCall(config, 'ValidateInterpreterLoginLink', { LoginTicket: ticket }, address);
  if (!('fields' in answer)) return answer;
  const { Token, InterpreterNumber, RenewalKey } = answer.fields;
  if (typeof Token !== 'string' || typeof InterpreterNumber !== 'string' || typeof RenewalKey !== 'string')
    throw new Error('ValidateInterpreterLoginLink answered without a token');
  return { token: Token, interpreterNumber: InterpreterNumber, renewalKey: RenewalKey };
}

/** A new token for the session's renewal key (the one automatic renewal on 1003). */
export async function renewToken(
  config: GatewayConfig,
  interpreterNumber: string,
  renewalKey: string,
  address: string,
): Promise<{ token: string } | CrmRefusal> {
  const answer = await apiKeyCall(
    config,
    'RenewInterpreterToken',
    { InterpreterNumber: interpreterNumber, RenewalKey: renewalKey },
    address,
  );
  if (!('fields' in answer)) return answer;
  if (typeof answer.fields.Token !== 'string') throw new Error('RenewInterpreterToken answered without a token');
  return { token: answer.fields.Token };
}

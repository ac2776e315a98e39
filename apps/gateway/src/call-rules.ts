import { ErrorCode, type ErrorCodeValue } from '@tolk/crm-contract';
import { DEFAULT_MAIL_RECIPIENTS, DEFAULT_MAX_SEARCH_DAYS, type GatewayConfig } from './config.js';

type Checked = { readonly body: unknown } | { readonly refusal: { status: number; code: ErrorCodeValue; detail?: string } };

/** SendLog's body at most this many bytes of JSON: a report, not a dump (docs/api.md, "The gateway"). */
export const MAX_LOG_BYTES = 16 * 1024;

const DAY_MS = 86_400_000;

/**
 * The gateway's own rules for a few calls, before they are forwarded: send-mail only to the
 * provider's configured addresses (`to` absent: the complaint address); SendLog's size; SearchOrders
 * narrowed by a period, an order number, an order id or keywords, and a period of at most
 * `maxSearchDays`. Answers the body to forward, or the refusal.
 */
export function callRules(config: GatewayConfig, path: string, body: unknown): Checked {
  const fields = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  switch (path) {
    case '/api/v1/send-mail': {
      const allowed = Object.values(config.mailRecipients ?? DEFAULT_MAIL_RECIPIENTS);
      const to = fields.to;
      if (to === undefined || to === null || to === '') return { body: { ...fields, to: allowed[0] } };
      if (typeof to !== 'string' || !allowed.some((address) => address.toLowerCase() === to.trim().toLowerCase())) {
        return { refusal: { status: 403, code: ErrorCode.RecipientNotAllowed } };
      }
      return { body };
    }
    case '/LogService/SendLog':
      return Buffer.byteLength(JSON.stringify(body ?? null)) > MAX_LOG_BYTES
        ? { refusal: { status: 413, code: ErrorCode.BodyTooLarge, detail: `at most ${MAX_LOG_BYTES} bytes` } }
        : { body };
    case '/CRMCustomer/SearchOrders':
      return searchRule(config, fields, body);
    default:
      return { body };
  }
}

function searchRule(config: GatewayConfig, fields: Record<string, unknown>, body: unknown): Checked {
  const given = (name: string) => typeof fields[name] === 'string' && (fields[name] as string).trim() !== '';
  const from = given('DatetimeFrom') ? Date.parse(`${(fields.DatetimeFrom as string).trim().replace(' ', 'T')}Z`) : NaN;
  const to = given('DatetimeTo') ? Date.parse(`${(fields.DatetimeTo as string).trim().replace(' ', 'T')}Z`) : NaN;
  const period = !Number.isNaN(from) && !Number.isNaN(to);
  if (!period && !given('OrderNumber') && !given('OrderIdentifier') && !given('Keywords')) {
    return {
      refusal: {
        status: 200,
        code: ErrorCode.MandatoryFieldMissing,
        detail: 'DatetimeFrom and DatetimeTo, OrderNumber or OrderIdentifier',
      },
    };
  }
  const maxDays = config.maxSearchDays ?? DEFAULT_MAX_SEARCH_DAYS;
  if (period && to - from > maxDays * DAY_MS) {
    return { refusal: { status: 200, code: ErrorCode.SearchPeriodTooLong, detail: `at most ${maxDays} days` } };
  }
  return { body };
}

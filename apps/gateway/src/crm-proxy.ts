import compress from '@fastify/compress';
import { ErrorCode } from '@tolk/crm-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { constants as zlibConstants } from 'node:zlib';
import { callCrm, errorsOf, saysInvalidToken, startCrmCall, withFields, type CrmAnswer } from './crm-call.js';
import { CRM_PREFIX, PUBLIC_CALLS, callAt, crmPathOf, type CrmCall } from './crm-paths.js';
import { EXTERNAL_REPORT_LINK_PATH, externalReportLinkThroughGateway } from './external-report-link.js';
import { refuse } from './gateway-errors.js';
import { callRules } from './call-rules.js';
import type { Doors } from './sessions/doors.js';

export { CRM_PREFIX } from './crm-paths.js';

const FORWARDED_RESPONSE_HEADERS = ['content-type', 'content-disposition', 'cache-control'];
/** Smaller answers fit a packet or two: compressing them saves nothing worth the time. */
export const COMPRESS_ABOVE_BYTES = 1024;
/**
 * Brotli's quality for the CRM's answers, compressed as they stream. The library's default is 4;
 * 5 sends a quarter of orders (1.8 MB of JSON, the dashboard's rating card) in 64 KiB instead of
 * 74.5, for about 4 ms more of the gateway's zlib threads on that answer (issue 12). Above 5 the
 * gain is a few percent for twice the time and more.
 */
const CRM_BROTLI_QUALITY = 5;
/**
 * Answers longer than this are piped on as they arrive (after these first bytes); shorter ones are
 * read whole, so that a 1003 is seen and the call replayed after the re-login. A 1003 answer is a
 * few hundred bytes: one that long carries data, not only an error (docs/decisions.md, issue 12).
 */
export const STREAM_AFTER_BYTES = 64 * 1024;
const GET_CUSTOMER_PATH = '/CRMCustomer/GetCustomer';
const SET_PASSWORD_PATH = '/CRMCustomer/SetCustomerPassword';
const INVALID_TOKEN = { ErrorCode: 1003, ErrorMessage: 'Invalid token' };

type CustomerOfToken = { readonly customerNumber: string } | { readonly errors: unknown[]; readonly status: number };

/** Who a forwarded call is made for: a browser session (cookie), or a script's own Token. */
type Caller =
  | { readonly kind: 'session'; readonly id: string; readonly token: string; readonly customerNumber: string }
  | { readonly kind: 'token'; readonly token: string; readonly customerNumber?: string }
  | { readonly kind: 'public' };

/**
 * Forwards `/crm/*` to the configured CRM, call by call of the contract: the path checked (no dot
 * segments or encoded traversal), unknown calls 404, public calls (crm-paths.ts) rate limited, every
 * other call only with a session (whose Token is added here) or a script's live Token. The ApiKey is
 * added on the server. A session's 1003 gets the one shared re-login, then the call is replayed.
 */
export async function crmProxy(app: FastifyInstance, options: { doors: Doors }): Promise<void> {
  const { doors } = options;
  const { config } = doors;
  // Answers (JSON, mostly) above 1 KiB are compressed for browsers that accept it: Brotli at a fast
  // quality, else gzip. Only in this plugin's scope: the portal's files come compressed from the build.
  await app.register(compress, {
    threshold: COMPRESS_ABOVE_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: CRM_BROTLI_QUALITY,
      },
    },
  });

  /**
   * The customer number a script's token belongs to, as the CRM itself says (GetCustomer with that
   * token), asked anew for every call that needs it (docs/decisions.md, "The reporting API's customer").
   */
  const customerOfToken = async (token: string | undefined): Promise<CustomerOfToken> => {
    if (!token) return { errors: [INVALID_TOKEN], status: 200 };
    const answer = await callCrm(config, GET_CUSTOMER_PATH, {
      method: 'POST',
      body: JSON.stringify({ Token: token, ApiKey: config.crmApiKey }),
    });
    const errors = errorsOf(answer.body);
    if (errors.length > 0) return { errors, status: answer.status };
    let customerNumber: unknown;
    try {
      customerNumber = (JSON.parse(answer.body.toString('utf8')) as { CustomerInformation?: { CustomerNumber?: unknown } })
        .CustomerInformation?.CustomerNumber;
    } catch {
      customerNumber = undefined;
    }
    // A value a header can carry: visible ASCII and inner spaces, at most 300 characters.
    if (
      answer.status >= 400 ||
      typeof customerNumber !== 'string' ||
      !/^[\x21-\x7e]([\x20-\x7e]{0,298}[\x21-\x7e])?$/.test(customerNumber)
    ) {
      throw new Error(`GetCustomer answered HTTP ${answer.status} without a customer number`);
    }
    return { customerNumber };
  };

  /** The caller, or the reply already sent (no session, a refused token, a public call over its limit). */
  const callerOf = async (request: FastifyRequest, reply: FastifyReply, path: string, call: CrmCall): Promise<Caller | null> => {
    const publicKind = PUBLIC_CALLS.get(path);
    if (publicKind === 'credentials') {
      const ok = await doors.credentialLimit(
        request,
        reply,
        (request.body as { CustomerNumber?: unknown } | null)?.CustomerNumber,
      );
      return ok ? { kind: 'public' } : null;
    }
    if (publicKind === 'public') return (await doors.publicLimit(request, reply, path)) ? { kind: 'public' } : null;

    const current = await doors.session(request);
    if (current) {
      return { kind: 'session', id: current.id, token: current.session.token, customerNumber: current.session.customerNumber };
    }
    // Scripts (docs/api.md) send their own Token, in the body or (GET calls) a header.
    const bodyToken = (request.body as { Token?: unknown } | null | undefined)?.Token;
    const token =
      typeof bodyToken === 'string' ? bodyToken : typeof request.headers.token === 'string' ? request.headers.token : '';
    if (token === '') {
      await doors.refuseEnded(request, reply);
      return null;
    }
    if (await doors.sessions.isRevoked(token)) {
      refuse(reply, 401, ErrorCode.NoSession);
      return null;
    }
    // A token call is judged by the CRM itself; any other call first asks the CRM whose token it is.
    if (typeof call !== 'string' && call.authentication === 'token') return { kind: 'token', token };
    const customer = await customerOfToken(token);
    if ('errors' in customer) {
      const empty = call === 'report-data' ? { Rows: null, Agreements: null } : {};
      reply
        .code(customer.status)
        .header('cache-control', 'no-store')
        .send({ ...empty, Errors: customer.errors });
      return null;
    }
    return { kind: 'token', token, customerNumber: customer.customerNumber };
  };

  const send = (
    request: FastifyRequest,
    target: { path: string; query: string },
    call: CrmCall,
    caller: Caller,
    body: unknown,
  ) => {
    const { path, query } = target;
    const token = caller.kind === 'public' ? undefined : caller.token;
    const isTokenCall = typeof call !== 'string' && call.authentication === 'token';
    const fields: Record<string, unknown> = { ApiKey: config.crmApiKey };
    if (isTokenCall && caller.kind === 'session') fields.Token = token;
    const customerNumber = call === 'report-data' && caller.kind !== 'public' ? caller.customerNumber : undefined;
    // The answers the gateway looks into or rewrites are read whole whatever their length.
    const readWhole = path === SET_PASSWORD_PATH || path === EXTERNAL_REPORT_LINK_PATH;
    return startCrmCall(
      config,
      `${path}${query}`,
      {
        method: request.method,
        ...(request.method === 'GET' || request.method === 'HEAD' ? {} : { body: JSON.stringify(withFields(body, fields)) }),
        headers: {
          // The client's address, for the CRM's login lockout (only the gateway's word is believed there).
          'x-forwarded-for': request.ip,
          // The user's own session token (CustomerStatistics reads it from a header).
          ...(token === undefined ? {} : { Token: token }),
          // The reporting API trusts its customerNumber header: set here from the session, never the browser's.
          ...(customerNumber === undefined ? {} : { customerNumber }),
        },
      },
      readWhole ? Number.POSITIVE_INFINITY : STREAM_AFTER_BYTES,
    );
  };

  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const target = crmPathOf(request.url);
    if (target === 'not-allowed') return refuse(reply, 400, ErrorCode.PathNotAllowed);
    const call = callAt(target.path, request.method);
    if (call === null) return refuse(reply, 404, ErrorCode.UnknownCall, target.path);
    try {
      const caller = await callerOf(request, reply, target.path, call);
      if (!caller) return reply;
      const checked = callRules(config, target.path, request.body);
      if ('refusal' in checked) return refuse(reply, checked.refusal.status, checked.refusal.code, checked.refusal.detail);
      let answer = await send(request, target, call, caller, checked.body);
      if (caller.kind === 'session' && answer.body !== undefined && saysInvalidToken(answer.body)) {
        const renewed = await doors.relogin.renew(caller.id, caller.token, request.ip);
        if ('refused' in renewed) {
          doors.clearCookie(request, reply);
          return doors.refuseRelogin(reply, renewed.refused);
        }
        answer = await send(request, target, call, { ...caller, token: renewed.session.token }, checked.body);
      }
      if (caller.kind === 'session' && target.path === SET_PASSWORD_PATH && answer.stream === undefined) {
        await followNewPassword(caller, checked.body, answer);
      }
      for (const header of FORWARDED_RESPONSE_HEADERS) {
        const value = answer.headers[header];
        if (value) reply.header(header, value);
      }
      reply.header('cache-control', 'no-store');
      // The external report's link names the CRM's own address; the user reaches it through here.
      // A long answer is piped on as it arrives.
      const body =
        answer.stream ??
        (target.path === EXTERNAL_REPORT_LINK_PATH
          ? externalReportLinkThroughGateway(answer.body, config.crmUrl, CRM_PREFIX)
          : answer.body);
      return reply.code(answer.status).send(body);
    } catch (error) {
      request.log.error({ err: error, path: target.path }, 'CRM unreachable');
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return refuse(reply, timedOut ? 504 : 502, ErrorCode.CrmUnresponsive, timedOut ? 'timed out' : 'unreachable');
    }
  };

  /** A saved new password becomes the session's re-login secret (spec 3 §5, §8). */
  const followNewPassword = async (caller: Extract<Caller, { kind: 'session' }>, body: unknown, answer: CrmAnswer) => {
    const hash = (body as { PasswordHash?: unknown } | null)?.PasswordHash;
    if (typeof hash !== 'string' || errorsOf(answer.body).length > 0 || !answer.body.includes('"IsSuccess":true')) return;
    const session = await doors.sessions.read(caller.id);
    if (session) await doors.sessions.update(caller.id, { ...session, passwordHash: hash });
  };

  app.all(`${CRM_PREFIX}/*`, forward);
  app.all(CRM_PREFIX, (_request, reply) => refuse(reply, 404, ErrorCode.UnknownCall));
}

import { ErrorCode, errorItem, interpreterEndpoints, type Endpoint } from '@tolk/crm-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_SESSIONS } from '../config.js';
import { callCrm, saysInvalidToken, withFields } from '../crm-call.js';
import { errorBody, refuse } from '../gateway-errors.js';
import { overLimit } from '../sessions/rate-limits.js';
import type { KeyValueStore } from '../sessions/store.js';
import type { GatewayConfig } from '../config.js';
import { loginWithTicket, requestLoginLink } from './interpreter-crm.js';
import { InterpreterRenewal, interpreterSessionInfo, newInterpreterSessions } from './interpreter-sessions.js';

export const INTERPRETER_SESSION_PATH = '/interpreter/session';
export const INTERPRETER_CRM_PREFIX = '/interpreter/crm';
/** Its own name and path: the customer portal's requests never carry it, and its id is no customer session. */
export const INTERPRETER_COOKIE = 'tolk_interpreter_session';
const COOKIE_PATH = '/interpreter';

/** The calls an interpreter's session makes: the contract's interpreter-token calls, and nothing else. */
const sessionCalls = new Map<string, Endpoint>(
  (interpreterEndpoints as readonly Endpoint[])
    .filter((endpoint) => endpoint.authentication === 'interpreter-token')
    .map((endpoint) => [endpoint.path, endpoint]),
);

/**
 * The interpreter's side of the gateway (issue 15), on the customer's design: a link asked for by
 * e-mail and interpreter number (rate limited per address and per e-mail), a login with the mailed
 * ticket that starts a server-side session (HttpOnly cookie; the CRM token and the renewal key stay
 * in the store), the interpreter's calls forwarded with the session's token only, and one shared
 * renewal of the token on 1003. A customer's session reaches none of these calls, and an
 * interpreter's none of the customer's.
 */
export async function interpreterRoutes(app: FastifyInstance, options: { config: GatewayConfig; store: KeyValueStore }) {
  const { config, store } = options;
  const sessions = newInterpreterSessions(config, store);
  const renewal = new InterpreterRenewal(config, sessions);

  const limited = async (reply: FastifyReply, keys: string[]): Promise<boolean> => {
    const over = await overLimit(store, config.loginRateLimit, keys);
    if (!over) return true;
    const seconds = Math.max(1, Math.ceil(over.retryAfterMs / 1000));
    reply.header('retry-after', String(seconds));
    refuse(reply, 429, ErrorCode.TooManyRequests, `try again in ${seconds} seconds`);
    return false;
  };
  const cookieOptions = (request: FastifyRequest) => ({
    httpOnly: true,
    sameSite: 'strict' as const,
    path: COOKIE_PATH,
    secure: config.httpsOnly === true || request.protocol === 'https',
  });
  const current = async (request: FastifyRequest) => {
    const id = request.cookies[INTERPRETER_COOKIE];
    const session = await sessions.read(id);
    return id && session ? { id, session } : null;
  };
  const crmUnreachable = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    request.log.error({ err: error }, 'CRM unreachable');
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return refuse(reply, timedOut ? 504 : 502, ErrorCode.CrmUnresponsive, timedOut ? 'timed out' : 'unreachable');
  };

  app.post<{ Body: { Email?: unknown; InterpreterNumber?: unknown } | undefined }>(
    `${INTERPRETER_SESSION_PATH}/link`,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { Email, InterpreterNumber } = request.body ?? {};
      const keys = [`interpreter-link:ip:${request.ip}`];
      if (typeof Email === 'string' && Email.trim() !== '')
        keys.push(`interpreter-link:email:${Email.trim().toLowerCase().slice(0, 300)}`);
      if (!(await limited(reply, keys))) return reply;
      if (typeof Email !== 'string' || typeof InterpreterNumber !== 'string')
        return refuse(reply, 400, ErrorCode.MandatoryFieldMissing, 'Email, InterpreterNumber');
      try {
        const answer = await requestLoginLink(config, Email.trim(), InterpreterNumber.trim(), request.ip);
        return 'fields' in answer
          ? { IsSuccess: true, Errors: null }
          : reply.code(answer.status).send({ IsSuccess: false, Errors: answer.errors });
      } catch (error) {
        return crmUnreachable(request, reply, error);
      }
    },
  );

  app.post<{ Body: { LoginTicket?: unknown } | undefined }>(`${INTERPRETER_SESSION_PATH}/login`, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!(await limited(reply, [`interpreter-login:ip:${request.ip}`]))) return reply;
    const ticket = request.body?.LoginTicket;
    if (typeof ticket !== 'string' || ticket.trim() === '')
      return refuse(reply, 400, ErrorCode.MandatoryFieldMissing, 'LoginTicket');
    try {
      const answer = await loginWithTicket(config, ticket.trim(), request.ip);
      if (!('token' in answer)) return reply.code(answer.status).send({ Session: null, Errors: answer.errors });
      // A new link's login ends any session this browser had.
      const before = await current(request);
      if (before) await sessions.end(before.id, before.session);
      const created = await sessions.create({
        interpreterNumber: answer.interpreterNumber,
        token: answer.token,
        renewalKey: answer.renewalKey,
      });
      reply.setCookie(INTERPRETER_COOKIE, created.id, {
        ...cookieOptions(request),
        maxAge: Math.floor((config.sessions ?? DEFAULT_SESSIONS).absoluteMs / 1000),
      });
      return { Session: interpreterSessionInfo(created.session), Errors: null };
    } catch (error) {
      return crmUnreachable(request, reply, error);
    }
  });

  app.get(INTERPRETER_SESSION_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const live = await current(request);
    if (!live) return endedAnswer(request, reply);
    return { Session: interpreterSessionInfo(live.session), Errors: null };
  });

  app.post(`${INTERPRETER_SESSION_PATH}/logout`, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const id = request.cookies[INTERPRETER_COOKIE];
    if (id) await sessions.end(id, await sessions.read(id));
    reply.clearCookie(INTERPRETER_COOKIE, cookieOptions(request));
    return { Errors: null };
  });

  /** 6060, or once the renewal's refusal (6061 with the CRM's 6074) when that is how the session ended. */
  const endedAnswer = async (request: FastifyRequest, reply: FastifyReply) => {
    const id = request.cookies[INTERPRETER_COOKIE];
    if (id === undefined) return refuse(reply, 401, ErrorCode.NoSession);
    reply.clearCookie(INTERPRETER_COOKIE, cookieOptions(request));
    const refusal = await sessions.takeRefusal(id);
    return refusal ? reloginRefused(reply, refusal) : refuse(reply, 401, ErrorCode.NoSession);
  };
  const reloginRefused = (reply: FastifyReply, refusal: readonly { ErrorCode: number; ErrorMessage: string }[]) =>
    reply
      .code(401)
      .header('cache-control', 'no-store')
      .send(errorBody(errorItem(ErrorCode.ReloginFailed), ...refusal));

  app.all(`${INTERPRETER_CRM_PREFIX}/*`, async (request, reply) => {
    const path = request.url.slice(INTERPRETER_CRM_PREFIX.length).split('?')[0]!;
    // Exact contract paths only (no dot segments or encodings can match one), POST only.
    if (request.method !== 'POST' || !sessionCalls.has(path)) return refuse(reply, 404, ErrorCode.UnknownCall, path);
    const live = await current(request);
    if (!live) return endedAnswer(request, reply);
    const send = (token: string) =>
      callCrm(config, path, {
        method: 'POST',
        body: JSON.stringify(withFields(request.body, { ApiKey: config.crmApiKey, Token: token })),
        headers: { 'x-forwarded-for': request.ip },
      });
    try {
      let answer = await send(live.session.token);
      if (saysInvalidToken(answer.body)) {
        const renewed = await renewal.renew(live.id, live.session.token, request.ip);
        if ('refused' in renewed) {
          reply.clearCookie(INTERPRETER_COOKIE, cookieOptions(request));
          return reloginRefused(reply, renewed.refused);
        }
        answer = await send(renewed.session.token);
      }
      const type = answer.headers['content-type'];
      if (type) reply.header('content-type', type);
      return reply.code(answer.status).header('cache-control', 'no-store').send(answer.body);
    } catch (error) {
      return crmUnreachable(request, reply, error);
    }
  });
}

import { ErrorCode, errorItem } from '@tolk/crm-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_PUBLIC_RATE_LIMIT, DEFAULT_SESSIONS, type GatewayConfig } from '../config.js';
import { errorBody, refuse } from '../gateway-errors.js';
import { overLimit } from './rate-limits.js';
import { Relogin } from './relogin.js';
import { Sessions, type LoginRefusal, type Session } from './sessions.js';
import type { KeyValueStore } from './store.js';

export const SESSION_COOKIE = 'tolk_session';

/** What the session and proxy routes share: the store, the sessions in it, the re-login, the limits. */
export class Doors {
  readonly sessions: Sessions;
  readonly relogin: Relogin;

  constructor(
    readonly config: GatewayConfig,
    readonly store: KeyValueStore,
  ) {
    this.sessions = new Sessions(store, config.sessions ?? DEFAULT_SESSIONS);
    this.relogin = new Relogin(config, this.sessions);
  }

  sessionId(request: FastifyRequest): string | undefined {
    return request.cookies[SESSION_COOKIE];
  }

  async session(request: FastifyRequest): Promise<{ id: string; session: Session } | null> {
    const id = this.sessionId(request);
    const session = await this.sessions.read(id);
    return id && session ? { id, session } : null;
  }

  /**
   * The answer to a call without a live session: 6060, or, once, 6061 with the login's error when
   * this cookie's session ended on a refused re-login whose answer the user may not have seen.
   */
  async refuseEnded(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const id = this.sessionId(request);
    if (id === undefined) return refuse(reply, 401, ErrorCode.NoSession);
    this.clearCookie(request, reply);
    const refusal = await this.sessions.takeRefusal(id);
    return refusal ? this.refuseRelogin(reply, refusal) : refuse(reply, 401, ErrorCode.NoSession);
  }

  /** A refused re-login: the browser shows the login's own error (the LoginError toast), then /login. */
  refuseRelogin(reply: FastifyReply, refusal: LoginRefusal): FastifyReply {
    return reply
      .code(401)
      .header('cache-control', 'no-store')
      .send(errorBody(errorItem(ErrorCode.ReloginFailed), ...refusal));
  }

  setCookie(request: FastifyRequest, reply: FastifyReply, id: string): void {
    reply.setCookie(SESSION_COOKIE, id, {
      httpOnly: true,
      sameSite: 'strict',
      path: '/',
      secure: this.config.httpsOnly === true || request.protocol === 'https',
      maxAge: Math.floor((this.config.sessions ?? DEFAULT_SESSIONS).absoluteMs / 1000),
    });
  }

  clearCookie(request: FastifyRequest, reply: FastifyReply): void {
    reply.clearCookie(SESSION_COOKIE, {
      httpOnly: true,
      sameSite: 'strict',
      path: '/',
      secure: this.config.httpsOnly === true || request.protocol === 'https',
    });
  }

  /**
   * The credential calls' limit (login, reset request, the mailed link's password): per client
   * address and per customer number, whatever path reached the call. Answers false when refused.
   */
  async credentialLimit(request: FastifyRequest, reply: FastifyReply, customerNumber: unknown): Promise<boolean> {
    const keys = [`credentials:ip:${request.ip}`];
    if (typeof customerNumber === 'string' && customerNumber.trim() !== '') {
      keys.push(`credentials:customer:${customerNumber.trim().slice(0, 100)}`);
    }
    return this.limit(reply, this.config.loginRateLimit, keys);
  }

  /** The other public calls' limit, per client address and call. */
  async publicLimit(request: FastifyRequest, reply: FastifyReply, call: string): Promise<boolean> {
    return this.limit(reply, this.config.publicRateLimit ?? DEFAULT_PUBLIC_RATE_LIMIT, [`public:ip:${request.ip}:${call}`]);
  }

  private async limit(reply: FastifyReply, limit: GatewayConfig['loginRateLimit'], keys: string[]): Promise<boolean> {
    const over = await overLimit(this.store, limit, keys);
    if (!over) return true;
    const seconds = Math.max(1, Math.ceil(over.retryAfterMs / 1000));
    reply.header('retry-after', String(seconds));
    refuse(reply, 429, ErrorCode.TooManyRequests, `try again in ${seconds} seconds`);
    return false;
  }
}

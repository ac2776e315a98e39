import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { SessionLifetimes } from '../config.js';
import type { KeyValueStore } from './store.js';

/** What every kind of session holds (a customer's below, an interpreter's in interpreter/). */
export interface BaseSession {
  /** The CRM's token, added to the calls forwarded for this session. */
  readonly token: string;
  /** Not a secret: tells one login from the next (the push service's log_in, once per login). */
  readonly loginId: string;
  readonly createdAt: number;
  readonly lastSeenAt: number;
}

/** A logged-in browser's session, kept only here: the browser holds its opaque id in a cookie. */
export interface Session extends BaseSession {
  readonly customerNumber: string;
  /** The re-login secret: the client-side hash of the password (spec 3 §5), renewed with the password. */
  readonly passwordHash: string;
  readonly displayKPIReports: boolean;
}

/** What the browser may know of its session (GET /session). */
export interface SessionInfo {
  readonly CustomerNumber: string;
  readonly DisplayKPIReports: boolean;
  readonly LoginId: string;
}

export const sessionInfo = (session: Session): SessionInfo => ({
  CustomerNumber: session.customerNumber,
  DisplayKPIReports: session.displayKPIReports,
  LoginId: session.loginId,
});

/** Keys are hashes: a look at the store (or a Redis dump) yields no usable cookie or token. */
const digest = (text: string) => createHash('sha256').update(text).digest('base64url');
const revokedKey = (token: string) => `revoked:${digest(token)}`;
const renewalKey = (id: string, staleToken: string) => `renewal:${digest(`${id} ${staleToken}`)}`;

/**
 * How long an ended session's cookie still answers why it ended (a refused re-login): long enough
 * for the next page after one that was being left, short enough not to greet a later visit.
 */
export const RELOGIN_REFUSAL_KEPT_MS = 15 * 60_000;

/** The CRM's answer to a refused re-login, as the browser is told it (the login's own Errors). */
export type LoginRefusal = readonly { readonly ErrorCode: number; readonly ErrorMessage: string }[];

/** A session is written again on use at most this often (its idle lifetime counts from then). */
const TOUCH_EVERY_MS = 60_000;

/**
 * Sessions in the store, with an idle and an absolute lifetime; an ended session's token is kept
 * as refused for as long as the CRM might still accept it, so a copy of it gets nothing here.
 * Customers' sessions by default; an interpreter's under their own key prefix (issue 15), so an id
 * of one kind is never a session of the other.
 */
export class Sessions<S extends BaseSession = Session> {
  constructor(
    private readonly store: KeyValueStore,
    private readonly lifetimes: SessionLifetimes,
    private readonly now: () => number = Date.now,
    private readonly prefix = 'session',
  ) {}

  private sessionKey(id: string): string {
    return `${this.prefix}:${digest(id)}`;
  }

  private reloginRefusedKey(id: string): string {
    return `${this.prefix === 'session' ? 'relogin' : this.prefix}-refused:${digest(id)}`;
  }

  async create(fields: Omit<S, 'loginId' | 'createdAt' | 'lastSeenAt'>): Promise<{
    id: string;
    session: S;
  }> {
    const now = this.now();
    const id = randomBytes(32).toString('base64url');
    const session = { ...fields, loginId: randomUUID(), createdAt: now, lastSeenAt: now } as S;
    await this.write(id, session);
    return { id, session };
  }

  /** The live session of an id, or null (unknown, ended, idle or too old); touched when due. */
  async read(id: string | undefined): Promise<S | null> {
    if (!id || id.length > 100) return null;
    const stored = await this.store.get(this.sessionKey(id));
    if (!stored) return null;
    const session = JSON.parse(stored) as S;
    const now = this.now();
    if (now - session.lastSeenAt >= this.lifetimes.idleMs || now - session.createdAt >= this.lifetimes.absoluteMs) {
      await this.end(id, session);
      return null;
    }
    if (now - session.lastSeenAt >= TOUCH_EVERY_MS) {
      const touched = { ...session, lastSeenAt: now };
      await this.write(id, touched);
      return touched;
    }
    return session;
  }

  /** Replaces what a session holds (a renewed token, a changed password); its lifetimes go on. */
  async update(id: string, session: S): Promise<void> {
    await this.write(id, { ...session, lastSeenAt: this.now() });
  }

  /** Ends a session at once; its token is refused from here on. */
  async end(id: string, session: S | null): Promise<void> {
    await this.store.delete(this.sessionKey(id));
    if (session) await this.revoke(session.token);
  }

  /**
   * Ends a session whose re-login the CRM refused, keeping why for a while: the answer that says so
   * may never reach the user (the page was being left), so the cookie's next call is told instead.
   */
  async endRefused(id: string, session: S, refusal: LoginRefusal): Promise<void> {
    await this.end(id, session);
    await this.store.put(this.reloginRefusedKey(id), JSON.stringify(refusal), RELOGIN_REFUSAL_KEPT_MS);
  }

  /** Why the session of `id` ended, if its re-login was refused: answered once, then forgotten. */
  async takeRefusal(id: string | undefined): Promise<LoginRefusal | null> {
    if (!id || id.length > 100) return null;
    const kept = await this.store.take(this.reloginRefusedKey(id));
    if (kept === null) return null;
    const refusal = JSON.parse(kept) as unknown;
    return Array.isArray(refusal) ? (refusal as LoginRefusal) : null;
  }

  async revoke(token: string): Promise<void> {
    await this.store.put(revokedKey(token), '1', this.lifetimes.absoluteMs);
  }

  /**
   * Whether this caller renews the session's stale token (true once per stale token across every
   * instance sharing the store, until `ttlMs` passes: an instance that died mid-login frees it).
   */
  async claimRenewal(id: string, staleToken: string, ttlMs: number): Promise<boolean> {
    return this.store.claim(renewalKey(id, staleToken), ttlMs);
  }

  async isRevoked(token: string): Promise<boolean> {
    return (await this.store.get(revokedKey(token))) !== null;
  }

  private async write(id: string, session: S): Promise<void> {
    const left = Math.min(
      this.lifetimes.idleMs - (this.now() - session.lastSeenAt),
      this.lifetimes.absoluteMs - (this.now() - session.createdAt),
    );
    if (left > 0) await this.store.put(this.sessionKey(id), JSON.stringify(session), left);
  }
}

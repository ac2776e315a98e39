import type { GatewayConfig } from '../config.js';
import type { BaseSession, LoginRefusal, Sessions } from './sessions.js';

export type Renewed<S extends BaseSession> = { readonly session: S } | { readonly refused: LoginRefusal };

/** A new token from the CRM, or its refusal as it answered it. */
export type TokenAnswer = { readonly token: string } | { readonly errors: LoginRefusal };

/** How often an instance waiting for another's renewal looks at the store. */
const RENEWAL_POLL_MS = 50;

/**
 * The one automatic renewal of a session's CRM token on 1003 (spec 3 §8), for customers (a re-login
 * with the stored hash) and interpreters (the renewal key) alike; `obtainToken` is what differs.
 * Every call of a session that meets the same stale token waits for one renewal, then replays.
 * Across instances sharing a store the renewal is claimed there: the other instances wait for the
 * token it stores (or for the session to end, when the CRM refused), and renew themselves only when
 * the claim lapses unanswered. A refusal ends the session (kept as refused for the cookie's next
 * call, `Sessions.endRefused`); `obtainToken` throws when the CRM did not answer, which leaves the
 * session for the next try.
 */
export class SharedRenewal<S extends BaseSession> {
  private readonly underWay = new Map<string, Promise<Renewed<S>>>();

  constructor(
    private readonly config: GatewayConfig,
    private readonly sessions: Sessions<S>,
    private readonly obtainToken: (current: S, address: string) => Promise<TokenAnswer>,
  ) {}

  renew(id: string, staleToken: string, address: string): Promise<Renewed<S>> {
    const key = `${id} ${staleToken}`;
    const running = this.underWay.get(key);
    if (running) return running;
    const renewal = this.run(id, staleToken, address).finally(() => this.underWay.delete(key));
    this.underWay.set(key, renewal);
    return renewal;
  }

  private async run(id: string, staleToken: string, address: string): Promise<Renewed<S>> {
    const current = await this.sessions.read(id);
    if (!current) return { refused: [] };
    if (current.token !== staleToken) return { session: current };
    // Longer than the CRM may take to answer, so that a live claim is never taken over.
    const claimMs = this.config.crmTimeoutMs + 1_000;
    if (!(await this.sessions.claimRenewal(id, staleToken, claimMs))) {
      const renewed = await this.renewedElsewhere(id, staleToken, claimMs);
      if (renewed) return renewed;
    }
    const answer = await this.obtainToken(current, address);
    if ('token' in answer) {
      const session = { ...current, token: answer.token };
      await this.sessions.update(id, session);
      await this.sessions.revoke(staleToken);
      return { session };
    }
    await this.sessions.endRefused(id, current, answer.errors);
    return { refused: answer.errors };
  }

  /** The outcome of another instance's renewal of this stale token, or null when it never came. */
  private async renewedElsewhere(id: string, staleToken: string, withinMs: number): Promise<Renewed<S> | null> {
    const deadline = Date.now() + withinMs;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, RENEWAL_POLL_MS));
      const session = await this.sessions.read(id);
      if (!session) return { refused: [] };
      if (session.token !== staleToken) return { session };
    }
    return null;
  }
}

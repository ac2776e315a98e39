import type { GatewayConfig } from '../config.js';
import { crmLogin } from '../crm-call.js';
import type { LoginRefusal, Session, Sessions } from './sessions.js';

export type Renewed = { readonly session: Session } | { readonly refused: LoginRefusal };

/**
 * The one automatic re-login on 1003 (spec 3 §8), done here with the session's stored hash: every
 * call of a session that meets the same stale token waits for one login, then replays. Across
 * instances sharing a store the login is claimed there: the other instances wait for the token it
 * stores (or for the session to end, when the CRM refused), and log in themselves only when the
 * claim lapses unanswered. A refusal ends the session (kept as refused for the cookie's next call,
 * `Sessions.endRefused`); a CRM that does not answer leaves it for the next try.
 */
export class Relogin {
  private readonly underWay = new Map<string, Promise<Renewed>>();

  constructor(
    private readonly config: GatewayConfig,
    private readonly sessions: Sessions,
  ) {}

  renew(id: string, staleToken: string, address: string): Promise<Renewed> {
    const key = `${id} ${staleToken}`;
    const running = this.underWay.get(key);
    if (running) return running;
    const renewal = this.login(id, staleToken, address).finally(() => this.underWay.delete(key));
    this.underWay.set(key, renewal);
    return renewal;
  }

  private async login(id: string, staleToken: string, address: string): Promise<Renewed> {
    const current = await this.sessions.read(id);
    if (!current) return { refused: [] };
    if (current.token !== staleToken) return { session: current };
    // Longer than the CRM may take to answer a login, so that a live claim is never taken over.
    const claimMs = this.config.crmTimeoutMs + 1_000;
    if (!(await this.sessions.claimRenewal(id, staleToken, claimMs))) {
      const renewed = await this.renewedElsewhere(id, staleToken, claimMs);
      if (renewed) return renewed;
    }
    const answer = await crmLogin(this.config, current.customerNumber, current.passwordHash, address);
    if ('token' in answer) {
      const session = { ...current, token: answer.token };
      await this.sessions.update(id, session);
      await this.sessions.revoke(staleToken);
      return { session };
    }
    if (answer.status >= 500 || answer.errors.length === 0) throw new Error(`re-login: CRM answered HTTP ${answer.status}`);
    await this.sessions.endRefused(id, current, answer.errors);
    return { refused: answer.errors };
  }

  /** The outcome of another instance's login for this stale token, or null when it never came. */
  private async renewedElsewhere(id: string, staleToken: string, withinMs: number): Promise<Renewed | null> {
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

/** How often an instance waiting for another's re-login looks at the store. */
const RENEWAL_POLL_MS = 50;

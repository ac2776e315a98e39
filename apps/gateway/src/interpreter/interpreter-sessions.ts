import type { GatewayConfig } from '../config.js';
import { DEFAULT_SESSIONS } from '../config.js';
import { Sessions, type BaseSession, type LoginRefusal } from '../sessions/sessions.js';
import type { KeyValueStore } from '../sessions/store.js';
import { renewToken } from './interpreter-crm.js';

/** An interpreter's session: the CRM token and the renewal key stay here, the browser has a cookie. */
export interface InterpreterSession extends BaseSession {
  readonly interpreterNumber: string;
  /** The re-login secret of an interpreter (they have no password): renews the token until it expires. */
  readonly renewalKey: string;
}

export const interpreterSessionInfo = (session: InterpreterSession) => ({
  InterpreterNumber: session.interpreterNumber,
  LoginId: session.loginId,
});

export const newInterpreterSessions = (config: GatewayConfig, store: KeyValueStore) =>
  new Sessions<InterpreterSession>(store, config.sessions ?? DEFAULT_SESSIONS, Date.now, 'interpreter-session');

export type Renewed = { readonly session: InterpreterSession } | { readonly refused: LoginRefusal };

/** How often an instance waiting for another's renewal looks at the store. */
const RENEWAL_POLL_MS = 50;

/**
 * The one automatic renewal of an interpreter's token on 1003, as the customer's re-login
 * (sessions/relogin.ts): concurrent calls of a session wait for one renewal, claimed in the shared
 * store across instances; a refusal (6074: the renewal key expired) ends the session.
 */
export class InterpreterRenewal {
  private readonly underWay = new Map<string, Promise<Renewed>>();

  constructor(
    private readonly config: GatewayConfig,
    private readonly sessions: Sessions<InterpreterSession>,
  ) {}

  renew(id: string, staleToken: string, address: string): Promise<Renewed> {
    const key = `${id} ${staleToken}`;
    const running = this.underWay.get(key);
    if (running) return running;
    const renewal = this.run(id, staleToken, address).finally(() => this.underWay.delete(key));
    this.underWay.set(key, renewal);
    return renewal;
  }

  private async run(id: string, staleToken: string, address: string): Promise<Renewed> {
    const current = await this.sessions.read(id);
    if (!current) return { refused: [] };
    if (current.token !== staleToken) return { session: current };
    const claimMs = this.config.crmTimeoutMs + 1_000;
    if (!(await this.sessions.claimRenewal(id, staleToken, claimMs))) {
      const deadline = Date.now() + claimMs;
      while (Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, RENEWAL_POLL_MS));
        const session = await this.sessions.read(id);
        if (!session) return { refused: [] };
        if (session.token !== staleToken) return { session };
      }
    }
    const answer = await renewToken(this.config, current.interpreterNumber, current.renewalKey, address);
    if ('token' in answer) {
      const session = { ...current, token: answer.token };
      await this.sessions.update(id, session);
      await this.sessions.revoke(staleToken);
      return { session };
    }
    await this.sessions.endRefused(id, current, answer.errors);
    return { refused: answer.errors };
  }
}

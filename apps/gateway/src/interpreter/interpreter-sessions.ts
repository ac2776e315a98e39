import type { GatewayConfig } from '../config.js';
import { DEFAULT_SESSIONS } from '../config.js';
import { SharedRenewal } from '../sessions/shared-renewal.js';
import { Sessions, type BaseSession } from '../sessions/sessions.js';
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

/**
 * The one automatic renewal of an interpreter's token on 1003, with the session's renewal key, as
 * the customer's re-login (`SharedRenewal`): a refusal (6074: the renewal key expired) ends the session.
 */
export class InterpreterRenewal extends SharedRenewal<InterpreterSession> {
  constructor(config: GatewayConfig, sessions: Sessions<InterpreterSession>) {
    super(config, sessions, (current, address) => renewToken(config, current.interpreterNumber, current.renewalKey, address));
  }
}

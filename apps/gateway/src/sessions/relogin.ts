import type { GatewayConfig } from '../config.js';
import { crmLogin } from '../crm-call.js';
import type { Session, Sessions } from './sessions.js';
import { SharedRenewal, type TokenAnswer } from './shared-renewal.js';

/**
 * The customer's automatic re-login on 1003 (spec 3 §8), with the session's stored hash, shared by
 * concurrent calls and across instances (`SharedRenewal`). A CRM that does not answer (HTTP 5xx, or
 * no errors to tell) throws, so the session is kept for the next try.
 */
export class Relogin extends SharedRenewal<Session> {
  constructor(config: GatewayConfig, sessions: Sessions) {
    super(config, sessions, async (current, address): Promise<TokenAnswer> => {
      const answer = await crmLogin(config, current.customerNumber, current.passwordHash, address);
      if ('token' in answer) return answer;
      if (answer.status >= 500 || answer.errors.length === 0) throw new Error(`re-login: CRM answered HTTP ${answer.status}`);
      return answer;
    });
  }
}

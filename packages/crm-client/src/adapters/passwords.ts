import {
  ServiceErrorsRaised,
  type LinkPasswordOutcome,
  type PasswordResetLinks,
  type PasswordSaver,
  type SavePasswordOutcome,
} from '@tolk/core';
import { SetCustomerPassword, SetCustomerPasswordWithResetToken } from '@tolk/crm-contract';
import type { CrmTransport } from '../transport/transport.js';

/**
 * SetCustomerPassword for the logged-in customer. Quiet: the screens word a refusal themselves
 * ("resetPassword.setFailed", spec 3 §8); a transport failure still rejects.
 */
export class CrmPasswordSaver implements PasswordSaver {
  constructor(private readonly transport: CrmTransport) {}

  async save(passwordHash: string): Promise<SavePasswordOutcome> {
    try {
      const answer = await this.transport.call(SetCustomerPassword, { PasswordHash: passwordHash }, { quiet: true });
      return answer.IsSuccess ? { kind: 'saved' } : { kind: 'refused', errors: [] };
    } catch (error) {
      if (error instanceof ServiceErrorsRaised) return { kind: 'refused', errors: error.errors };
      throw error;
    }
  }
}

/**
 * SetCustomerPasswordWithResetToken (api-key: the gateway adds the key). Quiet: the page toasts
 * "resetPassword.setSuccessful", "alreadySaved" or "setFailed" itself (spec 3 §8).
 */
export class CrmPasswordResetLinks implements PasswordResetLinks {
  constructor(private readonly transport: CrmTransport) {}

  async setPassword(data: string, passwordHash: string): Promise<LinkPasswordOutcome> {
    try {
      const answer = await this.transport.call(
        SetCustomerPasswordWithResetToken,
        { Data: data, PasswordHash: passwordHash },
        { quiet: true },
      );
      return answer.IsSuccess ? { kind: 'saved' } : { kind: 'refused', errors: [] };
    } catch (error) {
      if (!(error instanceof ServiceErrorsRaised)) throw error;
      if (error.errors.some((e) => e.kind === 'reset-link-already-used')) return { kind: 'already-saved' };
      if (error.errors.some((e) => e.kind === 'reset-link-invalid' || e.kind === 'reset-link-expired'))
        return { kind: 'link-invalid' };
      return { kind: 'refused', errors: error.errors };
    }
  }
}

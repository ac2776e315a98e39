import type { ServiceError } from '../problems/problems.js';
import type { Authenticator, PasswordHasher } from './log-in.js';
import {
  noPasswordProblems,
  validateChangePassword,
  validateNewPassword,
  type ChangePasswordForm,
  type ChangePasswordProblems,
  type NewPasswordForm,
  type NewPasswordProblems,
} from './password-policy.js';
import type { SessionStore } from './session.js';

/** The CRM's answer to a new password hash. */
export type SavePasswordOutcome =
  { readonly kind: 'saved' } | { readonly kind: 'refused'; readonly errors: readonly ServiceError[] };

/** SetCustomerPassword: the logged-in customer's new password (as its hash). */
export interface PasswordSaver {
  save(passwordHash: string): Promise<SavePasswordOutcome>;
}

export type ChangePasswordOutcome =
  | { readonly kind: 'changed' }
  | { readonly kind: 'invalid-form'; readonly problems: ChangePasswordProblems }
  | { readonly kind: 'wrong-current-password' }
  /** The verification or the saving was refused for another reason (the CRM's errors). */
  | { readonly kind: 'refused'; readonly errors: readonly ServiceError[] }
  | { readonly kind: 'no-session' };

/**
 * Change password in settings (spec 3 §5): the form by the policy, then the current password
 * verified by a login with it, then the new one saved; nothing is saved unless all of these hold.
 * The gateway's session gets the new hash, so later automatic re-logins (spec 3 §8) still work.
 */
export class ChangePassword {
  constructor(
    private readonly hasher: PasswordHasher,
    private readonly authenticator: Authenticator,
    private readonly saver: PasswordSaver,
    private readonly sessions: SessionStore,
  ) {}

  async execute(form: ChangePasswordForm): Promise<ChangePasswordOutcome> {
    const problems = validateChangePassword(form);
    if (!noPasswordProblems(problems)) return { kind: 'invalid-form', problems };
    const session = this.sessions.load();
    if (!session) return { kind: 'no-session' };

    const verified = await this.authenticator.authenticate({
      customerNumber: session.customerNumber,
      passwordHash: await this.hasher.hash(form.currentPassword),
    });
    if (verified.kind === 'rejected') {
      return verified.errors.some((e) => e.kind === 'invalid-customer-login')
        ? { kind: 'wrong-current-password' }
        : { kind: 'refused', errors: verified.errors };
    }
    if (verified.kind === 'no-token') return { kind: 'wrong-current-password' };

    const passwordHash = await this.hasher.hash(form.newPassword);
    const saved = await this.saver.save(passwordHash);
    // The session that asked keeps going: the gateway makes the new hash its re-login secret.
    if (saved.kind === 'refused') return saved;
    return { kind: 'changed' };
  }
}

export type ResetPasswordOutcome =
  | { readonly kind: 'changed' }
  | { readonly kind: 'invalid-form'; readonly problems: NewPasswordProblems }
  | { readonly kind: 'refused'; readonly errors: readonly ServiceError[] }
  | { readonly kind: 'no-session' };

/**
 * The reset-password page reached from settings (spec 3 §2, §5): a new password and its repeat
 * for the logged-in customer, saved when the policy and the match hold; the gateway's session follows.
 */
export class ResetPassword {
  constructor(
    private readonly hasher: PasswordHasher,
    private readonly saver: PasswordSaver,
    private readonly sessions: SessionStore,
  ) {}

  async execute(form: NewPasswordForm): Promise<ResetPasswordOutcome> {
    const problems = validateNewPassword(form);
    if (!noPasswordProblems(problems)) return { kind: 'invalid-form', problems };
    const session = this.sessions.load();
    if (!session) return { kind: 'no-session' };
    const passwordHash = await this.hasher.hash(form.newPassword);
    const saved = await this.saver.save(passwordHash);
    if (saved.kind === 'refused') return saved;
    return { kind: 'changed' };
  }
}

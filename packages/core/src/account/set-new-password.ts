import type { ServiceError } from '../problems/problems.js';
import type { PasswordHasher } from './log-in.js';
import { noPasswordProblems, validateNewPassword, type NewPasswordForm, type NewPasswordProblems } from './password-policy.js';

/** The CRM's answer to a password set with a mailed link. */
export type LinkPasswordOutcome =
  | { readonly kind: 'saved' }
  /** The link was used before ("password already saved on reset", spec 3 §8). */
  | { readonly kind: 'already-saved' }
  /** The CRM cannot read the link or it has expired: a retry cannot help, only a new link. */
  | { readonly kind: 'link-invalid' }
  | { readonly kind: 'refused'; readonly errors: readonly ServiceError[] };

/** SetCustomerPasswordWithResetToken: the link's opaque `data` (the CRM decrypts it) and the new hash. */
export interface PasswordResetLinks {
  setPassword(data: string, passwordHash: string): Promise<LinkPasswordOutcome>;
}

export type SetNewPasswordOutcome =
  LinkPasswordOutcome | { readonly kind: 'invalid-form'; readonly problems: NewPasswordProblems } | { readonly kind: 'no-link' };

/** `/set-new-password?data=…` (spec 3 §2, §5): the policy and the match, then the link's password. */
export class SetNewPassword {
  constructor(
    private readonly hasher: PasswordHasher,
    private readonly links: PasswordResetLinks,
  ) {}

  async execute(data: string | null, form: NewPasswordForm): Promise<SetNewPasswordOutcome> {
    if (data === null || data.trim() === '') return { kind: 'no-link' };
    const problems = validateNewPassword(form);
    if (!noPasswordProblems(problems)) return { kind: 'invalid-form', problems };
    return this.links.setPassword(data.trim(), await this.hasher.hash(form.newPassword));
  }
}

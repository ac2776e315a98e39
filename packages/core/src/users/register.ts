import type { ServiceError } from '../problems/problems.js';
import {
  hasProblems,
  toUserDraft,
  validateCustomerUser,
  type CustomerUser,
  type CustomerUserDraft,
  type CustomerUserForm,
  type CustomerUserProblems,
} from './customer-user.js';

export type SaveCustomerUserOutcome =
  { readonly kind: 'saved'; readonly id: string } | { readonly kind: 'refused'; readonly errors: readonly ServiceError[] };

/** GetCustomerUsers and CreateUpdateCustomerUser (docs/api.md, "Portal users"). */
export interface CustomerUserRegister {
  list(): Promise<readonly CustomerUser[]>;
  save(draft: CustomerUserDraft): Promise<SaveCustomerUserOutcome>;
}

export type SaveCustomerUserResult =
  SaveCustomerUserOutcome | { readonly kind: 'invalid-form'; readonly problems: CustomerUserProblems };

/**
 * The save of /settings/manageusers: the rules against the customer's other users, then the user
 * as a draft (trimmed). `editing` is the user changed, null when adding one.
 */
export class SaveCustomerUser {
  constructor(private readonly register: CustomerUserRegister) {}

  async execute(
    form: CustomerUserForm,
    users: readonly CustomerUser[],
    editing: CustomerUser | null,
  ): Promise<SaveCustomerUserResult> {
    const others = users.filter((user) => user.id !== editing?.id);
    const problems = validateCustomerUser(form, others);
    if (hasProblems(problems) || form.type === '') return { kind: 'invalid-form', problems };
    return this.register.save(toUserDraft({ ...form, type: form.type }, editing?.id ?? null));
  }
}

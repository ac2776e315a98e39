import type { ServiceError } from '../problems/problems.js';
import {
  formAsSaved,
  isContactPersonValid,
  toDraft,
  validateContactPerson,
  type ContactPerson,
  type ContactPersonDraft,
  type ContactPersonForm,
  type ContactPersonRules,
  type ContactPersonValidation,
} from './contact-person.js';

export type SaveContactPersonOutcome =
  { readonly kind: 'saved'; readonly id: string } | { readonly kind: 'refused'; readonly errors: readonly ServiceError[] };

export type DeleteContactPersonOutcome =
  { readonly kind: 'deleted' } | { readonly kind: 'refused'; readonly errors: readonly ServiceError[] };

/** GetContactPersons, CreateUpdateContactPerson and DeleteContactPerson (spec 3 §7). */
export interface ContactPersonRegister {
  list(): Promise<readonly ContactPerson[]>;
  save(draft: ContactPersonDraft): Promise<SaveContactPersonOutcome>;
  remove(id: string): Promise<DeleteContactPersonOutcome>;
}

export type SaveContactPersonResult =
  SaveContactPersonOutcome | { readonly kind: 'invalid-form'; readonly validation: ContactPersonValidation };

/**
 * Settings tab 2's save: the rules of the mode, then the person as a draft (trimmed, empty as
 * null). An edit keeps the names and title of the person it edits, whatever the form holds.
 */
export class SaveContactPerson {
  constructor(private readonly register: ContactPersonRegister) {}

  async execute(
    form: ContactPersonForm,
    rules: ContactPersonRules,
    editing: ContactPerson | null,
  ): Promise<SaveContactPersonResult> {
    const kept = formAsSaved(form, rules.mode === 'edit' ? editing : null);
    const validation = validateContactPerson(kept, rules);
    if (!isContactPersonValid(validation)) return { kind: 'invalid-form', validation };
    return this.register.save(toDraft(kept, rules.mode === 'edit' && editing ? editing.id : null));
  }
}

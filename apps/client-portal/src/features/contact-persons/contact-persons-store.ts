import {
  EMPTY_CONTACT_PERSON_FORM,
  FIELDS_BY_MODE,
  formAsSaved,
  formOf,
  sortContactPersons,
  validateContactPerson,
  type ContactPerson,
  type ContactPersonField,
  type ContactPersonForm,
  type ContactPersonMode,
  type ContactPersonProblem,
  type ContactPersonRegister,
  type SaveContactPerson,
} from '@tolk/core';
import type { ToastNotifier } from '@tolk/ui';
import { PersonListStore } from '../person-form/person-list-store.js';
import { missingChannelText } from './contact-person-fields.js';
import { contactPersonsMessages as m } from './contact-persons.messages.js';

export type Toasts = Pick<ToastNotifier, 'say' | 'compose'>;

const modeOf = (editing: ContactPerson | null): ContactPersonMode => (editing ? 'edit' : 'create');

/** Settings tab 2's list of contact persons, and the direct booking's (spec 3 §2, §5). */
export type ContactPersonsStore = PersonListStore<ContactPerson, ContactPersonForm, ContactPersonField, ContactPersonProblem>;

/**
 * Settings tab 2 (spec 3 §2, §5), and the direct booking's contact dialog: the list by name, the
 * create (every field) and edit (e-mail and phones only) dialog, the delete confirmation.
 */
export function contactPersonsStore(
  register: ContactPersonRegister,
  saveContactPerson: SaveContactPerson,
  /** The profile's e-mail flags, read when the rules are needed (the profile may load later). */
  emailRequired: () => boolean,
  toasts: Toasts,
): ContactPersonsStore {
  return new PersonListStore(
    {
      list: () => register.list(),
      sort: sortContactPersons,
      formOf: (editing) => (editing ? formOf(editing) : EMPTY_CONTACT_PERSON_FORM),
      fieldsOf: (editing) => FIELDS_BY_MODE[modeOf(editing)],
      problemsOf: (form, editing) =>
        validateContactPerson(formAsSaved(form, editing), { mode: modeOf(editing), emailRequired: emailRequired() }).problems,
      save: async (form, editing) => {
        const outcome = await saveContactPerson.execute(form, { mode: modeOf(editing), emailRequired: emailRequired() }, editing);
        // No way to reach the person: the error toast names the channels, one of which must be given.
        if (outcome.kind === 'invalid-form' && outcome.validation.missingChannel) toasts.compose(missingChannelText, 'danger');
        return outcome.kind === 'saved';
      },
      saved: m.saved,
      removal: {
        remove: async (person) => (await register.remove(person.id)).kind === 'deleted',
        deleted: m.deleted,
      },
      emailRequired,
    },
    toasts,
  );
}

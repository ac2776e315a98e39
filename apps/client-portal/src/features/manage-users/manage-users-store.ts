import {
  CUSTOMER_USER_FIELDS,
  EMPTY_CUSTOMER_USER_FORM,
  sortCustomerUsers,
  userFormOf,
  validateCustomerUser,
  type CustomerUser,
  type CustomerUserField,
  type CustomerUserForm,
  type CustomerUserProblem,
  type CustomerUserRegister,
  type SaveCustomerUser,
} from '@tolk/core';
import type { ToastNotifier } from '@tolk/ui';
import { PersonListStore } from '../person-form/person-list-store.js';
import { manageUsersMessages as m } from './manage-users.messages.js';

export type Toasts = Pick<ToastNotifier, 'say'>;

/** The customer's other users, against whom an e-mail and the last administrator are checked. */
const othersThan = (users: readonly CustomerUser[], editing: CustomerUser | null) =>
  users.filter((user) => user.id !== editing?.id);

/** /settings/manageusers' list of the customer's portal users. */
export type ManageUsersStore = PersonListStore<CustomerUser, CustomerUserForm, CustomerUserField, CustomerUserProblem>;

/** /settings/manageusers: the customer's users by name, the add and edit dialog (every field, all required). */
export function manageUsersStore(register: CustomerUserRegister, saveUser: SaveCustomerUser, toasts: Toasts): ManageUsersStore {
  return new PersonListStore(
    {
      list: () => register.list(),
      sort: sortCustomerUsers,
      formOf: (editing) => (editing ? userFormOf(editing) : EMPTY_CUSTOMER_USER_FORM),
      fieldsOf: () => CUSTOMER_USER_FIELDS,
      problemsOf: (form, editing, users) => validateCustomerUser(form, othersThan(users, editing)),
      // A refusal (already toasted) keeps the dialog open with what was typed.
      save: async (form, editing, users) => (await saveUser.execute(form, users, editing)).kind === 'saved',
      saved: m.saved,
    },
    toasts,
  );
}

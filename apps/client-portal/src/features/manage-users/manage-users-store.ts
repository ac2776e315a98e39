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
  type CustomerUserProblems,
  type CustomerUserRegister,
  type SaveCustomerUser,
} from '@tolk/core';
import type { ToastNotifier } from '@tolk/ui';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { manageUsersMessages as m } from './manage-users.messages.js';

export type Toasts = Pick<ToastNotifier, 'say'>;
export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

export interface UserEditor {
  /** The user changed; null when adding one. */
  readonly editing: CustomerUser | null;
  readonly form: CustomerUserForm;
  readonly touched: ReadonlySet<CustomerUserField>;
}

/** /settings/manageusers: the customer's users by name, the add and edit dialog. */
export class ManageUsersStore {
  users: readonly CustomerUser[] = [];
  state: LoadState = 'idle';
  editor: UserEditor | null = null;
  busy = false;

  constructor(
    private readonly register: CustomerUserRegister,
    private readonly saveUser: SaveCustomerUser,
    private readonly toasts: Toasts,
  ) {
    makeObservable(this, {
      users: observable.ref,
      state: observable,
      editor: observable.ref,
      busy: observable,
      problems: computed,
      openCreate: action,
      openEdit: action,
      close: action,
      set: action,
      touch: action,
    });
  }

  async load(): Promise<void> {
    runInAction(() => {
      this.state = 'loading';
    });
    try {
      const users = await this.register.list();
      runInAction(() => {
        this.users = sortCustomerUsers(users);
        this.state = 'ready';
      });
    } catch {
      // The transport has told the user.
      runInAction(() => {
        this.state = 'failed';
      });
    }
  }

  /** The dialog's problems, checked against the customer's other users. */
  get problems(): CustomerUserProblems {
    if (!this.editor) return {};
    const editing = this.editor.editing;
    return validateCustomerUser(
      this.editor.form,
      this.users.filter((user) => user.id !== editing?.id),
    );
  }

  /** A field's problem once the user has left it (or tried to save). */
  problemOf(field: CustomerUserField): CustomerUserProblem | undefined {
    return this.editor?.touched.has(field) ? this.problems[field] : undefined;
  }

  openCreate(): void {
    this.editor = { editing: null, form: EMPTY_CUSTOMER_USER_FORM, touched: new Set() };
  }

  openEdit(user: CustomerUser): void {
    this.editor = { editing: user, form: userFormOf(user), touched: new Set() };
  }

  close(): void {
    if (!this.busy) this.editor = null;
  }

  set<F extends CustomerUserField>(field: F, value: CustomerUserForm[F]): void {
    if (this.editor) this.editor = { ...this.editor, form: { ...this.editor.form, [field]: value } };
  }

  touch(field: CustomerUserField): void {
    if (this.editor && !this.editor.touched.has(field)) {
      this.editor = { ...this.editor, touched: new Set([...this.editor.touched, field]) };
    }
  }

  /** Saves when the rules hold; a refusal (already toasted) keeps the dialog open with what was typed. */
  async save(): Promise<boolean> {
    const editor = this.editor;
    if (!editor || this.busy) return false;
    runInAction(() => {
      this.editor = { ...editor, touched: new Set(CUSTOMER_USER_FIELDS) };
      this.busy = true;
    });
    try {
      const outcome = await this.saveUser.execute(editor.form, this.users, editor.editing);
      if (outcome.kind !== 'saved') return false;
      runInAction(() => {
        this.editor = null;
      });
      this.toasts.say(m.saved, 'success');
      await this.load();
      return true;
    } catch {
      // A transport failure, already toasted.
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}

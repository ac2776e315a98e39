import {
  CONTACT_CHANNELS,
  EMPTY_CONTACT_PERSON_FORM,
  FIELDS_BY_MODE,
  formOf,
  sortContactPersons,
  validateContactPerson,
  type ContactPerson,
  type ContactPersonField,
  type ContactPersonForm,
  type ContactPersonMode,
  type ContactPersonProblem,
  type ContactPersonRegister,
  type ContactPersonValidation,
  type SaveContactPerson,
} from '@tolk/core';
import type { ToastNotifier } from '@tolk/ui';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { contactPersonsMessages as m } from './contact-persons.messages.js';

export type Toasts = Pick<ToastNotifier, 'say' | 'compose'>;
export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

export const FIELD_LABELS = {
  firstName: m.firstName,
  lastName: m.lastName,
  title: m.title,
  email: m.email,
  phoneDirect: m.phoneDirect,
  phoneMobile: m.phoneMobile,
} as const;

export interface ContactPersonEditor {
  readonly mode: ContactPersonMode;
  /** The person edited; null when creating. */
  readonly editing: ContactPerson | null;
  readonly form: ContactPersonForm;
  readonly touched: ReadonlySet<ContactPersonField>;
}

/** Settings tab 2 (spec 3 §2, §5): the list by name, the create/edit dialog, the delete confirmation. */
export class ContactPersonsStore {
  persons: readonly ContactPerson[] = [];
  state: LoadState = 'idle';
  editor: ContactPersonEditor | null = null;
  confirming: ContactPerson | null = null;
  busy = false;

  constructor(
    private readonly register: ContactPersonRegister,
    private readonly saveContactPerson: SaveContactPerson,
    /** The profile's e-mail flags, read when the rules are needed (the profile may load later). */
    private readonly emailRequired: () => boolean,
    private readonly toasts: Toasts,
  ) {
    makeObservable(this, {
      persons: observable.ref,
      state: observable,
      editor: observable.ref,
      confirming: observable.ref,
      busy: observable,
      validation: computed,
      openCreate: action,
      openEdit: action,
      close: action,
      set: action,
      touch: action,
      askDelete: action,
      cancelDelete: action,
    });
  }

  async load(): Promise<void> {
    runInAction(() => {
      this.state = 'loading';
    });
    try {
      const persons = await this.register.list();
      runInAction(() => {
        this.persons = sortContactPersons(persons);
        this.state = 'ready';
      });
    } catch {
      runInAction(() => {
        this.state = 'failed';
      });
    }
  }

  get validation(): ContactPersonValidation | null {
    if (!this.editor) return null;
    const { form, mode, editing } = this.editor;
    const checked = mode === 'edit' && editing ? { ...form, ...namesOf(editing) } : form;
    return validateContactPerson(checked, { mode, emailRequired: this.emailRequired() });
  }

  /** The fields the dialog shows: all when creating, e-mail and phones when editing. */
  get fields(): readonly ContactPersonField[] {
    return this.editor ? FIELDS_BY_MODE[this.editor.mode] : [];
  }

  isEmailRequired(): boolean {
    return this.emailRequired();
  }

  problemOf(field: ContactPersonField): ContactPersonProblem | undefined {
    if (!this.editor?.touched.has(field)) return undefined;
    return this.validation?.problems[field];
  }

  openCreate(): void {
    this.editor = { mode: 'create', editing: null, form: EMPTY_CONTACT_PERSON_FORM, touched: new Set() };
  }

  openEdit(person: ContactPerson): void {
    this.editor = { mode: 'edit', editing: person, form: formOf(person), touched: new Set() };
  }

  close(): void {
    this.editor = null;
  }

  set(field: ContactPersonField, value: string): void {
    if (this.editor) this.editor = { ...this.editor, form: { ...this.editor.form, [field]: value } };
  }

  touch(field: ContactPersonField): void {
    if (this.editor) this.editor = { ...this.editor, touched: new Set([...this.editor.touched, field]) };
  }

  async save(): Promise<boolean> {
    const editor = this.editor;
    if (!editor || this.busy) return false;
    runInAction(() => {
      this.editor = { ...editor, touched: new Set(FIELDS_BY_MODE[editor.mode]) };
      this.busy = true;
    });
    try {
      const outcome = await this.saveContactPerson.execute(
        editor.form,
        { mode: editor.mode, emailRequired: this.emailRequired() },
        editor.editing,
      );
      if (outcome.kind === 'invalid-form') {
        if (outcome.validation.missingChannel) this.toastMissingChannel();
        return false;
      }
      if (outcome.kind === 'refused') return false;
      runInAction(() => {
        this.editor = null;
      });
      this.toasts.say(m.saved, 'success');
      await this.load();
      return true;
    } catch {
      // A transport failure, already toasted: the dialog stays open with what was typed.
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  askDelete(person: ContactPerson): void {
    this.confirming = person;
  }

  cancelDelete(): void {
    this.confirming = null;
  }

  async confirmDelete(): Promise<void> {
    const person = this.confirming;
    if (!person || this.busy) return;
    runInAction(() => {
      this.busy = true;
    });
    try {
      const outcome = await this.register.remove(person.id);
      runInAction(() => {
        this.confirming = null;
      });
      if (outcome.kind === 'deleted') this.toasts.say(m.deleted, 'success');
      await this.load();
    } catch {
      // Already toasted; the person stays in the list.
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /** The error toast naming the channels, one of which must be given (spec 3 §5). */
  private toastMissingChannel(): void {
    this.toasts.compose(
      (intl) =>
        intl.formatMessage(m.missingChannel, {
          fields: intl.formatList(
            CONTACT_CHANNELS.map((field) => intl.formatMessage(FIELD_LABELS[field])),
            { type: 'disjunction' },
          ),
        }),
      'danger',
    );
  }
}

const namesOf = (person: ContactPerson) => ({
  firstName: person.firstName,
  lastName: person.lastName,
  title: person.title ?? '',
});

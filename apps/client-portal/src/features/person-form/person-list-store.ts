import type { ToastNotifier } from '@tolk/ui';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { MessageDescriptor } from 'react-intl';

export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

/** The add/edit dialog's state: the person changed (null when adding one), the form, the fields left. */
export interface PersonEditor<Item, Form, Field> {
  readonly editing: Item | null;
  readonly form: Form;
  readonly touched: ReadonlySet<Field>;
}

/** What one register of persons (contact persons, portal users) tells the list: its calls and its rules. */
export interface PersonListRules<Item, Form, Field extends keyof Form, Problem> {
  /** The register's persons. */
  list(): Promise<readonly Item[]>;
  /** Their order on screen (by name, in Swedish order). */
  sort(items: readonly Item[]): readonly Item[];
  /** The dialog's form: empty when adding (null), else filled from the person changed. */
  formOf(editing: Item | null): Form;
  /** The fields the dialog shows and a save checks. */
  fieldsOf(editing: Item | null): readonly Field[];
  /** The form's problems by the core's rules (`items` is the list as loaded). */
  problemsOf(form: Form, editing: Item | null, items: readonly Item[]): Partial<Record<Field, Problem>>;
  /** Saves through the use case: true when saved; false keeps the dialog with what was typed (a refusal is already told). */
  save(form: Form, editing: Item | null, items: readonly Item[]): Promise<boolean>;
  /** The toast after a save. */
  readonly saved: MessageDescriptor;
  /** Deleting, where the register allows it: true when deleted, and the toast after it. */
  readonly removal?: { readonly remove: (item: Item) => Promise<boolean>; readonly deleted: MessageDescriptor };
  /** Whether every person must have an e-mail (contact persons: the profile's flags, read when asked); absent: no. */
  readonly emailRequired?: () => boolean;
}

/**
 * A register of persons as a screen edits it: the list by name, its loading (busy, failed), the
 * add/edit dialog with the problems of the fields left, and the delete confirmation. What differs
 * between registers comes in the rules: a feature builds its list from them (`contactPersonsStore`,
 * `manageUsersStore`) and extends nothing.
 */
export class PersonListStore<Item, Form, Field extends keyof Form, Problem> {
  items: readonly Item[] = [];
  state: LoadState = 'idle';
  editor: PersonEditor<Item, Form, Field> | null = null;
  /** The person whose deletion waits for the confirmation. */
  confirming: Item | null = null;
  /** A save or a deletion is under way. */
  busy = false;

  constructor(
    private readonly rules: PersonListRules<Item, Form, Field, Problem>,
    private readonly toasts: Pick<ToastNotifier, 'say'>,
  ) {
    makeObservable<PersonListStore<Item, Form, Field, Problem>>(this, {
      items: observable.ref,
      state: observable,
      editor: observable.ref,
      confirming: observable.ref,
      busy: observable,
      problems: computed,
      openCreate: action,
      openEdit: action,
      close: action,
      set: action,
      touch: action,
      askDelete: action,
      cancelDelete: action,
    });
  }

  /** Loads the list; a failure (already told by the transport) leaves the last list and says 'failed'. */
  async load(): Promise<void> {
    runInAction(() => {
      this.state = 'loading';
    });
    try {
      const items = await this.rules.list();
      runInAction(() => {
        this.items = this.rules.sort(items);
        this.state = 'ready';
      });
    } catch {
      runInAction(() => {
        this.state = 'failed';
      });
    }
  }

  /** The fields the dialog shows. */
  get fields(): readonly Field[] {
    return this.editor ? this.rules.fieldsOf(this.editor.editing) : [];
  }

  /** Whether the dialog marks the e-mail required (the rules' `emailRequired`). */
  isEmailRequired(): boolean {
    return this.rules.emailRequired?.() ?? false;
  }

  /** The dialog's problems, whether shown yet or not. */
  get problems(): Partial<Record<Field, Problem>> {
    if (!this.editor) return {};
    return this.rules.problemsOf(this.editor.form, this.editor.editing, this.items);
  }

  /** A field's problem once the user has left it (or tried to save). */
  problemOf(field: Field): Problem | undefined {
    return this.editor?.touched.has(field) ? this.problems[field] : undefined;
  }

  openCreate(): void {
    this.editor = { editing: null, form: this.rules.formOf(null), touched: new Set() };
  }

  openEdit(item: Item): void {
    this.editor = { editing: item, form: this.rules.formOf(item), touched: new Set() };
  }

  close(): void {
    this.editor = null;
  }

  set<F extends Field>(field: F, value: Form[F]): void {
    if (this.editor) this.editor = { ...this.editor, form: { ...this.editor.form, [field]: value } };
  }

  touch(field: Field): void {
    if (this.editor && !this.editor.touched.has(field)) {
      this.editor = { ...this.editor, touched: new Set([...this.editor.touched, field]) };
    }
  }

  /** Shows every problem and saves; once saved: the dialog closes, a toast, the list again. */
  async save(): Promise<boolean> {
    const editor = this.editor;
    if (!editor || this.busy) return false;
    runInAction(() => {
      this.editor = { ...editor, touched: new Set(this.rules.fieldsOf(editor.editing)) };
      this.busy = true;
    });
    try {
      if (!(await this.rules.save(editor.form, editor.editing, this.items))) return false;
      runInAction(() => {
        this.editor = null;
      });
      this.toasts.say(this.rules.saved, 'success');
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

  askDelete(item: Item): void {
    this.confirming = item;
  }

  cancelDelete(): void {
    this.confirming = null;
  }

  async confirmDelete(): Promise<void> {
    const item = this.confirming;
    const removal = this.rules.removal;
    if (!item || !removal || this.busy) return;
    runInAction(() => {
      this.busy = true;
    });
    try {
      const deleted = await removal.remove(item);
      runInAction(() => {
        this.confirming = null;
      });
      if (deleted) this.toasts.say(removal.deleted, 'success');
      await this.load();
    } catch {
      // Already toasted; the person stays in the list.
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}

import {
  NO_ASSIGNMENT_PREFERENCES,
  normaliseAssignmentPreferences,
  type AssignmentPreferenceOptions,
  type AssignmentPreferences,
  type InterpreterDesk,
} from '@tolk/core';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';

/** One list of the assignment chooser. */
export type PreferenceList = keyof AssignmentPreferences;

const sameIds = (a: readonly (number | string)[], b: readonly (number | string)[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * The assignment chooser (spec 3 §2; issue 15): what the interpreter wants to be offered, by
 * agreement, article and business area. The screen edits a draft; a save that fails keeps it, so
 * nothing ticked is lost.
 */
export class PreferencesStore {
  state: 'loading' | 'ready' | 'failed' = 'loading';
  options: AssignmentPreferenceOptions | null = null;
  saved: AssignmentPreferences = NO_ASSIGNMENT_PREFERENCES;
  draft: AssignmentPreferences = NO_ASSIGNMENT_PREFERENCES;
  saving = false;

  constructor(private readonly desk: Pick<InterpreterDesk, 'preferences' | 'savePreferences'>) {
    makeObservable(this, {
      state: observable,
      options: observable.ref,
      saved: observable.ref,
      draft: observable.ref,
      saving: observable,
      changed: computed,
      toggle: action,
      undo: action,
    });
  }

  get changed(): boolean {
    return (Object.keys(this.draft) as PreferenceList[]).some((list) => !sameIds(this.draft[list], this.saved[list]));
  }

  async load(): Promise<void> {
    runInAction(() => (this.state = 'loading'));
    try {
      const { options, chosen } = await this.desk.preferences();
      runInAction(() => {
        this.options = options;
        this.saved = chosen;
        this.draft = chosen;
        this.state = 'ready';
      });
    } catch {
      runInAction(() => (this.state = 'failed'));
    }
  }

  isChosen(list: PreferenceList, id: number | string): boolean {
    return (this.draft[list] as readonly (number | string)[]).includes(id);
  }

  toggle(list: PreferenceList, id: number | string): void {
    const current = this.draft[list] as readonly (number | string)[];
    const next = current.includes(id) ? current.filter((chosen) => chosen !== id) : [...current, id];
    this.draft = { ...this.draft, [list]: next };
  }

  undo(): void {
    this.draft = this.saved;
  }

  /** Saves the draft; true when the CRM took it. A refusal was told by the transport and the draft stays. */
  async save(): Promise<boolean> {
    if (!this.options || this.saving) return false;
    const normalised = normaliseAssignmentPreferences(this.draft, this.options);
    if (normalised.kind !== 'chosen') return false;
    runInAction(() => (this.saving = true));
    try {
      const saved = await this.desk.savePreferences(normalised.preferences);
      runInAction(() => {
        this.saved = saved;
        this.draft = saved;
      });
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }
}

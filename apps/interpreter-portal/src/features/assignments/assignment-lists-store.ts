import {
  ASSIGNMENT_LISTS,
  assignmentNumberQuery,
  type AssignmentList,
  type InterpreterAssignmentSummary,
  type InterpreterDesk,
} from '@tolk/core';
import { LatestOnly } from '@tolk/ui';
import { action, makeObservable, observable, runInAction } from 'mobx';

export interface ListState {
  readonly items: readonly InterpreterAssignmentSummary[];
  readonly loaded: boolean;
  readonly failed: boolean;
}

const EMPTY: ListState = { items: [], loaded: false, failed: false };

/**
 * The interpreter's assignment lists (spec 3 §2): upcoming, to report and history, each read when
 * first shown and again after anything that moves an assignment between them; and browse by
 * assignment number.
 */
export class AssignmentListsStore {
  lists: Record<AssignmentList, ListState> = { upcoming: EMPTY, 'to-report': EMPTY, history: EMPTY };
  /** The number last browsed for, and what it found (null before any search). */
  search: { readonly number: string; readonly found: readonly InterpreterAssignmentSummary[] } | null = null;
  searching = false;
  private readonly latest: Record<AssignmentList, LatestOnly> = {
    upcoming: new LatestOnly(),
    'to-report': new LatestOnly(),
    history: new LatestOnly(),
  };
  private readonly latestSearch = new LatestOnly();

  constructor(private readonly desk: InterpreterDesk) {
    makeObservable(this, {
      lists: observable,
      search: observable.ref,
      searching: observable,
      clear: action,
      clearSearch: action,
    });
  }

  async refresh(list: AssignmentList): Promise<void> {
    const isLatest = this.latest[list].begin();
    try {
      const items = await this.desk.assignments(list);
      if (isLatest()) runInAction(() => (this.lists[list] = { items, loaded: true, failed: false }));
    } catch {
      if (isLatest()) runInAction(() => (this.lists[list] = { ...this.lists[list], failed: true }));
    }
  }

  /** Browse by assignment number; false when the text is no number (the field says so). */
  async findByNumber(text: string): Promise<boolean> {
    const number = assignmentNumberQuery(text);
    if (number === null) return false;
    const isLatest = this.latestSearch.begin();
    runInAction(() => (this.searching = true));
    try {
      const found = await this.desk.findByNumber(number);
      if (isLatest()) runInAction(() => (this.search = { number, found }));
    } catch {
      // The transport has said why; the earlier result stays.
    } finally {
      if (isLatest()) runInAction(() => (this.searching = false));
    }
    return true;
  }

  clearSearch(): void {
    this.latestSearch.forget();
    this.search = null;
    this.searching = false;
  }

  clear(): void {
    for (const list of ASSIGNMENT_LISTS) {
      this.latest[list].forget();
      this.lists[list] = EMPTY;
    }
    this.clearSearch();
  }
}

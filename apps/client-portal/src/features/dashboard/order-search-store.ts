import { STOCKHOLM, type Assignment, type SearchByOrderNumber } from '@tolk/core';
import { action, makeObservable, observable, runInAction } from 'mobx';
import type { Temporal } from 'temporal-polyfill';

/** What the search tells the user in a toast; the screen words it. */
export type SearchNotice = 'no-result' | 'failed';

/** Where a found order is shown: the detail drawer, and the calendar at its date. */
export interface SearchTargets {
  openDetail(assignment: Assignment, siblings: readonly Assignment[]): void;
  showDay(day: Temporal.PlainDate): void;
}

/**
 * The dashboard's search by order number (spec 2 §4): trimmed, empty ignored; the first result
 * opens in the detail drawer and the calendar moves to its date; no result and failure are told
 * in toasts; the input is cleared after a search.
 */
export class OrderSearchStore {
  text = '';
  searching = false;

  constructor(
    private readonly search: SearchByOrderNumber,
    private readonly targets: SearchTargets,
    private readonly tell: (notice: SearchNotice) => void,
  ) {
    makeObservable(this, { text: observable, searching: observable, setText: action });
  }

  setText(text: string): void {
    this.text = text;
  }

  async submit(): Promise<void> {
    if (this.searching || this.text.trim() === '') return;
    runInAction(() => (this.searching = true));
    try {
      const outcome = await this.search.execute(this.text);
      this.done();
      if (outcome.kind === 'found') {
        this.targets.showDay(outcome.first.start.withTimeZone(STOCKHOLM).toPlainDate());
        this.targets.openDetail(outcome.first, outcome.all);
      } else if (outcome.kind === 'none') {
        this.tell('no-result');
      }
    } catch {
      // The transport may have told its own problem too; the search says it failed (spec 2 §8).
      this.done();
      this.tell('failed');
    }
  }

  private done(): void {
    runInAction(() => {
      this.text = '';
      this.searching = false;
    });
  }
}

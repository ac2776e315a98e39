import type { Assignment, SearchByOrderNumber } from '@tolk/core';
import { action, makeObservable, observable, runInAction } from 'mobx';

/** Why the booking number does not lead to a deviation form. */
export type ChooseOrderProblem =
  | { readonly kind: 'required' }
  | { readonly kind: 'not-found'; readonly number: string }
  | { readonly kind: 'has-deviation'; readonly number: string }
  | { readonly kind: 'failed' };

/**
 * "Skicka avvikelse" on /report-quality (spec 2 §2, §3): a deviation is about one order, so the
 * user first names its booking number; the customer's own order with that number opens the form
 * (booking number read-only from there), unless it already has a deviation: as in the drawer,
 * which offers "Skicka avvikelse" only for an order without one (spec 2 §4).
 */
export class ChooseOrderStore {
  number = '';
  problem: ChooseOrderProblem | null = null;
  searching = false;

  constructor(private readonly search: SearchByOrderNumber) {
    makeObservable(this, { number: observable, problem: observable.ref, searching: observable, change: action, find: action });
  }

  change(number: string): void {
    this.number = number;
    this.problem = null;
  }

  /** The order to write the deviation about, or null with the problem shown. */
  async find(): Promise<Assignment | null> {
    if (this.searching) return null;
    const number = this.number.trim();
    if (number === '') {
      this.problem = { kind: 'required' };
      return null;
    }
    this.searching = true;
    try {
      const outcome = await this.search.execute(number);
      return runInAction(() => {
        this.searching = false;
        if (outcome.kind !== 'found') this.problem = { kind: 'not-found', number };
        else if (outcome.first.hasDeviation) this.problem = { kind: 'has-deviation', number: outcome.first.number };
        else return outcome.first;
        return null;
      });
    } catch {
      // The transport has said what went wrong (its toast); the number stays for another try.
      runInAction(() => {
        this.searching = false;
        this.problem = { kind: 'failed' };
      });
      return null;
    }
  }
}

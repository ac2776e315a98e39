import {
  STOCKHOLM,
  qualityPeriod,
  sortByArrival,
  withStatuses,
  type Clock,
  type Deviation,
  type Deviations,
  type DeviationStatus,
} from '@tolk/core';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';

/** Spec 2 §9: the empty-state text waits 1200 ms, so a quick answer never flashes it. */
export const EMPTY_STATE_DELAY_MS = 1200;

/**
 * The quality page (spec 2 §2): the customer's deviations of the documented period
 * (qualityPeriod), or one order's ("Gå till avvikelse"), filtered by status and sorted by arrival.
 */
export class QualityStore {
  deviations: readonly Deviation[] = [];
  state: 'loading' | 'ready' | 'failed' = 'loading';
  statuses: readonly DeviationStatus[] = [];
  newestFirst = true;
  selected: Deviation | null = null;
  /** One order's deviations only, when opened from its drawer. */
  orderFilter: { readonly orderId: string; readonly orderNumber: string } | null;
  emptyShown = false;
  private emptyTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly ports: { readonly deviations: Deviations; readonly clock: Clock },
    orderFilter: { readonly orderId: string; readonly orderNumber: string } | null,
  ) {
    this.orderFilter = orderFilter;
    makeObservable(this, {
      deviations: observable.ref,
      state: observable,
      statuses: observable.ref,
      newestFirst: observable,
      selected: observable.ref,
      orderFilter: observable.ref,
      emptyShown: observable,
      rows: computed,
      toggleStatus: action,
      toggleSort: action,
      select: action,
      showAll: action,
    });
  }

  get rows(): Deviation[] {
    return sortByArrival(withStatuses(this.deviations, this.statuses), this.newestFirst);
  }

  async load(): Promise<void> {
    this.state = 'loading';
    const today = this.ports.clock.now().toZonedDateTimeISO(STOCKHOLM).toPlainDate();
    const period = this.orderFilter ? { from: null, to: null } : qualityPeriod(today);
    try {
      const deviations = await this.ports.deviations.list({
        from: period.from,
        to: period.to,
        status: null,
        orderId: this.orderFilter?.orderId ?? null,
      });
      runInAction(() => {
        this.deviations = deviations;
        this.state = 'ready';
        // "The first deviation found for the order" opens at once (spec 2 §2).
        if (this.orderFilter && deviations[0]) this.selected = sortByArrival(deviations, true)[0]!;
      });
    } catch {
      runInAction(() => {
        this.state = 'failed';
      });
    }
    this.watchEmpty();
  }

  /** Starts (or stops) the empty state's wait whenever the shown rows change between none and some. */
  watchEmpty(): void {
    if (this.emptyTimer) clearTimeout(this.emptyTimer);
    runInAction(() => {
      this.emptyShown = false;
    });
    if (this.state !== 'ready' || this.rows.length > 0) return;
    this.emptyTimer = setTimeout(() => runInAction(() => (this.emptyShown = true)), EMPTY_STATE_DELAY_MS);
  }

  toggleStatus(status: DeviationStatus): void {
    this.statuses = this.statuses.includes(status) ? this.statuses.filter((s) => s !== status) : [...this.statuses, status];
    this.watchEmpty();
  }

  toggleSort(): void {
    this.newestFirst = !this.newestFirst;
  }

  select(deviation: Deviation | null): void {
    this.selected = deviation;
  }

  async showAll(): Promise<void> {
    this.orderFilter = null;
    this.selected = null;
    await this.load();
  }

  dispose(): void {
    if (this.emptyTimer) clearTimeout(this.emptyTimer);
  }
}

import {
  CARD_TOP,
  defaultKpiRange,
  nowInStockholm,
  shares,
  topWithRest,
  type Clock,
  type ExternalReportLinks,
  type KpiStatistics,
  type KpiStatisticsSource,
  type Share,
} from '@tolk/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { DateRangeStore } from './date-range-store.js';

export type KpiCard = 'competence' | 'skills' | 'interpretationTypes' | 'successRate' | 'orderChannels' | 'autoAssign';

/**
 * The KPI dashboard (spec 3 §2): a range, its statistics, and the cards' series: top 8 plus
 * "Övrig", with shares from the assignment counts, largest first. A failed fetch was logged by
 * the adapter (spec 3 §8); the page then says the figures could not be fetched.
 */
export class KpiDashboardStore {
  readonly range: DateRangeStore;
  statistics: KpiStatistics | null = null;
  status: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';
  private request = 0;

  constructor(
    private readonly source: KpiStatisticsSource,
    private readonly links: ExternalReportLinks,
    clock: Clock,
  ) {
    this.range = new DateRangeStore(defaultKpiRange(nowInStockholm(clock).toPlainDate()));
    makeAutoObservable<KpiDashboardStore, 'source' | 'links' | 'request'>(this, { source: false, links: false, request: false });
  }

  /** Fetches the statistics of the range; nothing is fetched while the range is not valid. */
  async extract(): Promise<void> {
    const range = this.range.range;
    if (!range) return;
    const request = ++this.request;
    this.status = 'loading';
    try {
      const statistics = await this.source.statistics(range);
      runInAction(() => {
        if (request !== this.request) return;
        this.statistics = statistics;
        this.status = 'loaded';
      });
    } catch {
      runInAction(() => {
        if (request === this.request) this.status = 'failed';
      });
    }
  }

  /** A card's slices: top 8 plus "Övrig", with shares. */
  card(card: KpiCard): Share[] {
    return shares(topWithRest(this.statistics?.[card] ?? [], CARD_TOP));
  }

  get empty(): boolean {
    return this.status === 'loaded' && (this.statistics?.orderCount ?? 0) === 0;
  }

  /** The external report's link, asked anew each time (it expires); null when none came. */
  async externalReportLink(): Promise<string | null> {
    try {
      return await this.links.link();
    } catch {
      return null;
    }
  }
}

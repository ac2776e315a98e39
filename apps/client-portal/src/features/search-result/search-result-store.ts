import { listSearchOf, type Assignment, type AssignmentSearch, type AssignmentSource } from '@tolk/core';
import { LatestOnly } from '@tolk/ui';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';

export type SearchState = 'idle' | 'loading' | 'ready' | 'failed';

/** How many rows are shown at first, and added by "show more". */
export const SEARCH_PAGE_SIZE = 50;

/**
 * `/search-result?q=…` (spec 2 §2): an order number is looked up as such, other words as keywords
 * at any time; newest start first, as the CRM answers.
 */
export class SearchResultStore {
  query = '';
  results: readonly Assignment[] = [];
  state: SearchState = 'idle';
  shownCount = SEARCH_PAGE_SIZE;
  private readonly latest = new LatestOnly();

  constructor(
    private readonly source: AssignmentSource,
    private readonly search: AssignmentSearch,
  ) {
    makeObservable(this, {
      query: observable,
      results: observable.ref,
      state: observable,
      shownCount: observable,
      shown: computed,
      showMore: action,
    });
  }

  get shown(): readonly Assignment[] {
    return this.results.slice(0, this.shownCount);
  }

  showMore(): void {
    this.shownCount += SEARCH_PAGE_SIZE;
  }

  async run(text: string): Promise<void> {
    const current = this.latest.begin();
    const search = listSearchOf(text);
    runInAction(() => {
      this.query = text.trim();
      this.shownCount = SEARCH_PAGE_SIZE;
      this.results = [];
      this.state = search.kind === 'none' ? 'ready' : 'loading';
    });
    if (search.kind === 'none') return;
    try {
      const results =
        search.kind === 'number' ? await this.source.byNumber(search.number) : await this.search.matching(search.keywords, null);
      if (!current()) return;
      runInAction(() => {
        this.results = results;
        this.state = 'ready';
      });
    } catch {
      if (current()) runInAction(() => (this.state = 'failed'));
    }
  }
}

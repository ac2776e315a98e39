import type { LoadCatalogue, ServiceArticleIds, Skill } from '@tolk/core';
import { action, makeObservable, observable, runInAction } from 'mobx';

/** Skills and the phone and on-site article ids, loaded once at start (spec 3 §7). */
export class CatalogueStore {
  skills: readonly Skill[] = [];
  articleIds: ServiceArticleIds = { phone: null, onSite: null };
  loaded = false;

  constructor(private readonly loadCatalogue: LoadCatalogue) {
    makeObservable(this, { skills: observable.ref, articleIds: observable.ref, loaded: observable, clear: action });
  }

  async load(): Promise<void> {
    try {
      const catalogue = await this.loadCatalogue.execute();
      runInAction(() => {
        this.skills = catalogue.skills;
        this.articleIds = catalogue.articleIds;
        this.loaded = true;
      });
    } catch {
      // "getSkill error" is raised and reported by the adapter; the forms show an empty list.
    }
  }

  clear(): void {
    this.skills = [];
    this.articleIds = { phone: null, onSite: null };
    this.loaded = false;
  }
}

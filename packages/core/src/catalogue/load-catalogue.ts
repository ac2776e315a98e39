import { serviceArticleIds, type Article, type ServiceArticleIds } from './articles.js';
import { sortSkillsByName, type Skill } from './skills.js';

export interface Catalogue {
  skills(): Promise<readonly Skill[]>;
  articles(): Promise<readonly Article[]>;
}

export interface LoadedCatalogue {
  readonly skills: readonly Skill[];
  readonly articleIds: ServiceArticleIds;
}

/** Loaded at start: the skills in Swedish order and the two article ids the portal keys on. */
export class LoadCatalogue {
  constructor(private readonly catalogue: Catalogue) {}

  async execute(): Promise<LoadedCatalogue> {
    const [skills, articles] = await Promise.all([
      this.catalogue.skills(),
      // A failed article lookup is only logged (spec 3 §8): the adapter answers [] then.
      this.catalogue.articles(),
    ]);
    return { skills: sortSkillsByName(skills), articleIds: serviceArticleIds(articles) };
  }
}

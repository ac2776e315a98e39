import type { LoadCatalogue, ServiceArticleIds, Skill } from '@tolk/core';
/** Skills and the phone and on-site article ids, loaded once at start (spec 3 §7). */
export declare class CatalogueStore {
    private readonly loadCatalogue;
    skills: readonly Skill[];
    articleIds: ServiceArticleIds;
    loaded: boolean;
    constructor(loadCatalogue: LoadCatalogue);
    load(): Promise<void>;
    clear(): void;
}
//# sourceMappingURL=catalogue-store.d.ts.map
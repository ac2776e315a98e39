import type { Catalogue } from '@tolk/ui';
/** English texts of the client portal's own messages (ids of its *.messages.ts files). */
export declare const portalEnglish: Catalogue;
//# sourceMappingURL=en.d.ts.map
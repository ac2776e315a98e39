import type { Catalogue } from './locale.js';
/** English texts of the shared messages (ids of *.messages.ts in this package). */
export declare const uiEnglish: Catalogue;
//# sourceMappingURL=en.d.ts.map

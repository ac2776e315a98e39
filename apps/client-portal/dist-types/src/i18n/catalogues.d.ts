import { type Catalogue, type Locale } from '@tolk/ui';
/** Swedish is every message's default; English merges the shared and the portal's texts. */
export declare const catalogues: Record<Locale, Catalogue>;
//# sourceMappingURL=catalogues.d.ts.map
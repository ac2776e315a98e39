/** Swedish is the product's language; English the second (spec 3 §1). */
export declare const LOCALES: readonly ['sv', 'en'];
export type Locale = (typeof LOCALES)[number];
export declare const DEFAULT_LOCALE: Locale;
export declare const isLocale: (value: unknown) => value is Locale;
/** Message catalogues by id; Swedish comes from each message's defaultMessage. */
export type Catalogue = Readonly<Record<string, string>>;
//# sourceMappingURL=locale.d.ts.map

/** Swedish is the product's language; English the second (spec 3 §1). */
export const LOCALES = ['sv', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'sv';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** Message catalogues by id; Swedish comes from each message's defaultMessage. */
export type Catalogue = Readonly<Record<string, string>>;

/** Swedish is the product's language; English the second (spec 3 §1). */
export const LOCALES = ['sv', 'en'];
export const DEFAULT_LOCALE = 'sv';
export const isLocale = (value) => LOCALES.includes(value);
//# sourceMappingURL=locale.js.map

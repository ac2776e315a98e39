import type { Locale } from './locale.js';

/**
 * Has the browser load its locale data for `locale` now. The page's first use of `Intl` reads the
 * ICU locale lists, about 40 ms on a busy machine, and react-intl's provider makes that first use
 * (it checks that the locale is supported) inside React's first render. Called in a task of its own
 * before that render, so that the render is shorter by as much (issue 12).
 */
export function loadLocaleData(locale: Locale): void {
  Intl.NumberFormat.supportedLocalesOf(locale);
  Intl.DateTimeFormat.supportedLocalesOf(locale);
}

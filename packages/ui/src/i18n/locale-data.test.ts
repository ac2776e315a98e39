import { describe, expect, it, vi } from 'vitest';
import { LOCALES } from './locale.js';
import { loadLocaleData } from './locale-data.js';

describe('loadLocaleData', () => {
  it('asks Intl for the number and date formats of each portal language, as react-intl’s provider does', () => {
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    for (const locale of LOCALES) {
      loadLocaleData(locale);
      expect(numbers).toHaveBeenLastCalledWith(locale);
      expect(dates).toHaveBeenLastCalledWith(locale);
      expect(Intl.NumberFormat.supportedLocalesOf(locale)).toHaveLength(1);
    }
    numbers.mockRestore();
    dates.mockRestore();
  });
});

import { aSlot } from '@tolk/core';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { availabilityEnglish } from './availability.en.js';
import { durationText, slotProblemText, weekdayName } from './availability-text.js';

const sv = createIntl({ locale: 'sv', defaultLocale: 'sv', messages: {} });
const en = createIntl({ locale: 'en', messages: availabilityEnglish });

describe("the availability's words", () => {
  it('names both slots that overlap', () => {
    const problem = { kind: 'overlap', slots: [aSlot('a', '08:00', '12:00'), aSlot('b', '11:00', '14:00')] } as const;
    expect(slotProblemText(sv, problem)).toBe(
      'Tiderna 08:00–12:00 och 11:00–14:00 överlappar varandra. Ändra eller ta bort en av dem.',
    );
    expect(slotProblemText(en, problem)).toBe('The times 08:00–12:00 and 11:00–14:00 overlap. Change or remove one of them.');
  });

  it('says lengths and weekdays in the language chosen', () => {
    expect([30, 60, 90].map((m) => durationText(sv, m))).toEqual(['30 minuter', '1 timme', '1,5 timmar']);
    expect(durationText(en, 90)).toBe('1.5 hours');
    expect(weekdayName('sv', 1)).toBe('måndag');
    expect(weekdayName('en', 7)).toBe('Sunday');
  });
});

import { parseTimeInput } from '@tolk/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readsAsTime } from './time-text.js';

describe('typed text that reads as a time', () => {
  it('reads the spec’s forms and nothing else', () => {
    for (const text of ['8', '08', '8:3', '08:30', '8.30', '830', '0830', ' 9 ', '23:59', '99', '12:']) {
      expect(readsAsTime(text)).toBe(true);
    }
    for (const text of ['', 'ab', '8:30x', '12345', ':30', 'kl 8', '8-30']) expect(readsAsTime(text)).toBe(false);
  });

  it('is the rule’s own: what it refuses, parseTimeInput reads as its 12:00 fallback', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 7 }), fc.stringMatching(/^[0-9:. a]{0,6}$/)), (text) => {
        if (!readsAsTime(text)) expect(parseTimeInput(text).toString()).toBe('12:00:00');
      }),
    );
  });
});

import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { STOCKHOLM } from '../time/clock.js';
import { defaultListRange, listRangeFor, listSearchOf } from './list-query.js';

const day = fc.integer({ min: 0, max: 3650 }).map((offset) => Temporal.PlainDate.from('2024-01-01').add({ days: offset }));

describe('the list range (spec 2 §2)', () => {
  it('defaults to 2 days before today until 1 day after', () => {
    fc.assert(
      fc.property(day, (today) => {
        const range = defaultListRange(today);
        expect(today.since(range.from).days).toBe(2);
        expect(range.to.since(today).days).toBe(1);
      }),
    );
  });

  it('takes the dashboard day whichever way its start and end of day are written', () => {
    fc.assert(
      fc.property(day, day, fc.constantFrom('zoned', 'instant', 'plain'), (a, b, form) => {
        const [from, to] = Temporal.PlainDate.compare(a, b) <= 0 ? [a, b] : [b, a];
        const start = from.toZonedDateTime({ timeZone: STOCKHOLM });
        const end = to.toZonedDateTime({ timeZone: STOCKHOLM, plainTime: '23:59:59.999' });
        const write = (value: Temporal.ZonedDateTime) =>
          form === 'zoned'
            ? value.toString()
            : form === 'instant'
              ? value.toInstant().toString()
              : value.toPlainDateTime().toString();
        const state = { isFromDashboard: true, from: write(start), to: write(end) };
        const range = listRangeFor(state, Temporal.PlainDate.from('2030-01-01'), STOCKHOLM);
        expect([range.from.toString(), range.to.toString()]).toEqual([from.toString(), to.toString()]);
      }),
    );
  });

  it('falls back to the default without the dashboard flag, or with an unreadable or backwards range', () => {
    const today = Temporal.PlainDate.from('2026-05-12');
    const fallback = defaultListRange(today);
    for (const state of [
      null,
      {},
      { from: '2026-05-01', to: '2026-05-01' },
      { isFromDashboard: true, from: 'yesterday' },
      { isFromDashboard: true, from: '2026-05-03', to: '2026-05-01' },
    ]) {
      expect(listRangeFor(state, today, STOCKHOLM)).toEqual(fallback);
    }
  });
});

describe('the list search', () => {
  it('ignores blanks, reads digits as an order number and anything else as keywords, trimmed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.string({ unit: fc.constantFrom(' ', '\t'), maxLength: 3 }), (text, blank) => {
        const search = listSearchOf(blank + text + blank);
        const trimmed = text.trim();
        if (trimmed === '') expect(search).toEqual({ kind: 'none' });
        else if (/^\d+$/.test(trimmed)) expect(search).toEqual({ kind: 'number', number: trimmed });
        else expect(search).toEqual({ kind: 'keywords', keywords: trimmed });
      }),
    );
  });
});

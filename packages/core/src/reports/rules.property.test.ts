import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { CARD_TOP, CHART_TOP, compactValue, shares, topWithRest } from './chart-rules.js';
import { setCrossFilter, toggleCrossFilter, type CrossFilter } from './cross-filter.js';
import {
  checkRange,
  defaultDetailRange,
  defaultKpiRange,
  isoReportRange,
  monthYearLabel,
  reportRangeOfIso,
  toReportDate,
} from './report-dates.js';
import { PAGE_SIZE, compareCells, monthYearOrder, pageOf, sortRows, tablePage } from './sorting.js';
import type { TableView, ViewRow } from './report-view.js';

const slices = fc.uniqueArray(fc.record({ label: fc.string({ minLength: 1, maxLength: 6 }), value: fc.nat(10_000) }), {
  selector: (s) => s.label,
  maxLength: 30,
});
const day = fc
  .record({ y: fc.integer({ min: 2000, max: 2099 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }) })
  .map(({ y, m, d }) => Temporal.PlainDate.from({ year: y, month: m, day: d }));

describe('top N plus the rest (spec 3 §9)', () => {
  it('keeps the largest, adds one rest bucket only beyond N, and loses no count', () => {
    for (const top of [CHART_TOP, CARD_TOP]) {
      fc.assert(
        fc.property(slices, (input) => {
          const out = topWithRest(input, top);
          const total = (list: readonly { value: number }[]) => list.reduce((s, x) => s + x.value, 0);
          expect(total(out)).toBe(total(input));
          if (input.length <= top.count) {
            expect(out).toHaveLength(input.length);
            expect(out.some((s) => s.rest)).toBe(false);
          } else {
            expect(out).toHaveLength(top.count + 1);
            expect(out.at(-1)).toMatchObject({ label: top.restLabel, rest: true });
            const kept = out.slice(0, top.count);
            const smallestKept = Math.min(...kept.map((s) => s.value));
            const dropped = input.filter((s) => !kept.some((k) => k.label === s.label));
            expect(dropped.every((s) => s.value <= smallestKept)).toBe(true);
          }
          for (let i = 1; i < Math.min(out.length, top.count); i++)
            expect(out[i - 1]!.value).toBeGreaterThanOrEqual(out[i]!.value);
        }),
      );
    }
  });

  it('gives exactly ten categories without an empty "Övriga"', () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({ label: `s${i}`, value: i }));
    expect(topWithRest(ten, CHART_TOP).map((s) => s.label)).not.toContain('Övriga');
    expect(topWithRest([...ten, { label: 'x', value: 0 }], CHART_TOP).at(-1)).toEqual({ label: 'Övriga', value: 0, rest: true });
  });
});

describe('shares and compact values', () => {
  it('keep the rest bucket last', () => {
    const out = shares(
      topWithRest(
        Array.from({ length: 12 }, (_, i) => ({ label: `s${i}`, value: 1 })),
        CARD_TOP,
      ),
    );
    expect(out.at(-1)).toMatchObject({ label: 'Övrig', rest: true, value: 4 });
  });

  it('are sorted descending and add up to 1 (or are all 0)', () => {
    fc.assert(
      fc.property(slices, (input) => {
        const out = shares(input);
        const sum = out.reduce((s, x) => s + x.share, 0);
        if (input.some((s) => s.value > 0)) expect(sum).toBeCloseTo(1, 9);
        else expect(sum).toBe(0);
        for (let i = 1; i < out.length; i++) expect(out[i - 1]!.value).toBeGreaterThanOrEqual(out[i]!.value);
      }),
    );
  });

  it('shows values over 999 in thousands with one decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e7, max: 1e7 }), (n) => {
        const c = compactValue(n);
        expect(c.thousands).toBe(Math.abs(n) > 999);
        if (c.thousands) expect(Math.abs(c.value * 1000 - n)).toBeLessThanOrEqual(50.0001);
        else expect(c.value).toBe(n);
      }),
    );
    expect(compactValue(999)).toEqual({ value: 999, thousands: false });
    expect(compactValue(1500)).toEqual({ value: 1.5, thousands: true });
  });
});

describe('dates of the reports', () => {
  it('labels months in Swedish and orders the labels in time', () => {
    expect(monthYearLabel('2026-10')).toBe('oktober 2026');
    expect(monthYearLabel('2026-13')).toBeNull();
    fc.assert(
      fc.property(day, day, (a, b) => {
        const label = (d: Temporal.PlainDate) => monthYearLabel(d.toPlainYearMonth().toString())!;
        const order = Math.sign(monthYearOrder(label(a))! - monthYearOrder(label(b))!);
        expect(order).toBe(Temporal.PlainYearMonth.compare(a.toPlainYearMonth(), b.toPlainYearMonth()));
      }),
    );
  });

  it('writes MM-DD-YYYY', () => expect(toReportDate(Temporal.PlainDate.from('2026-03-07'))).toBe('03-07-2026'));

  it('sends a range to the report worker as ISO dates and gets the same days back', () => {
    fc.assert(
      fc.property(day, day, (from, to) => {
        const back = reportRangeOfIso(structuredClone(isoReportRange({ from, to })));
        expect(back.from.equals(from) && back.to.equals(to)).toBe(true);
      }),
    );
  });

  it('defaults: KPI first of last month to first of this; detail the last 11 months to the end of last month', () => {
    fc.assert(
      fc.property(day, (today) => {
        const kpi = defaultKpiRange(today);
        expect(kpi.to.day).toBe(1);
        expect(kpi.to.toPlainYearMonth().equals(today.toPlainYearMonth())).toBe(true);
        expect(kpi.from.until(kpi.to, { largestUnit: 'months' }).months).toBe(1);
        const detail = defaultDetailRange(today);
        expect(detail.from.day).toBe(1);
        expect(detail.to.add({ days: 1 }).equals(today.with({ day: 1 }))).toBe(true);
        expect(detail.from.until(detail.to.add({ days: 1 }), { largestUnit: 'months' }).months).toBe(11);
      }),
    );
  });

  it('blocks a range with a missing date or two equal dates, and one that ends before it starts', () => {
    fc.assert(
      fc.property(fc.option(day, { nil: null }), fc.option(day, { nil: null }), (from, to) => {
        const result = checkRange(from, to);
        if (!from || !to || from.equals(to)) expect(result).toEqual({ ok: false, problem: 'two-dates-required' });
        else if (Temporal.PlainDate.compare(to, from) < 0) expect(result).toEqual({ ok: false, problem: 'to-before-from' });
        else expect(result).toEqual({ ok: true, range: { from, to } });
      }),
    );
  });
});

describe('the cross-filter (spec 2 §4 Other)', () => {
  const click = fc.record({
    key: fc.constantFrom('skill', 'monthYear'),
    value: fc.constantFrom('a', 'b'),
    sourceId: fc.constantFrom('t1', 'c1', 'c2'),
  });

  it('is replaced when the key or value differs, gains the source when the same, and a repeat click clears it', () => {
    fc.assert(
      fc.property(fc.array(click, { maxLength: 12 }), (clicks) => {
        let state: CrossFilter | null = null;
        for (const c of clicks) {
          const before: CrossFilter | null = state;
          const set = setCrossFilter(before, c);
          state = toggleCrossFilter(before, c);
          if (!before || before.key !== c.key || before.value !== c.value) {
            expect(set).toEqual({ key: c.key, value: c.value, sourceIds: [c.sourceId] });
            expect(state).toEqual(set);
          } else if (before.sourceIds.includes(c.sourceId)) {
            expect(state).toBeNull();
          } else {
            expect(state).toEqual({ ...before, sourceIds: [...before.sourceIds, c.sourceId] });
          }
        }
      }),
    );
  });
});

describe('paging', () => {
  it('pages only beyond 10 rows, 10 a page, every row on exactly one page', () => {
    fc.assert(
      fc.property(fc.nat(60), (n) => {
        const rows = Array.from({ length: n }, (_, i) => i);
        const first = pageOf(rows, 0);
        expect(first.pages).toBe(n <= PAGE_SIZE ? 1 : Math.ceil(n / PAGE_SIZE));
        const all = Array.from({ length: first.pages }, (_, p) => pageOf(rows, p).rows).flat();
        expect(all).toEqual(rows);
      }),
    );
  });
});

describe('sorting a table', () => {
  const cell = fc.oneof(
    fc.integer({ min: -50, max: 50 }),
    fc.constantFrom('januari 2026', 'mars 2025', 'december 2026', 'Åre', 'Ärende 2', 'ärende 10', 'Zon', ''),
    fc.string({ maxLength: 3 }),
    fc.constant(undefined),
  );
  it('orders rows as a stable sort by compareCells does, read once per row, either way', () => {
    fc.assert(
      fc.property(fc.array(cell, { maxLength: 80 }), fc.constantFrom('asc', 'desc'), (cells, direction) => {
        // A missing cell is a row without the field.
        const rows = cells.map((value, index): ViewRow => (value === undefined ? { index } : { index, value }));
        const sign = direction === 'asc' ? 1 : -1;
        const expected = [...rows].sort((a, b) => sign * compareCells(a.value, b.value));
        expect(sortRows(rows, 'value', direction).map((r) => r.index)).toEqual(expected.map((r) => r.index));
      }),
    );
  });

  it('hands the grid one page of the sorted rows, the count of them all and the page within range', () => {
    fc.assert(
      fc.property(fc.nat(60), fc.integer({ min: -2, max: 8 }), (n, page) => {
        const rows = Array.from({ length: n }, (_, i) => ({ n: i }));
        const view: TableView = { id: 't', columns: [], rows, filterKey: null };
        const shown = tablePage(view, rows, page);
        expect(shown.rowCount).toBe(n);
        expect(shown.pages).toBe(pageOf(rows, 0).pages);
        expect(shown.page).toBe(Math.min(Math.max(0, page), shown.pages - 1));
        expect(shown.rows).toEqual(pageOf(rows, page).rows);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FilteredTable, groupBy, type Group } from './aggregate.js';
import { countBits, fullBitset } from './bitset.js';
import { toColumns, type ReportRow } from './columns.js';

const DIMENSIONS = ['month', 'skill', 'type'] as const;
const MEASURES = ['amount', 'minutes'] as const;

const row = fc.record({
  month: fc.constantFrom('2026-01', '2026-02', '2026-03'),
  skill: fc.constantFrom('Arabiska', 'Dari', 'Persiska', 'Ryska', 'Somaliska'),
  type: fc.option(fc.constantFrom('Telefontolkning', 'Kontakttolkning'), { nil: undefined }),
  amount: fc.integer({ min: 0, max: 100_000 }),
  minutes: fc.integer({ min: 0, max: 600 }),
});
const dimensionSet = fc.subarray([...DIMENSIONS], { minLength: 1 });
const toggle = fc.record({
  dimension: fc.constantFrom(...DIMENSIONS),
  values: fc.option(fc.subarray(['2026-01', '2026-02', 'Arabiska', 'Dari', 'Ryska', 'Telefontolkning', '']), { nil: null }),
});

/** The naive reference: read every row object, keep those passing the filters, sum per key. */
function naive(rows: readonly ReportRow[], dims: readonly string[], filters: Map<string, Set<string>>) {
  const groups = new Map<string, { keys: string[]; count: number; sums: Record<string, number> }>();
  for (const r of rows) {
    const value = (d: string) => (r[d] === undefined ? '' : String(r[d]));
    if ([...filters].some(([d, allowed]) => !allowed.has(value(d)))) continue;
    const keys = dims.map(value);
    const id = JSON.stringify(keys);
    const group = groups.get(id) ?? { keys, count: 0, sums: { amount: 0, minutes: 0 } };
    group.count += 1;
    group.sums.amount! += r.amount as number;
    group.sums.minutes! += r.minutes as number;
    groups.set(id, group);
  }
  return groups;
}

const byKey = (groups: readonly Group[]) => new Map(groups.map((g) => [JSON.stringify(g.keys), g]));

describe('the columnar engine', () => {
  it('groups and sums as a naive loop over the rows does, through any sequence of filter toggles', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 200 }), dimensionSet, fc.array(toggle, { maxLength: 6 }), (rows, dims, toggles) => {
        const table = new FilteredTable(toColumns(rows, DIMENSIONS, MEASURES));
        const filters = new Map<string, Set<string>>();
        for (const step of [null, ...toggles]) {
          if (step) {
            table.setFilter(step.dimension, step.values ? new Set(step.values) : null);
            if (step.values) filters.set(step.dimension, new Set(step.values));
            else filters.delete(step.dimension);
          }
          const actual = byKey(table.groupBy(dims, MEASURES).groups);
          const expected = naive(rows, dims, filters);
          expect(actual.size).toBe(expected.size);
          for (const [id, group] of expected) {
            expect(actual.get(id)).toEqual({ keys: group.keys, count: group.count, sums: group.sums });
          }
        }
      }),
    );
  });

  it('gives the same groups through its sparse path as through the dense one', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(5000), fc.nat(5000), fc.nat(100)), { maxLength: 100 }), (triples) => {
        const rows = triples.map(([a, b, x]) => ({ a: `a${a}`, b: `b${b}`, x }));
        const table = toColumns(rows, ['a', 'b'], ['x']);
        const sparse = groupBy(table, ['a', 'b'], ['x']);
        const expected = naive(
          rows.map((r) => ({ month: r.a, skill: r.b, amount: r.x, minutes: 0 })),
          ['month', 'skill'],
          new Map(),
        );
        expect(sparse.groups.length).toBe(expected.size);
        for (const g of sparse.groups) expect(expected.get(JSON.stringify(g.keys))?.sums.amount).toBe(g.sums.x);
      }),
    );
  });

  it('keeps every row in a full bitset, whatever the length', () => {
    fc.assert(
      fc.property(fc.nat(1000), (length) => {
        expect(countBits(fullBitset(length))).toBe(length);
      }),
    );
  });

  it('says which dimension or measure it does not have', () => {
    const table = toColumns([{ a: 'x', n: 1 }], ['a'], ['n']);
    expect(() => groupBy(table, ['b'], ['n'])).toThrow('no dimension "b"');
    expect(() => groupBy(table, ['a'], ['m'])).toThrow('no measure "m"');
  });

  it('leaves a table unfiltered by a dimension it lacks', () => {
    const table = new FilteredTable(toColumns([{ a: 'x', n: 1 }], ['a'], ['n']));
    table.setFilter('skill', new Set(['Dari']));
    expect(table.groupBy(['a'], ['n']).groups).toEqual([{ keys: ['x'], count: 1, sums: { n: 1 } }]);
  });
});

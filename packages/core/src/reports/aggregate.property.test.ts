import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FilteredTable, groupBy, type Group } from './aggregate.js';
import { bitsetOfCodes, countBits, fullBitset } from './bitset.js';
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
// From no dimension (one group of totals) to all three (folded into one code before the pass).
const dimensionSet = fc.subarray([...DIMENSIONS]);
const toggle = fc.record({
  dimension: fc.constantFrom(...DIMENSIONS),
  values: fc.option(fc.subarray(['2026-01', '2026-02', 'Arabiska', 'Dari', 'Ryska', 'Telefontolkning', '']), { nil: null }),
});

/** The naive reference: read every row object, keep those passing the filters, sum per key. */
function naive(
  rows: readonly ReportRow[],
  dims: readonly string[],
  filters: Map<string, Set<string>>,
  measures: readonly string[] = MEASURES,
) {
  const groups = new Map<string, { keys: string[]; count: number; sums: Record<string, number> }>();
  for (const r of rows) {
    const value = (d: string) => (r[d] === undefined ? '' : String(r[d]));
    if ([...filters].some(([d, allowed]) => !allowed.has(value(d)))) continue;
    const keys = dims.map(value);
    const id = JSON.stringify(keys);
    const group = groups.get(id) ?? { keys, count: 0, sums: Object.fromEntries(measures.map((m) => [m, 0])) };
    group.count += 1;
    for (const m of measures) group.sums[m]! += r[m] as number;
    groups.set(id, group);
  }
  return groups;
}

const byKey = (groups: readonly Group[]) => new Map(groups.map((g) => [JSON.stringify(g.keys), g]));

function expectSameGroups(actual: readonly Group[], expected: ReturnType<typeof naive>) {
  const byId = byKey(actual);
  expect(byId.size).toBe(expected.size);
  for (const [id, group] of expected) expect(byId.get(id)).toEqual({ keys: group.keys, count: group.count, sums: group.sums });
}

describe('the columnar engine', () => {
  it('groups and sums as a naive loop over the rows does, through any sequence of filter toggles', () => {
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 200, size: 'max' }),
        // Several sets of dimensions asked of one table in turn: each keeps its own group-key column.
        fc.array(dimensionSet, { minLength: 1, maxLength: 3 }),
        fc.array(toggle, { maxLength: 6 }),
        (rows, dimensionSets, toggles) => {
          const table = new FilteredTable(toColumns(rows, DIMENSIONS, MEASURES));
          const filters = new Map<string, Set<string>>();
          for (const [index, step] of [null, ...toggles].entries()) {
            const dims = dimensionSets[index % dimensionSets.length]!;
            if (step) {
              table.setFilter(step.dimension, step.values ? new Set(step.values) : null);
              if (step.values) filters.set(step.dimension, new Set(step.values));
              else filters.delete(step.dimension);
            }
            expectSameGroups(table.groupBy(dims, MEASURES).groups, naive(rows, dims, filters));
          }
        },
      ),
    );
  });

  it('gives the same groups when the combinations are too many to index (numbered as they occur)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(5000), fc.nat(5000), fc.nat(100)), { maxLength: 100, size: 'max' }), (triples) => {
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

  it('agrees with the reference over wide dimensions (16-bit codes), four of them folded, any measures, any filter', () => {
    const wideRow = fc.record({
      a: fc.nat(400).map((n) => `a${n}`),
      b: fc.constantFrom('x', 'y'),
      c: fc.nat(3).map(String),
      d: fc.constantFrom('p', 'q', 'r'),
      u: fc.integer({ min: -1000, max: 1000 }),
      v: fc.double({ min: -1e6, max: 1e6, noNaN: true }),
      w: fc.nat(10),
    });
    fc.assert(
      fc.property(
        fc.array(wideRow, { maxLength: 300, size: 'max' }),
        fc.shuffledSubarray(['a', 'b', 'c', 'd']),
        fc.shuffledSubarray(['u', 'v', 'w']),
        fc.option(fc.record({ dimension: fc.constantFrom('a', 'b', 'c', 'd'), values: fc.array(fc.string({ maxLength: 3 })) }), {
          nil: null,
        }),
        (rows, dims, measures, filter) => {
          const table = new FilteredTable(toColumns(rows, ['a', 'b', 'c', 'd'], ['u', 'v', 'w']));
          const filters = new Map<string, Set<string>>();
          if (filter) {
            const values = new Set([...filter.values, ...rows.slice(0, 2).map((r) => r[filter.dimension as 'a'])]);
            table.setFilter(filter.dimension, values);
            filters.set(filter.dimension, values);
          }
          const actual = table.groupBy(dims, measures).groups;
          const expected = naive(rows, dims, filters, measures);
          // Sums of doubles in the same row order are the same doubles.
          expectSameGroups(actual, expected);
        },
      ),
    );
  });

  it('groups through numbered combinations, under a filter, as the reference does', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(3000), fc.nat(3000), fc.nat(2), fc.nat(100)), { maxLength: 150, size: 'max' }),
        fc.subarray(['k0', 'k1', 'k2']),
        (tuples, kept) => {
          const rows = tuples.map(([a, b, k, x]) => ({ a: `a${a}`, b: `b${b}`, k: `k${k}`, x }));
          const table = new FilteredTable(toColumns(rows, ['a', 'b', 'k'], ['x']));
          table.setFilter('k', new Set(kept));
          expectSameGroups(
            table.groupBy(['a', 'b', 'k'], ['x']).groups,
            naive(rows, ['a', 'b', 'k'], new Map([['k', new Set(kept)]]), ['x']),
          );
        },
      ),
    );
  });

  it('builds a code filter word by word with the same rows as a test per row, whatever the length', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(5), { maxLength: 200, size: 'max' }),
        fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
        (codes, flags) => {
          const allowed = Uint8Array.from(flags, (flag) => (flag ? 1 : 0));
          const bits = bitsetOfCodes(Uint8Array.from(codes), allowed);
          const rows = codes.flatMap((code, row) => (flags[code] ? [row] : []));
          expect(countBits(bits)).toBe(rows.length);
          for (const row of rows) expect((bits[row >>> 5]! >>> (row & 31)) & 1).toBe(1);
        },
      ),
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

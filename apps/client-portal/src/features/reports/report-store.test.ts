import { FixedClock, REPORT_DEFINITIONS, type ReportDataPort, type ReportRange } from '@tolk/core';
import { describe, expect, it } from 'vitest';
import { InProcessAggregator as InProcess, type ReportAggregator } from './report-aggregation.js';
import { ReportStore, type ReportPhase } from './report-store.js';
import { reaction } from 'mobx';
import ExcelJS from 'exceljs';

const perUnit = REPORT_DEFINITIONS.find((d) => d.id === 5)!;

/**
 * The engine in process, with every request cloned as the worker's postMessage clones it (a
 * MobX observable in a request cannot be cloned, and would fail in the browser only).
 */
class InProcessAggregator extends InProcess {
  override views(...args: Parameters<ReportAggregator['views']>) {
    return super.views(...structuredClone(args));
  }
  override page(...args: Parameters<ReportAggregator['page']>) {
    return super.page(...structuredClone(args));
  }
  override workbook(...args: Parameters<ReportAggregator['workbook']>) {
    return super.workbook(...structuredClone(args));
  }
}

/** The per-unit source's answer: two units, one of them twice. */
const data: ReportDataPort & { asked: ReportRange[] } = {
  asked: [],
  async rows(_source, range) {
    this.asked.push(range);
    const row = (unit: string, reference: string, n: number) => ({
      orderUnitNumber: unit,
      orderUnitName: `Enhet ${unit}`,
      clientUnitName: `Faktura ${unit}`,
      customerReference: reference,
      noOfAssignments: n,
      invoicedAmount: n * 100,
      timeSpend: n * 30,
    });
    return { rows: [row('1', 'A', 2), row('1', 'B', 3), row('2', 'A', 4)], agreements: [] };
  },
};

describe('a detail report', () => {
  it('fetches through its aggregator, shows how far it got, then the re-aggregated tables', async () => {
    const store = new ReportStore(perUnit, new InProcessAggregator(data), () => 0, FixedClock.at('2026-11-25T12:00'));
    const phases: ReportPhase['kind'][] = [];
    const stop = reaction(
      () => store.phase,
      (phase) => phases.push(phase.kind),
    );
    await store.extract();
    stop();
    expect(phases).toEqual(['fetching', 'aggregating', 'ready']);
    expect(data.asked.map((r) => `${r.from.toString()}/${r.to.toString()}`)).toEqual(['2025-12-01/2026-10-31']);
    const units = store.views!.tables.find((t) => t.id === 'units')!;
    expect(units.rows.map((r) => [r.orderUnitNumber, r.noOfAssignments])).toEqual([
      ['1', 5],
      ['2', 4],
    ]);
  });
});

describe('a cross-filter', () => {
  it('marks the views as following it until the aggregator answers, so nothing stale is exported', async () => {
    const inner = new InProcessAggregator(data);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let hold = false;
    const aggregator: typeof inner = Object.assign(Object.create(inner) as typeof inner, {
      views: async (...args: Parameters<typeof inner.views>) => {
        if (hold) await held;
        return inner.views(...args);
      },
    });
    const store = new ReportStore(perUnit, aggregator, () => 0, FixedClock.at('2026-11-25T12:00'));
    await store.extract();
    expect(store.filtering).toBe(false);

    hold = true;
    const filtered = store.toggleFilter({ key: 'orderUnitNumber', value: '2', sourceId: 'units' });
    expect(store.filter?.value).toBe('2');
    expect(store.filtering).toBe(true);
    release();
    await filtered;
    expect(store.filtering).toBe(false);
    const units = store.views!.tables.find((t) => t.id === 'units')!;
    expect(units.rows.map((r) => r.orderUnitNumber)).toEqual(['2']);
  });
});

/** The per-unit source with `n` references over two units: a table of more than one page. */
const manyReferences = (n: number): ReportDataPort => ({
  async rows() {
    const rows = Array.from({ length: n }, (_, i) => ({
      orderUnitNumber: String(1 + (i % 2)),
      orderUnitName: `Enhet ${1 + (i % 2)}`,
      clientUnitName: 'Faktura',
      customerReference: `Ärende ${String(i).padStart(3, '0')}`,
      noOfAssignments: (i * 7) % 25,
      invoicedAmount: i * 10,
      timeSpend: 30,
    }));
    return { rows, agreements: [] };
  },
});

/** The per-unit report over 45 references in two units, fetched through the in-process aggregator. */
const largeReport = () =>
  new ReportStore(perUnit, new InProcessAggregator(manyReferences(45)), () => 0, FixedClock.at('2026-11-25T12:00'));

describe('a large table', () => {
  it('crosses from the aggregator a page at a time, sorted and paged there, with the count of all its rows', async () => {
    const store = largeReport();
    await store.extract();
    const references = () => store.views!.tables.find((t) => t.id === 'per-reference')!;
    expect(references()).toMatchObject({ rowCount: 45, pages: 5, page: 0 });
    expect(references().rows).toHaveLength(10);

    const sorted = store.sortBy('per-reference', 'noOfAssignments');
    expect(store.paging('per-reference')).toBe(true);
    await sorted;
    expect(store.paging('per-reference')).toBe(false);
    const counts = references().rows.map((r) => r.noOfAssignments as number);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts[0]).toBe(0);

    await store.setPage('per-reference', 4);
    expect(references()).toMatchObject({ page: 4, rowCount: 45 });
    expect(references().rows).toHaveLength(5);
    expect(references().rows.at(-1)!.noOfAssignments).toBe(24);

    // A filter starts every table again on its first page, in the order chosen.
    await store.toggleFilter({ key: 'orderUnitNumber', value: '2', sourceId: 'units' });
    expect(references()).toMatchObject({ page: 0, rowCount: 22 });
    expect(references().rows[0]!.noOfAssignments).toBe(0);
    expect(store.sortOf('per-reference')).toEqual({ field: 'noOfAssignments', direction: 'asc' });
  });

  it('drops a page answered after a filter was clicked: the filter’s first page stays', async () => {
    const inner = new InProcessAggregator(manyReferences(45));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const aggregator: typeof inner = Object.assign(Object.create(inner) as typeof inner, {
      page: async (...args: Parameters<typeof inner.page>) => {
        const answer = await inner.page(...args);
        await held;
        return answer;
      },
    });
    const store = new ReportStore(perUnit, aggregator, () => 0, FixedClock.at('2026-11-25T12:00'));
    await store.extract();
    const paged = store.setPage('per-reference', 3);
    await store.toggleFilter({ key: 'orderUnitNumber', value: '1', sourceId: 'units' });
    release();
    await paged;
    expect(store.views!.tables.find((t) => t.id === 'per-reference')).toMatchObject({ page: 0, rowCount: 23 });
    expect(store.paging('per-reference')).toBe(false);
  });

  it('exports every filtered row of each table, sorted as shown, with the visible columns', async () => {
    const store = largeReport();
    await store.extract();
    await store.toggleFilter({ key: 'orderUnitNumber', value: '2', sourceId: 'units' });
    await store.sortBy('per-reference', 'invoicedAmount');
    await store.sortBy('per-reference', 'invoicedAmount');
    const references = store.views!.tables.find((t) => t.id === 'per-reference')!;
    store.toggleColumn(references, 'timeSpend');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await store.workbook((column) => ('messageId' in column.title ? column.field : column.title.text)));
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Per enhet', 'Per referens']);
    const sheet = workbook.getWorksheet('Per referens')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'customerReference', 'noOfAssignments', 'invoicedAmount']);
    expect(sheet.rowCount - 1).toBe(22);
    const amounts = Array.from({ length: 22 }, (_, i) => sheet.getRow(i + 2).getCell(3).value as number);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(amounts[0]).toBe(430);
  });
});

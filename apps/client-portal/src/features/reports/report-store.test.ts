import { FixedClock, REPORT_DEFINITIONS, type ReportDataPort, type ReportRange } from '@tolk/core';
import { describe, expect, it } from 'vitest';
import { InProcessAggregator } from './report-aggregation.js';
import { ReportStore, type ReportPhase } from './report-store.js';
import { reaction } from 'mobx';

const perUnit = REPORT_DEFINITIONS.find((d) => d.id === 5)!;

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
      views: async (filter: Parameters<typeof inner.views>[0]) => {
        if (hold) await held;
        return inner.views(filter);
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

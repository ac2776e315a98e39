import fc from 'fast-check';
import { REPORT_SOURCES, type ReportColumn } from '@tolk/crm-contract';
import { STOCKHOLM } from '@tolk/core';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { reportRows, statistics, type ReportInput, type ReportRow } from './aggregate.js';
import { monthKey, stockholmFields } from './calendar.js';
import type { DeviationFact, OrderFact } from './facts.js';

const stockholm = (text: string) => Temporal.ZonedDateTime.from(`${text}[${STOCKHOLM}]`).epochMilliseconds;
/** Half a year across both DST switches of 2026. */
const PERIOD = { fromMs: stockholm('2026-01-01T00:00'), toMs: stockholm('2026-11-01T00:00') };
const MINUTE_MS = 60_000;

const timeReport = fc.record({
  workedMinutes: fc.integer({ min: 0, max: 600 }),
  travelMinutes: fc.integer({ min: 0, max: 240 }),
  kilometreTenths: fc.integer({ min: 0, max: 2_000 }),
});

const orderFact: fc.Arbitrary<OrderFact> = fc
  .record({
    startMs: fc.integer({ min: PERIOD.fromMs, max: PERIOD.toMs - 1 }),
    minutes: fc.integer({ min: 5, max: 600 }),
    leadMinutes: fc.integer({ min: 0, max: 60 * 24 * 40 }),
    state: fc.constantFrom('open', 'booked', 'fulfilled', 'cancelled', 'rejected' as const),
    lateCancellation: fc.boolean(),
    hadInterpreter: fc.boolean(),
    serviceName: fc.constantFrom(
      'Telefontolkning',
      'Kontakttolkning',
      'Videotolkning',
      'Skypetolkning',
      'Tolkning på annat sätt',
    ),
    isRemote: fc.boolean(),
    skill: fc.constantFrom('Arabiska', 'Dari', 'Somaliska', 'Tigrinja'),
    substituteSkill: fc.option(fc.constantFrom('Persiska', 'Kurdiska'), { nil: null }),
    competenceLevel: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
    customerReference: fc.option(fc.constantFrom('Ärende 1', 'Ärende 2', ' '), { nil: null }),
    county: fc.option(fc.constantFrom('Stockholms län', 'Skåne län'), { nil: null }),
    city: fc.option(fc.constantFrom('Stockholm', 'Malmö', 'Lund'), { nil: null }),
    clientUnitName: fc.constantFrom('Ekonomienheten', 'Enheten för barn och unga'),
    channel: fc.constantFrom('web', 'phone', 'email', 'app' as const),
    autoAssign: fc.boolean(),
    timeReport: fc.option(timeReport, { nil: null }),
  })
  .map(({ minutes, leadMinutes, ...fact }) => ({
    ...fact,
    endMs: fact.startMs + minutes * MINUTE_MS,
    orderedMs: fact.startMs - leadMinutes * MINUTE_MS,
    orderUnitNumber: '1001',
    orderUnitName: 'Stockholms stad',
  }));

const deviationFact = (orders: fc.Arbitrary<OrderFact>): fc.Arbitrary<DeviationFact> =>
  fc.record({
    order: orders,
    cause: fc.option(fc.constantFrom('Tolken kom inte', 'Tolken kom för sent', 'Tekniska problem', 'Annat'), { nil: null }),
    status: fc.constantFrom('Nyregistrerad', 'Under utredning', 'Avslutad' as const),
    answeredMs: fc.integer({ min: PERIOD.fromMs, max: PERIOD.toMs + 30 * 86_400_000 }),
  });

const agreementSet = fc.subarray([4, 22, 99]).map((ids) => new Set(ids));
const input = (agreements: fc.Arbitrary<ReadonlySet<number>> = fc.constant(new Set([4, 22]))): fc.Arbitrary<ReportInput> =>
  fc.record({
    orders: fc.array(orderFact, { maxLength: 60 }),
    deviations: fc.array(deviationFact(orderFact), { maxLength: 30 }),
    agreements,
    context: fc.record({ invoicedBeforeMs: fc.integer({ min: PERIOD.fromMs, max: PERIOD.toMs }) }),
  });

/** A data source and an ordered choice of its columns. */
const sourceAndColumns = fc
  .constantFrom(...REPORT_SOURCES)
  .chain((source) => fc.tuple(fc.constant(source), fc.shuffledSubarray([...source.columns] as ReportColumn[])));

const MEASURES_OF = (rows: readonly ReportRow[]) => [
  ...new Set(rows.flatMap((r) => Object.keys(r).filter((k) => typeof r[k] === 'number'))),
];
const total = (rows: readonly ReportRow[], measure: string) => rows.reduce((sum, row) => sum + Number(row[measure] ?? 0), 0);
const groupKey = (row: ReportRow) => JSON.stringify(Object.entries(row).filter(([, v]) => typeof v === 'string'));

describe('report aggregation laws', () => {
  it('the sums over any grouping equal the ungrouped totals, and no two rows share their group', () => {
    fc.assert(
      fc.property(sourceAndColumns, input(agreementSet), ([source, columns], data) => {
        const totals = reportRows(source.source, [], data);
        const rows = reportRows(source.source, columns, data);
        expect(totals.length).toBeLessThanOrEqual(1);
        expect(rows.length === 0).toBe(totals.length === 0);
        for (const measure of MEASURES_OF(totals)) {
          expect(Math.abs(total(rows, measure) - total(totals, measure)), measure).toBeLessThan(1e-6);
        }
        expect(new Set(rows.map(groupKey)).size).toBe(rows.length);
      }),
    );
  });

  it('grouping by month partitions the period: each item in exactly its Stockholm month, months in order', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REPORT_SOURCES.filter((s) => (s.columns as readonly string[]).includes('monthYear'))),
        input(),
        (source, data) => {
          const rows = reportRows(source.source, ['monthYear'], data);
          const months = rows.map((r) => r.month as string);
          expect(months).toEqual([...new Set(months)].sort());
          const first = monthKey(stockholmFields(PERIOD.fromMs));
          const last = monthKey(stockholmFields(PERIOD.toMs - 1));
          expect(months.every((m) => m >= first && m <= last)).toBe(true);
          // Counted again item by item, each in its month as Temporal says.
          const count = source.source === 'invoiced-assignment/deviations' ? 'noOfDeviations' : 'noOfAssignments';
          const singles =
            count === 'noOfDeviations'
              ? data.deviations.map((d) => ({ startMs: d.order.startMs, only: { ...data, orders: [], deviations: [d] } }))
              : data.orders.map((o) => ({ startMs: o.startMs, only: { ...data, orders: [o], deviations: [] } }));
          const expected = new Map<string, number>();
          for (const { startMs, only } of singles) {
            const n = Number(reportRows(source.source, [], only)[0]?.[count] ?? 0);
            if (n === 0) continue;
            const zoned = Temporal.Instant.fromEpochMilliseconds(startMs).toZonedDateTimeISO(STOCKHOLM);
            const key = `${zoned.year}-${String(zoned.month).padStart(2, '0')}`;
            expected.set(key, (expected.get(key) ?? 0) + n);
          }
          expect(new Map(rows.map((r) => [r.month as string, Number(r[count])]))).toEqual(expected);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('filtering by agreements never increases a count or an amount, in total or in any group', () => {
    const nested = fc
      .tuple(fc.subarray([4, 22, 99]), fc.subarray([4, 22, 99]))
      .map(([a, b]) => [new Set(a), new Set([...a, ...b])] as const);
    fc.assert(
      fc.property(sourceAndColumns, input(), nested, ([source, columns], data, [narrow, wide]) => {
        const few = reportRows(source.source, columns, { ...data, agreements: narrow });
        const more = new Map(reportRows(source.source, columns, { ...data, agreements: wide }).map((r) => [groupKey(r), r]));
        for (const row of few) {
          const wider = more.get(groupKey(row));
          expect(wider).toBeDefined();
          for (const measure of MEASURES_OF([row]))
            expect(Number(row[measure])).toBeLessThanOrEqual(Number(wider![measure]) + 1e-9);
        }
      }),
    );
  });

  it('the agreements split every report: 4 and 22 add up to both, none selects nothing', () => {
    fc.assert(
      fc.property(sourceAndColumns, input(), ([source, columns], data) => {
        const totals = (ids: number[]) => reportRows(source.source, columns, { ...data, agreements: new Set(ids) });
        const [remote, onSite, both] = [totals([4]), totals([22]), totals([4, 22])];
        for (const measure of MEASURES_OF(both)) {
          expect(Math.abs(total(remote, measure) + total(onSite, measure) - total(both, measure)), measure).toBeLessThan(1e-6);
        }
        expect(totals([])).toEqual([]);
      }),
    );
  });

  it('the fulfilment outcomes partition the orders; accepted-but-not-fulfilled is a part of the cancelled and not fulfilled', () => {
    fc.assert(
      fc.property(
        input(),
        fc.shuffledSubarray(['monthYear', 'interpretationType', 'skill', 'competenceLevel'] as ReportColumn[]),
        (data, columns) => {
          const rows = reportRows('ordered-assignment/fulfillmentsv2', columns, data);
          for (const r of rows) {
            expect(
              Number(r.completed) +
                Number(r.accepted) +
                Number(r.notAccepted) +
                Number(r.cancelledByCustomer) +
                Number(r.notFulFilled),
            ).toBe(r.noOfAssignments);
            expect(Number(r.acceptedButNotFulfilled)).toBeLessThanOrEqual(Number(r.cancelledByCustomer) + Number(r.notFulFilled));
          }
          const byStatus = reportRows('ordered-assignment/fulfillments', ['fulfilmentStatus'], data);
          expect(total(byStatus, 'noOfAssignments')).toBe(total(rows, 'noOfAssignments'));
        },
      ),
    );
  });

  it('every KPI list of the statistics partitions the orders, largest count first', () => {
    fc.assert(
      fc.property(fc.array(orderFact, { maxLength: 80 }), (orders) => {
        const report = statistics(orders);
        expect(report.orderCount).toBe(orders.length);
        for (const list of [
          report.Competence,
          report.SkillStatistics,
          report.InterpretationType,
          report.SuccessRateStatistics,
          report.AutoAssignStatistics,
          report.OrderChannel,
        ]) {
          expect(list.reduce((sum, r) => sum + r.assignmentCount, 0)).toBe(orders.length);
          expect(list.every((r) => r.totalOrderCount === orders.length && r.assignmentCount > 0)).toBe(true);
          const counts = list.map((r) => r.assignmentCount);
          expect(counts).toEqual([...counts].sort((a, b) => b - a));
        }
      }),
    );
  });
});

describe('stockholmFields', () => {
  it('agrees with Temporal for any instant, DST switch days included', () => {
    const instants = fc.oneof(
      fc.integer({ min: stockholm('1995-01-01T00:00'), max: stockholm('2040-01-01T00:00') }),
      // Around the switches of 2026: 29 March and 25 October, 00:00 to 04:00 local.
      fc.integer({ min: stockholm('2026-03-29T00:00'), max: stockholm('2026-03-29T05:00') }),
      fc.integer({ min: stockholm('2026-10-25T00:00'), max: stockholm('2026-10-25T05:00') }),
    );
    fc.assert(
      fc.property(instants, (ms) => {
        const zoned = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(STOCKHOLM);
        expect(stockholmFields(ms)).toEqual({ year: zoned.year, month: zoned.month, weekday: zoned.dayOfWeek, hour: zoned.hour });
      }),
      { numRuns: 2000 },
    );
  });
});

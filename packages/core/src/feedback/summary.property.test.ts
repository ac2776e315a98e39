import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { anAssignment, atStockholm } from '../assignments/builders.js';
import { deadlineOf, deviationStatusOf, shownResponsible, sortByArrival, type Deviation } from './deviation-list.js';
import { ratingSummary, starFill } from './rating-summary.js';
import { expenseKindOf, hoursAndMinutes, totalDistanceKm } from './time-report.js';

const now = atStockholm('2026-11-25 12:00').toInstant();

describe("the dashboard's average rating (spec 2 §9)", () => {
  it('averages the rated orders of the last three months to one decimal and counts the unrated', () => {
    const order = fc.record({
      daysAgo: fc.integer({ min: 0, max: 150 }),
      rating: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
      canBeRated: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(order, { maxLength: 30 }), (orders) => {
        const assignments = orders.map((o, i) =>
          anAssignment({
            id: `o${i}`,
            start: atStockholm('2026-11-25 10:00').subtract({ days: o.daysAgo }),
            rating: o.rating,
            canBeRated: o.canBeRated,
          }),
        );
        const recent = orders.filter(
          (_, i) => Temporal.Instant.compare(assignments[i]!.start.toInstant(), atStockholm('2026-08-25 12:00').toInstant()) >= 0,
        );
        const rated = recent.filter((o) => o.rating !== null);
        const summary = ratingSummary(assignments, now);
        expect(summary.ratedCount).toBe(rated.length);
        expect(summary.unratedCount).toBe(recent.filter((o) => o.rating === null && o.canBeRated).length);
        if (rated.length === 0) expect(summary.average).toBeNull();
        else
          expect(Math.abs(summary.average! - rated.reduce((s, o) => s + o.rating!, 0) / rated.length)).toBeLessThanOrEqual(
            0.05 + 1e-9,
          );
      }),
    );
  });

  it('fills 20 % per point, star by star', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5, noNaN: true }), (average) => {
        const fill = starFill(average);
        expect(fill.reduce((s, f) => s + f, 0) / 5).toBeCloseTo(average * 20, 6);
        fill.forEach((f, i) => i > 0 && expect(f).toBeLessThanOrEqual(fill[i - 1]!));
      }),
    );
    expect(starFill(3.5)).toEqual([100, 100, 100, 50, 0]);
  });
});

describe('deviations on the quality page', () => {
  const deviation = (arrived: string, status: Deviation['status'], responsible: string | null = null): Deviation => ({
    number: arrived,
    status,
    statusName: status,
    reason: null,
    arrived: atStockholm(arrived),
    orderNumber: null,
    orderId: null,
    articleName: null,
    responsible,
    description: '',
    answer: null,
    documents: [],
  });

  it('maps the status names and falls back to other', () => {
    expect(deviationStatusOf('Nyregistrerad')).toBe('newregistered');
    expect(deviationStatusOf('Under utredning')).toBe('underInvestigation');
    expect(deviationStatusOf('Avslutad')).toBe('completed');
    expect(deviationStatusOf('Okänd')).toBe('other');
  });

  it('hides a web-service responsible', () => {
    expect(shownResponsible({ responsible: 'Webbtjänst' })).toBeNull();
    expect(shownResponsible({ responsible: 'Anna Lindqvist' })).toBe('Anna Lindqvist');
  });

  it('marks an open deviation past its deadline overdue, never a completed one', () => {
    expect(deadlineOf(deviation('2026-11-02 10:00', 'underInvestigation'), now).overdue).toBe(true);
    expect(deadlineOf(deviation('2026-11-02 10:00', 'completed'), now).overdue).toBe(false);
    expect(deadlineOf(deviation('2026-11-24 10:00', 'newregistered'), now).overdue).toBe(false);
  });

  it('sorts by arrival both ways', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 10 }), fc.boolean(), (days, newest) => {
        const list = days.map((d) =>
          deviation(
            atStockholm('2026-01-01 10:00').add({ days: d }).toPlainDateTime().toString().slice(0, 16).replace('T', ' '),
            'completed',
          ),
        );
        const sorted = sortByArrival(list, newest);
        for (let i = 1; i < sorted.length; i++) {
          const order = Temporal.ZonedDateTime.compare(sorted[i - 1]!.arrived, sorted[i]!.arrived);
          expect(newest ? order >= 0 : order <= 0).toBe(true);
        }
      }),
    );
  });
});

describe('time report values (spec 2 §3, §9)', () => {
  it('splits seconds into hours and minutes', () => {
    fc.assert(
      fc.property(fc.nat(100_000), (seconds) => {
        const { hours, minutes } = hoursAndMinutes(seconds);
        expect(minutes).toBeLessThan(60);
        expect(hours * 60 + minutes).toBe(Math.round(seconds / 60));
      }),
    );
  });

  it('sums the travel distances, null when none', () => {
    expect(totalDistanceKm(null, null)).toBeNull();
    expect(totalDistanceKm(12.3, 4.5)).toBe(16.8);
    expect(totalDistanceKm(7, null)).toBe(7);
  });

  it('knows parking (1) from other expenses', () => {
    fc.assert(
      fc.property(fc.integer(), (type) => {
        expect(expenseKindOf(type)).toBe(type === 1 ? 'parking' : 'other');
      }),
    );
  });
});

import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { STOCKHOLM } from '../time/clock.js';
import {
  TIME_REPORT_PROBLEMS,
  expenseProblems,
  timeReportProblems,
  type ExpenseDraft,
  type TimeReportDraft,
  type TimeReportProblem,
} from './time-report-rules.js';

/** Instants near Stockholm's changes of offset (2026-03-29 02:00 → 03:00, 2026-10-25 03:00 → 02:00) and an ordinary day. */
const ANCHORS = ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z', '2026-06-10T08:00:00Z', '2027-03-28T01:00:00Z'].map((a) =>
  Temporal.Instant.from(a),
);
const at = (anchor: Temporal.Instant, minutes: number) => anchor.add({ minutes }).toZonedDateTimeISO(STOCKHOLM);
const wall = (text: string, disambiguation: 'earlier' | 'later' = 'earlier') =>
  Temporal.PlainDateTime.from(text).toZonedDateTime(STOCKHOLM, { disambiguation });

const expense: fc.Arbitrary<ExpenseDraft> = fc.record({
  type: fc.constantFrom(1, 2),
  amount: fc.integer({ min: 1, max: 500_000 }).map((ore) => ore / 100),
  receiptContentType: fc.constantFrom(null, 'image/jpeg', 'image/png', 'IMAGE/HEIC', 'image/webp', 'image/gif'),
});

/**
 * A report that breaks no rule, with the minutes it is built from: travel to (before the work),
 * the work, a break shorter than it, travel from (after the work), all before now.
 */
const validReport = fc
  .record({
    anchor: fc.constantFrom(...ANCHORS),
    startOffset: fc.integer({ min: -6 * 60, max: 6 * 60 }),
    workMinutes: fc.integer({ min: 1, max: 12 * 60 }),
    breakShare: fc.double({ min: 0, max: 0.999, noNaN: true }),
    travelTo: fc.option(fc.record({ minutes: fc.integer({ min: 1, max: 240 }), gap: fc.integer({ min: 0, max: 60 }) })),
    travelFrom: fc.option(fc.record({ minutes: fc.integer({ min: 1, max: 240 }), gap: fc.integer({ min: 0, max: 60 }) })),
    distanceTo: fc.option(fc.integer({ min: 0, max: 5000 }).map((d) => d / 10)),
    distanceFrom: fc.option(fc.integer({ min: 0, max: 5000 }).map((d) => d / 10)),
    homeTripIfTravelFrom: fc.boolean(),
    expenses: fc.array(expense, { maxLength: 4 }),
    signed: fc.boolean(),
    nowAfter: fc.integer({ min: 0, max: 30 * 24 * 60 }),
  })
  .map((r) => {
    const workStart = at(r.anchor, r.startOffset);
    const workEnd = at(r.anchor, r.startOffset + r.workMinutes);
    const travelTo = r.travelTo && {
      start: at(r.anchor, r.startOffset - r.travelTo.gap - r.travelTo.minutes),
      end: at(r.anchor, r.startOffset - r.travelTo.gap),
    };
    const fromStart = r.startOffset + r.workMinutes + (r.travelFrom?.gap ?? 0);
    const travelFrom = r.travelFrom && { start: at(r.anchor, fromStart), end: at(r.anchor, fromStart + r.travelFrom.minutes) };
    const lastMinute = r.travelFrom ? fromStart + r.travelFrom.minutes : r.startOffset + r.workMinutes;
    const draft: TimeReportDraft = {
      workStart,
      workEnd,
      breakMinutes: Math.floor(r.breakShare * r.workMinutes),
      travelTo,
      travelFrom,
      distanceToKm: r.distanceTo,
      distanceFromKm: r.distanceFrom,
      homeTrip: travelFrom !== null && r.homeTripIfTravelFrom,
      expenses: r.expenses,
      remote: false,
      signed: r.signed,
      noSignatureReason: r.signed ? null : 'Kunden hade gått',
    };
    return {
      draft,
      now: at(r.anchor, lastMinute + r.nowAfter),
      anchor: r.anchor,
      startOffset: r.startOffset,
      workMinutes: r.workMinutes,
    };
  });

const has = (problems: readonly TimeReportProblem[], problem: TimeReportProblem) => problems.includes(problem);

describe('the interpreter time report rules (spec 3 §5, properties)', () => {
  it('finds nothing wrong with a report whose times are in order, in the past and whose amounts are sound, across changes of offset', () => {
    fc.assert(
      fc.property(validReport, ({ draft, now }) => {
        expect(timeReportProblems(draft, now)).toEqual([]);
        expect(timeReportProblems(draft, now.toInstant())).toEqual([]);
      }),
    );
  });

  it('answers each problem once, in the catalogue order', () => {
    const anyDraft = fc.record({
      report: validReport,
      shift: fc.integer({ min: -600, max: 600 }),
      breakMinutes: fc.oneof(fc.integer({ min: -100, max: 2000 }), fc.double({ noNaN: false })),
      distance: fc.option(fc.double()),
      expenses: fc.array(
        fc.record({ type: fc.integer({ min: -1, max: 4 }), amount: fc.double(), receiptContentType: fc.option(fc.string()) }),
        { maxLength: 3 },
      ),
      remote: fc.boolean(),
      homeTrip: fc.boolean(),
      signed: fc.boolean(),
      reason: fc.option(fc.string({ maxLength: 3 })),
    });
    fc.assert(
      fc.property(anyDraft, (d) => {
        const draft: TimeReportDraft = {
          ...d.report.draft,
          workEnd: d.report.draft.workEnd.add({ minutes: d.shift }),
          breakMinutes: d.breakMinutes,
          distanceToKm: d.distance,
          expenses: d.expenses,
          remote: d.remote,
          homeTrip: d.homeTrip,
          signed: d.signed,
          noSignatureReason: d.reason,
        };
        const problems = timeReportProblems(draft, d.report.now);
        expect(new Set(problems).size).toBe(problems.length);
        const order = problems.map((p) => TIME_REPORT_PROBLEMS.indexOf(p));
        expect(order).toEqual([...order].sort((a, b) => a - b));
        expect(order.every((i) => i >= 0)).toBe(true);
      }),
    );
  });

  it('refuses an end that is not after the start, judged by instants (the repeated autumn hour included)', () => {
    fc.assert(
      fc.property(validReport, fc.integer({ min: 0, max: 600 }), ({ draft, now }, back) => {
        const workEnd = draft.workStart.subtract({ minutes: back });
        const problems = timeReportProblems({ ...draft, workEnd, travelFrom: null, homeTrip: false }, now);
        expect(has(problems, 'work-start-not-before-end')).toBe(true);
      }),
    );
    // 02:30 summer time, then 02:15 winter time: earlier on the wall clock, 45 minutes later in fact.
    const start = wall('2026-10-25T02:30', 'earlier');
    const end = wall('2026-10-25T02:15', 'later');
    const draft = reportOf(start, end);
    const now = wall('2026-10-25T12:00');
    expect(timeReportProblems(draft, now)).toEqual([]);
    expect(timeReportProblems({ ...draft, breakMinutes: 44 }, now)).toEqual([]);
    expect(timeReportProblems({ ...draft, breakMinutes: 45 }, now)).toEqual(['break-not-shorter-than-work']);
  });

  it('needs the work to last longer than the break, by the time that really passed', () => {
    fc.assert(
      fc.property(validReport, fc.integer({ min: 0, max: 300 }), ({ draft, now, workMinutes }, extra) => {
        const problems = timeReportProblems({ ...draft, breakMinutes: workMinutes + extra }, now);
        expect(problems).toContain('break-not-shorter-than-work');
        const fits = timeReportProblems({ ...draft, breakMinutes: workMinutes - 1 }, now);
        expect(fits).not.toContain('break-not-shorter-than-work');
      }),
    );
    // 01:30 to 03:30 on the spring-forward night: two hours on the wall clock, one in fact.
    const draft = reportOf(wall('2026-03-29T01:30'), wall('2026-03-29T03:30'));
    const now = wall('2026-03-29T12:00');
    expect(timeReportProblems({ ...draft, breakMinutes: 59 }, now)).toEqual([]);
    expect(timeReportProblems({ ...draft, breakMinutes: 60 }, now)).toEqual(['break-not-shorter-than-work']);
    expect(timeReportProblems({ ...draft, breakMinutes: -1 }, now)).toEqual(['break-invalid']);
    expect(timeReportProblems({ ...draft, breakMinutes: 1.5 }, now)).toEqual(['break-invalid']);
  });

  it('needs the trip there to end no later than the work starts, and the trip home to start no earlier than it ends', () => {
    fc.assert(
      fc.property(validReport, fc.integer({ min: 1, max: 300 }), ({ draft, now }, late) => {
        const travelTo = { start: draft.workStart.subtract({ minutes: 30 }), end: draft.workStart.add({ minutes: late }) };
        expect(timeReportProblems({ ...draft, travelTo }, now.add({ minutes: late }))).toContain(
          'travel-to-ends-after-work-start',
        );
        const atStart = { start: draft.workStart.subtract({ minutes: 30 }), end: draft.workStart };
        expect(timeReportProblems({ ...draft, travelTo: atStart }, now)).not.toContain('travel-to-ends-after-work-start');
        const travelFrom = { start: draft.workEnd.subtract({ minutes: late }), end: draft.workEnd.add({ minutes: 30 }) };
        expect(timeReportProblems({ ...draft, travelFrom }, now.add({ minutes: 30 }))).toContain(
          'travel-from-starts-before-work-end',
        );
      }),
    );
  });

  it('needs each trip to start before it ends, with both ends given', () => {
    fc.assert(
      fc.property(validReport, fc.integer({ min: 0, max: 120 }), ({ draft, now }, back) => {
        const end = draft.workStart.subtract({ minutes: 60 });
        const travelTo = { start: end.add({ minutes: back }), end };
        expect(timeReportProblems({ ...draft, travelTo }, now)).toContain('travel-to-start-not-before-end');
        const start = draft.workEnd.add({ minutes: 60 });
        const travelFrom = { start, end: start.subtract({ minutes: back }) };
        expect(timeReportProblems({ ...draft, travelFrom }, now.add({ minutes: 60 }))).toContain(
          'travel-from-start-not-before-end',
        );
        expect(timeReportProblems({ ...draft, travelTo: { start: null, end } }, now)).toContain('travel-to-incomplete');
        expect(timeReportProblems({ ...draft, travelFrom: { start, end: null } }, now.add({ minutes: 60 }))).toContain(
          'travel-from-incomplete',
        );
        expect(timeReportProblems({ ...draft, travelFrom: null, homeTrip: true }, now)).toContain('home-trip-without-times');
      }),
    );
  });

  it('refuses any time after now, to the minute, across changes of offset', () => {
    fc.assert(
      fc.property(validReport, fc.integer({ min: 1, max: 24 * 60 }), ({ draft }, ahead) => {
        const last = draft.travelFrom?.end ?? draft.workEnd;
        expect(timeReportProblems(draft, last)).not.toContain('time-in-future');
        expect(timeReportProblems(draft, last.subtract({ minutes: ahead }))).toContain('time-in-future');
      }),
    );
  });

  it('refuses travel on a remote assignment, a negative distance and unsound expenses', () => {
    fc.assert(
      fc.property(
        validReport,
        fc.double({ max: -0.001, noNaN: true }),
        fc.oneof(fc.integer({ max: 0 }), fc.constant(Number.NaN), fc.constant(Number.POSITIVE_INFINITY)),
        fc.integer().filter((n) => n !== 1 && n !== 2),
        ({ draft, now }, distance, amount, type) => {
          expect(timeReportProblems({ ...draft, distanceToKm: distance }, now)).toContain('distance-invalid');
          const remote = timeReportProblems(
            { ...draft, remote: true, travelTo: null, travelFrom: null, distanceToKm: 1, distanceFromKm: null, homeTrip: false },
            now,
          );
          expect(remote).toEqual(['travel-on-remote-assignment']);
          const bad: ExpenseDraft = { type: 1, amount, receiptContentType: null };
          expect(timeReportProblems({ ...draft, expenses: [...draft.expenses, bad] }, now)).toContain('expense-amount-invalid');
          expect(expenseProblems({ type, amount: 10, receiptContentType: 'image/png' })).toEqual(['expense-type-unknown']);
        },
      ),
    );
    expect(expenseProblems({ type: 2, amount: 10, receiptContentType: 'application/pdf' })).toEqual(['receipt-not-an-image']);
  });

  it('needs the signature or a reason for its absence, not both', () => {
    fc.assert(
      fc.property(validReport, fc.constantFrom(null, '', '   '), ({ draft, now }, blank) => {
        expect(timeReportProblems({ ...draft, signed: false, noSignatureReason: blank }, now)).toEqual([
          'signature-or-reason-missing',
        ]);
        expect(timeReportProblems({ ...draft, signed: true, noSignatureReason: 'Sjuk' }, now)).toEqual(['signature-and-reason']);
        expect(timeReportProblems({ ...draft, signed: true, noSignatureReason: blank }, now)).toEqual([]);
      }),
    );
  });
});

function reportOf(workStart: Temporal.ZonedDateTime, workEnd: Temporal.ZonedDateTime): TimeReportDraft {
  return {
    workStart,
    workEnd,
    breakMinutes: 0,
    travelTo: null,
    travelFrom: null,
    distanceToKm: null,
    distanceFromKm: null,
    homeTrip: false,
    expenses: [],
    remote: false,
    signed: true,
    noSignatureReason: null,
  };
}

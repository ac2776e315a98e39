import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { STOCKHOLM } from '../time/clock.js';
import type { InterpreterAssignment } from './desk.js';
import {
  initialTimeReportForm,
  isTimeOrderProblem,
  timeReportFormProblems,
  timeReportSubmissionOf,
  type TimeReportForm,
} from './time-report-form.js';

/** A booked assignment from any minute of 2020–2035, 15 minutes to 10 hours long, nights and DST days included. */
const assignment = fc
  .record({
    startMs: fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 11, 31) }).map((ms) => ms - (ms % 60_000)),
    minutes: fc.integer({ min: 15, max: 600 }),
    remote: fc.boolean(),
  })
  .map(({ startMs, minutes, remote }): InterpreterAssignment => {
    const start = Temporal.Instant.fromEpochMilliseconds(startMs).toZonedDateTimeISO(STOCKHOLM);
    return {
      id: 'WA-1',
      number: '1',
      status: 'fullfilled',
      start,
      end: start.add({ minutes }),
      service: 'Telefontolkning',
      remote,
      language: 'Spanska',
      customerName: 'Kund',
      city: null,
      address: null,
      meeting: null,
      contact: null,
      notes: null,
      additionalRequirements: null,
      tripStarted: null,
      checkedIn: null,
      workStarted: null,
      done: null,
      customerRating: null,
      attachments: [],
      actions: ['time-report'],
    };
  })
  // The repeated autumn hour has two of each wall-clock time: a form of wall-clock times cannot tell
  // them apart and reads the first (docs/decisions.md), so the property leaves out assignments that
  // start or end in the second (one from 02:00+01:00 to 02:15+01:00 was once let through).
  .filter((a) => [a.start, a.end].every((t) => t.equals(t.toPlainDateTime().toZonedDateTime(STOCKHOLM))));

const signed = (form: TimeReportForm): TimeReportForm => ({ ...form, signature: 'iVBORw0KGgo=' });
const after = (a: InterpreterAssignment) => a.end.toInstant().add({ hours: 1 });

describe('the time report form', () => {
  it('reports the booked times as they were, nights and DST days included: nothing to fix once signed', () => {
    fc.assert(
      fc.property(assignment, (a) => {
        const form = signed(initialTimeReportForm(a));
        expect(timeReportFormProblems(form, a, after(a))).toEqual([]);
        const sent = timeReportSubmissionOf(form, a);
        expect(Temporal.Instant.compare(sent.workStart.toInstant(), a.start.toInstant())).toBe(0);
        expect(sent.workEnd.toPlainDateTime().equals(a.end.toPlainDateTime())).toBe(true);
      }),
    );
  });

  it('says "double-check date and time" when the end is typed before the start on a day-time assignment', () => {
    fc.assert(
      fc.property(
        assignment.filter((a) => a.start.toPlainDate().equals(a.end.toPlainDate()) && a.start.hour > 0),
        (a) => {
          const form = { ...signed(initialTimeReportForm(a)), start: '23:59', end: '00:00' };
          const problems = timeReportFormProblems(form, a, after(a).add({ hours: 48 }));
          expect(problems).toContain('work-start-not-before-end');
          expect(problems.filter(isTimeOrderProblem).length).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('asks for the signature or the reason, and sends exactly one of them', () => {
    fc.assert(
      fc.property(assignment, fc.boolean(), fc.boolean(), fc.string({ maxLength: 20 }), (a, drawn, cannotSign, reason) => {
        const form = { ...initialTimeReportForm(a), signature: drawn ? 'iVBORw0KGgo=' : null, noSignature: cannotSign, reason };
        const problems = timeReportFormProblems(form, a, after(a));
        const complete = cannotSign ? reason.trim() !== '' : drawn;
        expect(problems.includes('signature-or-reason-missing')).toBe(!complete);
        if (!complete) return;
        const sent = timeReportSubmissionOf(form, a);
        expect(sent.signature === null).toBe(cannotSign);
        expect(sent.noSignatureReason === null).toBe(!cannotSign);
      }),
    );
  });

  it('sends the expenses as typed, amounts read with a decimal comma or point', () => {
    fc.assert(
      fc.property(
        assignment,
        fc.array(
          fc.record({
            type: fc.constantFrom(1 as const, 2 as const),
            ore: fc.integer({ min: 1, max: 1_000_000 }),
            comma: fc.boolean(),
          }),
          {
            maxLength: 4,
          },
        ),
        (a, rows) => {
          const expenses = rows.map((row) => ({
            type: row.type,
            amount: (row.ore / 100).toFixed(2).replace('.', row.comma ? ',' : '.'),
            receipt: null,
          }));
          const sent = timeReportSubmissionOf({ ...signed(initialTimeReportForm(a)), expenses }, a);
          expect(sent.expenses.map((e) => [e.type, Math.round(e.amount * 100)])).toEqual(rows.map((r) => [r.type, r.ore]));
        },
      ),
    );
  });
});

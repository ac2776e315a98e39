import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { STOCKHOLM } from '../time/clock.js';
import {
  ANSWER_WORKING_DAYS,
  addWorkingDays,
  answerDeadline,
  easterSunday,
  isOverdue,
  isWorkingDay,
  swedishDaysOff,
} from './working-days.js';

const date = (text: string) => Temporal.PlainDate.from(text);
const instant = (text: string) => Temporal.PlainDateTime.from(text).toZonedDateTime(STOCKHOLM).toInstant();
const anInstant = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 0, 1) })
  .map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));

describe('Easter and the Swedish days off', () => {
  it('finds Easter Sunday of known years', () => {
    expect(easterSunday(2024).toString()).toBe('2024-03-31');
    expect(easterSunday(2025).toString()).toBe('2025-04-20');
    expect(easterSunday(2026).toString()).toBe('2026-04-05');
    expect(easterSunday(2027).toString()).toBe('2027-03-28');
    expect(easterSunday(2038).toString()).toBe('2038-04-25');
  });

  it('puts Easter on a Sunday between 22 March and 25 April', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), (year) => {
        const easter = easterSunday(year);
        expect(easter.dayOfWeek).toBe(7);
        expect(Temporal.PlainDate.compare(easter, date(`${year}-03-22`))).toBeGreaterThanOrEqual(0);
        expect(Temporal.PlainDate.compare(easter, date(`${year}-04-25`))).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('knows the holidays of 2026', () => {
    for (const off of [
      '2026-01-01',
      '2026-01-06',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-06-06',
      '2026-06-19',
      '2026-12-24',
      '2026-12-25',
      '2026-12-31',
    ])
      expect(isWorkingDay(date(off)), off).toBe(false);
    expect(isWorkingDay(date('2026-04-07'))).toBe(true);
    expect(isWorkingDay(date('2026-06-22'))).toBe(true);
  });

  it('has midsummer eve on a Friday and All Saints on a Saturday every year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2100 }), (year) => {
        const days = swedishDaysOff(year);
        expect(days[9]!.dayOfWeek).toBe(5);
        expect(days[11]!.dayOfWeek).toBe(6);
      }),
    );
  });
});

describe('the answer deadline: five working days after arrival (spec 2 §9)', () => {
  it('lands on a working day with exactly five working days after the registration day', () => {
    fc.assert(
      fc.property(anInstant, (arrived) => {
        const deadline = answerDeadline(arrived);
        expect(isWorkingDay(deadline.toPlainDate())).toBe(true);
        let first = arrived.toZonedDateTimeISO(STOCKHOLM).toPlainDate();
        while (!isWorkingDay(first)) first = first.add({ days: 1 });
        let count = 0;
        for (let d = first.add({ days: 1 }); Temporal.PlainDate.compare(d, deadline.toPlainDate()) <= 0; d = d.add({ days: 1 }))
          if (isWorkingDay(d)) count++;
        expect(count).toBe(ANSWER_WORKING_DAYS);
        expect(Temporal.Instant.compare(deadline.toInstant(), arrived)).toBeGreaterThan(0);
      }),
    );
  });

  it('never comes earlier for a later arrival', () => {
    fc.assert(
      fc.property(anInstant, fc.integer({ min: 0, max: 30 * 24 * 60 }), (arrived, minutes) => {
        const later = arrived.add({ minutes });
        expect(Temporal.ZonedDateTime.compare(answerDeadline(arrived), answerDeadline(later))).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('skips Easter: a Friday before Good Friday is due after Easter Monday', () => {
    expect(answerDeadline(instant('2026-03-27T09:00')).toPlainDateTime().toString()).toBe('2026-04-07T09:00:00');
    expect(answerDeadline(instant('2026-11-27T10:00')).toPlainDateTime().toString()).toBe('2026-12-04T10:00:00');
    // A Saturday arrival counts from Monday 00:00.
    expect(answerDeadline(instant('2026-11-28T13:00')).toPlainDateTime().toString()).toBe('2026-12-07T00:00:00');
    expect(answerDeadline(instant('2026-12-22T10:00')).toPlainDateTime().toString()).toBe('2027-01-04T10:00:00');
  });

  it('adds working days additively', () => {
    fc.assert(
      fc.property(anInstant, fc.nat(20), fc.nat(20), (at, a, b) => {
        const day = at.toZonedDateTimeISO(STOCKHOLM).toPlainDate();
        expect(addWorkingDays(addWorkingDays(day, a), b).equals(addWorkingDays(day, a + b))).toBe(true);
      }),
    );
  });

  it('marks only open deviations past the deadline as overdue', () => {
    fc.assert(
      fc.property(anInstant, fc.integer({ min: -20000, max: 20000 }), fc.boolean(), (arrived, minutes, closed) => {
        const deadline = answerDeadline(arrived);
        const now = deadline.toInstant().add({ minutes });
        expect(isOverdue(deadline, closed, now)).toBe(!closed && minutes > 0);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { fromCrmDateTime, toCrmDateTime } from '@tolk/crm-contract';
import { Temporal } from 'temporal-polyfill';
import { answeredAtMs, deviationStatusAt, investigatedFromMs } from './deviation-status.js';

const ms = (text: string) => fromCrmDateTime(text)!.epochMilliseconds;
const text = (epochMs: number) => toCrmDateTime(Temporal.Instant.fromEpochMilliseconds(epochMs));
const statusAt = (arrived: string, now: string) => deviationStatusAt(ms(arrived), answeredAtMs(ms(arrived)), ms(now));

describe('the deviation status on the clock', () => {
  it('answers a Friday arrival five working days later, the next Friday at the same time', () => {
    expect(text(answeredAtMs(ms('2026-11-27 10:00:00')))).toBe('2026-12-04 10:00:00');
  });

  it('answers a Monday arrival on the Monday after', () => {
    expect(text(answeredAtMs(ms('2026-11-23 14:30:00')))).toBe('2026-11-30 14:30:00');
  });

  it('counts a weekend arrival from the Monday at 00:00', () => {
    expect(text(answeredAtMs(ms('2026-11-28 13:00:00')))).toBe('2026-12-07 00:00:00');
    expect(text(investigatedFromMs(ms('2026-11-28 13:00:00')))).toBe('2026-12-01 00:00:00');
  });

  it('is new on the working day it arrives and stays new over the weekend after a Friday', () => {
    expect(statusAt('2026-11-27 10:00:00', '2026-11-27 23:59:59')).toBe('Nyregistrerad');
    expect(statusAt('2026-11-27 10:00:00', '2026-11-29 12:00:00')).toBe('Nyregistrerad');
    expect(statusAt('2026-11-27 10:00:00', '2026-11-30 00:00:00')).toBe('Under utredning');
  });

  it('is under investigation five calendar days later, closed five working days later', () => {
    expect(statusAt('2026-11-27 10:00:00', '2026-12-02 10:00:00')).toBe('Under utredning');
    expect(statusAt('2026-11-27 10:00:00', '2026-12-04 09:59:59')).toBe('Under utredning');
    expect(statusAt('2026-11-27 10:00:00', '2026-12-04 10:00:00')).toBe('Avslutad');
  });

  it('keeps the wall-clock time across the change to summer time', () => {
    // Friday 20 March 2026; summer time starts on Sunday 29 March.
    expect(text(answeredAtMs(ms('2026-03-24 09:00:00')))).toBe('2026-03-31 09:00:00');
  });

  it('skips the Swedish public holidays, Easter included (the rule of @tolk/core)', () => {
    // Good Friday 3 April and Easter Monday 6 April 2026 are days off.
    expect(text(answeredAtMs(ms('2026-03-27 09:00:00')))).toBe('2026-04-07 09:00:00');
    expect(text(answeredAtMs(ms('2026-12-22 10:00:00')))).toBe('2027-01-04 10:00:00');
  });

  it('answers a few deviations, always the same ones, a working day or two after the deadline', () => {
    const arrived = ms('2026-11-23 14:30:00');
    const late = Array.from({ length: 60 }, (_, i) => String(700_001 + i)).filter(
      (n) => answeredAtMs(arrived, n) > answeredAtMs(arrived),
    );
    expect(late.length).toBeGreaterThan(0);
    expect(late.length).toBeLessThan(30);
    for (const n of late)
      expect(answeredAtMs(arrived, n) - answeredAtMs(arrived)).toBeLessThanOrEqual(2 * 24 * 3_600_000 + 3_600_000);
  });
});

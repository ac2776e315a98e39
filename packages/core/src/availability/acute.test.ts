import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { STOCKHOLM, instantsOfWallTime, parseInstant } from '../time/clock.js';
import {
  ACUTE_MAX_MINUTES,
  ACUTE_MIN_MINUTES,
  acuteMinutesLeft,
  activeAcute,
  isAcuteActive,
  settleAcuteWindow,
  startAcute,
} from './acute.js';
import type { AcuteAvailability } from './availability.js';
import { anAcute } from './builders.js';

const both = { onSite: true, phone: true };

describe('"Tolka nu"', () => {
  it('starts at now’s whole minute and lasts the chosen length', () => {
    const outcome = startAcute(parseInstant('2026-05-12 10:07:42'), 90, { onSite: false, phone: true });
    expect(outcome.kind).toBe('ok');
    if (outcome.kind !== 'ok') return;
    expect(outcome.value.from.toString()).toBe('2026-05-12T10:07:00+02:00[Europe/Stockholm]');
    expect(outcome.value.to.toString()).toBe('2026-05-12T11:37:00+02:00[Europe/Stockholm]');
    expect(outcome.value.availableFor).toEqual({ onSite: false, phone: true });
  });

  it('refuses a length outside 30 minutes to 8 hours, and a choice of neither phone nor on-site', () => {
    const now = parseInstant('2026-05-12 10:00:00');
    for (const minutes of [0, 29, 481, 60.5]) {
      expect(startAcute(now, minutes, both)).toEqual({
        kind: 'rejected',
        problems: [{ kind: 'duration-out-of-range', minMinutes: 30, maxMinutes: 480 }],
      });
    }
    expect(startAcute(now, 60, { onSite: false, phone: false })).toEqual({
      kind: 'rejected',
      problems: [{ kind: 'no-available-for' }],
    });
  });

  it('is in force from its start until its end, and then gone by itself', () => {
    const outcome = startAcute(parseInstant('2026-05-12 10:00:00'), 60, both);
    if (outcome.kind !== 'ok') throw new Error('expected a window');
    const acute = outcome.value;
    expect(isAcuteActive(acute, parseInstant('2026-05-12 10:00:00'))).toBe(true);
    expect(acuteMinutesLeft(acute, parseInstant('2026-05-12 10:30:30'))).toBe(30);
    expect(isAcuteActive(acute, parseInstant('2026-05-12 11:00:00'))).toBe(false);
    expect(activeAcute(acute, parseInstant('2026-05-12 11:00:00'))).toBeNull();
    expect(acuteMinutesLeft(acute, parseInstant('2026-05-12 12:00:00'))).toBe(0);
  });
});

describe('"Tolka nu" read back from wall times (the autumn’s repeated hour)', () => {
  /** What the CRM's wire keeps of a window: its two wall times, read as everywhere (the first reading). */
  const asOnTheWire = (acute: AcuteAvailability): AcuteAvailability => ({
    ...acute,
    from: acute.from.toPlainDateTime().toZonedDateTime(STOCKHOLM),
    to: acute.to.toPlainDateTime().toZonedDateTime(STOCKHOLM),
  });
  const started = (at: Temporal.Instant, minutes: number) => {
    const outcome = startAcute(at, minutes, both);
    if (outcome.kind !== 'ok') throw new Error('expected a window');
    return outcome.value;
  };
  // Three hours either side of 2027-10-31's repeated hour (00:00–02:00 UTC), and any length offered.
  const aStart = fc.integer({ min: 0, max: 8 * 60 }).map((minutes) => parseInstant('2027-10-30T21:00:00Z').add({ minutes }));
  const aLength = fc.integer({ min: ACUTE_MIN_MINUTES, max: ACUTE_MAX_MINUTES });

  it('started at 02:50 of the first 02:00 hour for 30 minutes, it is in force and ends at the second 02:20', () => {
    const window = started(parseInstant('2027-10-31T00:50:20Z'), 30);
    const read = asOnTheWire(window);
    expect(read.to.toString()).toBe('2027-10-31T02:20:00+02:00[Europe/Stockholm]'); // before it began
    const settled = settleAcuteWindow(read, parseInstant('2027-10-31T00:51:00Z'));
    expect(settled.to.toString()).toBe('2027-10-31T02:20:00+01:00[Europe/Stockholm]');
    expect(isAcuteActive(settled, parseInstant('2027-10-31T00:51:00Z'))).toBe(true);
  });

  it('the answer to a start is the window asked, whatever hour it began in', () => {
    fc.assert(
      fc.property(aStart, aLength, fc.integer({ min: 0, max: 59 }), (at, minutes, late) => {
        const window = started(at, minutes);
        const settled = settleAcuteWindow(asOnTheWire(window), at.add({ seconds: late }), minutes);
        expect([settled.from.toString(), settled.to.toString()]).toEqual([window.from.toString(), window.to.toString()]);
      }),
    );
  });

  it('read back while it runs, it is in force and ends when it does, unless its end’s wall time fits it twice', () => {
    fc.assert(
      fc.property(aStart, aLength, fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (at, minutes, part) => {
        const window = started(at, minutes);
        const now = window.from.toInstant().add({ seconds: Math.floor(part * minutes * 60) });
        const settled = settleAcuteWindow(asOnTheWire(window), now);
        expect(settled.from.toPlainDateTime().equals(window.from.toPlainDateTime())).toBe(true);
        expect(settled.to.toPlainDateTime().equals(window.to.toPlainDateTime())).toBe(true);
        const endReadings = instantsOfWallTime(window.to.toPlainDateTime());
        const endFitsTwice =
          endReadings.length === 2 &&
          Temporal.PlainDateTime.compare(window.to.toPlainDateTime(), window.from.toPlainDateTime()) > 0;
        if (endFitsTwice) return;
        expect(settled.to.equals(window.to)).toBe(true);
        expect(isAcuteActive(settled, now)).toBe(true);
      }),
    );
  });

  it('outside the repeated hour the window is as read', () => {
    const read = anAcute('2027-11-02 10:00', '2027-11-02 11:30');
    expect(settleAcuteWindow(read, parseInstant('2027-11-02 10:10:00'))).toEqual(read);
    expect(settleAcuteWindow(read, parseInstant('2027-11-02 10:10:00'), 90)).toEqual(read);
  });
});

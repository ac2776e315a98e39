import { describe, expect, it } from 'vitest';
import { parseInstant } from '../time/clock.js';
import { acuteMinutesLeft, activeAcute, isAcuteActive, startAcute } from './acute.js';

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

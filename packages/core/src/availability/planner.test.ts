import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { aSlot, everyDay } from './builders.js';
import { effectiveAvailability } from './effective.js';
import { plannerGeometry, plannerMomentAt } from './planner.js';

const date = (text: string) => Temporal.PlainDate.from(text);
const labels = (d: string) =>
  plannerGeometry(date(d), []).hours.map(
    (h) => `${h.top}:${h.time.toString().slice(0, 5)}${h.repeated ? 'R' : ''}${h.afterSkippedHour ? 'S' : ''}`,
  );
const barsOf = (d: string) => {
  const weekly = everyDay([aSlot('a', '08:00', '10:30'), aSlot('b', '22:00', '23:59', { isAvailable: false })]);
  return plannerGeometry(date(d), effectiveAvailability(date(d), { weekly, exceptions: [], acute: null })).bars.map((b) => [
    b.top,
    Math.round(b.height * 100) / 100,
  ]);
};

describe('the planner’s geometry (50 px per hour)', () => {
  it('draws an ordinary day 1200 px high, an hour line every 50 px', () => {
    const lines = labels('2026-05-12');
    expect(plannerGeometry(date('2026-05-12'), []).height).toBe(1200);
    expect([lines.length, lines[0], lines[8], lines[23]]).toEqual([24, '0:00:00', '400:08:00', '1150:23:00']);
    expect(barsOf('2026-05-12')).toEqual([
      [400, 125],
      [1100, 99.17],
    ]);
  });

  it('draws the spring-forward day 1150 px high, without the missing hour', () => {
    expect(plannerGeometry(date('2026-03-29'), []).height).toBe(1150);
    expect(labels('2026-03-29').slice(0, 4)).toEqual(['0:00:00', '50:01:00', '100:03:00S', '150:04:00']);
    // The bars sit at their wall-clock lines: 08:00 is at 350 px that day.
    expect(barsOf('2026-03-29')).toEqual([
      [350, 125],
      [1050, 99.17],
    ]);
  });

  it('draws the fall-back day 1250 px high, the repeated hour twice', () => {
    expect(plannerGeometry(date('2026-10-25'), []).height).toBe(1250);
    expect(labels('2026-10-25').slice(0, 5)).toEqual(['0:00:00', '50:01:00', '100:02:00', '150:02:00R', '200:03:00']);
    expect(barsOf('2026-10-25')).toEqual([
      [450, 125],
      [1150, 99.17],
    ]);
  });

  it('reads a px position back as a moment', () => {
    expect(plannerMomentAt(date('2026-03-29'), 125).toString()).toBe('2026-03-29T03:30:00+02:00[Europe/Stockholm]');
    expect(plannerMomentAt(date('2026-10-25'), 175).toString()).toBe('2026-10-25T02:30:00+01:00[Europe/Stockholm]');
  });
});

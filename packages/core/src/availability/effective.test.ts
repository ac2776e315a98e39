import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { EffectiveInterval } from './availability.js';
import { aSlot, aWeeklyDefault, anAcute, anException, everyDay } from './builders.js';
import { effectiveAt, effectiveAvailability } from './effective.js';
import { unavailableAllDayDraft } from './exceptions.js';

const date = (text: string) => Temporal.PlainDate.from(text);
const hhmm = (z: Temporal.ZonedDateTime) => z.toPlainTime().toString().slice(0, 5);
const describeIt = (pieces: readonly EffectiveInterval[]) =>
  pieces.map((p) => {
    const source =
      p.source.layer === 'default' ? p.source.slotId : p.source.layer === 'exception' ? p.source.exceptionId : 'acute';
    return `${hhmm(p.from)}–${hhmm(p.to)} ${p.kind} ${source}`;
  });

// 2026-05-12 is a Tuesday.
const weekly = aWeeklyDefault({
  2: [
    aSlot('morning', '08:00', '12:00'),
    aSlot('lunch', '12:00', '13:00', { isAvailable: false }),
    aSlot('afternoon', '13:00', '17:00'),
  ],
});

describe('effectiveAvailability (spec 3 §2, §4)', () => {
  it('is the weekday’s default when there is no exception', () => {
    expect(describeIt(effectiveAvailability(date('2026-05-12'), { weekly, exceptions: [], acute: null }))).toEqual([
      '08:00–12:00 available morning',
      '12:00–13:00 unavailable lunch',
      '13:00–17:00 available afternoon',
    ]);
    expect(effectiveAvailability(date('2026-05-13'), { weekly, exceptions: [], acute: null })).toEqual([]);
  });

  it('gives a default slot without inquiry its kind (article type 2, issue 16)', () => {
    const direct = aWeeklyDefault({
      2: [aSlot('phone', '08:00', '10:00', { withoutInquiry: true }), aSlot('asked', '10:00', '12:00')],
    });
    expect(describeIt(effectiveAvailability(date('2026-05-12'), { weekly: direct, exceptions: [], acute: null }))).toEqual([
      '08:00–10:00 available-without-inquiry phone',
      '10:00–12:00 available asked',
    ]);
    // Without inquiry means nothing on a slot of unavailability.
    const off = aWeeklyDefault({ 2: [aSlot('off', '08:00', '10:00', { isAvailable: false, withoutInquiry: true })] });
    expect(describeIt(effectiveAvailability(date('2026-05-12'), { weekly: off, exceptions: [], acute: null }))).toEqual([
      '08:00–10:00 unavailable off',
    ]);
  });

  it('lets exceptions override the default where they lie', () => {
    const exceptions = [
      anException('dentist', '2026-05-12 10:00', '2026-05-12 11:30', { kind: 'unavailable' }),
      anException('evening', '2026-05-12 18:00', '2026-05-12 20:00', { kind: 'available-without-inquiry' }),
    ];
    expect(describeIt(effectiveAvailability(date('2026-05-12'), { weekly, exceptions, acute: null }))).toEqual([
      '08:00–10:00 available morning',
      '10:00–11:30 unavailable dentist',
      '11:30–12:00 available morning',
      '12:00–13:00 unavailable lunch',
      '13:00–17:00 available afternoon',
      '18:00–20:00 available-without-inquiry evening',
    ]);
  });

  it('is unavailable all day under an all-day exception, up to 23:59', () => {
    const allDay = { ...unavailableAllDayDraft(date('2026-05-12')), id: 'off', canBeUpdated: true };
    expect(describeIt(effectiveAvailability(date('2026-05-12'), { weekly, exceptions: [allDay], acute: null }))).toEqual([
      '00:00–23:59 unavailable off',
    ]);
  });

  it('lets a shorter exception win over a longer one it overlaps', () => {
    const exceptions = [
      anException('hour', '2026-05-12 10:00', '2026-05-12 11:00'),
      { ...unavailableAllDayDraft(date('2026-05-12')), id: 'off', canBeUpdated: true },
    ];
    expect(describeIt(effectiveAvailability(date('2026-05-12'), { weekly, exceptions, acute: null }))).toEqual([
      '00:00–10:00 unavailable off',
      '10:00–11:00 available hour',
      '11:00–23:59 unavailable off',
    ]);
  });

  it('shows each day its part of an exception crossing midnight', () => {
    const exceptions = [anException('night', '2026-05-12 22:00', '2026-05-13 06:00')];
    expect(describeIt(effectiveAvailability(date('2026-05-12'), { weekly, exceptions, acute: null })).at(-1)).toBe(
      '22:00–23:59 available night',
    );
    expect(describeIt(effectiveAvailability(date('2026-05-13'), { weekly, exceptions, acute: null }))).toEqual([
      '00:00–06:00 available night',
    ]);
  });

  it('puts "Tolka nu" over everything', () => {
    const exceptions = [anException('dentist', '2026-05-12 10:00', '2026-05-12 11:30', { kind: 'unavailable' })];
    const acute = anAcute('2026-05-12 11:00', '2026-05-12 12:30');
    expect(describeIt(effectiveAvailability(date('2026-05-12'), { weekly, exceptions, acute }))).toEqual([
      '08:00–10:00 available morning',
      '10:00–11:00 unavailable dentist',
      '11:00–12:30 available-without-inquiry acute',
      '12:30–13:00 unavailable lunch',
      '13:00–17:00 available afternoon',
    ]);
  });

  it('keeps the slots’ wall-clock times on the days the clocks change', () => {
    const night = everyDay([aSlot('early', '01:00', '02:30'), aSlot('gap', '02:00', '02:30'), aSlot('day', '08:00', '16:00')]);
    const spring = effectiveAvailability(date('2026-03-29'), { weekly: night, exceptions: [], acute: null });
    // 02:00–02:59 does not exist: 'early' keeps its hour from 01:00, 'gap' has no minutes and is gone.
    expect(spring.map((p) => `${p.from.toString().slice(11, 22)}–${p.to.toString().slice(11, 22)}`)).toEqual([
      '01:00:00+01–03:00:00+02',
      '08:00:00+02–16:00:00+02',
    ]);
    expect(spring[0]!.to.since(spring[0]!.from).total('minutes')).toBe(60);
    const autumn = effectiveAvailability(date('2026-10-25'), {
      weekly: everyDay([aSlot('night', '01:00', '04:00')]),
      exceptions: [],
      acute: null,
    });
    expect(autumn.map((p) => `${p.from.toString().slice(11, 22)}–${p.to.toString().slice(11, 22)}`)).toEqual([
      '01:00:00+02–04:00:00+01',
    ]);
    expect(autumn[0]!.to.since(autumn[0]!.from).total('minutes')).toBe(4 * 60);
  });
});

describe('effectiveAt', () => {
  it('finds the piece at a moment, or none', () => {
    const layers = { weekly, exceptions: [], acute: null };
    const at = (wall: string) => Temporal.PlainDateTime.from(wall).toZonedDateTime('Europe/Stockholm').toInstant();
    expect(effectiveAt(at('2026-05-12T12:30'), layers)?.source).toEqual({ layer: 'default', slotId: 'lunch' });
    expect(effectiveAt(at('2026-05-12T17:00'), layers)).toBeNull();
    expect(effectiveAt(at('2026-05-12T08:00'), layers)?.kind).toBe('available');
  });
});

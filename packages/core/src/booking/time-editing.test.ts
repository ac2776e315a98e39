import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { SAMPLE_SERVICES, aDraft } from './builders.js';
import {
  changeDates,
  changeEnd,
  changeQuickType,
  changeStart,
  durationMinutes,
  endsNextDay,
  isLongBooking,
  needsLengthConfirmation,
  occasionsOf,
  parseTimeInput,
} from './time-editing.js';

const time = (text: string) => Temporal.PlainTime.from(text);
const date = (text: string) => Temporal.PlainDate.from(text);
const now = Temporal.ZonedDateTime.from('2026-11-23T10:00:00[Europe/Stockholm]');
const show = (o: { from: Temporal.ZonedDateTime; to: Temporal.ZonedDateTime }) => `${o.from.toString()} – ${o.to.toString()}`;

describe('times of a draft (spec 1 §4)', () => {
  it('keeps the duration when the start moves, also over midnight', () => {
    const draft = changeStart(aDraft({ start: time('09:00'), end: time('10:30') }), time('23:00'));
    expect([draft.start.toString(), draft.end.toString(), durationMinutes(draft), endsNextDay(draft)]).toEqual([
      '23:00:00',
      '00:30:00',
      90,
      true,
    ]);
  });

  it('puts an end not after the start on the next day ("Nästa dag")', () => {
    const draft = changeEnd(aDraft({ start: time('22:00'), end: time('23:00') }), time('01:00'));
    expect([endsNextDay(draft), durationMinutes(draft)]).toEqual([true, 180]);
    expect(occasionsOf(draft).map(show)).toEqual([
      '2026-11-30T22:00:00+01:00[Europe/Stockholm] – 2026-12-01T01:00:00+01:00[Europe/Stockholm]',
    ]);
    expect(durationMinutes(changeEnd(draft, time('22:00')))).toBe(24 * 60);
  });

  it('resolves the DST gap and the repeated hour "compatible"', () => {
    const spring = aDraft({ dates: [date('2026-03-29')], start: time('01:30'), end: time('02:30') });
    expect(occasionsOf(spring).map(show)).toEqual([
      '2026-03-29T01:30:00+01:00[Europe/Stockholm] – 2026-03-29T03:30:00+02:00[Europe/Stockholm]',
    ]);
    const autumn = aDraft({ dates: [date('2026-10-25')], start: time('02:30'), end: time('03:00') });
    expect(occasionsOf(autumn).map(show)).toEqual([
      '2026-10-25T02:30:00+02:00[Europe/Stockholm] – 2026-10-25T03:00:00+01:00[Europe/Stockholm]',
    ]);
  });

  it('keeps the asked length when a start in the spring gap would meet the end', () => {
    const gap = aDraft({ dates: [date('2020-03-29')], start: time('02:00'), end: time('03:00') });
    expect(occasionsOf(gap).map(show)).toEqual([
      '2020-03-29T03:00:00+02:00[Europe/Stockholm] – 2020-03-29T04:00:00+02:00[Europe/Stockholm]',
    ]);
  });

  it('asks about a booking over 8 hours: 09:00–05:00 (20 h by mistake), not 09:00–17:00', () => {
    expect(isLongBooking(aDraft({ start: time('09:00'), end: time('17:00') }))).toBe(false);
    expect(isLongBooking(aDraft({ start: time('09:00'), end: time('17:01') }))).toBe(true);
    const mistake = aDraft({ start: time('09:00'), end: time('05:00') });
    expect([durationMinutes(mistake), needsLengthConfirmation(mistake, null)]).toEqual([20 * 60, true]);
    expect(needsLengthConfirmation(mistake, 20 * 60)).toBe(false);
    // A night shift of 8 hours over midnight is not asked.
    expect(isLongBooking(aDraft({ start: time('22:00'), end: time('06:00') }))).toBe(false);
  });

  it('moves today one day forward with the warning, unless editing', () => {
    const draft = aDraft();
    const moved = changeDates(draft, [date('2026-11-23'), date('2026-11-25')], { now, editing: false });
    expect([moved.draft.dates.map(String), moved.movedFromToday]).toEqual([['2026-11-24', '2026-11-26'], true]);
    const kept = changeDates(draft, [date('2026-11-23')], { now, editing: true });
    expect([kept.draft.dates.map(String), kept.movedFromToday]).toEqual([['2026-11-23'], false]);
    const later = changeDates(draft, [date('2026-11-27'), date('2026-11-24'), date('2026-11-27')], { now, editing: false });
    expect([later.draft.dates.map(String), later.movedFromToday]).toEqual([['2026-11-24', '2026-11-27'], false]);
    expect(changeDates(draft, [], { now, editing: false }).draft).toBe(draft);
    // Five days ago: kept as chosen, no same-day warning (the validation says it has gone by).
    const past = changeDates(draft, [date('2026-11-18')], { now, editing: false });
    expect([past.draft.dates.map(String), past.movedFromToday]).toEqual([['2026-11-18'], false]);
  });

  it('sets the quick form’s length by type', () => {
    const draft = aDraft({ serviceId: null, start: time('13:00'), end: time('13:15') });
    expect(
      changeQuickType(draft, [SAMPLE_SERVICES.telephone, SAMPLE_SERVICES.video], SAMPLE_SERVICES.video.id).end.toString(),
    ).toBe('14:00:00');
    expect(changeQuickType(draft, [SAMPLE_SERVICES.telephone], SAMPLE_SERVICES.telephone.id).end.toString()).toBe('13:30:00');
  });
});

describe('parseTimeInput (spec 3 §5)', () => {
  it.each([
    ['08:30', '08:30'],
    ['8:30', '08:30'],
    ['8:3', '08:03'],
    ['8:', '08:00'],
    ['8', '08:00'],
    ['14', '14:00'],
    ['930', '09:30'],
    ['0930', '09:30'],
    ['1745', '17:45'],
    ['2575', '23:59'],
    ['99', '23:00'],
    ['12:99', '12:59'],
    ['8.30', '08:30'],
    ['08:30:15', '08:30'],
    ['', '12:00'],
    ['abc', '12:00'],
    ['12345', '12:00'],
    [':30', '12:00'],
    ['-1', '12:00'],
  ])('reads %j as %s', (text, expected) => {
    expect(parseTimeInput(text).toString().slice(0, 5)).toBe(expected);
  });
});

import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { STOCKHOLM } from '../time/clock.js';
import { ALL_SAMPLE_SERVICES, aDraft, stockholmDstChanges } from './builders.js';
import {
  changeDates,
  changeEnd,
  changeQuickType,
  changeStart,
  durationMinutes,
  endsNextDay,
  firstBookableDay,
  firstDayVerdict,
  isLongBooking,
  LONG_BOOKING_MINUTES,
  needsLengthConfirmation,
  occasionsOf,
  parseTimeInput,
  quickLengthFor,
} from './time-editing.js';

const CHANGES = stockholmDstChanges();
const aTime = fc
  .record({ hour: fc.integer({ min: 0, max: 23 }), minute: fc.integer({ min: 0, max: 59 }) })
  .map((t) => Temporal.PlainTime.from(t));
const aDate = fc
  .oneof(
    fc.integer({ min: 0, max: 16 * 366 }).map((d) => Temporal.PlainDate.from('2020-01-01').add({ days: d })),
    // The day of a DST change, or the day before (an end on the next day crosses it).
    fc.tuple(fc.constantFrom(...CHANGES), fc.integer({ min: -1, max: 0 })).map(([c, d]) => c.toPlainDate().add({ days: d })),
  )
  .filter((d) => d.year <= 2035);
const aTimedDraft = fc
  .record({ dates: fc.array(aDate, { minLength: 1, maxLength: 5 }), start: aTime, end: aTime })
  .map((times) => aDraft(times));

describe('time editing (properties)', () => {
  it('a new start keeps the duration', () => {
    fc.assert(
      fc.property(aTimedDraft, aTime, (draft, start) => {
        const changed = changeStart(draft, start);
        expect(durationMinutes(changed)).toBe(durationMinutes(draft));
        expect(changed.start.equals(start)).toBe(true);
      }),
    );
  });

  it('a new end recalculates the duration; an end not after the start is on the next day', () => {
    fc.assert(
      fc.property(aTimedDraft, aTime, (draft, end) => {
        const changed = changeEnd(draft, end);
        const duration = durationMinutes(changed);
        expect(duration).toBeGreaterThanOrEqual(1);
        expect(duration).toBeLessThanOrEqual(24 * 60);
        expect(changed.start.add({ minutes: duration }).equals(end)).toBe(true);
        expect(endsNextDay(changed)).toBe(Temporal.PlainTime.compare(end, changed.start) <= 0);
      }),
    );
  });

  it('gives one occasion per day, sorted, lasting the wall-clock duration except across a DST change', () => {
    fc.assert(
      fc.property(aTimedDraft, (draft) => {
        const occasions = occasionsOf(draft);
        const days = new Set(draft.dates.map(String));
        expect(occasions.map((o) => o.from.toPlainDate().toString())).toEqual([...days].sort());
        for (const { from, to } of occasions) {
          expect(from.timeZoneId).toBe(STOCKHOLM);
          expect(Temporal.ZonedDateTime.compare(from, to)).toBeLessThan(0);
          const real = to.since(from).total('minutes');
          const wallAsAsked = durationMinutes(draft);
          const endDay = endsNextDay(draft) ? from.toPlainDate().add({ days: 1 }) : from.toPlainDate();
          const shifted =
            !from.toPlainTime().equals(draft.start) || !to.toPlainDate().equals(endDay) || !to.toPlainTime().equals(draft.end);
          const crossesChange = from.offset !== to.offset;
          if (!shifted && !crossesChange) expect(real).toBe(wallAsAsked);
          // Whatever happened, the real length differs from the asked one by at most the hour of the change.
          expect(Math.abs(real - wallAsAsked)).toBeLessThanOrEqual(60);
        }
      }),
    );
  });

  it('moves today (never a past day) one day forward unless editing, the spacing kept', () => {
    const aNow = aDate.map((d) => d.toZonedDateTime({ timeZone: STOCKHOLM, plainTime: Temporal.PlainTime.from('12:00') }));
    fc.assert(
      fc.property(
        aTimedDraft,
        fc.array(aDate, { minLength: 1, maxLength: 5 }),
        aNow,
        fc.boolean(),
        (draft, dates, now, editing) => {
          const { draft: changed, movedFromToday } = changeDates(draft, dates, { now, editing });
          const asked = [...new Set(dates.map(String))].sort();
          const today = now.toPlainDate();
          const firstAsked = Temporal.PlainDate.from(asked[0]!);
          expect(changed.dates).toHaveLength(asked.length);
          const verdict = firstDayVerdict(firstAsked, today);
          expect(movedFromToday).toBe(!editing && verdict === 'today');
          // A past day is never moved silently: it stays for the validation to name (issue 17 item 2).
          if (!editing && verdict !== 'past') expect(Temporal.PlainDate.compare(changed.dates[0]!, today)).toBeGreaterThan(0);
          // The date picker's first day (firstBookableDay) is where a kept or moved day can start.
          if (verdict !== 'past') {
            expect(Temporal.PlainDate.compare(changed.dates[0]!, firstBookableDay(today, editing))).toBeGreaterThanOrEqual(0);
          }
          const shift = changed.dates[0]!.since(firstAsked).days;
          expect(changed.dates.map(String)).toEqual(asked.map((d) => Temporal.PlainDate.from(d).add({ days: shift }).toString()));
          expect(shift).toBe(movedFromToday ? 1 : 0);
        },
      ),
    );
  });

  it('a booking is long exactly when it lasts more than 8 hours, and asks unless that length was confirmed', () => {
    fc.assert(
      fc.property(aTimedDraft, fc.option(fc.integer({ min: 1, max: 24 * 60 })), (draft, confirmed) => {
        const minutes = durationMinutes(draft);
        expect(isLongBooking(draft)).toBe(minutes > LONG_BOOKING_MINUTES);
        expect(needsLengthConfirmation(draft, confirmed)).toBe(minutes > LONG_BOOKING_MINUTES && minutes !== confirmed);
        // A confirmed length stays confirmed through any start change (it keeps the duration).
        expect(needsLengthConfirmation(changeStart(draft, Temporal.PlainTime.from('06:15')), minutes)).toBe(false);
      }),
    );
  });

  it('an end before the start is a long booking unless the start is late in the day', () => {
    fc.assert(
      fc.property(aTime, aTime, (start, end) => {
        fc.pre(Temporal.PlainTime.compare(end, start) <= 0);
        const draft = aDraft({ start, end });
        // Over midnight, the length is 24 h less the gap: long unless the gap is 16 h or more.
        const back = start.hour * 60 + start.minute - (end.hour * 60 + end.minute);
        expect(isLongBooking(draft)).toBe(24 * 60 - back > LONG_BOOKING_MINUTES);
      }),
    );
  });

  it('a first day is later, today or past exactly as it compares with today', () => {
    fc.assert(
      fc.property(aDate, aDate, (first, today) => {
        const order = Temporal.PlainDate.compare(first, today);
        expect(firstDayVerdict(first, today)).toBe(order > 0 ? 'later' : order === 0 ? 'today' : 'past');
      }),
    );
  });

  it('the quick form makes telephone 30 minutes and the other types 60', () => {
    fc.assert(
      fc.property(aTimedDraft, fc.constantFrom(...ALL_SAMPLE_SERVICES), (draft, service) => {
        const changed = changeQuickType(draft, ALL_SAMPLE_SERVICES, service.id);
        expect(changed.serviceId).toBe(service.id);
        expect(durationMinutes(changed)).toBe(service.name.startsWith('Tele') ? 30 : 60);
        expect(quickLengthFor(service)).toBe(durationMinutes(changed));
      }),
    );
  });
});

describe('parseTimeInput (properties)', () => {
  it('never throws and always gives a valid time on whole minutes', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[\d:.]{0,6}$/)), (text) => {
        const time = parseTimeInput(text);
        expect(time).toBeInstanceOf(Temporal.PlainTime);
        expect([time.second, time.millisecond, time.microsecond, time.nanosecond]).toEqual([0, 0, 0, 0]);
      }),
    );
  });

  it('reads back any time written HH:mm, H:mm, HHmm or Hmm', () => {
    fc.assert(
      fc.property(aTime, (time) => {
        const hh = String(time.hour).padStart(2, '0');
        const mm = String(time.minute).padStart(2, '0');
        for (const text of [`${hh}:${mm}`, `${time.hour}:${mm}`, `${hh}${mm}`, `${time.hour}${mm}`, ` ${hh}.${mm} `]) {
          expect(parseTimeInput(text).equals(time), text).toBe(true);
        }
      }),
    );
  });

  it('clamps hours to 23 and minutes to 59', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), (hour, minute) => {
        const time = parseTimeInput(`${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);
        expect([time.hour, time.minute]).toEqual([Math.min(hour, 23), Math.min(minute, 59)]);
      }),
    );
  });
});

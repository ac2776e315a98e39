import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { STOCKHOLM } from '../time/clock.js';
import { ACUTE_KIND } from './acute.js';
import {
  AVAILABILITY_KINDS,
  weekdayOf,
  type AcuteAvailability,
  type AvailabilityException,
  type AvailabilityKind,
  type EffectiveInterval,
  type TimeSlot,
} from './availability.js';
import { aWeeklyDefault, clockChangeDays } from './builders.js';
import { dayEnd, dayStart, hoursInDay, rangeOn } from './day-window.js';
import { effectiveAt, effectiveAvailability } from './effective.js';
import { plannerGeometry, PLANNER_PX_PER_HOUR } from './planner.js';

const CHANGE_DAYS = clockChangeDays(2020, 2035);
const HOUR_MS = 3_600_000;
const minuteOf = (time: Temporal.PlainTime) => time.hour * 60 + time.minute;
const timeOf = (minute: number) => Temporal.PlainTime.from({ hour: Math.floor(minute / 60), minute: minute % 60 });
const ms = (z: Temporal.ZonedDateTime) => z.epochMilliseconds;

const aDate = fc.oneof(
  fc.constantFrom(...CHANGE_DAYS),
  fc.integer({ min: 0, max: 5843 }).map((n) => Temporal.PlainDate.from('2020-01-01').add({ days: n })),
);
const kind = fc.constantFrom<AvailabilityKind>(...AVAILABILITY_KINDS);
const availableFor = fc.record({ onSite: fc.boolean(), phone: fc.boolean() });

/** A valid day of default slots: sorted, not overlapping, non-empty, often around the night's clock change. */
const daySlots: fc.Arbitrary<TimeSlot[]> = fc
  .uniqueArray(fc.oneof(fc.integer({ min: 0, max: 23 * 60 + 59 }), fc.integer({ min: 60, max: 4 * 60 })), { maxLength: 10 })
  .chain((bounds) => {
    const sorted = [...bounds].sort((a, b) => a - b);
    const pairs = Array.from({ length: Math.floor(sorted.length / 2) }, (_, i) => [sorted[2 * i]!, sorted[2 * i + 1]!] as const);
    return fc.tuple(...pairs.map(() => fc.tuple(fc.boolean(), availableFor))).map((extras) =>
      pairs.map(([from, to], i) => ({
        id: `s${i}`,
        from: timeOf(from),
        to: timeOf(to),
        isAvailable: extras[i]![0],
        availableFor: extras[i]![1],
      })),
    );
  });

/** Exceptions near the date (some crossing midnight, some overlapping each other). */
const exceptionsNear = (date: Temporal.PlainDate): fc.Arbitrary<AvailabilityException[]> =>
  fc
    .array(
      fc
        .record({
          start: fc.integer({ min: -6 * 60, max: 27 * 60 }),
          minutes: fc.oneof(fc.integer({ min: 1, max: 180 }), fc.integer({ min: 1, max: 36 * 60 })),
          kind,
          availableFor,
          canBeUpdated: fc.boolean(),
        })
        .map(({ start, minutes, ...rest }) => {
          const from = dayStart(date).add({ minutes: start });
          return { ...rest, from, to: from.add({ minutes }) };
        }),
      { maxLength: 5 },
    )
    .map((list) => list.map((e, i) => ({ ...e, id: `e${i}` })));

const acuteNear = (date: Temporal.PlainDate): fc.Arbitrary<AcuteAvailability | null> =>
  fc.option(
    fc
      .record({ start: fc.integer({ min: -8 * 60, max: 25 * 60 }), minutes: fc.integer({ min: 30, max: 480 }), availableFor })
      .map(({ start, minutes, availableFor: forWhat }) => {
        const from = dayStart(date).add({ minutes: start });
        return { from, to: from.add({ minutes }), availableFor: forWhat };
      }),
  );

const aDay = aDate.chain((date) =>
  fc.record({ date: fc.constant(date), slots: daySlots, exceptions: exceptionsNear(date), acute: acuteNear(date) }),
);

const containsMs = (interval: { from: Temporal.ZonedDateTime; to: Temporal.ZonedDateTime }, at: number) =>
  ms(interval.from) <= at && at < ms(interval.to);

/** The reference: what holds at a moment, asked layer by layer from the top. */
function expectedAt(
  at: number,
  date: Temporal.PlainDate,
  slots: readonly TimeSlot[],
  exceptions: readonly AvailabilityException[],
  acute: AcuteAvailability | null,
): EffectiveInterval['source'] | null {
  if (at < ms(dayStart(date)) || at >= ms(dayEnd(date))) return null;
  if (acute && containsMs(acute, at)) return { layer: 'acute' };
  const winners = exceptions
    .filter((e) => containsMs(e, at))
    .sort(
      (a, b) =>
        ms(a.to) - ms(a.from) - (ms(b.to) - ms(b.from)) ||
        AVAILABILITY_KINDS.indexOf(b.kind) - AVAILABILITY_KINDS.indexOf(a.kind) ||
        (a.id < b.id ? 1 : -1),
    );
  if (winners[0]) return { layer: 'exception', exceptionId: winners[0].id };
  const slot = slots.find((s) => containsMs(rangeOn(date, s), at));
  return slot ? { layer: 'default', slotId: slot.id } : null;
}

describe('effectiveAvailability (properties)', () => {
  it('gives pieces in time order, not overlapping, within the day’s 00:00–23:59', () => {
    fc.assert(
      fc.property(aDay, ({ date, slots, exceptions, acute }) => {
        const pieces = effectiveAvailability(date, { weekly: aWeeklyDefault({ [weekdayOf(date)]: slots }), exceptions, acute });
        pieces.forEach((piece, i) => {
          expect(ms(piece.from)).toBeLessThan(ms(piece.to));
          expect(ms(piece.from)).toBeGreaterThanOrEqual(ms(dayStart(date)));
          expect(ms(piece.to)).toBeLessThanOrEqual(ms(dayEnd(date)));
          const next = pieces[i + 1];
          if (next) expect(ms(piece.to)).toBeLessThanOrEqual(ms(next.from));
        });
      }),
    );
  });

  it('says at every moment what the top layer there says: "Tolka nu", else the winning exception, else the default', () => {
    fc.assert(
      fc.property(
        aDay,
        fc.array(fc.double({ min: -0.05, max: 1.05, noNaN: true }), { minLength: 1, maxLength: 8 }),
        (day, fractions) => {
          const { date, slots, exceptions, acute } = day;
          const layers = { weekly: aWeeklyDefault({ [weekdayOf(date)]: slots }), exceptions, acute };
          const pieces = effectiveAvailability(date, layers);
          const start = ms(dayStart(date));
          const length = hoursInDay(date) * HOUR_MS;
          const edges = [...exceptions, ...(acute ? [acute] : []), ...slots.map((s) => rangeOn(date, s))].flatMap((i) => [
            ms(i.from),
            ms(i.to),
            ms(i.to) - 1,
          ]);
          for (const at of [...fractions.map((f) => start + Math.floor(f * length)), ...edges]) {
            const piece = pieces.find((p) => containsMs(p, at)) ?? null;
            expect(piece?.source ?? null).toEqual(expectedAt(at, date, slots, exceptions, acute));
            if (piece?.source.layer === 'acute') expect(piece.kind).toBe(ACUTE_KIND);
            if (piece?.source.layer === 'exception') {
              const { exceptionId } = piece.source;
              expect(piece.kind).toBe(exceptions.find((e) => e.id === exceptionId)!.kind);
            }
            if (piece?.source.layer === 'default') {
              const { slotId } = piece.source;
              expect(piece.kind).toBe(slots.find((s) => s.id === slotId)!.isAvailable ? 'available' : 'unavailable');
            }
            if (at >= start && at < start + length) {
              expect(effectiveAt(Temporal.Instant.fromEpochMilliseconds(at), layers)?.source ?? null).toEqual(
                piece?.source ?? null,
              );
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('every Stockholm clock change 2020–2035: a 23- and a 25-hour day keep every slot’s wall-clock meaning', () => {
  const onChangeDay = fc.record({ date: fc.constantFrom(...CHANGE_DAYS), slots: daySlots });

  it('finds the 32 days by their length', () => {
    expect(CHANGE_DAYS.map((d) => hoursInDay(d)).sort()).toEqual([...Array(16).fill(23), ...Array(16).fill(25)]);
  });

  it('puts each default slot at its own wall-clock times, for its wall-clock length less a skipped or plus a repeated hour', () => {
    for (const date of CHANGE_DAYS) {
      fc.assert(
        fc.property(daySlots, (slots) => {
          const pieces = effectiveAvailability(date, {
            weekly: aWeeklyDefault({ [weekdayOf(date)]: slots }),
            exceptions: [],
            acute: null,
          });
          const spring = hoursInDay(date) === 23;
          // On the spring day the wall times 02:00–02:59 do not exist: the clock reads 03:00 instead.
          const shown = (time: Temporal.PlainTime) => (spring && time.hour === 2 ? 180 : minuteOf(time));
          const expected = slots.filter((s) => shown(s.from) < shown(s.to));
          expect(pieces.map((p) => p.source)).toEqual(expected.map((s) => ({ layer: 'default', slotId: s.id })));
          pieces.forEach((piece, i) => {
            const slot = expected[i]!;
            expect(piece.from.toPlainDate().equals(date) && piece.to.toPlainDate().equals(date)).toBe(true);
            expect(minuteOf(piece.from.toPlainTime())).toBe(shown(slot.from));
            expect(minuteOf(piece.to.toPlainTime())).toBe(shown(slot.to));
            const from = shown(slot.from);
            const to = shown(slot.to);
            const skipped = spring && from < 120 && to >= 180 ? 60 : 0;
            const repeated = !spring && from < 180 && to >= 180 ? 60 : 0;
            expect(piece.to.since(piece.from).total('minutes')).toBe(to - from - skipped + repeated);
          });
        }),
        { numRuns: 25 },
      );
    }
  });

  it('draws the day 1150 or 1250 px high, each bar at its wall-clock hour line, as tall as its real length', () => {
    fc.assert(
      fc.property(onChangeDay, ({ date, slots }) => {
        const pieces = effectiveAvailability(date, {
          weekly: aWeeklyDefault({ [weekdayOf(date)]: slots }),
          exceptions: [],
          acute: null,
        });
        const geometry = plannerGeometry(date, pieces);
        expect(geometry.height).toBe(hoursInDay(date) === 23 ? 1150 : 1250);
        expect(geometry.hours).toHaveLength(hoursInDay(date));
        expect(geometry.hours.filter((h) => h.repeated).map((h) => minuteOf(h.time))).toEqual(
          hoursInDay(date) === 25 ? [120] : [],
        );
        expect(geometry.hours.filter((h) => h.afterSkippedHour).map((h) => minuteOf(h.time))).toEqual(
          hoursInDay(date) === 23 ? [180] : [],
        );
        for (const bar of geometry.bars) {
          const from = bar.interval.from.toPlainTime();
          const line = geometry.hours.find((h) => h.time.hour === from.hour && h.time.minute === 0)!;
          expect(bar.top).toBeCloseTo(line.top + (from.minute * PLANNER_PX_PER_HOUR) / 60, 9);
          expect(bar.height).toBeCloseTo(
            (bar.interval.to.since(bar.interval.from).total('minutes') * PLANNER_PX_PER_HOUR) / 60,
            9,
          );
          expect(bar.top).toBeGreaterThanOrEqual(0);
          expect(bar.top + bar.height).toBeLessThan(geometry.height);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('keeps "Tolka nu" and exceptions to real time across the change', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CHANGE_DAYS),
        fc.integer({ min: 0, max: 22 * 60 }),
        fc.integer({ min: 30, max: 120 }),
        (date, start, minutes) => {
          const from = dayStart(date).add({ minutes: start });
          const acute = { from, to: from.add({ minutes }), availableFor: { onSite: false, phone: true } };
          const [piece] = effectiveAvailability(date, { weekly: aWeeklyDefault(), exceptions: [], acute });
          expect(piece!.from.equals(from.withTimeZone(STOCKHOLM))).toBe(true);
          const end = Math.min(ms(acute.to), ms(dayEnd(date)));
          expect(ms(piece!.to)).toBe(end);
        },
      ),
    );
  });
});

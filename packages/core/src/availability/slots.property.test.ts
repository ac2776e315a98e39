import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { WEEKDAYS, type TimeSlot, type Weekday } from './availability.js';
import { aWeeklyDefault } from './builders.js';
import {
  applyScheduleDraft,
  changeSlotStart,
  confirmSlot,
  copyDaySlots,
  normaliseTimeInput,
  rangeMinutes,
  rangesOverlap,
  scheduleDraftProblems,
  slotProblems,
} from './slots.js';

const LAST = 23 * 60 + 59;
const minuteOf = (time: Temporal.PlainTime) => time.hour * 60 + time.minute;
const timeOf = (minute: number) => Temporal.PlainTime.from({ hour: Math.floor(minute / 60), minute: minute % 60 });
const aMinute = fc.oneof(
  fc.integer({ min: 0, max: LAST }),
  fc.integer({ min: 0, max: 47 }).map((n) => n * 30),
);
const aWeekday = fc.constantFrom<Weekday>(...WEEKDAYS);

/** Any slots, as the editor may hold them before checking: reversed, empty, overlapping. */
const anySlots: fc.Arbitrary<TimeSlot[]> = fc
  .array(fc.record({ from: aMinute, to: aMinute, isAvailable: fc.boolean(), onSite: fc.boolean(), phone: fc.boolean() }), {
    maxLength: 6,
  })
  .map((list) =>
    list.map(({ from, to, isAvailable, onSite, phone }, i) => ({
      id: `s${i}`,
      from: timeOf(from),
      to: timeOf(to),
      isAvailable,
      availableFor: { onSite, phone },
    })),
  );

describe('slot editing (properties, spec 3 §4)', () => {
  it('confirming leaves the start not after the end, the two times kept, and confirming again changes nothing', () => {
    fc.assert(
      fc.property(anySlots, (slots) => {
        for (const slot of slots) {
          const confirmed = confirmSlot(slot);
          expect(rangeMinutes(confirmed)).toBeGreaterThanOrEqual(0);
          expect([minuteOf(confirmed.from), minuteOf(confirmed.to)].sort((a, b) => a - b)).toEqual(
            [minuteOf(slot.from), minuteOf(slot.to)].sort((a, b) => a - b),
          );
          expect(confirmSlot(confirmed)).toEqual(confirmed);
          expect(confirmed.id).toBe(slot.id);
        }
      }),
    );
  });

  it('a new start moves the end by as much, the length kept unless the day’s end (23:59) stops it', () => {
    fc.assert(
      fc.property(
        anySlots.filter((s) => s.length > 0),
        aMinute,
        (slots, start) => {
          const slot = slots[0]!;
          const moved = changeSlotStart(slot, timeOf(start));
          expect(minuteOf(moved.from)).toBe(start);
          const wanted = start + rangeMinutes(slot);
          expect(minuteOf(moved.to)).toBe(Math.min(Math.max(wanted, 0), LAST));
          if (wanted >= 0 && wanted <= LAST) expect(rangeMinutes(moved)).toBe(rangeMinutes(slot));
        },
      ),
    );
  });
});

describe('slot validation (properties)', () => {
  it('names exactly the overlapping pairs, the empty slots and the available ones for neither kind of work', () => {
    fc.assert(
      fc.property(anySlots, (slots) => {
        const problems = slotProblems(slots);
        const confirmed = slots.map((s) => confirmSlot(s));
        const pairs = new Set<string>();
        confirmed.forEach((a, i) =>
          confirmed.slice(i + 1).forEach((b) => {
            if (rangesOverlap(a, b)) pairs.add([a.id, b.id].sort().join('+'));
          }),
        );
        const named = problems.flatMap((p) =>
          p.kind === 'overlap'
            ? [
                p.slots
                  .map((s) => s.id)
                  .sort()
                  .join('+'),
              ]
            : [],
        );
        expect(new Set(named)).toEqual(pairs);
        expect(named).toHaveLength(pairs.size);
        for (const p of problems) {
          if (p.kind === 'overlap') {
            expect(minuteOf(p.slots[0].from)).toBeLessThanOrEqual(minuteOf(p.slots[1].from));
            expect(rangesOverlap(p.slots[0], p.slots[1])).toBe(true);
          }
        }
        const ids = (kind: string) => problems.flatMap((p) => (p.kind === kind && 'slot' in p ? [p.slot.id] : [])).sort();
        expect(ids('empty-slot')).toEqual(
          slots
            .filter((s) => minuteOf(s.from) === minuteOf(s.to))
            .map((s) => s.id)
            .sort(),
        );
        expect(ids('no-available-for')).toEqual(
          slots
            .filter((s) => s.isAvailable && !s.availableFor.onSite && !s.availableFor.phone)
            .map((s) => s.id)
            .sort(),
        );
      }),
    );
  });

  it('saves a draft only without problems, and then each chosen day holds its slots confirmed, in order, none overlapping', () => {
    fc.assert(
      fc.property(anySlots, fc.uniqueArray(aWeekday, { maxLength: 7 }), (slots, days) => {
        const before = aWeeklyDefault();
        const after = applyScheduleDraft(before, { days, slots });
        if (scheduleDraftProblems({ days, slots }).length > 0) {
          expect(after).toBe(before);
          return;
        }
        for (const day of WEEKDAYS) {
          const saved = after.slots[day];
          if (!days.includes(day)) {
            expect(saved).toEqual([]);
            continue;
          }
          expect(saved.map((s) => s.id).sort()).toEqual(slots.map((s) => s.id).sort());
          saved.forEach((slot, i) => {
            expect(rangeMinutes(slot)).toBeGreaterThan(0);
            const next = saved[i + 1];
            if (next) expect(minuteOf(slot.to)).toBeLessThanOrEqual(minuteOf(next.from));
          });
        }
      }),
    );
  });

  it('copies one day’s slots to the chosen days and leaves every other day as it was', () => {
    const aWeek = fc
      .tuple(...WEEKDAYS.map(() => anySlots))
      .map((perDay) => aWeeklyDefault(Object.fromEntries(WEEKDAYS.map((d, i) => [d, perDay[i]!]))));
    fc.assert(
      fc.property(aWeek, aWeekday, fc.uniqueArray(aWeekday, { maxLength: 7 }), (weekly, from, to) => {
        const copied = copyDaySlots(weekly, from, to);
        for (const day of WEEKDAYS) {
          expect(copied.slots[day]).toEqual(to.includes(day) ? weekly.slots[from] : weekly.slots[day]);
        }
      }),
    );
  });
});

describe('the time input (properties, spec 3 §5)', () => {
  it('always gives a padded HH:mm time of the day, and reads its own output back unchanged', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 8 }), fc.stringMatching(/^[\d:.]{0,6}$/)), (typed) => {
        const text = normaliseTimeInput(typed);
        expect(text).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(normaliseTimeInput(text)).toBe(text);
      }),
    );
  });

  it('reads any HH:mm, H:mm, HHmm or Hmm as that time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (hour, minute) => {
        const hh = String(hour).padStart(2, '0');
        const mm = String(minute).padStart(2, '0');
        for (const typed of [`${hh}:${mm}`, `${hour}:${mm}`, `${hh}${mm}`, `${hour}${mm}`]) {
          expect(normaliseTimeInput(typed), typed).toBe(`${hh}:${mm}`);
        }
        expect(normaliseTimeInput(String(hour))).toBe(`${hh}:00`);
      }),
    );
  });
});

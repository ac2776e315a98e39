import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { STOCKHOLM } from '../time/clock.js';
import { aCustomerProfile, stockholmDstChanges } from './builders.js';
import { defaultStart, newDraft, withProfileDefaults } from './defaults.js';
import { durationMinutes, occasionsOf } from './time-editing.js';

const CHANGES = stockholmDstChanges();
const seconds = (text: string) => Temporal.Instant.from(text).epochMilliseconds / 1000;

/** Any instant 2020–2035 in Stockholm; half of them within three hours of a DST change. */
const aNow: fc.Arbitrary<Temporal.ZonedDateTime> = fc
  .oneof(
    fc
      .integer({ min: seconds('2020-01-01T00:00:00Z'), max: seconds('2035-12-31T23:59:59Z') })
      .map((s) => Temporal.Instant.fromEpochMilliseconds(s * 1000)),
    fc
      .tuple(fc.constantFrom(...CHANGES), fc.integer({ min: -3 * 3600, max: 3 * 3600 }))
      .map(([c, s]) => c.toInstant().add({ seconds: s })),
    // The day before a change, so that "tomorrow" is the day of the change.
    fc
      .tuple(fc.constantFrom(...CHANGES), fc.integer({ min: -30 * 3600, max: -18 * 3600 }))
      .map(([c, s]) => c.toInstant().add({ seconds: s })),
  )
  .map((instant) => instant.toZonedDateTimeISO(STOCKHOLM));

describe('default start (properties, every DST change 2020–2035)', () => {
  it('covers 32 changes', () => expect(CHANGES).toHaveLength(32));

  it('is on a later day than today, on a 5-minute boundary', () => {
    fc.assert(
      fc.property(aNow, (now) => {
        const { date, start } = defaultStart(now);
        expect(Temporal.PlainDate.compare(date, now.toPlainDate())).toBeGreaterThan(0);
        expect(start.minute % 5).toBe(0);
        expect([start.second, start.millisecond]).toEqual([0, 0]);
      }),
    );
  });

  it('is 08:00 tomorrow until 09:00, later the next slot plus 5 minutes one day ahead', () => {
    fc.assert(
      fc.property(aNow, (now) => {
        const { date, start } = defaultStart(now);
        const wall = now.toPlainDateTime();
        if (wall.hour <= 8) {
          expect([date.toString(), start.toString()]).toEqual([wall.toPlainDate().add({ days: 1 }).toString(), '08:00:00']);
        } else {
          const minutesAhead = date
            .toPlainDateTime(start)
            .since(wall.add({ days: 1 }))
            .total('minutes');
          expect(minutesAhead).toBeGreaterThan(5);
          expect(minutesAhead).toBeLessThanOrEqual(10);
        }
      }),
    );
  });

  it('makes a new draft of one day and 30 minutes, whose occasion lasts 30 minutes unless the clocks change in it', () => {
    fc.assert(
      fc.property(aNow, (now) => {
        const draft = newDraft({ now, profile: aCustomerProfile(), key: 'k' });
        expect(durationMinutes(draft)).toBe(30);
        expect(draft.dates).toHaveLength(1);
        const [occasion] = occasionsOf(draft);
        const real = occasion!.to.since(occasion!.from).total('minutes');
        if (occasion!.from.offset === occasion!.to.offset) expect(real).toBe(30);
        else expect(Math.abs(real - 30)).toBe(60);
      }),
    );
  });

  it('takes the same from a profile late as at once, and a late profile changes only the address and the name', () => {
    const aText = fc.string({ maxLength: 30 });
    const aProfile = fc
      .record({ name: aText, row1: aText, careOf: aText, postalCode: fc.stringMatching(/^\d{5}$/), city: aText })
      .map(({ name, row1, careOf, postalCode, city }) =>
        aCustomerProfile({
          customerName: name,
          customerAddress: { addressRow1: row1, addressRow2: '', careOf, postalCode, city, country: 'Sverige' },
        }),
      );
    fc.assert(
      fc.property(aNow, aProfile, (now, profile) => {
        const atOnce = newDraft({ now, profile, key: 'k' });
        const bare = newDraft({ now, profile: null, key: 'k' });
        const late = withProfileDefaults(bare, profile);
        expect(late).toEqual(atOnce);
        const profileFields = { addressLine: '', careOf: '', postalCode: '', city: '', companyName: '' };
        expect({ ...late, ...profileFields }).toEqual({ ...bare, ...profileFields });
        expect(late.start).toBe(bare.start);
        expect([late.addressLine, late.careOf, late.postalCode, late.city, late.companyName]).toEqual([
          profile.customerAddress.addressRow1,
          profile.customerAddress.careOf,
          profile.customerAddress.postalCode,
          profile.customerAddress.city,
          profile.customerName,
        ]);
      }),
    );
  });
});

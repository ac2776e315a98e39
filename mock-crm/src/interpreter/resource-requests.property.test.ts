import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OFFER_ENDS_BEFORE_START_MS, OFFER_LIFETIME_MS, SHORTEST_OFFER_MS, offerExpiry } from './resource-requests.js';

const MINUTE_MS = 60_000;
const offeredAt = fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 });
const leadMinutes = fc.integer({ min: -60, max: 60 * 24 * 60 });

describe('how long an offer lives (properties)', () => {
  it('lasts at least the shortest offer and at most the full lifetime', () => {
    fc.assert(
      fc.property(offeredAt, leadMinutes, (offered, lead) => {
        const lasts = offerExpiry(offered, offered + lead * MINUTE_MS) - offered;
        expect(lasts).toBeGreaterThanOrEqual(SHORTEST_OFFER_MS);
        expect(lasts).toBeLessThanOrEqual(OFFER_LIFETIME_MS);
      }),
    );
  });

  it('ends 2 hours before the start when that leaves the shortest offer, and is the full hour when the start is far', () => {
    fc.assert(
      fc.property(offeredAt, leadMinutes, (offered, lead) => {
        const start = offered + lead * MINUTE_MS;
        const expiry = offerExpiry(offered, start);
        if (start - OFFER_ENDS_BEFORE_START_MS - offered >= SHORTEST_OFFER_MS)
          expect(expiry).toBeLessThanOrEqual(start - OFFER_ENDS_BEFORE_START_MS);
        if (start - OFFER_ENDS_BEFORE_START_MS - offered >= OFFER_LIFETIME_MS) expect(expiry).toBe(offered + OFFER_LIFETIME_MS);
      }),
    );
  });

  it('never ends earlier for a later start', () => {
    fc.assert(
      fc.property(offeredAt, leadMinutes, fc.nat(60 * 24), (offered, lead, later) => {
        const start = offered + lead * MINUTE_MS;
        expect(offerExpiry(offered, start + later * MINUTE_MS)).toBeGreaterThanOrEqual(offerExpiry(offered, start));
      }),
    );
  });
});

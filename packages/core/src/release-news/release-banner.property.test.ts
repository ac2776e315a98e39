import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  PERMANENT_CLOSE_AFTER_DAYS,
  bannerStateFor,
  closeBanner,
  isBannerVisible,
  latestEntry,
  summaryPoints,
  type NewsEntry,
  type ReleaseMessage,
} from './release-banner.js';

const base = Temporal.PlainDate.from('2026-01-01');
const day = fc.integer({ min: 0, max: 800 }).map((n) => base.add({ days: n }));
const release = (expiryDate: Temporal.PlainDate): ReleaseMessage => ({ id: 'r1', expiryDate, summary: 'a|b' });
/** A release, the day it was first viewed and an expiry on or after it. */
const scenario = fc
  .tuple(day, fc.integer({ min: 0, max: 120 }))
  .map(([viewed, length]) => ({ viewed, release: release(viewed.add({ days: length })) }));

describe('the release banner (properties)', () => {
  it('is never visible after its expiry date, whatever was done', () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: 1, max: 400 }), fc.boolean(), ({ viewed, release }, after, closed) => {
        let state = bannerStateFor(release, null, viewed);
        if (closed) state = closeBanner(state, viewed);
        expect(isBannerVisible(release, state, release.expiryDate.add({ days: after }))).toBe(false);
      }),
    );
  });

  it('is visible on every day up to its expiry until it is closed', () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: 0, max: 120 }), ({ viewed, release }, offset) => {
        const today = viewed.add({ days: offset });
        fc.pre(Temporal.PlainDate.compare(today, release.expiryDate) <= 0);
        expect(isBannerVisible(release, bannerStateFor(release, null, viewed), today)).toBe(true);
      }),
    );
  });

  it('closed 14 days or more after the view date, it never shows again', () => {
    fc.assert(
      fc.property(
        scenario,
        fc.integer({ min: PERMANENT_CLOSE_AFTER_DAYS, max: 200 }),
        fc.integer({ min: 0, max: 300 }),
        ({ viewed, release }, closedAfter, later) => {
          const closedOn = viewed.add({ days: closedAfter });
          const state = closeBanner(bannerStateFor(release, null, viewed), closedOn);
          expect(state.hidden).toBe(true);
          expect(isBannerVisible(release, state, closedOn.add({ days: later }))).toBe(false);
        },
      ),
    );
  });

  it('closed sooner, it is only disabled: gone that day, back the next day while not expired', () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: 0, max: PERMANENT_CLOSE_AFTER_DAYS - 1 }), ({ viewed, release }, closedAfter) => {
        const closedOn = viewed.add({ days: closedAfter });
        const state = closeBanner(bannerStateFor(release, null, viewed), closedOn);
        expect(state.hidden).toBe(false);
        expect(isBannerVisible(release, state, closedOn)).toBe(false);
        const tomorrow = closedOn.add({ days: 1 });
        expect(isBannerVisible(release, state, tomorrow)).toBe(Temporal.PlainDate.compare(tomorrow, release.expiryDate) <= 0);
      }),
    );
  });

  it('keeps the first view date of a release, and starts afresh for another release', () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: 0, max: 50 }), ({ viewed, release }, later) => {
        const first = bannerStateFor(release, null, viewed);
        const again = bannerStateFor(release, first, viewed.add({ days: later }));
        expect(again.viewedOn.equals(viewed)).toBe(true);
        const next = { ...release, id: 'r2' };
        const fresh = bannerStateFor(next, closeBanner(first, viewed.add({ days: 20 })), viewed.add({ days: later }));
        expect(fresh).toEqual({ releaseId: 'r2', viewedOn: viewed.add({ days: later }), disabledOn: null, hidden: false });
      }),
    );
  });

  it('splits a summary on "|" into its non-blank points, in order', () => {
    const point = fc.string({ maxLength: 20 }).filter((s) => !s.includes('|') && s.trim() !== '');
    fc.assert(
      fc.property(fc.array(point, { maxLength: 6 }), (points) => {
        expect(summaryPoints(points.join(' | '))).toEqual(points.map((p) => p.trim()));
      }),
    );
  });

  it('the latest entry is one with the greatest date', () => {
    const entry = fc
      .record({ id: fc.string({ maxLength: 4 }), date: day })
      .map(({ id, date }): NewsEntry => ({ id, date, title: '', summary: '', message: '', expiryDate: date }));
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 8 }), (entries) => {
        const latest = latestEntry(entries);
        if (entries.length === 0) {
          expect(latest).toBeNull();
          return;
        }
        expect(entries).toContain(latest);
        for (const e of entries) expect(Temporal.PlainDate.compare(e.date, latest!.date)).toBeLessThanOrEqual(0);
      }),
    );
  });
});

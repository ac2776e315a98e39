import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { PortalNotification } from '../assignments/notification-window.js';
import { FixedClock } from '../time/clock.js';
import { NO_ENGAGEMENT_STATE, type Engagement, type EngagementEvent, type EngagementState } from './engagement.js';
import { RecordWebSessionOpen } from './record-web-session.js';
import {
  PUSH_ASK_AGAIN_SECONDS,
  engagementDay,
  isSessionOpenDue,
  newPushNotifications,
  nextPushAsk,
  pushKindOf,
  shouldAskForPush,
} from './rules.js';

const ZONE = 'Europe/Stockholm';
const BASE = Temporal.Instant.from('2026-01-01T00:00:00Z');
/** Any moment of three years, to the second: both DST changes of each year lie within. */
const instant = fc.integer({ min: 0, max: 3 * 365 * 86_400 }).map((s) => BASE.add({ seconds: s }));
const permission = fc.constantFrom('default', 'granted', 'denied', 'unsupported') as fc.Arbitrary<
  'default' | 'granted' | 'denied' | 'unsupported'
>;
const FOURTEEN_DAYS = PUSH_ASK_AGAIN_SECONDS;

describe('the push prompt (properties)', () => {
  it('asks only while the browser has not decided', () => {
    fc.assert(
      fc.property(permission, fc.option(instant, { nil: null }), instant, (p, asked, now) => {
        if (p !== 'default') expect(shouldAskForPush(p, asked, now)).toBe(false);
      }),
    );
  });

  it('asks again exactly when 1,209,600 seconds have passed since it asked, whatever DST did meanwhile', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 60 * 86_400 }), (asked, elapsed) => {
        const now = asked.add({ seconds: elapsed });
        expect(shouldAskForPush('default', asked, now)).toBe(elapsed >= FOURTEEN_DAYS);
        expect(nextPushAsk(asked, now)).toEqual(elapsed >= FOURTEEN_DAYS ? null : asked.add({ seconds: FOURTEEN_DAYS }));
      }),
    );
  });

  it('once due stays due as the clock goes on; a time of asking ahead of now is not trusted', () => {
    fc.assert(
      fc.property(fc.option(instant, { nil: null }), instant, fc.integer({ min: 0, max: 10 ** 7 }), (asked, now, later) => {
        const future = asked !== null && Temporal.Instant.compare(asked, now) > 0;
        if (future) expect(shouldAskForPush('default', asked, now)).toBe(true);
        else if (shouldAskForPush('default', asked, now)) {
          expect(shouldAskForPush('default', asked, now.add({ seconds: later }))).toBe(true);
        }
      }),
    );
  });
});

describe('web_session_open once a day (properties)', () => {
  class Recording implements Engagement {
    readonly events: { event: EngagementEvent; at: Temporal.Instant }[] = [];
    constructor(private readonly clock: FixedClock) {}
    async registerUser(): Promise<void> {}
    async logEvent(event: EngagementEvent): Promise<void> {
      this.events.push({ event, at: this.clock.now() });
    }
  }
  class MemoryState {
    state: EngagementState = NO_ENGAGEMENT_STATE;
    load = () => this.state;
    save = (state: EngagementState) => void (this.state = state);
  }

  it('sends once on each Stockholm day the portal is opened, however often, and never twice a day', async () => {
    const steps = fc.array(fc.integer({ min: 0, max: 40 * 3600 }), { minLength: 1, maxLength: 40 });
    await fc.assert(
      fc.asyncProperty(instant, steps, async (start, gaps) => {
        const clock = new FixedClock(start);
        const engagement = new Recording(clock);
        const record = new RecordWebSessionOpen(engagement, new MemoryState(), clock);
        const days = new Set<string>();
        for (const gap of gaps) {
          clock.advance({ seconds: gap });
          days.add(clock.now().toZonedDateTimeISO(ZONE).toPlainDate().toString());
          await record.execute('browser');
        }
        const sentDays = engagement.events.map((e) => e.at.toZonedDateTimeISO(ZONE).toPlainDate().toString());
        expect(new Set(sentDays).size).toBe(sentDays.length);
        expect(new Set(sentDays)).toEqual(days);
      }),
    );
  });

  it('is due exactly on days other than the one it was sent on', () => {
    fc.assert(
      fc.property(instant, instant, (sent, now) => {
        expect(isSessionOpenDue(engagementDay(sent), now)).toBe(!engagementDay(sent).equals(engagementDay(now)));
        expect(isSessionOpenDue(null, now)).toBe(true);
      }),
    );
  });

  it('remembers nothing when the send fails, so the next opening tries again', async () => {
    const clock = FixedClock.at('2026-03-29 01:30:00');
    const state = new MemoryState();
    const failing: Engagement = { registerUser: async () => {}, logEvent: async () => Promise.reject(new Error('offline')) };
    await expect(new RecordWebSessionOpen(failing, state, clock).execute('b')).rejects.toThrow('offline');
    expect(state.state.sessionOpenSentOn).toBeNull();
  });
});

describe('browser notifications (properties)', () => {
  const headlines = ['Tolk tillsatt', 'Tolkens telefonnummer har ändrats', 'Uppdraget är avbokat', 'Bokningen är ändrad'];
  const notification: fc.Arbitrary<PortalNotification> = fc.record({
    id: fc.uuid(),
    headline: fc.constantFrom(...headlines),
    message: fc.string({ maxLength: 20 }),
    sentAt: instant.map((i) => i.toZonedDateTimeISO(ZONE)),
    isRead: fc.boolean(),
    orderIds: fc.constant([]),
  });
  const list = fc.uniqueArray(notification, { selector: (n) => n.id, maxLength: 12 });

  it('shows each assigned-interpreter or phone-change notice sent since opening once, oldest first', () => {
    fc.assert(
      fc.property(list, instant, fc.func(fc.boolean()), (notifications, since, seenBefore) => {
        const shown = new Set(notifications.filter((n) => seenBefore(n.id)).map((n) => n.id));
        const fresh = newPushNotifications(notifications, shown, since);
        for (const n of notifications) {
          const expected =
            !shown.has(n.id) &&
            (n.headline === 'Tolk tillsatt' || n.headline === 'Tolkens telefonnummer har ändrats') &&
            Temporal.Instant.compare(n.sentAt.toInstant(), since) >= 0;
          expect(fresh.includes(n)).toBe(expected);
        }
        for (let i = 1; i < fresh.length; i++) {
          expect(fresh[i - 1]!.sentAt.epochMilliseconds).toBeLessThanOrEqual(fresh[i]!.sentAt.epochMilliseconds);
        }
        // Once shown, never again.
        const after = new Set([...shown, ...fresh.map((n) => n.id)]);
        expect(newPushNotifications(notifications, after, since)).toEqual([]);
      }),
    );
  });

  it('tells the two kinds by headline', () => {
    expect(pushKindOf({ headline: 'Tolk tillsatt' })).toBe('interpreter-assigned');
    expect(pushKindOf({ headline: 'Tolkens telefonnummer har ändrats' })).toBe('interpreter-phone-changed');
    expect(pushKindOf({ headline: 'Uppdraget kunde inte tillsättas' })).toBeNull();
  });
});

import {
  FixedClock,
  NO_ENGAGEMENT_STATE,
  type AuthSession,
  type Engagement,
  type EngagementEvent,
  type EngagementState,
  type PortalNotification,
  type PushPermission,
  type PushRegistration,
} from '@tolk/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { BrowserNotice, BrowserNotifications } from './browser-notifications.js';
import { PushAnalyticsStore } from './push-analytics-store.js';

class RecordingEngagement implements Engagement {
  readonly calls: string[] = [];
  failing = false;
  async registerUser(registration: PushRegistration): Promise<void> {
    this.calls.push(`register:${registration.permission}:${registration.language}`);
  }
  async logEvent(event: EngagementEvent): Promise<void> {
    if (this.failing) throw new Error('offline');
    this.calls.push(event);
  }
}

class MemoryState {
  state: EngagementState = NO_ENGAGEMENT_STATE;
  load = () => this.state;
  save = (state: EngagementState) => void (this.state = state);
}

class FakeBrowser implements BrowserNotifications {
  current: PushPermission = 'default';
  answer: PushPermission = 'granted';
  readonly shown: BrowserNotice[] = [];
  permission = () => this.current;
  request = async () => (this.current = this.answer);
  show = (notice: BrowserNotice) => void this.shown.push(notice);
}

class FakeSession {
  session: AuthSession | null = null;
  constructor() {
    makeAutoObservable(this);
  }
  get loggedIn() {
    return this.session !== null;
  }
  load() {
    return this.session;
  }
  logIn(token: string) {
    this.session = { customerNumber: '1001', loginId: token, displayKPIReports: false };
  }
  clear() {
    this.session = null;
  }
}

/** Waits queued as promises the test releases, so the 2 s and 1 s waits take no time and are counted. */
class Waits {
  readonly asked: number[] = [];
  private pending: (() => void)[] = [];
  sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      this.asked.push(ms);
      this.pending.push(resolve);
    });
  async releaseAll(): Promise<void> {
    for (let round = 0; round < 10; round++) {
      const now = this.pending;
      this.pending = [];
      now.forEach((resolve) => resolve());
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }
}

const notification = (id: string, headline: string, sentAt: string): PortalNotification => ({
  id,
  headline,
  message: `${headline} (${id})`,
  sentAt: Temporal.ZonedDateTime.from(`${sentAt}[Europe/Stockholm]`),
  isRead: false,
  orderIds: [],
});

function setup(start = '2026-11-23 10:00:00') {
  const engagement = new RecordingEngagement();
  const state = new MemoryState();
  const clock = FixedClock.at(start);
  const browser = new FakeBrowser();
  const session = new FakeSession();
  const feed = makeAutoObservable({ notifications: [] as readonly PortalNotification[] });
  const waits = new Waits();
  const toasts: string[] = [];
  const opened: string[] = [];
  const store = new PushAnalyticsStore({
    engagement,
    state,
    clock,
    browser,
    session,
    notifications: feed,
    language: () => 'sv',
    toasts: { say: (message) => void toasts.push(String(message.id)) },
    sleep: waits.sleep,
    newBrowserId: () => 'browser-1',
    open: (n) => void opened.push(n.id),
  });
  return { engagement, state, clock, browser, session, feed, waits, toasts, opened, store };
}

describe('PushAnalyticsStore', () => {
  it('on a login: web_session_open, 2 s, registration and log_in, 2 s, then the prompt', async () => {
    const { engagement, session, waits, store, state } = setup();
    store.start();
    runInAction(() => session.logIn('T1'));
    await waits.releaseAll();
    expect(engagement.calls).toEqual(['web_session_open', 'register:default:sv', 'log_in']);
    expect(waits.asked).toEqual([2000, 2000]);
    expect(store.promptVisible).toBe(true);
    expect(state.state).toMatchObject({ browserId: 'browser-1', loggedInId: 'T1' });
    expect(state.state.sessionOpenSentOn?.toString()).toBe('2026-11-23');
  });

  it('a reload of a logged-in page sends no log_in, and web_session_open only once a day', async () => {
    const { engagement, session, waits, store, clock } = setup();
    runInAction(() => session.logIn('T1'));
    store.start();
    await waits.releaseAll();
    expect(engagement.calls).toEqual(['web_session_open']);
    const again = setup();
    again.state.state = { ...NO_ENGAGEMENT_STATE, sessionOpenSentOn: Temporal.PlainDate.from('2026-11-23') };
    clock.advance({ hours: 13 });
    runInAction(() => again.session.logIn('T1'));
    again.store.start();
    await again.waits.releaseAll();
    expect(again.engagement.calls).toEqual([]);
  });

  it('started after a login of this page (the logged-in stores load after it), sends that login’s log_in', async () => {
    const { engagement, session, waits, store } = setup();
    runInAction(() => session.logIn('T1'));
    store.start(false);
    await waits.releaseAll();
    expect(engagement.calls).toEqual(['web_session_open', 'register:default:sv', 'log_in']);
  });

  it("another tab's login, seen through storage, is not logged twice", async () => {
    const { engagement, session, waits, store, state } = setup();
    state.state = { ...NO_ENGAGEMENT_STATE, loggedInId: 'T7', sessionOpenSentOn: Temporal.PlainDate.from('2026-11-23') };
    store.start();
    runInAction(() => session.logIn('T7'));
    await waits.releaseAll();
    expect(engagement.calls).toEqual([]);
  });

  it('"not now" waits 14 days; "allow" asks the browser and registers its answer', async () => {
    const first = setup();
    first.store.start();
    runInAction(() => first.session.logIn('T1'));
    await first.waits.releaseAll();
    first.store.notNow();
    expect(first.store.promptVisible).toBe(false);
    expect(first.state.state.pushAskedAt?.toString()).toBe('2026-11-23T09:00:00Z');

    // 13 days later: not yet; 14 days later (1,209,600 s): again.
    for (const [days, expected] of [
      [13, false],
      [14, true],
    ] as const) {
      const later = setup(`2026-12-${String(6 + days - 13).padStart(2, '0')} 10:00:00`);
      later.state.state = first.state.state;
      later.store.start();
      runInAction(() => later.session.logIn(`T${days}`));
      await later.waits.releaseAll();
      expect(later.store.promptVisible).toBe(expected);
      if (expected) {
        later.store.allow();
        await later.waits.releaseAll();
        expect(later.engagement.calls.at(-1)).toBe('register:granted:sv');
        expect(later.toasts).toEqual(['pushAnalytics.allowed']);
      }
    }
  });

  it('never prompts once the browser has decided', async () => {
    const { browser, session, waits, store } = setup();
    browser.current = 'denied';
    store.start();
    runInAction(() => session.logIn('T1'));
    await waits.releaseAll();
    expect(store.promptVisible).toBe(false);
  });

  it('shows new assigned-interpreter and phone notices as browser notifications, once, and opens their assignment', async () => {
    const { browser, session, waits, store, feed, opened } = setup();
    browser.current = 'granted';
    store.start();
    runInAction(() => session.logIn('T1'));
    await waits.releaseAll();
    runInAction(() => {
      feed.notifications = [
        notification('old', 'Tolk tillsatt', '2026-11-23T09:00:00'),
        notification('a', 'Tolk tillsatt', '2026-11-23T10:05:00'),
        notification('c', 'Uppdraget är avbokat', '2026-11-23T10:06:00'),
      ];
    });
    runInAction(() => {
      feed.notifications = [...feed.notifications, notification('p', 'Tolkens telefonnummer har ändrats', '2026-11-23T10:07:00')];
    });
    expect(browser.shown.map((n) => n.tag)).toEqual(['a', 'p']);
    browser.shown[1]!.onClick();
    expect(opened).toEqual(['p']);
  });

  it('logs log_out with the session still there, and waits for it at most 1 s', async () => {
    const { engagement, session, waits, store } = setup();
    runInAction(() => session.logIn('T1'));
    store.start();
    await waits.releaseAll();
    engagement.calls.length = 0;
    // Sent at once, before the caller clears the session: the call carries the session's token.
    const leaving = store.logOut();
    expect(engagement.calls).toEqual(['log_out']);
    await leaving;
    engagement.failing = true;
    const slow = store.logOut();
    await waits.releaseAll();
    await expect(slow).resolves.toBeUndefined();
    runInAction(() => session.clear());
    await store.logOut();
    expect(engagement.calls).toEqual(['log_out']);
  });
});

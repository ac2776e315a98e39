import {
  LOG_OUT_WAIT_MS,
  PUSH_EVENT_WAIT_MS,
  RecordWebSessionOpen,
  newPushNotifications,
  shouldAskForPush,
  type AuthSession,
  type Clock,
  type Engagement,
  type EngagementStateStore,
  type PortalNotification,
} from '@tolk/core';
import { LatestOnly, type ToastNotifier } from '@tolk/ui';
import { action, makeObservable, observable, reaction, runInAction } from 'mobx';
import type { Temporal } from 'temporal-polyfill';
import type { BrowserNotifications } from './browser-notifications.js';
import { pushAnalyticsMessages as m } from './push-analytics.messages.js';

export interface PushAnalyticsDeps {
  readonly engagement: Engagement;
  readonly state: EngagementStateStore;
  readonly clock: Clock;
  readonly browser: BrowserNotifications;
  readonly session: { readonly loggedIn: boolean; load(): AuthSession | null };
  /** The notifications the bell keeps fresh on the job timer (spec 2 §7). */
  readonly notifications: { readonly notifications: readonly PortalNotification[] };
  readonly language: () => 'sv' | 'en';
  readonly toasts: Pick<ToastNotifier, 'say'>;
  readonly sleep: (ms: number) => Promise<void>;
  readonly newBrowserId: () => string;
  /** Where a clicked browser notification leads, until the router says how (`navigateWith`). */
  readonly open: (notification: PortalNotification) => void;
}

/**
 * Push and analytics (spec 3 §7, §9) while the portal is open: web_session_open once a day; on a
 * login, 2 s, the browser's registration and log_in, 2 s, then the push permission prompt when due
 * (never asked, or 14 days since); log_out before the log-out; and the new notifications of an
 * assigned interpreter or a changed interpreter phone as browser notifications, when allowed.
 */
export class PushAnalyticsStore {
  promptVisible = false;
  /** When this page began to follow the session: what was sent before it is not news. */
  private followingSince: Temporal.Instant | null = null;
  private readonly shown = new Set<string>();
  /** Counts logins and logouts, so that a sequence begun for one session stops when it ends. */
  private readonly latest = new LatestOnly();
  private readonly webSession: RecordWebSessionOpen;
  private navigate: ((notification: PortalNotification) => void) | null = null;

  constructor(private readonly deps: PushAnalyticsDeps) {
    this.webSession = new RecordWebSessionOpen(deps.engagement, deps.state, deps.clock);
    makeObservable(this, { promptVisible: observable, notNow: action, allow: action });
  }

  /**
   * Follows the session and the notifications; the returned function stops both. A session found
   * logged in at the start is a login of this page unless `sessionFromPageLoad` (the page was
   * opened with it): the store may start after a login, when the logged-in stores' chunk arrives.
   */
  start(sessionFromPageLoad = true): () => void {
    let first = true;
    const stopSession = reaction(
      () => this.deps.session.loggedIn,
      (loggedIn) => {
        const initial = first && sessionFromPageLoad;
        first = false;
        if (loggedIn) void this.sessionStarted(initial);
        else this.sessionEnded();
      },
      { fireImmediately: true },
    );
    const stopNotifications = reaction(
      () => this.deps.notifications.notifications,
      (notifications) => this.showNew(notifications),
    );
    return () => {
      stopSession();
      stopNotifications();
      this.latest.forget();
    };
  }

  /** The router's way to a notification's assignment, while the app is mounted; the returned function forgets it. */
  navigateWith(navigate: (notification: PortalNotification) => void): () => void {
    this.navigate = navigate;
    return () => {
      if (this.navigate === navigate) this.navigate = null;
    };
  }

  /** This browser's id for the push service, made once and kept. */
  browserId(): string {
    const state = this.deps.state.load();
    if (state.browserId) return state.browserId;
    const browserId = this.deps.newBrowserId();
    this.deps.state.save({ ...state, browserId });
    return browserId;
  }

  /**
   * The log-out's push event (spec 3 §9: 1 s before the log-out): log_out leaves now, in the
   * session, and this resolves once it was taken, or after 1 s at the most.
   */
  logOut(): Promise<void> {
    this.latest.forget();
    runInAction(() => {
      this.promptVisible = false;
    });
    if (!this.deps.session.loggedIn) return Promise.resolve();
    const sent = this.deps.engagement.logEvent('log_out', this.browserId()).catch(() => undefined);
    return Promise.race([sent, this.deps.sleep(LOG_OUT_WAIT_MS)]);
  }

  /** "Allow": the browser's own prompt (in this click), then the registration with its answer. */
  allow(): void {
    this.promptVisible = false;
    this.rememberAsked();
    const asked = this.deps.browser.request();
    void asked.then(async (permission) => {
      if (permission === 'granted') this.deps.toasts.say(m.allowed, 'success');
      else if (permission === 'denied') this.deps.toasts.say(m.denied, 'warning');
      await this.register().catch(() => undefined);
    });
  }

  /** "Not now": asked again in 14 days. */
  notNow(): void {
    this.promptVisible = false;
    this.rememberAsked();
  }

  private async sessionStarted(initial: boolean): Promise<void> {
    const current = this.latest.begin();
    this.followingSince = this.deps.clock.now();
    // A login of this page; another tab's login (seen through storage) has sent its log_in already.
    // Marked at once, before anything is awaited, so the other tab finds the mark when it looks.
    const loginId = this.deps.session.load()?.loginId ?? null;
    const state = this.deps.state.load();
    const loggedInHere = !initial && loginId !== null && loginId !== state.loggedInId;
    if (loggedInHere) this.deps.state.save({ ...state, loggedInId: loginId });
    await this.webSession.execute(this.browserId()).catch(() => undefined);
    await this.deps.sleep(PUSH_EVENT_WAIT_MS);
    if (!current()) return;
    if (loggedInHere) {
      await this.register().catch(() => undefined);
      await this.deps.engagement.logEvent('log_in', this.browserId()).catch(() => undefined);
      await this.deps.sleep(PUSH_EVENT_WAIT_MS);
      if (!current()) return;
    }
    const due = shouldAskForPush(this.deps.browser.permission(), this.deps.state.load().pushAskedAt, this.deps.clock.now());
    runInAction(() => {
      this.promptVisible = due;
    });
  }

  private sessionEnded(): void {
    this.latest.forget();
    this.followingSince = null;
    this.shown.clear();
    runInAction(() => {
      this.promptVisible = false;
    });
  }

  private register(): Promise<void> {
    return this.deps.engagement.registerUser({
      browserId: this.browserId(),
      permission: this.deps.browser.permission(),
      language: this.deps.language(),
    });
  }

  private rememberAsked(): void {
    this.deps.state.save({ ...this.deps.state.load(), pushAskedAt: this.deps.clock.now() });
  }

  private showNew(notifications: readonly PortalNotification[]): void {
    if (!this.deps.session.loggedIn || this.followingSince === null) return;
    const fresh = newPushNotifications(notifications, this.shown, this.followingSince);
    const allowed = this.deps.browser.permission() === 'granted';
    for (const notification of fresh) {
      // Seen either way: granting later does not bring old news.
      this.shown.add(notification.id);
      if (!allowed) continue;
      this.deps.browser.show({
        title: notification.headline,
        body: notification.message,
        tag: notification.id,
        lang: this.deps.language(),
        onClick: () => (this.navigate ?? this.deps.open)(notification),
      });
    }
  }
}

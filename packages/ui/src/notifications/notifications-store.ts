import {
  NOTIFICATION_WINDOW,
  forceRefresh,
  loadedAt,
  mayRefresh,
  notificationWindow,
  type Clock,
  type NotificationInbox,
  type PortalNotification,
  type RefreshTimer,
} from '@tolk/core';
import { LatestOnly } from '../state/latest-only.js';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';

export type NotificationsState = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The customer's recent notifications (spec 2 §2, §4, §7): those of the last three days, at most
 * 30, newest first, the unread count taken from that list. Reloaded no more often than the job
 * timer allows; marking one read updates it here, sets the timer back and reloads.
 */
export class NotificationsStore {
  notifications: readonly PortalNotification[] = [];
  state: NotificationsState = 'idle';
  /** Counts the notifications marked read here, so that views showing orders can refresh. */
  readCount = 0;
  private timer: RefreshTimer = { lastLoadedMs: null };
  private readonly latest = new LatestOnly();

  constructor(
    private readonly inbox: NotificationInbox,
    private readonly clock: Clock,
  ) {
    makeObservable<NotificationsStore, 'timer'>(this, {
      notifications: observable.ref,
      state: observable,
      readCount: observable,
      timer: observable.ref,
      window: computed,
      shown: computed,
      unreadCount: computed,
      clear: action,
    });
  }

  get window(): ReturnType<typeof notificationWindow> {
    return notificationWindow(this.notifications, this.clock.now());
  }

  get shown(): readonly PortalNotification[] {
    return this.window.shown;
  }

  get unreadCount(): number {
    return this.window.unreadCount;
  }

  /** Loads when the job timer allows (or nothing was loaded yet). */
  async refresh(): Promise<void> {
    if (!mayRefresh(this.timer, this.clock.now())) return;
    await this.load();
  }

  /** Loads now: the timer set one hour back (spec 2 §4). */
  async forceRefresh(): Promise<void> {
    runInAction(() => {
      this.timer = forceRefresh(this.timer);
    });
    await this.load();
  }

  /** Marks one read at the CRM and here, then refreshes (spec 2 §4). */
  async markRead(notificationId: string): Promise<boolean> {
    try {
      await this.inbox.markRead(notificationId);
    } catch {
      // The transport has told the user; the notification stays unread.
      return false;
    }
    runInAction(() => {
      this.notifications = this.notifications.map((n) => (n.id === notificationId ? { ...n, isRead: true } : n));
      this.readCount++;
    });
    void this.forceRefresh();
    return true;
  }

  /** Refreshes every job-timer period while the returned function is not called. */
  poll(everyMs: number): () => void {
    void this.refresh();
    const handle = setInterval(() => void this.refresh(), everyMs);
    return () => clearInterval(handle);
  }

  clear(): void {
    this.notifications = [];
    this.state = 'idle';
    this.timer = { lastLoadedMs: null };
    this.latest.forget();
  }

  private async load(): Promise<void> {
    const current = this.latest.begin();
    const now = this.clock.now();
    runInAction(() => {
      if (this.state !== 'ready') this.state = 'loading';
    });
    try {
      const since = now.subtract({ hours: NOTIFICATION_WINDOW.days * 24 });
      const notifications = await this.inbox.list({ since });
      if (!current()) return;
      runInAction(() => {
        this.notifications = notifications;
        this.timer = loadedAt(now);
        this.state = 'ready';
      });
    } catch {
      if (current()) runInAction(() => (this.state = 'failed'));
    }
  }
}

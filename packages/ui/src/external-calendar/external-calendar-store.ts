import {
  NO_EXTERNAL_CALENDAR,
  eventsOnDay,
  normalizeCalendarUrl,
  nowInStockholm,
  type CalendarFeedFailure,
  type Clock,
  type ExternalCalendarSettings,
  type ExternalCalendarSettingsStore,
  type ExternalCalendarSource,
  type ExternalEvent,
} from '@tolk/core';
import { action, makeObservable, observable, runInAction } from 'mobx';
import type { Temporal } from 'temporal-polyfill';

export type CalendarLoadState = 'off' | 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The user's external calendar (issue 6), read-only: the settings, the events from the start of
 * the month to a year ahead (spec 3 §7), the event open in the dialog.
 */
export class ExternalCalendarStore {
  settings: ExternalCalendarSettings;
  events: readonly ExternalEvent[] = [];
  state: CalendarLoadState;
  failure: CalendarFeedFailure | null = null;
  /** The event whose dialog is open, and where it was opened (an event shows on each day it spans, in both views). */
  opened: { readonly event: ExternalEvent; readonly origin: string } | null = null;

  constructor(
    private readonly source: ExternalCalendarSource,
    private readonly storage: ExternalCalendarSettingsStore & { clear(): void },
    private readonly clock: Clock,
  ) {
    this.settings = storage.load();
    this.state = this.settings.enabled ? 'idle' : 'off';
    makeObservable(this, {
      settings: observable.ref,
      events: observable.ref,
      state: observable,
      failure: observable,
      opened: observable.ref,
      open: action,
      closeEvent: action,
      clear: action,
    });
  }

  /** Loads once per settings; the dashboard calls this as it shows. */
  ensureLoaded(): void {
    if (this.state === 'idle') void this.load();
  }

  async load(): Promise<boolean> {
    const { enabled, url } = this.settings;
    if (!enabled || url === '') {
      runInAction(() => {
        this.state = 'off';
        this.events = [];
      });
      return false;
    }
    runInAction(() => {
      this.state = 'loading';
      this.failure = null;
    });
    // The window's rules come with the first feed (feed.ts in the core): a page without one does not
    // load them. Their code not to be had (the connection went) is a feed out of reach.
    const [outcome, feed] = await Promise.all([
      this.source.events(url),
      import('@tolk/core/external-calendar-feed').catch(() => null),
    ]);
    const today = nowInStockholm(this.clock).toPlainDate();
    runInAction(() => {
      // The settings may have changed while the feed came.
      if (this.settings.url !== url || !this.settings.enabled) return;
      if (outcome.kind === 'events' && feed) {
        this.events = feed.eventsInWindow(outcome.events, today);
        this.state = 'ready';
      } else {
        this.events = [];
        this.failure = outcome.kind === 'failed' ? outcome.failure : 'unreachable';
        this.state = 'failed';
      }
    });
    return outcome.kind === 'events' && feed !== null;
  }

  /** Saves the choice and (re)loads; true when the calendar is on and its feed was read. */
  async save(settings: ExternalCalendarSettings): Promise<boolean> {
    const normalized = { enabled: settings.enabled, url: normalizeCalendarUrl(settings.url) };
    runInAction(() => {
      this.settings = normalized;
      this.state = normalized.enabled ? 'idle' : 'off';
      this.events = [];
      this.failure = null;
    });
    this.storage.save(normalized);
    return this.load();
  }

  eventsOn(day: Temporal.PlainDate): ExternalEvent[] {
    return this.state === 'ready' ? eventsOnDay(this.events, day) : [];
  }

  open(event: ExternalEvent, origin: string): void {
    this.opened = { event, origin };
  }

  closeEvent(): void {
    this.opened = null;
  }

  /** Logout: nothing of the calendar stays, in memory or in storage. */
  clear(): void {
    this.storage.clear();
    this.settings = NO_EXTERNAL_CALENDAR;
    this.events = [];
    this.state = 'off';
    this.failure = null;
    this.opened = null;
  }
}

import {
  FixedClock,
  NO_EXTERNAL_CALENDAR,
  type CalendarFeedOutcome,
  type ExternalCalendarSettings,
  type ExternalCalendarSource,
  type ExternalEvent,
} from '@tolk/core';
import { configure } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it, vi } from 'vitest';
import { ExternalCalendarStore } from './external-calendar-store.js';

configure({ enforceActions: 'always' });

const at = (text: string) => ({ kind: 'date-time' as const, at: Temporal.ZonedDateTime.from(`${text}[Europe/Stockholm]`) });
const event = (id: string, start: string, end: string): ExternalEvent => ({
  id,
  summary: id,
  location: '',
  description: '',
  start: at(start),
  end: at(end),
});

class FakeSource implements ExternalCalendarSource {
  readonly asked: string[] = [];
  constructor(private readonly outcome: CalendarFeedOutcome) {}
  async events(url: string) {
    this.asked.push(url);
    return this.outcome;
  }
}

class MemorySettings {
  settings: ExternalCalendarSettings = NO_EXTERNAL_CALENDAR;
  load = () => this.settings;
  save = (settings: ExternalCalendarSettings) => {
    this.settings = settings;
  };
  clear = () => {
    this.settings = NO_EXTERNAL_CALENDAR;
  };
}

const clock = new FixedClock(Temporal.Instant.from('2026-11-23T09:00:00Z'));

describe('ExternalCalendarStore', () => {
  it('is off until a calendar is saved; then keeps the events from the month start to a year ahead', async () => {
    const source = new FakeSource({
      kind: 'events',
      events: [
        event('before', '2026-10-30T10:00', '2026-10-30T11:00'),
        event('today', '2026-11-23T10:00', '2026-11-23T11:00'),
        event('far', '2028-01-01T10:00', '2028-01-01T11:00'),
      ],
    });
    const store = new ExternalCalendarStore(source, new MemorySettings(), clock);
    store.ensureLoaded();
    expect(store.state).toBe('off');
    expect(source.asked).toEqual([]);

    expect(await store.save({ enabled: true, url: ' webcal://calendar.example.se/a.ics ' })).toBe(true);
    expect(source.asked).toEqual(['https://calendar.example.se/a.ics']);
    expect(store.events.map((e) => e.id)).toEqual(['today']);
    expect(store.eventsOn(Temporal.PlainDate.from('2026-11-23')).map((e) => e.id)).toEqual(['today']);
  });

  it('says why a feed failed, and loads a saved calendar once when the dashboard asks', async () => {
    const settings = new MemorySettings();
    settings.settings = { enabled: true, url: 'https://calendar.example.se/a.ics' };
    const source = new FakeSource({ kind: 'failed', failure: 'address-not-allowed' });
    const store = new ExternalCalendarStore(source, settings, clock);
    store.ensureLoaded();
    store.ensureLoaded();
    await vi.waitFor(() => expect(store.state).toBe('failed'));
    expect(source.asked).toHaveLength(1);
    expect(store.failure).toBe('address-not-allowed');
  });

  it('forgets everything on logout', async () => {
    const settings = new MemorySettings();
    const store = new ExternalCalendarStore(
      new FakeSource({ kind: 'events', events: [event('today', '2026-11-23T10:00', '2026-11-23T11:00')] }),
      settings,
      clock,
    );
    await store.save({ enabled: true, url: 'https://calendar.example.se/a.ics' });
    store.open(store.events[0]!, '2026-11-23');
    store.clear();
    expect([store.state, store.events, store.opened, settings.settings]).toEqual(['off', [], null, NO_EXTERNAL_CALENDAR]);
  });
});

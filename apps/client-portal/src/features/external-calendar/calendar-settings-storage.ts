import { NO_EXTERNAL_CALENDAR, type ExternalCalendarSettings, type ExternalCalendarSettingsStore } from '@tolk/core';
import type { ClientStorage } from '@tolk/ui';

/** The calendar-sync choice in local storage (spec 3 §3: the sync flag is persisted client state). */
export const EXTERNAL_CALENDAR_KEY = 'tolk.externalCalendar';

export class LocalCalendarSettingsStore implements ExternalCalendarSettingsStore {
  constructor(private readonly storage: ClientStorage) {}

  load(): ExternalCalendarSettings {
    try {
      const raw = JSON.parse(this.storage.read(EXTERNAL_CALENDAR_KEY) ?? 'null') as Partial<ExternalCalendarSettings> | null;
      return raw && typeof raw.url === 'string' ? { enabled: raw.enabled === true, url: raw.url } : NO_EXTERNAL_CALENDAR;
    } catch {
      return NO_EXTERNAL_CALENDAR;
    }
  }

  save(settings: ExternalCalendarSettings): void {
    this.storage.write(EXTERNAL_CALENDAR_KEY, JSON.stringify(settings));
  }

  /** Logout resets persisted client state: a private calendar address must not outlive the session. */
  clear(): void {
    this.storage.remove(EXTERNAL_CALENDAR_KEY);
  }
}

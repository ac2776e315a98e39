import { NO_EXTERNAL_CALENDAR, type ExternalCalendarSettings, type ExternalCalendarSettingsStore } from '@tolk/core';
import type { ClientStorage } from '../state/client-storage.js';

/** The customer's calendar-sync choice in local storage (spec 3 §3: the sync flag is persisted client state). */
export const EXTERNAL_CALENDAR_KEY = 'tolk.externalCalendar';
/** The interpreter's: both portals share the origin, so each keeps its own key. */
export const INTERPRETER_EXTERNAL_CALENDAR_KEY = 'tolk.interpreter.externalCalendar';

export class LocalCalendarSettingsStore implements ExternalCalendarSettingsStore {
  constructor(
    private readonly storage: ClientStorage,
    private readonly key: string = EXTERNAL_CALENDAR_KEY,
  ) {}

  load(): ExternalCalendarSettings {
    try {
      const raw = JSON.parse(this.storage.read(this.key) ?? 'null') as Partial<ExternalCalendarSettings> | null;
      return raw && typeof raw.url === 'string' ? { enabled: raw.enabled === true, url: raw.url } : NO_EXTERNAL_CALENDAR;
    } catch {
      return NO_EXTERNAL_CALENDAR;
    }
  }

  save(settings: ExternalCalendarSettings): void {
    this.storage.write(this.key, JSON.stringify(settings));
  }

  /** Logout resets persisted client state: a private calendar address must not outlive the session. */
  clear(): void {
    this.storage.remove(this.key);
  }
}

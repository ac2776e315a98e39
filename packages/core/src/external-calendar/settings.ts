import type { ExternalEvent } from './event.js';

/** The external calendar the user subscribes to: its iCalendar address, and whether it is shown. */
export interface ExternalCalendarSettings {
  readonly enabled: boolean;
  readonly url: string;
}

export const NO_EXTERNAL_CALENDAR: ExternalCalendarSettings = { enabled: false, url: '' };
export const CALENDAR_URL_MAX_LENGTH = 2000;

export type CalendarUrlProblem =
  | { readonly kind: 'required' }
  | { readonly kind: 'too-long'; readonly max: number }
  | { readonly kind: 'not-a-calendar-address' };

/**
 * The address as the gateway fetches it: trimmed, and `webcal://` (what Apple and Outlook hand out
 * for subscriptions) read as `https://`.
 */
export const normalizeCalendarUrl = (url: string): string => url.trim().replace(/^webcals?:\/\//i, 'https://');

/**
 * An address the portal can ask the gateway for: http(s) or webcal with a host. Whether it is
 * allowed (https only, no private addresses) is the gateway's to say: it is the one that fetches.
 */
export function checkCalendarUrl(url: string): CalendarUrlProblem | undefined {
  const normalized = normalizeCalendarUrl(url);
  if (normalized === '') return { kind: 'required' };
  if (normalized.length > CALENDAR_URL_MAX_LENGTH) return { kind: 'too-long', max: CALENDAR_URL_MAX_LENGTH };
  const match = /^https?:\/\/([^/?#\s]+)([/?#]\S*)?$/i.exec(normalized);
  if (!match || match[1]!.startsWith('@') || match[1]!.endsWith(':')) return { kind: 'not-a-calendar-address' };
  return undefined;
}

/** Why a feed could not be read; the words are the UI's. */
export type CalendarFeedFailure =
  'not-https' | 'address-not-allowed' | 'too-large' | 'timed-out' | 'unreachable' | 'not-a-calendar' | 'bad-address';

export type CalendarFeedOutcome =
  | { readonly kind: 'events'; readonly events: readonly ExternalEvent[] }
  | { readonly kind: 'failed'; readonly failure: CalendarFeedFailure };

/**
 * The read-only calendar behind the dashboard (spec 3 §7): any source of events, an iCalendar
 * subscription today, a vendor's API (Google, Microsoft Graph) tomorrow.
 */
export interface ExternalCalendarSource {
  events(url: string): Promise<CalendarFeedOutcome>;
}

/** Where the choice is kept (local storage: spec 3 §3 "Google-sync flag" in persisted client state). */
export interface ExternalCalendarSettingsStore {
  load(): ExternalCalendarSettings;
  save(settings: ExternalCalendarSettings): void;
}

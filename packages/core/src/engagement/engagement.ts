import type { Temporal } from 'temporal-polyfill';

/** The push service's custom events and the analytics event of spec 3 §7. */
export type EngagementEvent = 'log_in' | 'log_out' | 'web_session_open';

/** What the browser allows for web notifications; `unsupported` when it has no Notification API. */
export type PushPermission = 'default' | 'granted' | 'denied' | 'unsupported';

export interface PushRegistration {
  /** This browser, as the push service knows it (a random id kept in local storage). */
  readonly browserId: string;
  readonly permission: PushPermission;
  readonly language: 'sv' | 'en';
}

/**
 * The push service and analytics (spec 3 §7): register the web user, log log_in and log_out, and
 * web_session_open. A vendor SDK (OneSignal, Firebase) or the CRM's own service implements it.
 */
export interface Engagement {
  registerUser(registration: PushRegistration): Promise<void>;
  logEvent(event: EngagementEvent, browserId: string): Promise<void>;
}

/** What this browser remembers between visits (local storage), kept through logout like the language. */
export interface EngagementState {
  readonly browserId: string | null;
  /** The day web_session_open was last sent (spec 3 §7: once a day per browser). */
  readonly sessionOpenSentOn: Temporal.PlainDate | null;
  /** When the push permission prompt was last answered "not now" or shown (spec 3 §9: 14 days). */
  readonly pushAskedAt: Temporal.Instant | null;
  /** The login (its non-secret id) whose log_in was sent, so another tab that sees the login does not send it again. */
  readonly loggedInId: string | null;
}

export const NO_ENGAGEMENT_STATE: EngagementState = {
  browserId: null,
  sessionOpenSentOn: null,
  pushAskedAt: null,
  loggedInId: null,
};

export interface EngagementStateStore {
  load(): EngagementState;
  save(state: EngagementState): void;
}

import type { Database } from 'better-sqlite3';

export interface PushUser {
  readonly customerNumber: string;
  readonly browserIdentifier: string;
  readonly pushPermission: string;
  readonly language: string;
  /** Epoch milliseconds on the mock's clock. */
  readonly registeredMs: number;
}

export interface PushEvent {
  readonly id: number;
  readonly customerNumber: string;
  readonly browserIdentifier: string;
  readonly eventName: string;
  /** Epoch milliseconds on the mock's clock. */
  readonly atMs: number;
}

/** What the push service was told: which browser is whose, and the events, kept for tests and developers. */
export class PushService {
  constructor(private readonly db: Database) {}

  /** A browser registers again with each login: the latest permission and language win. */
  register(customerId: string, browserId: string, permission: string, language: string, nowMs: number): void {
    this.db
      .prepare(
        `INSERT INTO push_users (customer_id, browser_id, permission, language, registered_ms) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (customer_id, browser_id) DO UPDATE SET permission = excluded.permission,
           language = excluded.language, registered_ms = excluded.registered_ms`,
      )
      .run(customerId, browserId, permission, language, nowMs);
  }

  log(customerId: string, browserId: string, event: string, nowMs: number): void {
    this.db
      .prepare('INSERT INTO push_events (customer_id, browser_id, event, at_ms) VALUES (?, ?, ?, ?)')
      .run(customerId, browserId, event, nowMs);
  }

  /** Newest first (by the mock's clock, then by arrival). */
  latestEvents(limit: number): PushEvent[] {
    return this.db
      .prepare(
        `SELECT e.id, c.number AS customerNumber, e.browser_id AS browserIdentifier, e.event AS eventName, e.at_ms AS atMs
         FROM push_events e JOIN customers c ON c.id = e.customer_id ORDER BY e.at_ms DESC, e.id DESC LIMIT ?`,
      )
      .all(limit) as PushEvent[];
  }

  latestUsers(limit: number): PushUser[] {
    return this.db
      .prepare(
        `SELECT c.number AS customerNumber, u.browser_id AS browserIdentifier, u.permission AS pushPermission,
           u.language, u.registered_ms AS registeredMs
         FROM push_users u JOIN customers c ON c.id = u.customer_id ORDER BY u.registered_ms DESC LIMIT ?`,
      )
      .all(limit) as PushUser[];
  }
}

import type { Database } from 'better-sqlite3';

export interface LogEntry {
  readonly id: number;
  readonly receivedAt: string;
  readonly level: string;
  readonly message: string;
}

/** What the log service received, kept so tests and developers can read it back. */
export class LogEntries {
  constructor(private readonly db: Database) {}

  add(receivedAt: string, level: string, message: string): void {
    this.db.prepare('INSERT INTO log_entries (received_at, level, message) VALUES (?, ?, ?)').run(receivedAt, level, message);
  }

  latest(limit: number): LogEntry[] {
    return this.db
      .prepare('SELECT id, received_at AS receivedAt, level, message FROM log_entries ORDER BY id DESC LIMIT ?')
      .all(limit) as LogEntry[];
  }
}

import type { Database, Statement } from 'better-sqlite3';

/** What one answer cost to make and how long it holds. */
interface Entry {
  readonly version: string;
  readonly validUntilMs: number;
  readonly body: Buffer;
}

export interface SearchAnswerLimits {
  readonly entries: number;
  readonly bytes: number;
}

const DEFAULT_LIMITS: SearchAnswerLimits = { entries: 500, bytes: 128 * 1024 * 1024 };

/**
 * SearchOrders' answers, kept as the JSON bytes sent, so that asking again for the same orders
 * (the portal's calendar and list reload every 30 s) costs a lookup instead of a query, the
 * mapping of every order and its serialization. An answer is the same while
 *
 * - nothing was written: the version is SQLite's `total_changes()` of the mock's one connection,
 *   which every INSERT, UPDATE and DELETE moves (an order, its notifications, deviations,
 *   attachments, time report, interpreter or customer alike, and the lifecycle's own steps; a
 *   login too, which costs a rebuild at most);
 * - the clock was not set back (its rewinds; set forward, it only ticks faster);
 * - and time has not reached the first instant at which a flag or sub-status of one of its
 *   orders turns (OrderWireMapper.answerUntil).
 *
 * Beyond the limits (entries and bytes) the answers asked for least recently go first.
 */
export class SearchAnswers {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly changes: Statement;

  constructor(
    db: Database,
    private readonly limits: SearchAnswerLimits = DEFAULT_LIMITS,
  ) {
    this.changes = db.prepare('SELECT total_changes()').pluck();
  }

  /** The kept answer for `key` when it still holds at `nowMs`, else a new one from `make`, kept. */
  answer(
    key: string,
    nowMs: number,
    clockRewinds: number,
    make: () => { readonly body: Buffer; readonly validUntilMs: number },
  ): Buffer {
    const version = `${this.changes.get() as number}/${clockRewinds}`;
    const kept = this.entries.get(key);
    if (kept) this.forget(key, kept);
    if (kept && kept.version === version && nowMs < kept.validUntilMs) {
      // Kept again as the newest: the least recently asked go first.
      this.keep(key, kept);
      return kept.body;
    }
    const made = make();
    const entry = { version, validUntilMs: made.validUntilMs, body: made.body };
    if (nowMs < entry.validUntilMs && entry.body.length <= this.limits.bytes) {
      this.keep(key, entry);
      for (const [oldKey, old] of this.entries) {
        if (this.entries.size <= this.limits.entries && this.bytes <= this.limits.bytes) break;
        this.forget(oldKey, old);
      }
    }
    return entry.body;
  }

  /** Answers kept now (for tests). */
  get size(): number {
    return this.entries.size;
  }

  private keep(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
  }

  private forget(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}

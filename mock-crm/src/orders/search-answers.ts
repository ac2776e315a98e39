import type { Database, Statement } from 'better-sqlite3';
import type { MadeAnswer } from './order-wire.js';

/** What one answer cost to make and how long it holds. */
interface Entry {
  readonly version: string;
  /** When it was asked for, in the order of the questions: of two makings of one key the later one holds. */
  readonly asked: number;
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
 * - nothing was written: the version is SQLite's `total_changes()` of the mock's one writing
 *   connection (the search threads only read), which every INSERT, UPDATE and DELETE moves (an
 *   order, its notifications, deviations, attachments, time report, interpreter or customer alike,
 *   and the lifecycle's own steps; a login too, which costs a rebuild at most);
 * - the clock was not set back (its rewinds; set forward, it only ticks faster);
 * - and time has not reached the first instant at which a flag or sub-status of one of its
 *   orders turns (OrderWireMapper.answerUntil).
 *
 * Beyond the limits (entries and bytes) the answers asked for least recently go first.
 */
export class SearchAnswers {
  private readonly entries = new Map<string, Entry>();
  /** Answers being made, by key and version. */
  private readonly making = new Map<string, Promise<MadeAnswer>>();
  private bytes = 0;
  private asked = 0;
  private readonly changes: Statement;

  constructor(
    db: Database,
    private readonly limits: SearchAnswerLimits = DEFAULT_LIMITS,
  ) {
    this.changes = db.prepare('SELECT total_changes()').pluck();
  }

  /**
   * The kept answer for `key` when it still holds at `nowMs`, else a new one from `make`, kept.
   * Asked again while that one is being made (on a search thread), the question waits for it
   * rather than making it twice.
   */
  async answer(key: string, nowMs: number, clockRewinds: number, make: () => MadeAnswer | Promise<MadeAnswer>): Promise<Buffer> {
    // Read before the answer is made: a write while it is made can only make the kept answer
    // newer than its version says, so the next question makes it again rather than reading it stale.
    const version = `${this.changes.get() as number}/${clockRewinds}`;
    const kept = this.entries.get(key);
    if (kept && kept.version === version && nowMs < kept.validUntilMs) {
      // Kept again as the newest: the least recently asked go first.
      this.forget(key, kept);
      this.keep(key, kept);
      return kept.body;
    }
    const makingKey = `${key}\n${version}`;
    const making = this.making.get(makingKey);
    if (making) {
      const made = await making;
      // Made as of an earlier instant: it holds now unless time has reached its turn meanwhile.
      if (nowMs < made.validUntilMs) return made.body;
      return (await make()).body;
    }
    const asked = this.asked++;
    const made = Promise.resolve(make());
    this.making.set(makingKey, made);
    try {
      const entry = { version, asked, ...(await made) };
      const old = this.entries.get(key);
      // One asked for later (after a write) was made first: it stays.
      if (old && old.asked > asked) return entry.body;
      if (old) this.forget(key, old);
      if (nowMs < entry.validUntilMs && entry.body.length <= this.limits.bytes) {
        this.keep(key, entry);
        for (const [oldKey, oldEntry] of this.entries) {
          if (this.entries.size <= this.limits.entries && this.bytes <= this.limits.bytes) break;
          this.forget(oldKey, oldEntry);
        }
      }
      return entry.body;
    } finally {
      this.making.delete(makingKey);
    }
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

import type { Database } from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { MailOutbox, linksIn } from './mail-outbox.js';

describe('the mail outbox', () => {
  it("finds a mail's links once each, unescaped", () => {
    const html =
      '<p><a href="http://x/interpreter/login?ticket=a&amp;b=1">http://x/interpreter/login?ticket=a&amp;b=1</a></p><a href="http://y">y</a><a href="http://y">again</a>';
    expect(linksIn(html)).toEqual(['http://x/interpreter/login?ticket=a&b=1', 'http://y']);
  });

  it('prints each mail with its links when asked to (npm start), and keeps it either way', () => {
    const kept: unknown[][] = [];
    const db = {
      prepare: () => ({ run: (...row: unknown[]) => (kept.push(row), { lastInsertRowid: kept.length }) }),
    } as unknown as Database;
    const printed: string[] = [];
    const outbox = new MailOutbox(db, (line) => printed.push(line));
    outbox.add({ sentMs: 1, to: 'anna@tolk.example', subject: 'Din inloggningslänk', content: '<a href="http://l/1">l</a>' });
    expect(printed).toEqual(['mail to anna@tolk.example: Din inloggningslänk\n  http://l/1']);
    expect(kept).toHaveLength(1);
  });
});

import type { Database } from 'better-sqlite3';

export interface Mail {
  readonly id: number;
  /** Epoch milliseconds on the mock's clock. */
  readonly sentMs: number;
  /** Null: the provider's customer service (the mail service's default receiver). */
  readonly to: string | null;
  readonly subject: string;
  readonly content: string;
}

/** What the mail service was asked to send, kept so tests and developers can read it back. */
/** The links of a mail's HTML, as a developer would click them. */
export const linksIn = (html: string): string[] => [
  ...new Set([...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))),
];

export class MailOutbox {
  /** `print`: also told every mail (`npm start` prints them, so an interpreter's login link can be opened in development). */
  constructor(
    private readonly db: Database,
    private readonly print: ((line: string) => void) | null = null,
  ) {}

  add(mail: Omit<Mail, 'id'>): number {
    this.print?.(
      `mail to ${mail.to}: ${mail.subject}${linksIn(mail.content)
        .map((link) => `\n  ${link}`)
        .join('')}`,
    );
    const result = this.db
      .prepare('INSERT INTO mail_outbox (sent_ms, recipient, subject, content) VALUES (?, ?, ?, ?)')
      .run(mail.sentMs, mail.to, mail.subject, mail.content);
    return Number(result.lastInsertRowid);
  }

  /** Newest first (by the mock's clock, then by arrival). */
  latest(limit: number): Mail[] {
    return this.db
      .prepare(
        'SELECT id, sent_ms AS sentMs, recipient AS "to", subject, content FROM mail_outbox ORDER BY sent_ms DESC, id DESC LIMIT ?',
      )
      .all(limit) as Mail[];
  }
}

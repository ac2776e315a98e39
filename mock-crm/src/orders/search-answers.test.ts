import BetterSqlite3, { type Database } from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MadeAnswer } from './order-wire.js';
import { SearchAnswers } from './search-answers.js';

describe('SearchAnswers', () => {
  let db: Database;
  let made: number;
  const make =
    (text: string, validUntilMs = Infinity) =>
    () => {
      made++;
      return { body: Buffer.from(text), validUntilMs };
    };
  const text = async (answer: Promise<Buffer>) => (await answer).toString();

  beforeEach(() => {
    db = new BetterSqlite3(':memory:');
    db.exec('CREATE TABLE t (x INTEGER)');
    made = 0;
  });
  afterEach(() => db.close());

  it('answers the kept bytes while nothing was written, the clock was not set and time has not reached the turn', async () => {
    const answers = new SearchAnswers(db);
    expect(await text(answers.answer('a', 1_000, 0, make('one', 2_000)))).toBe('one');
    expect(await text(answers.answer('a', 1_999, 0, make('two', 3_000)))).toBe('one');
    expect(made).toBe(1);
    expect(await text(answers.answer('a', 2_000, 0, make('three', 3_000)))).toBe('three');
    expect(made).toBe(2);
  });

  it('makes the answer again after any write through the connection', async () => {
    const answers = new SearchAnswers(db);
    await answers.answer('a', 0, 0, make('before'));
    db.prepare('INSERT INTO t VALUES (1)').run();
    expect(await text(answers.answer('a', 0, 0, make('after')))).toBe('after');
    db.prepare('UPDATE t SET x = x').run();
    expect(await text(answers.answer('a', 0, 0, make('again')))).toBe('again');
  });

  it('makes the answer again when the clock was set back', async () => {
    const answers = new SearchAnswers(db);
    await answers.answer('a', 0, 0, make('first'));
    expect(await text(answers.answer('a', 0, 1, make('second')))).toBe('second');
  });

  it('keeps answers per key, and none that is out of date at once', async () => {
    const answers = new SearchAnswers(db);
    await answers.answer('a', 0, 0, make('a'));
    await answers.answer('b', 0, 0, make('b'));
    expect(await text(answers.answer('a', 0, 0, make('x')))).toBe('a');
    await answers.answer('c', 5, 0, make('c', 5));
    expect(answers.size).toBe(2);
  });

  it('lets the least recently asked answers go beyond its limits', async () => {
    const answers = new SearchAnswers(db, { entries: 2, bytes: 10 });
    await answers.answer('a', 0, 0, make('aaaa'));
    await answers.answer('b', 0, 0, make('bbbb'));
    await answers.answer('a', 0, 0, make('x'));
    await answers.answer('c', 0, 0, make('cccc'));
    expect(answers.size).toBe(2);
    expect(await text(answers.answer('a', 0, 0, make('new a')))).toBe('aaaa');
    expect(await text(answers.answer('b', 0, 0, make('new b')))).toBe('new b');
    // Too large to keep at all.
    await answers.answer('d', 0, 0, make('d'.repeat(11)));
    expect(await text(answers.answer('d', 0, 0, make('small')))).toBe('small');
  });

  describe('while an answer is being made (on a search thread)', () => {
    /** An answer made when `finish` is called. */
    function later() {
      let finish!: (made: MadeAnswer) => void;
      const answer = new Promise<MadeAnswer>((resolve) => (finish = resolve));
      return {
        make: () => (made++, answer),
        finish: (text: string, validUntilMs = Infinity) => finish({ body: Buffer.from(text), validUntilMs }),
      };
    }

    it('the same question waits for it rather than making it again, and it is kept once', async () => {
      const answers = new SearchAnswers(db, { entries: 10, bytes: 95 });
      const first = later();
      const asked = [
        answers.answer('a', 0, 0, first.make),
        answers.answer('a', 1, 0, make('twice')),
        answers.answer('a', 2, 0, make('thrice')),
      ];
      first.finish('one', 10);
      expect(await Promise.all(asked.map(text))).toEqual(['one', 'one', 'one']);
      expect(made).toBe(1);
      expect(answers.size).toBe(1);
      // Its bytes are counted once: the limit of 95 still takes one of 92 beside its 3.
      await answers.answer('b', 0, 0, make('b'.repeat(92)));
      expect(answers.size).toBe(2);
    });

    it('a question after a write, or of another key, makes its own, and the later answer is kept', async () => {
      const answers = new SearchAnswers(db);
      const first = later();
      const before = answers.answer('a', 0, 0, first.make);
      const other = answers.answer('b', 0, 0, make('b'));
      db.prepare('INSERT INTO t VALUES (1)').run();
      const after = answers.answer('a', 0, 0, make('after the write'));
      first.finish('before the write');
      expect(await Promise.all([before, other, after].map(text))).toEqual(['before the write', 'b', 'after the write']);
      expect(await text(answers.answer('a', 0, 0, make('again')))).toBe('after the write');
    });

    it('a question from after the answer turns makes its own', async () => {
      const answers = new SearchAnswers(db);
      const first = later();
      const early = answers.answer('a', 0, 0, first.make);
      const late = answers.answer('a', 20, 0, make('as of 20', 30));
      first.finish('as of 0', 10);
      expect(await Promise.all([early, late].map(text))).toEqual(['as of 0', 'as of 20']);
    });

    it('a failed making fails every question waiting for it, and the next one makes it again', async () => {
      const answers = new SearchAnswers(db);
      let fail!: (error: Error) => void;
      const failing = () => new Promise<MadeAnswer>((_, reject) => (fail = reject));
      const asked = [answers.answer('a', 0, 0, failing), answers.answer('a', 0, 0, make('never'))];
      fail(new Error('the thread died'));
      for (const answer of asked) await expect(answer).rejects.toThrow('the thread died');
      expect(await text(answers.answer('a', 0, 0, make('made again')))).toBe('made again');
    });
  });
});

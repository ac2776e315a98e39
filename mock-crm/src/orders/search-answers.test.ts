import BetterSqlite3, { type Database } from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

  beforeEach(() => {
    db = new BetterSqlite3(':memory:');
    db.exec('CREATE TABLE t (x INTEGER)');
    made = 0;
  });
  afterEach(() => db.close());

  it('answers the kept bytes while nothing was written, the clock was not set and time has not reached the turn', () => {
    const answers = new SearchAnswers(db);
    expect(answers.answer('a', 1_000, 0, make('one', 2_000)).toString()).toBe('one');
    expect(answers.answer('a', 1_999, 0, make('two', 3_000)).toString()).toBe('one');
    expect(made).toBe(1);
    expect(answers.answer('a', 2_000, 0, make('three', 3_000)).toString()).toBe('three');
    expect(made).toBe(2);
  });

  it('makes the answer again after any write through the connection', () => {
    const answers = new SearchAnswers(db);
    answers.answer('a', 0, 0, make('before'));
    db.prepare('INSERT INTO t VALUES (1)').run();
    expect(answers.answer('a', 0, 0, make('after')).toString()).toBe('after');
    db.prepare('UPDATE t SET x = x').run();
    expect(answers.answer('a', 0, 0, make('again')).toString()).toBe('again');
  });

  it('makes the answer again when the clock was set back', () => {
    const answers = new SearchAnswers(db);
    answers.answer('a', 0, 0, make('first'));
    expect(answers.answer('a', 0, 1, make('second')).toString()).toBe('second');
  });

  it('keeps answers per key, and none that is out of date at once', () => {
    const answers = new SearchAnswers(db);
    answers.answer('a', 0, 0, make('a'));
    answers.answer('b', 0, 0, make('b'));
    expect(answers.answer('a', 0, 0, make('x')).toString()).toBe('a');
    answers.answer('c', 5, 0, make('c', 5));
    expect(answers.size).toBe(2);
  });

  it('lets the least recently asked answers go beyond its limits', () => {
    const answers = new SearchAnswers(db, { entries: 2, bytes: 10 });
    answers.answer('a', 0, 0, make('aaaa'));
    answers.answer('b', 0, 0, make('bbbb'));
    answers.answer('a', 0, 0, make('x'));
    answers.answer('c', 0, 0, make('cccc'));
    expect(answers.size).toBe(2);
    expect(answers.answer('a', 0, 0, make('new a')).toString()).toBe('aaaa');
    expect(answers.answer('b', 0, 0, make('new b')).toString()).toBe('new b');
    // Too large to keep at all.
    answers.answer('d', 0, 0, make('d'.repeat(11)));
    expect(answers.answer('d', 0, 0, make('small')).toString()).toBe('small');
  });
});

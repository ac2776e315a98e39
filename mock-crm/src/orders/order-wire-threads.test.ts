import { afterEach, describe, expect, it } from 'vitest';
import type { CustomerRow } from '../store/customers.js';
import { OrderWireThreads } from './order-wire-threads.js';

/** The pool's own rules, with a stand-in thread program (order-wire-threads.fixture.mjs). */
const STAND_IN = new URL('./order-wire-threads.fixture.mjs', import.meta.url);
const FILTER = { fromMs: 0, toMs: 1, number: null, keywords: null, orderId: null };
const customer = (id: string) => ({ id }) as CustomerRow;

describe('OrderWireThreads', () => {
  let pool: OrderWireThreads | null = null;
  afterEach(async () => {
    await pool?.close();
    pool = null;
  });

  const ask = async (threads: OrderWireThreads, id: string, nowMs = 0) => {
    const { body, validUntilMs } = await threads.answerUntil(customer(id), FILTER, nowMs);
    return { ...(JSON.parse(body.toString()) as { threadId: number; customer: string }), validUntilMs };
  };

  it('answers each question with what its thread made, and shares questions asked together among the threads', async () => {
    pool = new OrderWireThreads('db', 2, STAND_IN);
    const answers = await Promise.all(['a', 'b', 'c', 'd'].map((id, n) => ask(pool!, id, n)));
    expect(answers.map((answer) => [answer.customer, answer.validUntilMs])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['d', 4],
    ]);
    expect(new Set(answers.map((answer) => answer.threadId)).size).toBe(2);
  });

  it('fails only the answer a thread could not make; that thread answers the next', async () => {
    pool = new OrderWireThreads('db', 1, STAND_IN);
    const first = await ask(pool, 'a');
    await expect(ask(pool, 'fail')).rejects.toThrow("SearchOrders' answer could not be made: no such column: o.nothing");
    expect((await ask(pool, 'b')).threadId).toBe(first.threadId);
  });

  it('fails what a dead thread owed and answers the next question on a new thread', async () => {
    pool = new OrderWireThreads('db', 1, STAND_IN);
    const first = await ask(pool, 'a');
    await expect(ask(pool, 'die')).rejects.toThrow('a search thread stopped (exit code 3)');
    const next = await ask(pool, 'b');
    expect(next.customer).toBe('b');
    expect(next.threadId).not.toBe(first.threadId);
  });

  it('does not start again threads that die before their first answer, and says why', async () => {
    pool = new OrderWireThreads('missing', 2, STAND_IN);
    await expect(ask(pool, 'a')).rejects.toThrow('unable to open database file');
    // Both die (by then, mostly); the next question is refused with the same cause either way.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(ask(pool, 'b')).rejects.toThrow('unable to open database file');
  });

  it('refuses questions once closed', async () => {
    pool = new OrderWireThreads('db', 1, STAND_IN);
    await pool.close();
    await expect(ask(pool, 'a')).rejects.toThrow('the search threads are closed');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUILDER_NOW } from './builders.js';
import {
  CreateNewOrderError,
  type ChangedOrder,
  type CreatedOrder,
  type OrderBooking,
  type OrderRefusal,
  type OrderRequest,
} from './ports.js';
import { SubmitBooking, createdOf, createdOrdersOf, refusedOf, type KeyedRequest } from './submit-booking.js';

/** A request is only carried through: its identity is all the pipeline may look at. */
const requestFor = (key: string) => ({ key }) as unknown as OrderRequest;
const keyOf = (request: OrderRequest) => (request as unknown as { key: string }).key;

const orderOf = (number: string): CreatedOrder => ({
  orderId: `id-${number}`,
  orderNumber: number,
  from: BUILDER_NOW,
  to: BUILDER_NOW.add({ hours: 1 }),
});

const POSTAL: OrderRefusal = { kind: 'invalid-postal-code', message: 'Postnumret är ogiltigt.', field: 'postalCode' };

type Answer = 'made' | 'refused' | 'unreached';

/** Answers each request by its key's answer; counts the calls and checks they never overlap. */
class ScriptedBooking implements OrderBooking {
  readonly calls: string[] = [];
  private running = 0;

  constructor(
    private readonly answers: ReadonlyMap<string, Answer>,
    private readonly changed?: ChangedOrder,
  ) {}

  async create(request: OrderRequest): Promise<readonly CreatedOrder[]> {
    const key = keyOf(request);
    this.calls.push(key);
    this.running += 1;
    expect(this.running).toBe(1);
    await Promise.resolve();
    this.running -= 1;
    const answer = this.answers.get(key) ?? 'made';
    if (answer === 'refused') throw new CreateNewOrderError([POSTAL], [POSTAL]);
    if (answer === 'unreached') throw new Error('network');
    return [orderOf(`n-${key}`)];
  }

  async update(orderId: string): Promise<ChangedOrder> {
    this.calls.push(orderId);
    const answer = this.answers.get(orderId) ?? 'made';
    if (answer === 'refused') throw new CreateNewOrderError([POSTAL], [POSTAL]);
    if (answer === 'unreached') throw new Error('network');
    return this.changed!;
  }
}

describe('SubmitBooking, the one booking pipeline (issue 11)', () => {
  it('answers a new order with the orders the CRM made', async () => {
    const outcome = await new SubmitBooking(new ScriptedBooking(new Map())).submit({
      kind: 'new',
      key: 'a',
      request: requestFor('a'),
    });
    expect(outcome).toEqual({ kind: 'created', created: [{ key: 'a', orders: [orderOf('n-a')] }] });
    expect(createdOrdersOf(outcome)).toEqual([orderOf('n-a')]);
  });

  it('answers a refused order with the CRM reasons and their fields, and an unreached one with none', async () => {
    const pipeline = new SubmitBooking(
      new ScriptedBooking(
        new Map<string, Answer>([
          ['a', 'refused'],
          ['b', 'unreached'],
        ]),
      ),
    );
    expect(await pipeline.submit({ kind: 'new', key: 'a', request: requestFor('a') })).toEqual({
      kind: 'refused',
      refused: [{ key: 'a', refusals: [POSTAL], reached: true }],
    });
    expect(await pipeline.submit({ kind: 'new', key: 'b', request: requestFor('b') })).toEqual({
      kind: 'refused',
      refused: [{ key: 'b', refusals: [], reached: false }],
    });
  });

  it('answers a change with the order, and with the new number when a critical change made the order anew', async () => {
    const same: ChangedOrder = { ...orderOf('100'), isNewOrder: false, previousOrderNumber: '100' };
    const anew: ChangedOrder = { ...orderOf('200'), isNewOrder: true, previousOrderNumber: '100' };
    const change = { kind: 'change', key: 'edit', orderId: 'o-1', request: requestFor('edit') } as const;
    expect(await new SubmitBooking(new ScriptedBooking(new Map(), same)).submit(change)).toEqual({
      kind: 'changed',
      key: 'edit',
      order: same,
      newNumber: null,
    });
    const outcome = await new SubmitBooking(new ScriptedBooking(new Map(), anew)).submit(change);
    expect(outcome).toMatchObject({ kind: 'changed', newNumber: '200' });
    expect(createdOrdersOf(outcome)).toEqual([anew]);
  });

  it('sends several orders one at a time, in order, whatever happened to the ones before (spec 1 §4)', async () => {
    const keys = fc.uniqueArray(fc.stringMatching(/^[a-z]{1,4}$/), { minLength: 0, maxLength: 8 });
    const answer = fc.constantFrom<Answer>('made', 'refused', 'unreached');
    await fc.assert(
      fc.asyncProperty(
        keys.chain((ks) => fc.tuple(fc.constant(ks), fc.array(answer, { minLength: ks.length, maxLength: ks.length }))),
        async ([ks, answers]) => {
          const booking = new ScriptedBooking(new Map(ks.map((k, i) => [k, answers[i]!])));
          const progress: [number, number][] = [];
          const orders: KeyedRequest[] = ks.map((key) => ({ key, request: requestFor(key) }));
          const outcome = await new SubmitBooking(booking).submit({
            kind: 'several',
            orders,
            onProgress: (sent, total) => progress.push([sent, total]),
          });
          expect(booking.calls).toEqual(ks);
          const made = ks.filter((_, i) => answers[i] === 'made');
          const notMade = ks.filter((_, i) => answers[i] !== 'made');
          // Every request is either made or refused, in the order sent; the kind follows from the counts.
          const created = createdOf(outcome);
          const refused = refusedOf(outcome);
          expect(created.map((c) => c.key)).toEqual(made);
          expect(refused.map((r) => r.key)).toEqual(notMade);
          expect(refused.map((r) => r.reached)).toEqual(
            ks.filter((_, i) => answers[i] !== 'made').map((k) => answers[ks.indexOf(k)] === 'refused'),
          );
          expect(outcome.kind).toBe(notMade.length === 0 ? 'created' : made.length === 0 ? 'refused' : 'partly-created');
          expect(createdOrdersOf(outcome).map((o) => o.orderNumber)).toEqual(made.map((k) => `n-${k}`));
          // Progress after each order: how many were made so far, of all.
          expect(progress).toEqual(ks.map((_, i) => [made.filter((k) => ks.indexOf(k) <= i).length, ks.length]));
        },
      ),
    );
  });
});

import type { FastifyInstance } from 'fastify';
import type { NotificationWire, OrderWire } from '@tolk/crm-contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_INTERPRETERS } from '../interpreter/demo-interpreters.js';
import { OFFER_LIFETIME_MS } from '../interpreter/resource-requests.js';
import { MARIA, type InterpreterSession } from '../interpreter/testing.js';
import { call } from '../testing.js';
import { INTERPRETER_TESTS_NOW, ORDER_SLOTS, interpreterWorld } from './interpreter-world.js';
import { type OrderSession, advance, codes, setClock, subStatusOf } from './orders-testing.js';

const NOW = INTERPRETER_TESTS_NOW;
const SLOTS = ORDER_SLOTS;
const CONSOLIDATED = { open: 1, booked: 2, performed: 3, cancelled: 4, rejected: 5 };
const SUB = { interpreterAccepted: 2, assigningInterpreter: 4, orderRejected: 9 };
const demoNames = DEMO_INTERPRETERS.map((i) => `${i.firstName} ${i.lastName}`);

describe('orders offered to the interpreters who use the portal', () => {
  let app: FastifyInstance;
  let customer: OrderSession;
  let anna: InterpreterSession;
  let carlos: InterpreterSession;
  let maria: InterpreterSession;

  /** A Spanish telephone order made now, as read after the dispatcher's first try. */
  let slot = 0;
  async function offered(overrides: Record<string, unknown> = {}, skill = 'Spanska'): Promise<OrderWire> {
    setClock(app, NOW);
    const { order } = await customer.order({ skill, ...SLOTS[slot++]! }, overrides);
    advance(app, 3);
    return customer.byNumber(order.OrderNumber);
  }

  async function notificationsOf(order: OrderWire): Promise<NotificationWire[]> {
    const { body } = await call(app, '/Common/GetNotifications', {
      Token: customer.token,
      DoOnlyIncludeUnreadNotifications: false,
      OrderIdentifier: order.OrderIdentifier,
    });
    return (body.Notifications ?? []) as NotificationWire[];
  }

  beforeAll(async () => {
    ({ app, customer, anna, carlos, maria } = await interpreterWorld(NOW));
  });
  afterAll(() => app.close());
  beforeEach(() => setClock(app, NOW));

  it('offers the order to an interpreter of its language, who books it by accepting: the customer sees name, phone and "Tolk tillsatt"', async () => {
    const order = await offered();
    expect(order.ConsolidatedOrderStatus.StatusIdentifier).toBe(CONSOLIDATED.open);
    expect(subStatusOf(order)).toBe(SUB.assigningInterpreter);
    // Maria (level 5) ranks before Carlos; Anna has no Spanish.
    const request = await maria.requestFor(order.OrderNumber);
    expect(request).toMatchObject({
      Status: 'available',
      Skill: 'Spanska',
      CustomerName: expect.any(String),
      IsRequestedResource: false,
    });
    expect(await carlos.requestFor(order.OrderNumber)).toBeNull();
    expect(await anna.requestFor(order.OrderNumber)).toBeNull();

    advance(app, 5);
    const accepted = await maria.accept(request!.ResourceRequestIdentifier);
    expect(accepted.Errors).toBeNull();
    expect(accepted.WorkAssignmentIdentifier).toBe(`WA-${order.OrderNumber}`);

    const booked = await customer.byNumber(order.OrderNumber);
    expect(booked.ConsolidatedOrderStatus.StatusIdentifier).toBe(CONSOLIDATED.booked);
    expect(subStatusOf(booked)).toBe(SUB.interpreterAccepted);
    expect(booked.Resource).toMatchObject({ ResourceFullName: 'Maria Sjöberg', ResourcePhoneNumber: MARIA.phone });
    const assigned = (await notificationsOf(order)).find((n) => n.Headline === 'Tolk tillsatt');
    // On the CRM's clock: the moment of the accept, 10:08.
    expect(assigned?.DatetimeSent).toBe('2026-11-23 10:08:00');
    expect(await maria.requestFor(order.OrderNumber)).toBeNull();
    expect(codes(await maria.accept(request!.ResourceRequestIdentifier))).toEqual([3005]);
    expect(codes(await maria.decline(request!.ResourceRequestIdentifier))).toEqual([3005]);
  });

  it('refuses an accept that would book the interpreter twice at once (3009), and passes that offer on', async () => {
    setClock(app, NOW);
    const first = (await customer.order({ skill: 'Spanska', from: '2026-11-27 10:00:00', to: '2026-11-27 11:00:00' })).order;
    const second = (await customer.order({ skill: 'Spanska', from: '2026-11-27 10:30:00', to: '2026-11-27 11:30:00' })).order;
    advance(app, 3);
    const [one, two] = [await maria.requestFor(first.OrderNumber), await maria.requestFor(second.OrderNumber)];
    expect(one && two).toBeTruthy();
    expect((await maria.accept(one!.ResourceRequestIdentifier)).Errors).toBeNull();
    expect(codes(await maria.accept(two!.ResourceRequestIdentifier))).toEqual([3009]);
    expect(await maria.requestFor(second.OrderNumber)).toBeNull();
    // At once the next interpreter of the language has it.
    expect(await carlos.requestFor(second.OrderNumber)).not.toBeNull();
  });

  it('passes a declined offer to the next interpreter at once; the one who declined gets 3006', async () => {
    const order = await offered();
    const first = (await maria.requestFor(order.OrderNumber))!;
    expect((await maria.decline(first.ResourceRequestIdentifier)).IsSuccess).toBe(true);
    expect(await maria.requestFor(order.OrderNumber)).toBeNull();
    expect(codes(await maria.accept(first.ResourceRequestIdentifier))).toEqual([3006]);
    const next = await carlos.requestFor(order.OrderNumber);
    expect(next).not.toBeNull();
    expect(subStatusOf(await customer.byNumber(order.OrderNumber))).toBe(SUB.assigningInterpreter);
  });

  it(`lets an offer expire after ${OFFER_LIFETIME_MS / 60_000} minutes (3004), then passes it on; with every portal interpreter passed, the pool books it`, async () => {
    const order = await offered();
    const toMaria = (await maria.requestFor(order.OrderNumber))!;
    advance(app, OFFER_LIFETIME_MS / 60_000);
    expect(codes(await maria.accept(toMaria.ResourceRequestIdentifier))).toEqual([3004]);
    const toCarlos = (await carlos.requestFor(order.OrderNumber))!;
    expect(toCarlos.DatetimeExpires).toBe('2026-11-23 12:02:00');
    advance(app, OFFER_LIFETIME_MS / 60_000);
    const booked = await customer.byNumber(order.OrderNumber);
    expect(booked.ConsolidatedOrderStatus.StatusIdentifier).toBe(CONSOLIDATED.booked);
    expect(demoNames).not.toContain(booked.Resource!.ResourceFullName);
    expect(codes(await carlos.accept(toCarlos.ResourceRequestIdentifier))).toEqual([3004]);
  });

  it('finds no offer of another interpreter, nor an unknown one (3002)', async () => {
    const order = await offered();
    const request = (await maria.requestFor(order.OrderNumber))!;
    expect(codes(await carlos.accept(request.ResourceRequestIdentifier))).toEqual([3002]);
    expect(codes(await anna.decline(request.ResourceRequestIdentifier))).toEqual([3002]);
    expect(codes(await maria.accept('00000000-0000-0000-0000-000000000000'))).toEqual([3002]);
    expect(subStatusOf(await customer.byNumber(order.OrderNumber))).toBe(SUB.assigningInterpreter);
  });

  it('withdraws the offer of an order the customer cancels (3004)', async () => {
    const order = await offered();
    const request = (await maria.requestFor(order.OrderNumber))!;
    expect((await customer.cancel(order.OrderIdentifier)).Errors).toBeNull();
    expect(await maria.requestFor(order.OrderNumber)).toBeNull();
    expect(codes(await maria.accept(request.ResourceRequestIdentifier))).toEqual([3004]);
  });

  it('honours the required gender, the required level and the requested interpreter, and says when the customer asked for this one', async () => {
    const male = await offered({ GenderIdPreferred: 1, DoRequireCorrectGender: true });
    expect(await carlos.requestFor(male.OrderNumber)).toMatchObject({ GenderIdRequired: 1 });
    expect(await maria.requestFor(male.OrderNumber)).toBeNull();

    const level5 = await offered({ CompetenceIdentifier: 5, DoRequireExactCompetenceLevel: true });
    expect(await maria.requestFor(level5.OrderNumber)).toMatchObject({
      CompetenceLevelRequired: 5,
      DoRequireExactCompetenceLevel: true,
    });

    const wish = await offered({ PreferredResourceCustomer: 'Carlos Berg', PreferredResourceLevel: 2 });
    expect(await carlos.requestFor(wish.OrderNumber)).toMatchObject({ IsRequestedResource: true });

    // Russian with Ukrainian accepted: Anna (both) ranks by her first language; Maria also speaks Russian.
    const russian = await offered({}, 'Ryska');
    const toWhom = [await anna.requestFor(russian.OrderNumber), await maria.requestFor(russian.OrderNumber)];
    expect(toWhom.filter((r) => r !== null)).toHaveLength(1);
  });

  it('rejects an order nobody accepts once it is 2 hours before the start', async () => {
    // Only Maria may take it (requested, required): when she declines, nobody is left.
    const order = await offered({ PreferredResourceCustomer: 'Maria Sjöberg', PreferredResourceLevel: 1 });
    const request = (await maria.requestFor(order.OrderNumber))!;
    expect((await maria.decline(request.ResourceRequestIdentifier)).IsSuccess).toBe(true);
    expect((await customer.byNumber(order.OrderNumber)).ConsolidatedOrderStatus.StatusIdentifier).toBe(CONSOLIDATED.open);
    setClock(app, order.DatetimeFrom);
    advance(app, -120);
    const rejected = await customer.byNumber(order.OrderNumber);
    expect(rejected.ConsolidatedOrderStatus.StatusIdentifier).toBe(CONSOLIDATED.rejected);
    expect(subStatusOf(rejected)).toBe(SUB.orderRejected);
  });
});

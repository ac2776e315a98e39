import type { FastifyInstance } from 'fastify';
import type { NotificationWire, OrderWire } from '@tolk/crm-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARLOS, MARIA, type InterpreterSession } from '../interpreter/testing.js';
import { call } from '../testing.js';
import { INTERPRETER_TESTS_NOW, ORDER_SLOTS, interpreterWorld } from './interpreter-world.js';
import { type OrderSession, advance, codes, setClock } from './orders-testing.js';

const NEW_PHONE = '+46 (0)70-987 65 43';

describe("the interpreter's phone change (UpdateInterpreterPhone)", () => {
  let app: FastifyInstance;
  let customer: OrderSession;
  let maria: InterpreterSession;
  let carlos: InterpreterSession;
  let slot = 0;

  /** A Spanish telephone order in the next slot, offered to and accepted by `who` (Maria unless she declines first). */
  async function bookedWith(who: InterpreterSession): Promise<OrderWire> {
    setClock(app, INTERPRETER_TESTS_NOW);
    const { order } = await customer.order({ skill: 'Spanska', ...ORDER_SLOTS[slot++]! });
    advance(app, 3);
    if (who === carlos) {
      const toMaria = (await maria.requestFor(order.OrderNumber))!;
      expect((await maria.decline(toMaria.ResourceRequestIdentifier)).Errors).toBeNull();
    }
    const request = (await who.requestFor(order.OrderNumber))!;
    expect((await who.accept(request.ResourceRequestIdentifier)).Errors).toBeNull();
    return order;
  }

  const phoneOf = async (order: OrderWire) => (await customer.byNumber(order.OrderNumber)).Resource?.ResourcePhoneNumber;
  const noticesOf = async (order: OrderWire) =>
    ((
      await call(app, '/Common/GetNotifications', {
        Token: customer.token,
        DoOnlyIncludeUnreadNotifications: false,
        OrderIdentifier: order.OrderIdentifier,
      })
    ).body.Notifications ?? []) as NotificationWire[];
  const phoneNotices = async (order: OrderWire) =>
    (await noticesOf(order)).filter((n) => n.Headline === 'Tolkens telefonnummer är ändrat');
  const change = (phone: unknown, who = maria) => who.call('UpdateInterpreterPhone', { PhoneNumberMobile: phone });
  const mobile = async () =>
    ((await maria.call('GetInterpreter')).Interpreter as { PhoneNumberMobile: string }).PhoneNumberMobile;

  let performed: OrderWire;
  let cancelled: OrderWire;
  let inProgress: OrderWire;
  let upcoming: OrderWire;
  let carlosOrder: OrderWire;

  beforeAll(async () => {
    ({ app, customer, maria, carlos } = await interpreterWorld(INTERPRETER_TESTS_NOW));
    // Tuesday 08:00 performed, 10:00 cancelled, 12:00 in progress at Tuesday 12:20, 14:00 still to come; Carlos's 16:00.
    performed = await bookedWith(maria);
    cancelled = await bookedWith(maria);
    expect((await customer.cancel(cancelled.OrderIdentifier)).Errors).toBeNull();
    inProgress = await bookedWith(maria);
    upcoming = await bookedWith(maria);
    carlosOrder = await bookedWith(carlos);
    setClock(app, '2026-11-24 12:20:00');
  });
  afterAll(() => app.close());

  it('refuses a phone that is not one (2007) or blank (2001), and changes nothing', async () => {
    for (const bad of ['070 123 45 67 ankn', '070.123 45', '()', '+ -', '0'.repeat(31)])
      expect(codes(await change(bad)), bad).toEqual([2007]);
    for (const blank of ['', '   ']) expect(codes(await change(blank)), JSON.stringify(blank)).toEqual([2001]);
    expect(codes(await maria.call('UpdateInterpreterPhone', {}))).toEqual([2001]);
    expect(codes(await change(701234567))).toEqual([2004]);
    expect(await mobile()).toBe(MARIA.phone);
    expect(await phoneOf(upcoming)).toBe(MARIA.phone);
    expect(await phoneNotices(upcoming)).toEqual([]);
  });

  it('changes the mobile: answered, and by GetInterpreter', async () => {
    const answer = await change(` ${NEW_PHONE} `);
    expect(answer.Errors).toBeNull();
    expect(answer.Interpreter).toMatchObject({ InterpreterNumber: MARIA.number, PhoneNumberMobile: NEW_PHONE });
    expect(await mobile()).toBe(NEW_PHONE);
  });

  it('shows the customer the new number on the booked orders not yet ended, and tells them once per order', async () => {
    for (const order of [inProgress, upcoming]) {
      expect(await phoneOf(order)).toBe(NEW_PHONE);
      const notices = await phoneNotices(order);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        Message: `Tolken på uppdrag ${order.OrderNumber} har nytt telefonnummer: ${NEW_PHONE}.`,
        DatetimeSent: '2026-11-24 12:20:00',
        IsRead: false,
        OrderIdentifiers: [{ OrderIdentifier: order.OrderIdentifier }],
        WorkAssignmentIdentifiers: [{ WorkAssignmentIdentifier: `WA-${order.OrderNumber}` }],
      });
    }
    // The order list's unread marks (SearchOrders) carry it too.
    expect((await customer.byNumber(upcoming.OrderNumber)).UnreadNotifications.map((n) => n.Headline)).toContain(
      'Tolkens telefonnummer är ändrat',
    );
  });

  it('leaves the performed and cancelled orders their number, and the other interpreters’ orders alone', async () => {
    for (const order of [performed, cancelled]) {
      expect(await phoneOf(order), order.OrderNumber).toBe(MARIA.phone);
      expect(await phoneNotices(order)).toEqual([]);
    }
    expect(await phoneOf(carlosOrder)).toBe(CARLOS.phone);
    expect(await phoneNotices(carlosOrder)).toEqual([]);
  });

  it('tells no one again for the same number, and keeps the over orders’ first number at a second change', async () => {
    expect((await change(NEW_PHONE)).Errors).toBeNull();
    expect(await phoneNotices(upcoming)).toHaveLength(1);
    expect((await change('08-123 456 78')).Errors).toBeNull();
    expect(await phoneOf(upcoming)).toBe('08-123 456 78');
    expect(await phoneNotices(upcoming)).toHaveLength(2);
    expect(await phoneOf(performed)).toBe(MARIA.phone);
    expect(await phoneOf(carlosOrder)).toBe(CARLOS.phone);
  });
});

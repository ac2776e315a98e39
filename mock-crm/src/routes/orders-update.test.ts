import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@tolk/crm-contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADDRESS, OrderSession, aLowLevelInterpreter, advance, buildOrdersApp, codes, setClock } from './orders-testing.js';

// Monday 2026-11-23 10:00 Stockholm time; "close to the start" is 48 hours (the default).
const NOW = '2026-11-23 10:00:00';

describe('UpdateOrder', () => {
  let app: FastifyInstance;
  let session: OrderSession;

  beforeAll(async () => {
    app = await buildOrdersApp();
    setClock(app, NOW);
    session = await OrderSession.start(app);
  });
  afterAll(() => app.close());
  beforeEach(() => setClock(app, NOW));

  /** An order created now and booked by the dispatcher (3 minutes later). */
  async function bookedOrder(from: string, to: string, service: 'Telefontolkning' | 'Kontakttolkning' = 'Telefontolkning') {
    const { order, sent } = await session.order({ from, to, service });
    advance(app, 3);
    const booked = await session.byNumber(order.OrderNumber);
    expect(booked.OrderStatus).toBe('accepted');
    return { order: booked, sent };
  }

  it('keeps the number, status and interpreter on a change that is not critical', async () => {
    const { order, sent } = await bookedOrder('2026-11-30 09:00:00', '2026-11-30 09:30:00');
    const answer = await session.update(
      session.updateBody(sent, order.OrderIdentifier, {
        NotesResource: 'Ta med legitimation.',
        CustomerReference: 'Ärende 12',
        MeetingPhoneNumber: '08-555 66 77',
      }),
    );
    expect(answer).toEqual({
      UpdatedOrder: {
        OrderIdentifier: order.OrderIdentifier,
        OrderNumber: order.OrderNumber,
        DateTimeOrderFrom: '2026-11-30 09:00:00',
        DateTimeOrderTo: '2026-11-30 09:30:00',
        IsNewOrder: false,
        PreviousOrderNumber: order.OrderNumber,
      },
      Errors: null,
    });
    const after = await session.byNumber(order.OrderNumber);
    expect(after).toMatchObject({
      OrderStatus: 'accepted',
      Resource: order.Resource,
      NotesResource: 'Ta med legitimation.',
      CustomerReference: 'Ärende 12',
      PhoneNumberOrder: '08-555 66 77',
      UnreadNotifications: order.UnreadNotifications,
    });
  });

  it('returns a booked order to Open on a critical change far ahead, and gives it its interpreter back first', async () => {
    const { order, sent } = await bookedOrder('2026-12-01 09:00:00', '2026-12-01 10:00:00');
    const answer = await session.update(
      session.updateBody(sent, order.OrderIdentifier, { DatetimeFrom: '2026-12-01 13:00:00', DatetimeTo: '2026-12-01 14:30:00' }),
    );
    expect(answer.Errors).toBeNull();
    expect(answer.UpdatedOrder).toMatchObject({
      OrderNumber: order.OrderNumber,
      IsNewOrder: false,
      DateTimeOrderFrom: '2026-12-01 13:00:00',
      DateTimeOrderTo: '2026-12-01 14:30:00',
    });

    const reopened = await session.byNumber(order.OrderNumber);
    expect(reopened).toMatchObject({
      OrderStatus: 'available',
      ConsolidatedOrderStatus: { StatusIdentifier: 1, ConsolidatedOrderStatusMessages: [{ StatusMessageIdentifier: 1 }] },
      Resource: null,
      WorkAssignmentIdentifier: null,
      DatetimeFrom: '2026-12-01 13:00:00',
      DatetimeTo: '2026-12-01 14:30:00',
      CanBeUpdated: true,
    });

    advance(app, 3);
    const rebooked = await session.byNumber(order.OrderNumber);
    expect(rebooked.OrderStatus).toBe('accepted');
    expect(rebooked.Resource?.ResourceNumber).toBe(order.Resource!.ResourceNumber);
  });

  it('asks the dropped interpreter first even when nothing else would choose them, also after two changes before the dispatch', async () => {
    // Booked by a wish for a low-level interpreter; the changes drop the wish, so only "asked first" brings them back.
    const wanted = aLowLevelInterpreter(app, 'Arabiska');
    const wish = { PreferredResourceCustomer: wanted.name, PreferredResourceLevel: 2 };
    const { order, sent } = await session.order({ from: '2026-12-08 09:00:00', to: '2026-12-08 10:00:00' }, wish);
    advance(app, 3);
    expect((await session.byNumber(order.OrderNumber)).Resource?.ResourceFullName).toBe(wanted.name);

    const noWish = { PreferredResourceCustomer: null, PreferredResourceLevel: null };
    const moveTo = (hour: number) =>
      session.update(
        session.updateBody(sent, order.OrderIdentifier, {
          ...noWish,
          DatetimeFrom: `2026-12-08 ${hour}:00:00`,
          DatetimeTo: `2026-12-08 ${hour}:30:00`,
        }),
      );
    expect(codes(await moveTo(13))).toEqual([]);
    expect(codes(await moveTo(14))).toEqual([]);
    expect((await session.byNumber(order.OrderNumber)).OrderStatus).toBe('available');
    advance(app, 3);
    expect(await session.byNumber(order.OrderNumber)).toMatchObject({
      OrderStatus: 'accepted',
      DatetimeFrom: '2026-12-08 14:00:00',
      PreferredResourceCustomer: null,
      Resource: { ResourceFullName: wanted.name },
    });
  });

  it('treats a new address of an on-site order as critical', async () => {
    const { order, sent } = await bookedOrder('2026-12-02 09:00:00', '2026-12-02 10:00:00', 'Kontakttolkning');
    const sameAddressOtherCase = { ...ADDRESS, AddressRow1: 'SVEAVÄGEN 44 ' };
    expect(
      (
        await session.update(
          session.updateBody(sent, order.OrderIdentifier, { UpdatePostalAddressPerformingRequestData: sameAddressOtherCase }),
        )
      ).Errors,
    ).toBeNull();
    expect((await session.byNumber(order.OrderNumber)).OrderStatus).toBe('accepted');

    const moved = { ...ADDRESS, AddressRow1: 'Kungsgatan 12', PostalCode: 41119, City: 'Göteborg' };
    expect(
      (await session.update(session.updateBody(sent, order.OrderIdentifier, { UpdatePostalAddressPerformingRequestData: moved })))
        .Errors,
    ).toBeNull();
    expect(await session.byNumber(order.OrderNumber)).toMatchObject({
      OrderStatus: 'available',
      Resource: null,
      PostalAddressPerforming: { AddressRow1: 'Kungsgatan 12', PostalCode: '41119', City: 'Göteborg' },
    });
  });

  it('makes a new order and cancels the old one on a critical change within 48 hours', async () => {
    const { order, sent } = await bookedOrder('2026-11-24 14:00:00', '2026-11-24 15:00:00');
    const answer = await session.update(
      session.updateBody(sent, order.OrderIdentifier, { DatetimeFrom: '2026-11-24 15:00:00', DatetimeTo: '2026-11-24 16:00:00' }),
    );
    expect(answer.Errors).toBeNull();
    const updated = answer.UpdatedOrder as {
      OrderIdentifier: string;
      OrderNumber: string;
      IsNewOrder: boolean;
      PreviousOrderNumber: string;
    };
    expect(updated).toMatchObject({
      IsNewOrder: true,
      PreviousOrderNumber: order.OrderNumber,
      DateTimeOrderFrom: '2026-11-24 15:00:00',
      DateTimeOrderTo: '2026-11-24 16:00:00',
    });
    expect(updated.OrderNumber).not.toBe(order.OrderNumber);
    expect(updated.OrderIdentifier).not.toBe(order.OrderIdentifier);

    const old = await session.byNumber(order.OrderNumber);
    expect(old).toMatchObject({
      OrderStatus: 'cancelled',
      IsLateCancellation: false,
      CanBeUpdated: false,
      DatetimeFrom: '2026-11-24 14:00:00',
    });
    expect(old.UnreadNotifications.map((n) => n.Headline)).toContain('Bokningen är ändrad');
    const replacement = await session.byNumber(updated.OrderNumber);
    expect(replacement).toMatchObject({
      OrderIdentifier: updated.OrderIdentifier,
      OrderStatus: 'available',
      DatetimeFrom: '2026-11-24 15:00:00',
      DatetimeTo: '2026-11-24 16:00:00',
      Skill: 'Arabiska',
    });
  });

  it('answers 6004 for a critical change on the day of the assignment, and allows other changes that day', async () => {
    const { order, sent } = await bookedOrder('2026-11-23 15:00:00', '2026-11-23 15:30:00');
    const later = session.updateBody(sent, order.OrderIdentifier, {
      DatetimeFrom: '2026-11-23 16:00:00',
      DatetimeTo: '2026-11-23 16:30:00',
    });
    expect(codes(await session.update(later))).toEqual([ErrorCode.SameDayCriticalChange]);
    const otherLanguage = session.updateBody(sent, order.OrderIdentifier, { SkillIdentifier: session.skillId('Persiska') });
    expect(codes(await session.update(otherLanguage))).toEqual([ErrorCode.SameDayCriticalChange]);
    expect(
      codes(await session.update(session.updateBody(sent, order.OrderIdentifier, { NotesResource: 'Ring på porttelefonen.' }))),
    ).toEqual([]);
    expect(await session.byNumber(order.OrderNumber)).toMatchObject({
      OrderStatus: 'accepted',
      DatetimeFrom: '2026-11-23 15:00:00',
      NotesResource: 'Ring på porttelefonen.',
    });
  });

  it('tells the customer when a critical change sends a booked order back to Open', async () => {
    const { order, sent } = await bookedOrder('2026-12-01 09:00:00', '2026-12-01 09:30:00');
    const moved = session.updateBody(sent, order.OrderIdentifier, {
      DatetimeFrom: '2026-12-02 09:00:00',
      DatetimeTo: '2026-12-02 09:30:00',
    });
    expect(codes(await session.update(moved))).toEqual([]);
    const reopened = await session.byNumber(order.OrderNumber);
    expect(reopened.OrderStatus).toBe('available');
    expect(reopened.UnreadNotifications.map((n) => n.Headline)).toContain('Bokningen är ändrad');
  });

  it('answers 6004 for a critical change that would move an order onto today', async () => {
    const { order, sent } = await bookedOrder('2026-11-30 09:00:00', '2026-11-30 09:30:00');
    const ontoToday = session.updateBody(sent, order.OrderIdentifier, {
      DatetimeFrom: '2026-11-23 16:00:00',
      DatetimeTo: '2026-11-23 16:30:00',
    });
    expect(codes(await session.update(ontoToday))).toEqual([ErrorCode.SameDayCriticalChange]);
    expect(await session.byNumber(order.OrderNumber)).toMatchObject({
      OrderStatus: 'accepted',
      DatetimeFrom: '2026-11-30 09:00:00',
    });
  });

  it('answers 6005 for an order that has started or been cancelled, and 5001 for an unknown one', async () => {
    const { order: started, sent } = await bookedOrder('2026-11-23 10:30:00', '2026-11-23 11:30:00');
    setClock(app, '2026-11-23 10:45:00');
    expect(codes(await session.update(session.updateBody(sent, started.OrderIdentifier, { NotesResource: 'x' })))).toEqual([
      ErrorCode.OrderCannotBeUpdated,
    ]);

    setClock(app, NOW);
    const { order: cancelled, sent: cancelledSent } = await session.order({
      from: '2026-12-03 09:00:00',
      to: '2026-12-03 09:30:00',
    });
    expect(codes(await session.cancel(cancelled.OrderIdentifier))).toEqual([]);
    expect(
      codes(await session.update(session.updateBody(cancelledSent, cancelled.OrderIdentifier, { NotesResource: 'x' }))),
    ).toEqual([ErrorCode.OrderCannotBeUpdated]);

    expect(codes(await session.update(session.updateBody(sent, 'no-such-order')))).toEqual([ErrorCode.OrderNotFound]);
  });

  it('checks the changed order like a new one', async () => {
    const { order, sent } = await session.order({ from: '2026-12-04 09:00:00', to: '2026-12-04 09:30:00' });
    const update = (changes: Record<string, unknown>) => session.update(session.updateBody(sent, order.OrderIdentifier, changes));
    expect(codes(await update({ DatetimeFrom: '2026-11-23 09:00:00', DatetimeTo: '2026-11-23 09:30:00' }))).toEqual([
      ErrorCode.InvalidDatetime,
    ]);
    expect(codes(await update({ DatetimeTo: '2026-12-04 08:00:00' }))).toEqual([ErrorCode.InvalidDatetime]);
    expect(codes(await update({ SkillIdentifier: 'no-such-skill' }))).toEqual([ErrorCode.InvalidSkill]);
    expect(codes(await update({ UpdateContactPersonOrderer: null }))).toEqual([ErrorCode.OrdererMissing]);
    expect(codes(await update({ ServiceIdentifier: session.serviceIds.Kontakttolkning }))).toEqual([
      ErrorCode.MandatoryFieldMissing,
    ]);
    expect((await session.byNumber(order.OrderNumber)).DatetimeFrom).toBe('2026-12-04 09:00:00');
  });
});

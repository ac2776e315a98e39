import type { FastifyInstance } from 'fastify';
import type { InterpreterNotificationWire, OrderWire } from '@tolk/crm-contract';
import { fromCrmDateTime, toCrmDateTime } from '@tolk/crm-contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InterpreterSession } from '../interpreter/testing.js';
import { call } from '../testing.js';
import { INTERPRETER_TESTS_NOW, interpreterWorld } from './interpreter-world.js';
import { type OrderSession, advance, codes, setClock } from './orders-testing.js';

const NOW = INTERPRETER_TESTS_NOW;
/** Monday 10:00; Tuesday's slots are within 48 hours (a critical change makes a new order), next week's beyond (back to Open). */
const NEAR = ['08', '10', '12', '14', '16'].map((hour) => ({ from: `2026-11-24 ${hour}:00:00`, to: `2026-11-24 ${hour}:45:00` }));
const FAR = ['2026-11-30', '2026-12-01'].flatMap((day) =>
  ['08', '10', '12', '14', '16'].map((hour) => ({ from: `${day} ${hour}:00:00`, to: `${day} ${hour}:45:00` })),
);
const at = (start: string, minutes: number) => toCrmDateTime(fromCrmDateTime(start)!.add({ minutes }));
/** A PNG's signature and some bytes: the customer's drawing. */
const DRAWN_PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 3)]).toString(
  'base64',
);

describe("the interpreter's notifications (GetInterpreterNotifications, SetInterpreterNotificationReadStatus)", () => {
  let app: FastifyInstance;
  let customer: OrderSession;
  let maria: InterpreterSession;
  let carlos: InterpreterSession;
  let near = 0;
  let far = 0;

  async function notices(who: InterpreterSession, body: Record<string, unknown> = {}): Promise<InterpreterNotificationWire[]> {
    const answer = await who.call('GetInterpreterNotifications', { DoOnlyIncludeUnreadNotifications: false, ...body });
    expect(answer.Errors).toBeNull();
    return (answer.Notifications ?? []) as InterpreterNotificationWire[];
  }
  const about = async (who: InterpreterSession, number: string) =>
    (await notices(who)).filter((n) => n.WorkAssignmentNumber === number);

  /** A Spanish telephone order made now in the slot given, read after the dispatcher's first try (offered to Maria). */
  async function offered(slot: { from: string; to: string }) {
    const { order, sent } = await customer.order({ skill: 'Spanska', ...slot });
    advance(app, 3);
    const request = (await maria.requestFor(order.OrderNumber))!;
    expect(request).not.toBeNull();
    return { order, sent, requestId: request.ResourceRequestIdentifier };
  }
  async function acceptedByMaria(slot: { from: string; to: string }) {
    const made = await offered(slot);
    const accepted = await maria.accept(made.requestId);
    expect(accepted.Errors).toBeNull();
    return { ...made, assignmentId: accepted.WorkAssignmentIdentifier as string };
  }
  const moveBy = (made: { order: OrderWire; sent: Record<string, unknown> }, minutes: number) =>
    customer.update(
      customer.updateBody(made.sent, made.order.OrderIdentifier, {
        DatetimeFrom: at(made.order.DatetimeFrom, minutes),
        DatetimeTo: at(made.order.DatetimeTo, minutes),
      }),
    );

  beforeAll(async () => {
    ({ app, customer, maria, carlos } = await interpreterWorld(NOW));
  });
  afterAll(() => app.close());
  beforeEach(() => setClock(app, NOW));

  it('tells the interpreter of a new request, linked to it, at the moment it was offered; no one else is told', async () => {
    const { order, requestId } = await offered(NEAR[near++]!);
    expect(await about(maria, order.OrderNumber)).toEqual([
      {
        NotificationIdentifier: expect.any(String),
        Headline: 'Ny förfrågan',
        Message: `Du har fått en förfrågan om uppdrag ${order.OrderNumber}, Telefontolkning, 2026-11-24 kl. 08:00–08:45. Svara senast 2026-11-23 kl. 11:02.`,
        DatetimeSent: '2026-11-23 10:02:00',
        IsRead: false,
        Event: 'request-offered',
        WorkAssignmentNumber: order.OrderNumber,
        ResourceRequestIdentifier: requestId,
        WorkAssignmentIdentifier: null,
      },
    ]);
    expect(await about(carlos, order.OrderNumber)).toEqual([]);
  });

  it('tells the interpreter when the customer cancels an offered order: the request is withdrawn (3004)', async () => {
    const { order, requestId } = await offered(NEAR[near++]!);
    advance(app, 5);
    expect((await customer.cancel(order.OrderIdentifier)).Errors).toBeNull();
    const [withdrawn] = await about(maria, order.OrderNumber);
    expect(withdrawn).toMatchObject({
      Headline: 'Förfrågan återkallad',
      Message: `Kunden har avbokat uppdrag ${order.OrderNumber}. Förfrågan gäller inte längre.`,
      DatetimeSent: '2026-11-23 10:08:00',
      Event: 'request-withdrawn',
      ResourceRequestIdentifier: requestId,
      WorkAssignmentIdentifier: null,
    });
    expect(codes(await maria.accept(requestId))).toEqual([3004]);
  });

  it('tells the interpreter when a critical change withdraws the request at once; the order is offered anew (a new request)', async () => {
    const made = await offered(FAR[far++]!);
    expect((await moveBy(made, 60)).Errors).toBeNull();
    // Withdrawn at the change, not at the next dispatch: no accept of the old details in between.
    expect(codes(await maria.accept(made.requestId))).toEqual([3004]);
    const [withdrawn] = await about(maria, made.order.OrderNumber);
    expect(withdrawn).toMatchObject({
      Headline: 'Förfrågan återkallad',
      Message: `Kunden har ändrat uppdrag ${made.order.OrderNumber}. Förfrågan gäller inte längre.`,
      Event: 'request-withdrawn',
      ResourceRequestIdentifier: made.requestId,
    });
    advance(app, 3);
    const again = (await maria.requestFor(made.order.OrderNumber))!;
    expect(again.ResourceRequestIdentifier).not.toBe(made.requestId);
    const [newest] = await about(maria, made.order.OrderNumber);
    expect(newest).toMatchObject({ Event: 'request-offered', ResourceRequestIdentifier: again.ResourceRequestIdentifier });
    expect(newest!.Message).toContain('kl. 09:00–09:45');
  });

  it('tells the interpreter when the customer cancels their assignment, linked to it (still theirs to open, cancelled)', async () => {
    const { order, assignmentId } = await acceptedByMaria(NEAR[near++]!);
    expect((await customer.cancel(order.OrderIdentifier)).Errors).toBeNull();
    const [cancelled] = await about(maria, order.OrderNumber);
    expect(cancelled).toMatchObject({
      Headline: 'Uppdraget är avbokat',
      Message: `Kunden har avbokat uppdrag ${order.OrderNumber} (2026-11-24 kl. 12:00–12:45).`,
      Event: 'assignment-cancelled',
      ResourceRequestIdentifier: null,
      WorkAssignmentIdentifier: assignmentId,
    });
    expect((await maria.assignment(assignmentId)).WorkAssignment).toMatchObject({ Status: 'cancelled' });
  });

  it('tells the interpreter when a critical change far ahead takes the assignment from them (no link: it is not theirs now)', async () => {
    const made = await acceptedByMaria(FAR[far++]!);
    expect((await moveBy(made, 30)).Errors).toBeNull();
    const [changed] = await about(maria, made.order.OrderNumber);
    expect(changed).toMatchObject({
      Headline: 'Bokningen är ändrad',
      Message: `Kunden har ändrat tid, språk eller plats för uppdrag ${made.order.OrderNumber} (2026-11-30 kl. 10:00–10:45). Du är inte längre tolk på uppdraget; det tillsätts på nytt och du kan få en ny förfrågan.`,
      Event: 'assignment-changed',
      ResourceRequestIdentifier: null,
      WorkAssignmentIdentifier: null,
    });
    expect(codes(await maria.assignment(made.assignmentId))).toEqual([3001]);
  });

  it('tells the interpreter when a critical change near the start replaces the order: their assignment is cancelled', async () => {
    const made = await acceptedByMaria(NEAR[near++]!);
    const answer = await moveBy(made, 15);
    expect(answer.Errors).toBeNull();
    expect(answer.UpdatedOrder).toMatchObject({ IsNewOrder: true });
    const [cancelled] = await about(maria, made.order.OrderNumber);
    expect(cancelled).toMatchObject({
      Headline: 'Uppdraget är avbokat',
      Event: 'assignment-cancelled',
      WorkAssignmentIdentifier: made.assignmentId,
    });
    expect(cancelled!.Message).toContain('ersätts av en ny bokning');
  });

  it('tells the interpreter when the customer signs their time report online, linked to the assignment', async () => {
    const slot = NEAR[near++]!;
    const { order, assignmentId } = await acceptedByMaria(slot);
    setClock(app, slot.from);
    expect((await maria.act(assignmentId, 'start-working')).Errors).toBeNull();
    setClock(app, at(slot.from, 40));
    expect((await maria.act(assignmentId, 'done')).Errors).toBeNull();
    const report = await maria.call('SubmitWorkAssignmentTimeReport', {
      WorkAssignmentIdentifier: assignmentId,
      DatetimeStarted: slot.from,
      DatetimeEnded: at(slot.from, 40),
      BreakMinutes: 0,
      IsHomeTrip: false,
      NoSignatureReason: 'Kunden hade gått',
    });
    expect(report.Errors).toBeNull();
    setClock(app, at(slot.from, 120));
    const signed = await call(app, '/CRMCustomer/SignTimeReport', {
      Token: customer.token,
      OrderIdentifier: order.OrderIdentifier,
      Signature: { ContentType: 'image/png', Base64: DRAWN_PNG },
      SignerName: ' Eva Lind ',
    });
    expect(signed.body.Errors).toBeNull();
    const [notice] = await about(maria, order.OrderNumber);
    expect(notice).toMatchObject({
      Headline: 'Tidrapporten är signerad',
      Message: `Eva Lind har signerat tidrapporten för uppdrag ${order.OrderNumber} (2026-11-24 kl. 16:00–16:45).`,
      DatetimeSent: at(slot.from, 120),
      Event: 'time-report-signed',
      WorkAssignmentIdentifier: assignmentId,
    });
  });

  it('tells the simulated pool nothing (it has no portal)', async () => {
    const { order } = await customer.order({ skill: 'Arabiska', ...FAR[far++]! });
    advance(app, 3);
    expect((await customer.byNumber(order.OrderNumber)).Resource).not.toBeNull();
    expect((await customer.cancel(order.OrderIdentifier)).Errors).toBeNull();
    expect(
      app.db.prepare('SELECT count(*) FROM interpreter_notifications WHERE order_id = ?').pluck().get(order.OrderIdentifier),
    ).toBe(0);
  });

  it('marks read and unread, filters unread and by time, newest first', async () => {
    const first = await offered(FAR[far++]!);
    advance(app, 10);
    const second = await offered(FAR[far++]!);
    const list = await notices(maria);
    const ids = list.map((n) => n.ResourceRequestIdentifier);
    expect(ids.indexOf(second.requestId)).toBeLessThan(ids.indexOf(first.requestId));
    const target = list.find((n) => n.ResourceRequestIdentifier === first.requestId)!;

    const mark = (isRead: boolean, who = maria, id = target.NotificationIdentifier) =>
      who.call('SetInterpreterNotificationReadStatus', { NotificationIdentifier: id, IsRead: isRead });
    expect(await mark(true)).toMatchObject({ IsSuccess: true, Errors: null });
    expect((await notices(maria)).find((n) => n.NotificationIdentifier === target.NotificationIdentifier)?.IsRead).toBe(true);
    const unread = await notices(maria, { DoOnlyIncludeUnreadNotifications: true });
    expect(unread.map((n) => n.NotificationIdentifier)).not.toContain(target.NotificationIdentifier);
    expect(unread.every((n) => !n.IsRead)).toBe(true);
    expect(await mark(false)).toMatchObject({ IsSuccess: true });
    expect((await notices(maria, { DoOnlyIncludeUnreadNotifications: true })).map((n) => n.NotificationIdentifier)).toContain(
      target.NotificationIdentifier,
    );

    const since = await notices(maria, { DatetimeSentFrom: '2026-11-23 10:15:00' });
    expect(since.map((n) => n.ResourceRequestIdentifier)).toContain(second.requestId);
    expect(since.map((n) => n.ResourceRequestIdentifier)).not.toContain(first.requestId);
    expect(
      codes(
        await maria.call('GetInterpreterNotifications', { DoOnlyIncludeUnreadNotifications: false, DatetimeSentFrom: 'igår' }),
      ),
    ).toEqual([2003]);
  });

  it("keeps each interpreter's own: another's or an unknown notification is 6003, and not listed", async () => {
    const { requestId } = await offered(FAR[far++]!);
    const mine = (await notices(maria)).find((n) => n.ResourceRequestIdentifier === requestId)!;
    expect((await notices(carlos)).map((n) => n.NotificationIdentifier)).not.toContain(mine.NotificationIdentifier);
    const mark = (who: InterpreterSession, id: string) =>
      who.call('SetInterpreterNotificationReadStatus', { NotificationIdentifier: id, IsRead: true });
    expect(codes(await mark(carlos, mine.NotificationIdentifier))).toEqual([6003]);
    expect(codes(await mark(maria, '00000000-0000-0000-0000-000000000000'))).toEqual([6003]);
    expect((await notices(maria)).find((n) => n.NotificationIdentifier === mine.NotificationIdentifier)?.IsRead).toBe(false);
  });

  it("keeps the kinds of session apart: a customer's token calls no interpreter notification, an interpreter's none of the customer's", async () => {
    const { requestId } = await offered(FAR[far++]!);
    const mine = (await notices(maria)).find((n) => n.ResourceRequestIdentifier === requestId)!;
    const asCustomer = async (path: string, body: Record<string, unknown>) =>
      codes((await call(app, `/CRMInterpreter/${path}`, { Token: customer.token, ...body })).body);
    expect(await asCustomer('GetInterpreterNotifications', { DoOnlyIncludeUnreadNotifications: false })).toEqual([1003]);
    expect(
      await asCustomer('SetInterpreterNotificationReadStatus', {
        NotificationIdentifier: mine.NotificationIdentifier,
        IsRead: true,
      }),
    ).toEqual([1003]);
    expect(await asCustomer('UpdateInterpreterPhone', { PhoneNumberMobile: '070-000 00 00' })).toEqual([1003]);

    const asMaria = async (path: string, body: Record<string, unknown>) =>
      codes((await call(app, path, { Token: maria.token, ...body })).body);
    expect(await asMaria('/Common/GetNotifications', { DoOnlyIncludeUnreadNotifications: false })).toEqual([1003]);
    expect(
      await asMaria('/Common/SetNotificationReadStatus', { NotificationIdentifier: mine.NotificationIdentifier, IsRead: true }),
    ).toEqual([1003]);
    expect((await notices(maria)).find((n) => n.NotificationIdentifier === mine.NotificationIdentifier)?.IsRead).toBe(false);
  });
});

import type { FastifyInstance } from 'fastify';
import type { NotificationWire, OrderWire } from '@tolk/crm-contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InterpreterSession } from '../interpreter/testing.js';
import { call } from '../testing.js';
import { INTERPRETER_TESTS_NOW, ORDER_SLOTS, interpreterWorld } from './interpreter-world.js';
import { type OrderSession, advance, codes, setClock, subStatusOf, typedPerson } from './orders-testing.js';

const NOW = INTERPRETER_TESTS_NOW;
const CONSOLIDATED = { booked: 2, performed: 3, cancelled: 4, rejected: 5 };
const SUB = { interpreterAccepted: 2, orderInProgress: 3, awaitingTimeReport: 5, unexpectedEvent: 10 };
const SLOTS = ORDER_SLOTS;

describe("the interpreter's assignments and status actions (spec 3 §4)", () => {
  let app: FastifyInstance;
  let customer: OrderSession;
  let anna: InterpreterSession;
  let carlos: InterpreterSession;
  let maria: InterpreterSession;
  let slot = 0;

  /** A Spanish on-site order, offered to Maria and accepted by her: its assignment id and the order. */
  async function acceptedByMaria(overrides: Record<string, unknown> = {}): Promise<{ id: string; order: OrderWire }> {
    setClock(app, NOW);
    const { order } = await customer.order({ skill: 'Spanska', service: 'Kontakttolkning', ...SLOTS[slot++]! }, overrides);
    advance(app, 3);
    const request = (await maria.requestFor(order.OrderNumber))!;
    const accepted = await maria.accept(request.ResourceRequestIdentifier);
    return { id: accepted.WorkAssignmentIdentifier as string, order };
  }

  const customerSees = async (order: OrderWire) => {
    const now = await customer.byNumber(order.OrderNumber);
    return [now.ConsolidatedOrderStatus.StatusIdentifier, subStatusOf(now)];
  };
  const assignmentOf = async (who: InterpreterSession, id: string) =>
    (await who.assignment(id)).WorkAssignment as { Status: string; Actions: string[] } & Record<string, unknown>;

  beforeAll(async () => {
    ({ app, customer, anna, carlos, maria } = await interpreterWorld(NOW));
  });
  afterAll(() => app.close());
  beforeEach(() => setClock(app, NOW));

  it('shows an accepted assignment with what performing it needs, and nothing of the orderer or the invoicing', async () => {
    const contact = typedPerson({ FirstName: 'Sara', LastName: 'Nordin', PhoneNumberMobile: '070-765 43 21' });
    const { id, order } = await acceptedByMaria({
      ContactPersonUponInterpretation: contact,
      CustomerReference: 'REF-77',
      NotesResource: 'Fråga efter Sara i receptionen',
    });
    const body = await maria.assignment(id);
    expect(body.Errors).toBeNull();
    const assignment = body.WorkAssignment as Record<string, unknown>;
    expect(assignment).toMatchObject({
      WorkAssignmentNumber: order.OrderNumber,
      Status: 'accepted',
      Skill: 'Spanska',
      Address: { AddressRow1: 'Sveavägen 44', PostalCode: '11134', City: 'Stockholm' },
      ContactPersonUponInterpretation: { Name: 'Sara Nordin', PhoneNumber: '070-765 43 21' },
      NotesResource: 'Fråga efter Sara i receptionen',
      Actions: ['cannot-complete', 'start-trip', 'check-in', 'start-working'],
    });
    const wire = JSON.stringify(body);
    for (const secret of ['REF-77', 'ContactPersonOrderer', 'CustomerReference', 'InvoiceReceiver'])
      expect(wire).not.toContain(secret);
    expect((await maria.list('upcoming')).map((a) => a.WorkAssignmentNumber)).toContain(order.OrderNumber);
    expect((await maria.list(null, order.OrderNumber)).map((a) => a.Status)).toEqual(['accepted']);
  });

  it('moves through start trip, check in, start working and done, and the customer sees in progress, then performed', async () => {
    const { id, order } = await acceptedByMaria();
    expect(await customerSees(order)).toEqual([CONSOLIDATED.booked, SUB.interpreterAccepted]);

    expect((await maria.act(id, 'start-trip')).Errors).toBeNull();
    expect((await assignmentOf(maria, id)).Actions).toEqual(['cannot-complete', 'check-in', 'start-working']);
    expect(codes(await maria.act(id, 'start-trip'))).toEqual([6073]);
    advance(app, 20);
    const checkedIn = (await maria.act(id, 'check-in')).WorkAssignment as Record<string, unknown>;
    expect(checkedIn).toMatchObject({ DatetimeTripStarted: '2026-11-23 10:03:00', DatetimeCheckedIn: '2026-11-23 10:23:00' });
    expect(await customerSees(order)).toEqual([CONSOLIDATED.booked, SUB.interpreterAccepted]);
    expect(codes(await maria.act(id, 'done'))).toEqual([6073]);

    const working = (await maria.act(id, 'start-working')).WorkAssignment as Record<string, unknown>;
    expect(working).toMatchObject({ Status: 'working', Actions: ['cannot-complete', 'done'] });
    expect(await customerSees(order)).toEqual([CONSOLIDATED.booked, SUB.orderInProgress]);

    const done = (await maria.act(id, 'done')).WorkAssignment as Record<string, unknown>;
    expect(done).toMatchObject({ Status: 'fullfilled', Actions: ['time-report'] });
    expect(await customerSees(order)).toEqual([CONSOLIDATED.performed, SUB.awaitingTimeReport]);
    expect(codes(await maria.act(id, 'done'))).toEqual([3015]);
    expect((await maria.list('to-report')).map((a) => a.WorkAssignmentNumber)).toContain(order.OrderNumber);
    expect((await maria.list('upcoming')).map((a) => a.WorkAssignmentNumber)).not.toContain(order.OrderNumber);
    // The customer's order waits for the interpreter's report: the pool's automatic one is not made.
    const report = await call(app, '/CRMCustomer/GetTimeReportSignature', {
      Token: customer.token,
      OrderIdentifier: order.OrderIdentifier,
    });
    expect(codes(report.body)).toEqual([6009]);
  });

  it('needs a reason to say "cannot complete"; then the customer sees an unexpected event and a notification, the interpreter "losted"', async () => {
    const { id, order } = await acceptedByMaria();
    expect(codes(await maria.act(id, 'cannot-complete'))).toEqual([3016]);
    const lost = (await maria.act(id, 'cannot-complete', 'Sjuk')).WorkAssignment as Record<string, unknown>;
    expect(lost).toMatchObject({ Status: 'losted', Actions: [] });
    expect(await customerSees(order)).toEqual([CONSOLIDATED.rejected, SUB.unexpectedEvent]);
    const { body } = await call(app, '/Common/GetNotifications', {
      Token: customer.token,
      DoOnlyIncludeUnreadNotifications: true,
      OrderIdentifier: order.OrderIdentifier,
    });
    expect((body.Notifications as NotificationWire[]).map((n) => n.Headline)).toContain('Uppdraget kunde inte genomföras');
    expect((await maria.list('history')).map((a) => a.WorkAssignmentNumber)).toContain(order.OrderNumber);
    expect(codes(await maria.act(id, 'start-working'))).toEqual([6073]);
  });

  it("shows a customer's cancel as cancelled, with no action left (3012)", async () => {
    const { id, order } = await acceptedByMaria();
    expect((await customer.cancel(order.OrderIdentifier)).Errors).toBeNull();
    expect(await assignmentOf(maria, id)).toMatchObject({ Status: 'cancelled', Actions: [] });
    expect(codes(await maria.act(id, 'start-working'))).toEqual([3012]);
    expect((await maria.list('history')).map((a) => a.WorkAssignmentNumber)).toContain(order.OrderNumber);
  });

  it('finds no assignment of another interpreter, of the pool, or made up (3001), and lists none of them', async () => {
    const { id, order } = await acceptedByMaria();
    for (const other of [carlos, anna]) {
      expect(codes(await other.assignment(id))).toEqual([3001]);
      expect(codes(await other.act(id, 'start-working'))).toEqual([3001]);
      expect(await other.list(null, order.OrderNumber)).toEqual([]);
    }
    // An Arabic order, booked by the simulated pool: no portal interpreter's.
    setClock(app, NOW);
    const { order: arabic } = await customer.order({ skill: 'Arabiska', ...SLOTS[slot++]! });
    advance(app, 3);
    expect((await customer.byNumber(arabic.OrderNumber)).Resource).not.toBeNull();
    expect(codes(await maria.assignment(`WA-${arabic.OrderNumber}`))).toEqual([3001]);
    for (const made of ['WA-1', 'nonsense', `WA-${order.OrderNumber}0`])
      expect(codes(await maria.assignment(made))).toEqual([3001]);
    expect(codes(await maria.act(id, 'fly' as string))).toEqual([2004]);
  });
});

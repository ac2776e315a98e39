import type { FastifyInstance } from 'fastify';
import type { OrderWire, SignatureWire, TimeReportWire } from '@tolk/crm-contract';
import { fromCrmDateTime, toCrmDateTime } from '@tolk/crm-contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { receiptJpeg, receiptPdf } from '../follow-up/receipt-files.js';
import type { InterpreterSession } from '../interpreter/testing.js';
import { SIGNATURE_PNG } from '../orders/time-reports.js';
import { call } from '../testing.js';
import { INTERPRETER_TESTS_NOW, ORDER_SLOTS, interpreterWorld } from './interpreter-world.js';
import { type OrderSession, type ServiceName, advance, codes, setClock, subStatusOf } from './orders-testing.js';

const NOW = INTERPRETER_TESTS_NOW;
const PERFORMED = 3;
const SUB = { awaitingTimeReport: 5, timeReportReceived: 6 };
const SLOTS = ORDER_SLOTS;
const JPEG = receiptJpeg().toString('base64');

type Answer = Record<string, unknown> & { Errors: unknown };
const messages = (body: Answer) => ((body.Errors as { ErrorMessage: string }[] | null) ?? []).map((e) => e.ErrorMessage);

/** The CRM time `minutes` after a slot's start (`YYYY-MM-DD HH:mm:ss`, Stockholm). */
const at = (start: string, minutes: number) => toCrmDateTime(fromCrmDateTime(start)!.add({ minutes }));

/**
 * A signed report of an assignment starting at `start`: the trip there from 40 to 5 minutes
 * before, 40 minutes' work with a 5-minute break, the home trip for 40 minutes after, parking.
 */
function reportOf(start: string, changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    DatetimeStarted: start,
    DatetimeEnded: at(start, 40),
    BreakMinutes: 5,
    DatetimeTravelToAssignmentFrom: at(start, -40),
    DatetimeTravelToAssignmentTo: at(start, -5),
    DatetimeTravelFromAssignmentFrom: at(start, 40),
    DatetimeTravelFromAssignmentTo: at(start, 80),
    TravelDistanceTo: 12.5,
    TravelDistanceFrom: 14,
    IsHomeTrip: true,
    Expenses: [
      { ExpenseType: 1, AmountWithVAT: 45, Receipt: { Filename: 'parkering.jpg', ContentType: 'image/jpeg', Base64: JPEG } },
    ],
    Signature: { ContentType: 'image/png', Base64: SIGNATURE_PNG },
    ...changes,
  };
}

describe("the interpreter's time report (issue 15 item 7; spec 3 §4, §5)", () => {
  let app: FastifyInstance;
  let customer: OrderSession;
  let anna: InterpreterSession;
  let carlos: InterpreterSession;
  let maria: InterpreterSession;
  let slot = 0;

  /** A Spanish order in the next free slot (45 minutes), accepted by Maria: its id, the order and its start. */
  async function acceptedByMaria(service: ServiceName = 'Kontakttolkning') {
    setClock(app, NOW);
    const times = SLOTS[slot++]!;
    const { order } = await customer.order({ skill: 'Spanska', service, ...times });
    advance(app, 3);
    const request = (await maria.requestFor(order.OrderNumber))!;
    const accepted = await maria.accept(request.ResourceRequestIdentifier);
    return { id: accepted.WorkAssignmentIdentifier as string, order, start: times.from };
  }

  /** Performed by Maria (start working at the start, done 40 minutes later); the clock then 2 hours after the start. */
  async function performedByMaria(service: ServiceName = 'Kontakttolkning') {
    const accepted = await acceptedByMaria(service);
    setClock(app, accepted.start);
    expect((await maria.act(accepted.id, 'start-working')).Errors).toBeNull();
    setClock(app, at(accepted.start, 40));
    expect((await maria.act(accepted.id, 'done')).Errors).toBeNull();
    setClock(app, at(accepted.start, 120));
    return accepted;
  }

  const submit = (who: InterpreterSession, id: string, report: Record<string, unknown>) =>
    who.call('SubmitWorkAssignmentTimeReport', { WorkAssignmentIdentifier: id, ...report }) as Promise<Answer>;
  const customerReport = async (order: OrderWire) =>
    (await call(app, '/CRMCustomer/GetTimeReportSignature', { Token: customer.token, OrderIdentifier: order.OrderIdentifier }))
      .body as Answer & { Signature: SignatureWire | null; TimeReport: TimeReportWire | null };
  const customerSees = async (order: OrderWire) => {
    const now = await customer.byNumber(order.OrderNumber);
    return [now.ConsolidatedOrderStatus.StatusIdentifier, subStatusOf(now)];
  };
  const statusOf = async (who: InterpreterSession, id: string) =>
    ((await who.assignment(id)).WorkAssignment as { Status: string }).Status;

  beforeAll(async () => {
    ({ app, customer, anna, carlos, maria } = await interpreterWorld(NOW));
  });
  afterAll(() => app.close());
  beforeEach(() => setClock(app, NOW));

  it('takes a signed report with a parking receipt: the customer reads the times, the signature and the receipt at once', async () => {
    const { id, order, start } = await performedByMaria();
    expect(await customerSees(order)).toEqual([PERFORMED, SUB.awaitingTimeReport]);

    const answer = await submit(maria, id, reportOf(start));
    expect(answer.Errors).toBeNull();
    expect(answer.WorkAssignment).toMatchObject({ Status: 'submitted', Actions: ['time-report'] });
    expect(await customerSees(order)).toEqual([PERFORMED, SUB.timeReportReceived]);
    expect((await maria.list('history')).map((a) => a.WorkAssignmentNumber)).toContain(order.OrderNumber);
    expect((await maria.list('to-report')).map((a) => a.WorkAssignmentNumber)).not.toContain(order.OrderNumber);

    const read = await customerReport(order);
    expect(read.Errors).toBeNull();
    expect(read.TimeReport).toMatchObject({
      DatetimeOriginalFrom: start,
      DatetimeOriginalTo: at(start, 40),
      Downtime: 5,
      TraveltimeToAssignment: 35 * 60,
      TraveltimeFromAssignment: 40 * 60,
      TravelDistanceTo: 12.5,
      TravelDistanceFrom: 14,
      DatetimeTravelToAssignmentFrom: at(start, -40),
      DatetimeTravelToAssignmentTo: at(start, -5),
      DatetimeTravelFromAssignmentFrom: at(start, 40),
      DatetimeTravelFromAssignmentTo: at(start, 80),
    });
    expect(read.Signature).toMatchObject({ SignatureContentType: 'image/png', SignatureFile: SIGNATURE_PNG });
    const [expense] = read.TimeReport!.Expenses;
    expect(expense).toMatchObject({
      ExpenseType: 1,
      AmountWithVAT: 45,
      AttachmentMetadata: { AttachmentFilename: 'parkering.jpg' },
    });

    const file = await call(app, '/CRMCustomer/GetAttachmentCustomer', {
      Token: customer.token,
      AttachmentIdentifier: expense!.AttachmentMetadata!.AttachmentReference,
    });
    expect(file.body.Attachment).toEqual({
      AttachmentContentType: 'image/jpeg',
      AttachmentFile: JPEG,
      AttachmentFilename: 'parkering.jpg',
    });
  });

  it('takes a remote report without the signature, with the reason, and a 2 MB photo of an expense', async () => {
    const { id, order, start } = await performedByMaria('Telefontolkning');
    // A photo as a phone takes it: about 2 MB (2.7 MB of base64), a JPEG by its first bytes.
    const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe1]), Buffer.alloc(2 * 1024 * 1024, 7)]).toString('base64');
    const answer = await submit(maria, id, {
      DatetimeStarted: start,
      DatetimeEnded: at(start, 40),
      BreakMinutes: 0,
      IsHomeTrip: false,
      Expenses: [
        { ExpenseType: 2, AmountWithVAT: 129.5, Receipt: { Filename: 'IMG_0042.JPG', ContentType: 'image/jpeg', Base64: photo } },
      ],
      NoSignatureReason: 'Kunden lämnade samtalet innan jag hann be om underskrift',
    });
    expect(answer.Errors).toBeNull();
    const read = await customerReport(order);
    expect(read.Errors).toBeNull();
    expect(read.Signature).toBeNull();
    expect(read.TimeReport).toMatchObject({
      DatetimeOriginalFrom: start,
      DatetimeOriginalTo: at(start, 40),
      Downtime: 0,
      TraveltimeToAssignment: null,
      TravelDistanceTo: null,
      DatetimeTravelFromAssignmentFrom: null,
      Expenses: [{ ExpenseType: 2, AmountWithVAT: 129.5, AttachmentMetadata: { AttachmentFilename: 'IMG_0042.JPG' } }],
    });
    const reference = read.TimeReport!.Expenses[0]!.AttachmentMetadata!.AttachmentReference;
    const file = await call(app, '/CRMCustomer/GetAttachmentCustomer', {
      Token: customer.token,
      AttachmentIdentifier: reference,
    });
    expect((file.body.Attachment as { AttachmentFile: string }).AttachmentFile).toBe(photo);
    expect(await customerSees(order)).toEqual([PERFORMED, SUB.timeReportReceived]);
  });

  it('refuses times out of order, in the future, or travel on a remote assignment (3007), and stores nothing', async () => {
    const { id, order, start } = await performedByMaria();
    const refused = async (changes: Record<string, unknown>) => {
      const answer = await submit(maria, id, reportOf(start, changes));
      return { codes: codes(answer), messages: messages(answer) };
    };
    const endFirst = await refused({ DatetimeStarted: at(start, 40), DatetimeEnded: start });
    expect(endFirst.codes).toContain(3007);
    expect(endFirst.messages[0]).toMatch(/double-check date and time/);
    expect((await refused({ BreakMinutes: 40 })).codes).toEqual([3007]);
    expect((await refused({ DatetimeTravelToAssignmentTo: at(start, 10) })).codes).toEqual([3007]);
    expect((await refused({ DatetimeTravelFromAssignmentFrom: at(start, 30) })).codes).toEqual([3007]);
    expect((await refused({ DatetimeTravelFromAssignmentTo: at(start, 40) })).codes).toEqual([3007]);
    // Now is 2 hours after the start: a home trip until 2½ hours after it has not ended yet.
    expect((await refused({ DatetimeTravelFromAssignmentTo: at(start, 150) })).messages).toEqual([
      'Cannot update time report: double-check date and time: a time is in the future',
    ]);
    expect((await refused({ TravelDistanceTo: -1 })).codes).toEqual([3007]);
    expect((await refused({ DatetimeEnded: `${start.slice(0, 10)} 25:00:00` })).codes).toEqual([2003]);
    expect(await statusOf(maria, id)).toBe('fullfilled');
    expect(codes(await customerReport(order))).toEqual([6009]);

    const remote = await performedByMaria('Telefontolkning');
    expect(codes(await submit(maria, remote.id, reportOf(remote.start)))).toEqual([3007]);
  });

  it('refuses a second report (3007)', async () => {
    const { id, start } = await performedByMaria();
    expect((await submit(maria, id, reportOf(start))).Errors).toBeNull();
    expect(codes(await submit(maria, id, reportOf(start, { BreakMinutes: 0 })))).toEqual([3007]);
  });

  it("finds no assignment of another interpreter, or the pool's (3001)", async () => {
    const { id, order, start } = await performedByMaria();
    for (const other of [carlos, anna]) expect(codes(await submit(other, id, reportOf(start)))).toEqual([3001]);
    expect(codes(await submit(maria, 'WA-1', reportOf(start)))).toEqual([3001]);
    expect(await statusOf(maria, id)).toBe('fullfilled');
    expect(codes(await customerReport(order))).toEqual([6009]);
  });

  it('refuses a receipt that is not an image (3013 "Please submit a valid file"), a bad expense (3011) and a missing signature and reason (2001)', async () => {
    const { id, start } = await performedByMaria();
    const withReceipt = (Receipt: Record<string, unknown>, expense: Record<string, unknown> = {}) =>
      reportOf(start, { Expenses: [{ ExpenseType: 2, AmountWithVAT: 80, Receipt, ...expense }] });
    const pdf = receiptPdf(['Kvitto']).toString('base64');
    const asPdf = await submit(maria, id, withReceipt({ Filename: 'kvitto.pdf', ContentType: 'application/pdf', Base64: pdf }));
    expect(codes(asPdf)).toEqual([3013]);
    expect(messages(asPdf)).toEqual(['File not found: Please submit a valid file']);
    const disguised = await submit(maria, id, withReceipt({ Filename: 'kvitto.png', ContentType: 'image/png', Base64: pdf }));
    expect(codes(disguised)).toEqual([3013]);
    expect(messages(disguised)[0]).toMatch(/^File not found: Please submit a valid file/);
    const notBase64 = await submit(maria, id, withReceipt({ Filename: 'a.jpg', ContentType: 'image/jpeg', Base64: '***' }));
    expect(codes(notBase64)).toEqual([2005]);
    const jpeg = { Filename: 'a.jpg', ContentType: 'image/jpeg', Base64: JPEG };
    expect(codes(await submit(maria, id, withReceipt(jpeg, { ExpenseType: 3 })))).toEqual([3011]);
    expect(codes(await submit(maria, id, withReceipt(jpeg, { AmountWithVAT: 0 })))).toEqual([3011]);
    const notPng = await submit(maria, id, reportOf(start, { Signature: { ContentType: 'image/png', Base64: JPEG } }));
    expect(codes(notPng)).toEqual([3013]);
    expect(codes(await submit(maria, id, reportOf(start, { Signature: null })))).toEqual([2001]);
    expect(codes(await submit(maria, id, reportOf(start, { NoSignatureReason: 'Sjuk' })))).toEqual([3007]);
    expect(await statusOf(maria, id)).toBe('fullfilled');
    // The same report with a readable receipt is taken.
    expect((await submit(maria, id, withReceipt(jpeg))).Errors).toBeNull();
  });

  it('refuses a report before the assignment is done (3007): accepted and not ended, or working', async () => {
    const { id, start } = await acceptedByMaria();
    setClock(app, at(start, -60));
    const early = reportOf(start, {
      DatetimeStarted: at(start, -120),
      DatetimeEnded: at(start, -90),
      BreakMinutes: 0,
      DatetimeTravelToAssignmentFrom: null,
      DatetimeTravelToAssignmentTo: null,
      DatetimeTravelFromAssignmentFrom: null,
      DatetimeTravelFromAssignmentTo: null,
      IsHomeTrip: false,
    });
    expect(codes(await submit(maria, id, early))).toEqual([3007]);
    setClock(app, start);
    expect((await maria.act(id, 'start-working')).Errors).toBeNull();
    setClock(app, at(start, 30));
    const working = await submit(maria, id, { ...early, DatetimeStarted: start, DatetimeEnded: at(start, 20) });
    expect(codes(working)).toEqual([3007]);
    expect(messages(working)).toEqual(['Cannot update time report: no time report while the assignment is working']);
    expect(await statusOf(maria, id)).toBe('working');
  });
});

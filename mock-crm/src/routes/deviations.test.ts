import type { FastifyInstance } from 'fastify';
import type { DeviationWire, OrderWire } from '@tolk/crm-contract';
import { MAX_UPLOAD_BYTES, parseInstant } from '@tolk/core';
import { toCrmDateTime } from '@tolk/crm-contract';
import { Temporal } from 'temporal-polyfill';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerIdOf } from '../follow-up/testing.js';
import { buildTestApp, call, logIn } from '../testing.js';

const PDF = Buffer.from('%PDF-1.4\n% a deviation document\n').toString('base64');

function reasonId(app: FastifyInstance, name = 'Tolken kom för sent'): string {
  return app.reasons.complaintReasons().find((r) => r.ComplaintReasonDeliveryName === name)!.ComplaintReasonDeliveryIdentifier;
}

/** A performed order of the customer that has no deviation yet. */
function performedOrder(app: FastifyInstance, customerNumber = '1001'): { id: string; number: string } {
  return app.db
    .prepare(
      `SELECT id, number FROM orders WHERE customer_id = ? AND status = 'fulfilled'
       AND id NOT IN (SELECT order_id FROM deviations WHERE order_id IS NOT NULL) ORDER BY number LIMIT 1`,
    )
    .get(customerIdOf(app, customerNumber)) as { id: string; number: string };
}

const deviationFor = (app: FastifyInstance, orderId: string | null, extra: Record<string, unknown> = {}) => ({
  OrderIdentifier: orderId,
  ContactPersonIdentifier: null,
  ComplaintReasonDeliveryIdentifier: reasonId(app),
  DeviationDescription: 'Tolken kom 20 minuter för sent.',
  Documents: null,
  ...extra,
});

const arrivedOf = (app: FastifyInstance, number: string) =>
  toCrmDateTime(
    Temporal.Instant.fromEpochMilliseconds(
      app.db.prepare('SELECT arrived_ms FROM deviations WHERE number = ?').pluck().get(number) as number,
    ),
  );

describe('deviations', () => {
  let app: FastifyInstance;
  let token: string;
  const create = (body: Record<string, unknown>) => call(app, '/CRMCustomer/CreateDeviation', { Token: token, ...body });
  const list = async (body: Record<string, unknown> = {}) => {
    const answer = await call(app, '/CRMCustomer/GetDeviations', { Token: token, ...body });
    return { ...answer, deviations: (answer.body.Deviations as DeviationWire[] | null) ?? [] };
  };

  beforeAll(async () => {
    app = await buildTestApp();
    token = await logIn(app);
  });
  afterAll(() => app.close());

  it("shows every status among the seeded deviations, newest arrival first, only the customer's own", async () => {
    for (const number of ['1001', '1002']) {
      const { deviations } = await list({ Token: await logIn(app, number, `Tolkportal${number.slice(-1)}`) });
      expect(new Set(deviations.map((d) => d.DeviationStatus))).toEqual(
        new Set(['Nyregistrerad', 'Under utredning', 'Avslutad']),
      );
      expect(deviations.some((d) => d.OrderIdentifier === null)).toBe(true);
      expect(deviations.some((d) => d.OrderIdentifier !== null)).toBe(true);
      const arrived = deviations.map((d) => d.DateDeviationArrived);
      expect(arrived).toEqual([...arrived].sort().reverse());
      const own = new Set(
        app.db.prepare('SELECT id FROM orders WHERE customer_id = ?').pluck().all(customerIdOf(app, number)) as string[],
      );
      for (const d of deviations) if (d.OrderIdentifier) expect(own.has(d.OrderIdentifier)).toBe(true);
      for (const d of deviations) {
        expect(d.Answer === null).toBe(d.DeviationStatus !== 'Avslutad');
        expect(d.Responsible === 'Webbtjänst').toBe(d.DeviationStatus !== 'Avslutad');
      }
    }
  });

  it('reports a deviation on an order: HasDeviation turns true and the list shows it as new', async () => {
    app.clock.set(parseInstant('2026-11-23 10:20:00'));
    const order = performedOrder(app);
    const orderWire = async () =>
      (
        (await call(app, '/CRMCustomer/SearchOrders', { Token: token, OrderIdentifier: order.id })).body.Orders as OrderWire[]
      )[0]!;
    expect((await orderWire()).HasDeviation).toBe(false);

    const created = await create(deviationFor(app, order.id, { ReplyEmail: 'svar@example.se' }));
    expect(created.body).toMatchObject({ IsSuccess: true, Errors: null });
    expect(created.body.DeviationNumber).toMatch(/^\d+$/);

    const wire = await orderWire();
    expect(wire.HasDeviation).toBe(true);
    expect(wire.ConsolidatedOrderStatus.ConsolidatedOrderStatusMessages[0]!.StatusMessage).toBe('Avvikelse registrerad');
    const { deviations } = await list({ OrderIdentifier: order.id });
    expect(deviations).toEqual([
      {
        DeviationNumber: created.body.DeviationNumber,
        DeviationStatus: 'Nyregistrerad',
        DeviationStatusId: 1,
        ComplaintReasonDelivery: 'Tolken kom för sent',
        DateDeviationArrived: arrivedOf(app, created.body.DeviationNumber as string),
        OrderNumber: order.number,
        OrderIdentifier: order.id,
        ArticleName: wire.ArticleName,
        Responsible: 'Webbtjänst',
        DeviationDescription: 'Tolken kom 20 minuter för sent.',
        Answer: null,
        Documents: [],
      },
    ]);
  });

  it('takes a general complaint with a booking number and a contact person', async () => {
    const person = app.contactPersons.list(customerIdOf(app, '1001'))[0]!;
    const created = await create(
      deviationFor(app, null, {
        ContactPersonIdentifier: person.ContactPersonIdentifier,
        OrderNumber: '123-abc',
        ComplaintReasonDeliveryIdentifier: reasonId(app, 'Annat'),
      }),
    );
    expect(created.body.Errors).toBeNull();
    const { deviations } = await list({ OrderNumber: '123-abc' });
    expect(deviations).toHaveLength(1);
    expect(deviations[0]).toMatchObject({
      OrderIdentifier: null,
      OrderNumber: '123-abc',
      ArticleName: null,
      ComplaintReasonDelivery: 'Annat',
    });

    const typed = await create(
      deviationFor(app, null, {
        OrderNumber: '4000001',
        ContactPersonData: {
          ContactPersonIdentifier: null,
          FirstName: 'Eva',
          LastName: 'Ek',
          Title: null,
          Email: 'eva@example.se',
          PhoneNumberDirect: null,
          PhoneNumberMobile: null,
        },
      }),
    );
    expect(typed.body.Errors).toBeNull();
  });

  it('refuses a general complaint without booking number or contact person (2001)', async () => {
    const answer = await create(deviationFor(app, null));
    expect(answer.body).toMatchObject({ IsSuccess: false, DeviationNumber: null });
    expect((answer.body.Errors as { ErrorMessage: string }[]).map((e) => e.ErrorMessage)).toEqual([
      'Mandatory field missing: OrderNumber',
      'Mandatory field missing: ContactPersonIdentifier',
    ]);
  });

  it('refuses an unknown order (5001), cause (6008) or contact person (6001) and registers nothing', async () => {
    const before = app.db.prepare('SELECT COUNT(*) FROM deviations').pluck().get();
    const order = performedOrder(app);
    expect((await create(deviationFor(app, 'no-such-order'))).body.Errors).toMatchObject([{ ErrorCode: 5001 }]);
    expect(
      (await create(deviationFor(app, order.id, { ComplaintReasonDeliveryIdentifier: 'no-such-reason' }))).body.Errors,
    ).toMatchObject([{ ErrorCode: 6008 }]);
    expect((await create(deviationFor(app, order.id, { ContactPersonIdentifier: 'no-such-person' }))).body.Errors).toMatchObject([
      { ErrorCode: 6001 },
    ]);
    expect(app.db.prepare('SELECT COUNT(*) FROM deviations').pluck().get()).toBe(before);
  });

  it('answers 9999 and registers nothing while the failCreateDeviation fault is set', async () => {
    const before = app.db.prepare('SELECT COUNT(*) FROM deviations').pluck().get();
    const order = performedOrder(app);
    app.faults.update({ failCreateDeviation: 1 });
    expect((await create(deviationFor(app, order.id))).body).toMatchObject({ IsSuccess: false, Errors: [{ ErrorCode: 9999 }] });
    expect(app.db.prepare('SELECT COUNT(*) FROM deviations').pluck().get()).toBe(before);
  });

  it('checks the description (required, at most 1000) and the documents (type 5208, base64 2005)', async () => {
    const order = performedOrder(app);
    const codeOf = async (extra: Record<string, unknown>) =>
      ((await create(deviationFor(app, order.id, extra))).body.Errors as { ErrorCode: number }[])[0]!.ErrorCode;
    expect(await codeOf({ DeviationDescription: '   ' })).toBe(2001);
    expect(await codeOf({ DeviationDescription: 'x'.repeat(1001) })).toBe(2002);
    const document = { Attachment: PDF, AttachmentContentType: 'application/pdf', AttachmentFilename: 'kvitto.pdf' };
    expect(await codeOf({ Documents: [{ ...document, AttachmentFilename: 'virus.exe' }] })).toBe(5208);
    expect(await codeOf({ Documents: [{ ...document, Attachment: '' }] })).toBe(5208);
    expect(await codeOf({ Documents: [{ ...document, Attachment: 'not base64!' }] })).toBe(2005);
    expect(await codeOf({ ReplyEmail: 'not-an-address' })).toBe(2006);
    expect((await create(deviationFor(app, order.id, { DeviationDescription: 'x'.repeat(1000) }))).body.Errors).toBeNull();
  });

  it('keeps documents of every allowed type and serves them back by reference', async () => {
    const order = performedOrder(app);
    const types = ['doc', 'docx', 'pdf', 'jpg', 'jpeg', 'png', 'BMP'];
    const documents = types.map((ext, i) => ({
      Attachment: Buffer.from(`file ${i}`).toString('base64'),
      AttachmentContentType: 'application/octet-stream',
      AttachmentFilename: `bilaga.${ext}`,
    }));
    expect((await create(deviationFor(app, order.id, { Documents: documents }))).body.Errors).toBeNull();
    const [deviation] = (await list({ OrderIdentifier: order.id })).deviations;
    expect(deviation!.Documents.map((d) => d.AttachmentFilename)).toEqual(types.map((ext) => `bilaga.${ext}`));
    const file = await call(app, '/CRMCustomer/GetAttachmentCustomer', {
      Token: token,
      AttachmentIdentifier: deviation!.Documents[2]!.AttachmentReference,
    });
    expect(file.body).toEqual({
      Attachment: {
        AttachmentContentType: 'application/octet-stream',
        AttachmentFile: documents[2]!.Attachment,
        AttachmentFilename: 'bilaga.pdf',
      },
      Errors: null,
    });
  });

  it('keeps a document as large as the portal lets through (MAX_UPLOAD_BYTES) whole', async () => {
    const order = performedOrder(app);
    const bytes = Buffer.alloc(MAX_UPLOAD_BYTES - 1024, 7);
    const document = {
      Attachment: bytes.toString('base64'),
      AttachmentContentType: 'application/pdf',
      AttachmentFilename: 'protokoll.pdf',
    };
    expect((await create(deviationFor(app, order.id, { Documents: [document] }))).body.Errors).toBeNull();
    const [deviation] = (await list({ OrderIdentifier: order.id })).deviations;
    const file = await call(app, '/CRMCustomer/GetAttachmentCustomer', {
      Token: token,
      AttachmentIdentifier: deviation!.Documents[0]!.AttachmentReference,
    });
    const kept = (file.body.Attachment as { AttachmentFile: string }).AttachmentFile;
    expect(Buffer.from(kept, 'base64').equals(bytes)).toBe(true);
  });

  it('filters by arrival dates, status and order number', async () => {
    const { deviations: all } = await list();
    const inNovember = (await list({ DateFrom: '2026-11-01', DateTo: '2026-11-30' })).deviations;
    expect(inNovember).toEqual(
      all.filter((d) => d.DateDeviationArrived >= '2026-11-01' && d.DateDeviationArrived < '2026-12-01'),
    );
    const oneDay = all[all.length - 1]!.DateDeviationArrived.slice(0, 10);
    expect((await list({ DateFrom: oneDay, DateTo: oneDay })).deviations).toEqual(
      all.filter((d) => d.DateDeviationArrived.startsWith(oneDay)),
    );
    for (const id of [1, 2, 3])
      expect((await list({ DeviationStatusId: id })).deviations).toEqual(all.filter((d) => d.DeviationStatusId === id));
    const numbered = all.find((d) => d.OrderIdentifier !== null)!;
    expect((await list({ OrderNumber: numbered.OrderNumber })).deviations).toEqual(
      all.filter((d) => d.OrderNumber === numbered.OrderNumber),
    );
    expect((await list({ DateFrom: '2026-11-30', DateTo: '2026-11-01' })).body).toEqual({ Deviations: null, Errors: null });
    expect((await list({ DeviationStatusId: 4 })).body.Errors).toMatchObject([{ ErrorCode: 2004 }]);
    expect((await list({ DateFrom: '2026-02-30' })).body.Errors).toMatchObject([{ ErrorCode: 2003 }]);
  });

  it("answers 5001 for another customer's order or an unknown one", async () => {
    const other = performedOrder(app, '1002');
    expect((await list({ OrderIdentifier: other.id })).body).toMatchObject({ Deviations: null, Errors: [{ ErrorCode: 5001 }] });
    expect((await list({ OrderIdentifier: 'no-such-order' })).body.Errors).toMatchObject([{ ErrorCode: 5001 }]);
  });
});

describe('a deviation on the clock', () => {
  let app: FastifyInstance;
  let deviationNumber: string;
  const statusAt = async (now: string) => {
    app.clock.set(parseInstant(now));
    // Sessions expire on the same clock: log in again at each step.
    const answer = await call(app, '/CRMCustomer/GetDeviations', { Token: await logIn(app) });
    return (answer.body.Deviations as DeviationWire[]).find((d) => d.DeviationNumber === deviationNumber)!;
  };

  beforeEach(async () => {
    app = await buildTestApp();
    app.clock.set(parseInstant('2026-11-27 10:00:00')); // a Friday
    const answer = await call(app, '/CRMCustomer/CreateDeviation', {
      Token: await logIn(app),
      ...deviationFor(app, performedOrder(app).id),
    });
    deviationNumber = answer.body.DeviationNumber as string;
  });
  afterEach(() => app.close());

  it('arrives on a Friday: new over the weekend, under investigation from Monday, closed five working days later', async () => {
    // It arrived a moment after Friday 10:00 (the clock ticks); the steps leave room for that.
    expect((await statusAt('2026-11-27 12:00:00')).DeviationStatus).toBe('Nyregistrerad');
    expect((await statusAt('2026-11-29 23:00:00')).DeviationStatus).toBe('Nyregistrerad');
    expect((await statusAt('2026-11-30 00:00:00')).DeviationStatus).toBe('Under utredning');
    // Five calendar days later it is still being investigated: weekends do not count.
    expect(await statusAt('2026-12-02 10:00:00')).toMatchObject({
      DeviationStatus: 'Under utredning',
      DeviationStatusId: 2,
      Answer: null,
      Responsible: 'Webbtjänst',
    });
    expect((await statusAt('2026-12-04 09:59:59')).DeviationStatus).toBe('Under utredning');
    const { arrived_ms: arrivedMs, answer_due_ms: answeredMs } = app.db
      .prepare('SELECT arrived_ms, answer_due_ms FROM deviations WHERE number = ?')
      .get(deviationNumber) as { arrived_ms: number; answer_due_ms: number };
    // Exactly a week: the next Friday at the same time of day.
    expect(answeredMs - arrivedMs).toBe(7 * 86_400_000);
    expect(toCrmDateTime(Temporal.Instant.fromEpochMilliseconds(answeredMs))).toMatch(/^2026-12-04 10:0\d:\d\d$/);
    const closed = await statusAt('2026-12-04 10:10:00');
    expect(closed).toMatchObject({ DeviationStatus: 'Avslutad', DeviationStatusId: 3 });
    expect(closed.DateDeviationArrived).toMatch(/^2026-11-27 10:0\d:\d\d$/);
    expect(closed.Answer).toMatch(/försenad/);
    expect(closed.Responsible).not.toBe('Webbtjänst');
    expect(closed.Responsible).toMatch(/^\S+ \S+$/);
  });

  it('has decided its answer at registration: the same answer whenever it is read', async () => {
    const first = await statusAt('2026-12-10 12:00:00');
    const later = await statusAt('2027-03-01 12:00:00');
    expect([later.Answer, later.Responsible]).toEqual([first.Answer, first.Responsible]);
  });
});

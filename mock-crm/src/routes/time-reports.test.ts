import type { FastifyInstance } from 'fastify';
import type { OrderWire, SignatureWire, TimeReportWire } from '@tolk/crm-contract';
import { toCrmDateTime } from '@tolk/crm-contract';
import { Temporal } from 'temporal-polyfill';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOrder, customerIdOf, telephoneOrder } from '../follow-up/testing.js';
import { buildTestApp, call, logIn } from '../testing.js';

const crmTime = (epochMs: number) => toCrmDateTime(Temporal.Instant.fromEpochMilliseconds(epochMs));

interface ReportRow {
  order_id: string;
  started_ms: number;
  ended_ms: number;
  break_minutes: number;
  travel_to_seconds: number | null;
  expenses_json: string;
  signature_png_base64: string | null;
  received_ms: number;
}

/** A received time report of the customer's orders matching the condition. */
const receivedReport = (app: FastifyInstance, where: string, customerNumber = '1001') =>
  app.db
    .prepare(
      `SELECT t.* FROM time_reports t JOIN orders o ON o.id = t.order_id WHERE o.customer_id = ? AND t.received_ms <= ? AND ${where} ORDER BY o.number LIMIT 1`,
    )
    .get(customerIdOf(app, customerNumber), app.clock.now().epochMilliseconds) as ReportRow;

describe('the time report of a performed order', () => {
  let app: FastifyInstance;
  let token: string;
  const report = (OrderIdentifier: string, t = token) =>
    call(app, '/CRMCustomer/GetTimeReportSignature', { Token: t, OrderIdentifier });
  const file = (AttachmentIdentifier: string) =>
    call(app, '/CRMCustomer/GetAttachmentCustomer', { Token: token, AttachmentIdentifier });

  beforeAll(async () => {
    app = await buildTestApp();
    token = await logIn(app);
  });
  afterAll(() => app.close());

  it('answers what the interpreter reported, with the signature', async () => {
    const row = receivedReport(app, "o.is_remote = 0 AND t.signature_png_base64 IS NOT NULL AND t.expenses_json != '[]'");
    const { body } = await report(row.order_id);
    expect(body.Errors).toBeNull();
    const number = app.db.prepare('SELECT number FROM orders WHERE id = ?').pluck().get(row.order_id);
    expect(body.Signature).toEqual<SignatureWire>({
      SignatureContentSize: Buffer.from(row.signature_png_base64!, 'base64').length,
      SignatureContentType: 'image/png',
      SignatureFile: row.signature_png_base64!,
      SignatureFilename: `signatur-${number}.png`,
    });
    const timeReport = body.TimeReport as TimeReportWire;
    expect(timeReport).toMatchObject({
      DatetimeOriginalFrom: crmTime(row.started_ms),
      DatetimeOriginalTo: crmTime(row.ended_ms),
      TraveltimeToAssignment: row.travel_to_seconds,
      Downtime: row.break_minutes,
      DatetimeTravelToAssignmentTo: crmTime(row.started_ms),
    });
    expect(timeReport.TravelDistanceTo).toBeGreaterThan(0);
    expect(timeReport.Expenses).toEqual(
      (
        JSON.parse(row.expenses_json) as {
          ExpenseType: number;
          AmountWithVAT: number;
          AttachmentFilename: string;
          AttachmentReference: string;
        }[]
      ).map((e) => ({
        ExpenseType: e.ExpenseType,
        AmountWithVAT: e.AmountWithVAT,
        AttachmentMetadata: { AttachmentFilename: e.AttachmentFilename, AttachmentReference: e.AttachmentReference },
      })),
    );
  });

  it('has no travel for remote work, and no signature when the client did not sign', async () => {
    const remote = receivedReport(app, 'o.is_remote = 1');
    const TimeReport = (await report(remote.order_id)).body.TimeReport as TimeReportWire;
    expect(TimeReport).toMatchObject({
      TraveltimeToAssignment: null,
      TravelDistanceTo: null,
      DatetimeTravelToAssignmentFrom: null,
      Expenses: [],
    });
    const unsigned = receivedReport(app, 't.signature_png_base64 IS NULL');
    expect((await report(unsigned.order_id)).body).toMatchObject({ Signature: null, Errors: null });
  });

  it('answers 6009 for an order not performed yet, 5001 for an unknown one', async () => {
    const coming = app.db
      .prepare(`SELECT id FROM orders WHERE customer_id = ? AND status IN ('open', 'booked') LIMIT 1`)
      .pluck()
      .get(customerIdOf(app, '1001')) as string;
    expect((await report(coming)).body).toEqual({
      Signature: null,
      TimeReport: null,
      Errors: [expect.objectContaining({ ErrorCode: 6009 })],
    });
    expect((await report('no-such-order')).body.Errors).toMatchObject([{ ErrorCode: 5001 }]);
  });

  it('serves the receipts of the expenses as small files of their type', async () => {
    const parking = receivedReport(app, `t.expenses_json LIKE '%parkering.jpg%'`);
    const parkingRef = (JSON.parse(parking.expenses_json) as { AttachmentReference: string }[])[0]!.AttachmentReference;
    const jpeg = (await file(parkingRef)).body.Attachment as {
      AttachmentContentType: string;
      AttachmentFile: string;
      AttachmentFilename: string;
    };
    expect(jpeg).toMatchObject({ AttachmentContentType: 'image/jpeg', AttachmentFilename: 'parkering.jpg' });
    const bytes = Buffer.from(jpeg.AttachmentFile, 'base64');
    expect([...bytes.subarray(0, 2), ...bytes.subarray(-2)]).toEqual([0xff, 0xd8, 0xff, 0xd9]);

    const other = receivedReport(app, `t.expenses_json LIKE '%kvitto.pdf%'`);
    const otherExpense = (
      JSON.parse(other.expenses_json) as { AttachmentReference: string; AttachmentFilename: string; AmountWithVAT: number }[]
    ).find((e) => e.AttachmentFilename === 'kvitto.pdf')!;
    const pdf = (await file(otherExpense.AttachmentReference)).body.Attachment as {
      AttachmentContentType: string;
      AttachmentFile: string;
    };
    expect(pdf.AttachmentContentType).toBe('application/pdf');
    const text = Buffer.from(pdf.AttachmentFile, 'base64').toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain(`Belopp ${otherExpense.AmountWithVAT},00 kr`);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);

    expect((await file(`${parkingRef}9`)).body).toMatchObject({ Attachment: null, Errors: [{ ErrorCode: 3003 }] });
    expect((await file('receipt-nothing-1')).body.Errors).toMatchObject([{ ErrorCode: 3003 }]);
  });
});

describe('a time report on the clock', () => {
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await buildTestApp();
  });
  afterEach(() => app.close());

  it('is refused until the CRM has received it, then answered', async () => {
    const nowMs = app.clock.now().epochMilliseconds;
    const order = app.db
      .prepare(`SELECT id, end_ms FROM orders WHERE customer_id = ? AND status = 'booked' AND end_ms > ? ORDER BY end_ms LIMIT 1`)
      .get(customerIdOf(app, '1001'), nowMs) as { id: string; end_ms: number };
    const askAt = async (epochMs: number) => {
      app.clock.set(Temporal.Instant.fromEpochMilliseconds(epochMs));
      return (await call(app, '/CRMCustomer/GetTimeReportSignature', { Token: await logIn(app), OrderIdentifier: order.id }))
        .body;
    };

    expect((await askAt(nowMs)).Errors).toMatchObject([{ ErrorCode: 6009 }]);
    // Performed: the lifecycle makes the report, which reaches the CRM some hours later.
    expect((await askAt(order.end_ms + 60_000)).Errors).toMatchObject([{ ErrorCode: 6009 }]);
    const receivedMs = app.db.prepare('SELECT received_ms FROM time_reports WHERE order_id = ?').pluck().get(order.id) as number;
    expect(receivedMs).toBeGreaterThan(order.end_ms);
    expect((await askAt(receivedMs - 60_000)).Errors).toMatchObject([{ ErrorCode: 6009 }]);
    const answered = await askAt(receivedMs);
    expect(answered.Errors).toBeNull();
    expect((answered.TimeReport as TimeReportWire).DatetimeOriginalFrom).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('keeps a receipt back until its report is received', async () => {
    const nowMs = app.clock.now().epochMilliseconds;
    const row = receivedReport(app, "t.expenses_json != '[]'");
    const ref = (JSON.parse(row.expenses_json) as { AttachmentReference: string }[])[0]!.AttachmentReference;
    app.db.prepare('UPDATE time_reports SET received_ms = ? WHERE order_id = ?').run(nowMs + 3_600_000, row.order_id);
    const ask = async () =>
      (await call(app, '/CRMCustomer/GetAttachmentCustomer', { Token: await logIn(app), AttachmentIdentifier: ref })).body;
    expect((await ask()).Errors).toMatchObject([{ ErrorCode: 3003 }]);
    app.clock.set(Temporal.Instant.fromEpochMilliseconds(nowMs + 3_600_000));
    expect((await ask()).Errors).toBeNull();
  });
});

describe('order attachments', () => {
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    app = await buildTestApp();
    token = await logIn(app);
  });
  afterAll(() => app.close());

  it('come back as they were sent with CreateNewOrder, by the reference the order lists', async () => {
    const sent = [
      {
        Attachment: Buffer.from('%PDF-1.4\nkallelse\n').toString('base64'),
        AttachmentContentType: 'application/pdf',
        AttachmentFilename: 'kallelse.pdf',
      },
      {
        Attachment: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]).toString('base64'),
        AttachmentContentType: 'image/png',
        AttachmentFilename: 'karta.png',
      },
    ];
    const orderId = await createOrder(app, token, telephoneOrder(app, '1001', { attachments: sent }));
    const [order] = (await call(app, '/CRMCustomer/SearchOrders', { Token: token, OrderIdentifier: orderId })).body
      .Orders as OrderWire[];
    expect(order!.Attachments.map((a) => a.AttachmentFilename).sort()).toEqual(['kallelse.pdf', 'karta.png']);
    for (const listed of order!.Attachments) {
      const { body } = await call(app, '/CRMCustomer/GetAttachmentCustomer', {
        Token: token,
        AttachmentIdentifier: listed.AttachmentReference,
      });
      const original = sent.find((s) => s.AttachmentFilename === listed.AttachmentFilename)!;
      expect(body).toEqual({
        Attachment: {
          AttachmentContentType: original.AttachmentContentType,
          AttachmentFile: original.Attachment,
          AttachmentFilename: original.AttachmentFilename,
        },
        Errors: null,
      });
    }
  });

  it('answer 3003 for an unknown reference and 2001 without one', async () => {
    expect(
      (await call(app, '/CRMCustomer/GetAttachmentCustomer', { Token: token, AttachmentIdentifier: 'no-such-file' })).body,
    ).toEqual({
      Attachment: null,
      Errors: [expect.objectContaining({ ErrorCode: 3003 })],
    });
    expect((await call(app, '/CRMCustomer/GetAttachmentCustomer', { Token: token })).body.Errors).toMatchObject([
      { ErrorCode: 2001 },
    ]);
  });
});

import type { FastifyInstance } from 'fastify';
import type { DeviationWire, NotificationWire } from '@tolk/crm-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, customerIdOf, telephoneOrder } from '../follow-up/testing.js';
import { SIGNATURE_PNG } from '../orders/time-reports.js';
import { buildTestApp, call, logIn } from '../testing.js';

interface Case {
  readonly call: string;
  readonly path: string;
  /** The body with one of the owner's ids. */
  readonly body: () => Record<string, unknown>;
  readonly notFound: number;
  /** The answer's data fields: null for anyone but the owner. */
  readonly data: readonly string[];
}

/**
 * Every id-taking call of the follow-up area, asked by the owner of the id and by another
 * customer: the owner gets the data, the other customer the not-found code and no data.
 */
describe('the follow-up calls keep each customer to their own', () => {
  let app: FastifyInstance;
  let owner: string;
  let stranger: string;
  const ids = {} as {
    order: string;
    performedOrder: string;
    unsignedOrder: string;
    notification: string;
    notifiedOrder: string;
    attachment: string;
    deviationDocument: string;
    receipt: string;
    contactPerson: string;
    reason: string;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await logIn(app, '1002', 'Tolkportal2');
    stranger = await logIn(app, '1001', 'Tolkportal1');
    const ownerId = customerIdOf(app, '1002');
    const pdf = Buffer.from('%PDF-1.4\n').toString('base64');
    ids.order = await createOrder(
      app,
      owner,
      telephoneOrder(app, '1002', {
        attachments: [{ Attachment: pdf, AttachmentContentType: 'application/pdf', AttachmentFilename: 'kallelse.pdf' }],
      }),
    );
    ids.attachment = app.db.prepare('SELECT id FROM attachments WHERE order_id = ?').pluck().get(ids.order) as string;
    const notification = app.db
      .prepare('SELECT id, order_id FROM notifications WHERE customer_id = ? AND order_id IS NOT NULL LIMIT 1')
      .get(ownerId) as {
      id: string;
      order_id: string;
    };
    ids.notification = notification.id;
    ids.notifiedOrder = notification.order_id;
    const report = app.db
      .prepare(
        `SELECT t.order_id, t.expenses_json FROM time_reports t JOIN orders o ON o.id = t.order_id
         WHERE o.customer_id = ? AND t.received_ms <= ? AND t.expenses_json != '[]' LIMIT 1`,
      )
      .get(ownerId, app.clock.now().epochMilliseconds) as { order_id: string; expenses_json: string };
    ids.performedOrder = report.order_id;
    ids.receipt = (JSON.parse(report.expenses_json) as { AttachmentReference: string }[])[0]!.AttachmentReference;
    ids.unsignedOrder = app.db
      .prepare(
        `SELECT t.order_id FROM time_reports t JOIN orders o ON o.id = t.order_id
         WHERE o.customer_id = ? AND t.received_ms <= ? AND t.signature_png_base64 IS NULL LIMIT 1`,
      )
      .pluck()
      .get(ownerId, app.clock.now().epochMilliseconds) as string;
    ids.contactPerson = app.contactPersons.list(ownerId)[0]!.ContactPersonIdentifier;
    ids.reason = app.reasons.complaintReasons()[0]!.ComplaintReasonDeliveryIdentifier;
    const created = await call(app, '/CRMCustomer/CreateDeviation', {
      Token: owner,
      OrderIdentifier: ids.performedOrder,
      ContactPersonIdentifier: ids.contactPerson,
      ComplaintReasonDeliveryIdentifier: ids.reason,
      DeviationDescription: 'Tolken kom inte.',
      Documents: [{ Attachment: pdf, AttachmentContentType: 'application/pdf', AttachmentFilename: 'bilaga.pdf' }],
    });
    expect(created.body.Errors).toBeNull();
    const deviations = (await call(app, '/CRMCustomer/GetDeviations', { Token: owner, OrderIdentifier: ids.performedOrder })).body
      .Deviations as DeviationWire[];
    ids.deviationDocument = deviations[0]!.Documents[0]!.AttachmentReference;
  });
  afterAll(() => app.close());

  const cases: Case[] = [
    {
      call: 'GetNotifications by order',
      path: '/Common/GetNotifications',
      body: () => ({ OrderIdentifier: ids.notifiedOrder, DoOnlyIncludeUnreadNotifications: false }),
      notFound: 5001,
      data: ['Notifications'],
    },
    {
      call: 'SetNotificationReadStatus',
      path: '/Common/SetNotificationReadStatus',
      body: () => ({ NotificationIdentifier: ids.notification, IsRead: true }),
      notFound: 6003,
      data: [],
    },
    {
      call: 'GetDeviations by order',
      path: '/CRMCustomer/GetDeviations',
      body: () => ({ OrderIdentifier: ids.performedOrder }),
      notFound: 5001,
      data: ['Deviations'],
    },
    {
      call: 'CreateDeviation on an order',
      path: '/CRMCustomer/CreateDeviation',
      body: () => ({
        OrderIdentifier: ids.performedOrder,
        ContactPersonIdentifier: null,
        ComplaintReasonDeliveryIdentifier: ids.reason,
        DeviationDescription: 'x',
        Documents: null,
      }),
      notFound: 5001,
      data: ['DeviationNumber'],
    },
    {
      call: 'CreateDeviation naming a contact person',
      path: '/CRMCustomer/CreateDeviation',
      body: () => ({
        OrderIdentifier: null,
        OrderNumber: '1',
        ContactPersonIdentifier: ids.contactPerson,
        ComplaintReasonDeliveryIdentifier: ids.reason,
        DeviationDescription: 'x',
        Documents: null,
      }),
      notFound: 6001,
      data: ['DeviationNumber'],
    },
    {
      call: 'GetTimeReportSignature',
      path: '/CRMCustomer/GetTimeReportSignature',
      body: () => ({ OrderIdentifier: ids.performedOrder }),
      notFound: 5001,
      data: ['Signature', 'TimeReport'],
    },
    {
      call: 'SignTimeReport',
      path: '/CRMCustomer/SignTimeReport',
      body: () => ({
        OrderIdentifier: ids.unsignedOrder,
        Signature: { ContentType: 'image/png', Base64: SIGNATURE_PNG },
        SignerName: 'Eva Svensson',
      }),
      notFound: 5001,
      data: [],
    },
    {
      call: 'GetAttachmentCustomer, an order attachment',
      path: '/CRMCustomer/GetAttachmentCustomer',
      body: () => ({ AttachmentIdentifier: ids.attachment }),
      notFound: 3003,
      data: ['Attachment'],
    },
    {
      call: 'GetAttachmentCustomer, a deviation document',
      path: '/CRMCustomer/GetAttachmentCustomer',
      body: () => ({ AttachmentIdentifier: ids.deviationDocument }),
      notFound: 3003,
      data: ['Attachment'],
    },
    {
      call: 'GetAttachmentCustomer, a receipt',
      path: '/CRMCustomer/GetAttachmentCustomer',
      body: () => ({ AttachmentIdentifier: ids.receipt }),
      notFound: 3003,
      data: ['Attachment'],
    },
  ];

  /** What a refused call must leave as it was: deviations, read marks, signed reports. */
  const written = () =>
    app.db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM deviations), (SELECT SUM(is_read) FROM notifications),
          (SELECT COUNT(*) FROM time_reports WHERE signature_png_base64 IS NOT NULL)`,
      )
      .raw()
      .get();

  for (const c of cases) {
    it(`${c.call}: the owner is answered, another customer gets ${c.notFound} and no data`, async () => {
      const before = written();
      const refused = await call(app, c.path, { Token: stranger, ...c.body() });
      expect(refused.status).toBe(200);
      expect(refused.body.Errors).toEqual([expect.objectContaining({ ErrorCode: c.notFound })]);
      for (const field of c.data) expect(refused.body[field]).toBeNull();
      expect(written()).toEqual(before);

      const answered = await call(app, c.path, { Token: owner, ...c.body() });
      expect(answered.body.Errors).toBeNull();
      for (const field of c.data) expect(answered.body[field]).not.toBeNull();
    });
  }

  it("never lists another customer's notifications or deviations, whatever the filter", async () => {
    const ownerNotifications = new Set(
      app.db.prepare('SELECT id FROM notifications WHERE customer_id = ?').pluck().all(customerIdOf(app, '1002')) as string[],
    );
    const notifications = (
      await call(app, '/Common/GetNotifications', { Token: stranger, DoOnlyIncludeUnreadNotifications: false })
    ).body.Notifications as NotificationWire[];
    expect(notifications.filter((n) => ownerNotifications.has(n.NotificationIdentifier))).toEqual([]);

    const ownerDeviations = (await call(app, '/CRMCustomer/GetDeviations', { Token: owner })).body.Deviations as DeviationWire[];
    const strangerNumbers = new Set(
      ((await call(app, '/CRMCustomer/GetDeviations', { Token: stranger })).body.Deviations as DeviationWire[]).map(
        (d) => d.DeviationNumber,
      ),
    );
    expect(ownerDeviations.filter((d) => strangerNumbers.has(d.DeviationNumber))).toEqual([]);
    const byNumber = await call(app, '/CRMCustomer/GetDeviations', {
      Token: stranger,
      OrderNumber: ownerDeviations.find((d) => d.OrderIdentifier)!.OrderNumber,
    });
    expect(byNumber.body).toEqual({ Deviations: null, Errors: null });
  });
});

import { describe, expect, it } from 'vitest';
import { errorsAnswer, harness, json } from '../testing/fake-crm.js';
import { CrmFeedback } from './feedback.js';

const feedback = () => {
  const h = harness();
  return { ...h, adapter: new CrmFeedback(h.transport, h.errorLog) };
};

const REPORT = {
  DatetimeOriginalFrom: '2026-11-20 09:00:00',
  DatetimeOriginalTo: '2026-11-20 11:10:00',
  TraveltimeToAssignment: 2700,
  TraveltimeFromAssignment: 3900,
  TravelDistanceTo: 12.5,
  TravelDistanceFrom: 13,
  DistanceToAssignment: 12.5,
  DistanceFromAssignment: 13,
  DatetimeTravelToAssignmentFrom: '2026-11-20 08:15:00',
  DatetimeTravelToAssignmentTo: '2026-11-20 09:00:00',
  DatetimeTravelFromAssignmentFrom: '2026-11-20 11:10:00',
  DatetimeTravelFromAssignmentTo: '2026-11-20 12:15:00',
  Downtime: 15,
  Expenses: [
    { ExpenseType: 1, AmountWithVAT: 80, AttachmentMetadata: { AttachmentFilename: 'p.jpg', AttachmentReference: 'r1' } },
  ],
};

describe('CrmFeedback', () => {
  it('rates quietly: Errors and IsSuccess false are both a failure, never a toast', async () => {
    const { crm, adapter, notifier } = feedback();
    const command = { orderId: 'o1', stars: 2, comment: 'Sen', reasonId: 'r1' };
    crm.handlers.set('/CRMCustomer/RateOrder', () => json({ IsSuccess: false, ...errorsAnswer(9999) }));
    expect(await adapter.rate(command)).toEqual({ kind: 'failed' });
    crm.handlers.set('/CRMCustomer/RateOrder', () => json({ IsSuccess: false, Errors: null }));
    expect(await adapter.rate(command)).toEqual({ kind: 'failed' });
    crm.handlers.set('/CRMCustomer/RateOrder', () => json({ IsSuccess: true, Errors: null }));
    expect(await adapter.rate(command)).toEqual({ kind: 'saved' });
    expect(crm.received.at(-1)?.body).toMatchObject({
      OrderIdentifier: 'o1',
      RatingCustomer: 2,
      Comment: 'Sen',
      ComplaintReasonDeliveryIdentifier: 'r1',
    });
    expect(notifier.problems).toEqual([]);
  });

  it('answers no complaint reasons when they cannot be loaded, and says nothing', async () => {
    const { crm, adapter, notifier } = feedback();
    crm.handlers.set('/CRMCustomer/GetComplaintReasonDelivery', () => json({ ComplaintReasons: null, ...errorsAnswer(9999) }));
    expect(await adapter.all()).toEqual([]);
    expect(notifier.problems).toEqual([]);
  });

  it('reads a time report with its total distance, expenses and signature; null before it is reported, without a toast', async () => {
    const { crm, adapter, notifier } = feedback();
    crm.handlers.set('/CRMCustomer/GetTimeReportSignature', () =>
      json({
        TimeReport: REPORT,
        Signature: {
          SignatureContentSize: 3,
          SignatureContentType: 'image/png',
          SignatureFile: 'AAAA',
          SignatureFilename: 's.png',
        },
        Errors: null,
      }),
    );
    const report = await adapter.of('o1');
    expect(report).toMatchObject({ breakMinutes: 15, distanceKm: 25.5, signature: { contentType: 'image/png' } });
    expect(report!.expenses).toEqual([{ kind: 'parking', amount: 80, receipt: { filename: 'p.jpg', reference: 'r1' } }]);
    crm.handlers.set('/CRMCustomer/GetTimeReportSignature', () =>
      json({ TimeReport: null, Signature: null, ...errorsAnswer(6009) }),
    );
    expect(await adapter.of('o1')).toBeNull();
    expect(notifier.problems).toEqual([]);
  });

  it('creates a deviation and mails a complaint without naming a recipient', async () => {
    const { crm, adapter } = feedback();
    crm.handlers.set('/CRMCustomer/CreateDeviation', () => json({ DeviationNumber: '700123', IsSuccess: true, Errors: null }));
    crm.handlers.set('/api/v1/send-mail', () => json({ IsSuccess: true, Errors: null }));
    expect(
      await adapter.create({
        orderId: 'o1',
        contactPersonId: null,
        reasonId: 'r1',
        description: 'x||a@b.se',
        replyEmail: 'a@b.se',
        documents: [],
      }),
    ).toBe('700123');
    await adapter.send({ subject: 'S', html: '<p>x</p>' });
    expect(crm.received.at(-1)?.body).not.toHaveProperty('to');
  });
});

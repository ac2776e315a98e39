import type { FastifyInstance } from 'fastify';
import type { ComplaintReasonWire, OrderCancellationReasonWire } from '@tolk/crm-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLAINT_REASONS_DELIVERY, ORDER_CANCELLATION_REASONS } from '../seed/services.js';
import { buildTestApp, call } from '../testing.js';

const CANCELLATION = '/CRMCustomer/GetOrderCancellationReasons';
const COMPLAINT = '/CRMCustomer/GetComplaintReasonDelivery';
const codes = (body: { Errors: unknown }) => (body.Errors as { ErrorCode: number }[] | null)?.map((e) => e.ErrorCode) ?? [];

describe('reasons', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('lists the cancellation reasons in Swedish, "Annan orsak" last, with stable ids', async () => {
    const { status, body } = await call(app, CANCELLATION);
    expect(status).toBe(200);
    expect(body.Errors).toBeNull();
    const reasons = body.OrderCancellationReasons as OrderCancellationReasonWire[];
    expect(reasons.map((r) => r.OrderCancellationReason)).toEqual(
      expect.arrayContaining(['Klienten har återbud', 'Mötet är inställt', 'Fel språk beställt', 'Bokad dubbelt']),
    );
    expect(reasons.at(-1)!.OrderCancellationReason).toBe('Annan orsak');
    expect(reasons).toEqual(
      ORDER_CANCELLATION_REASONS.map((r) => ({ OrderCancellationReasonIdentifier: r.id, OrderCancellationReason: r.name })),
    );
    expect(new Set(reasons.map((r) => r.OrderCancellationReasonIdentifier)).size).toBe(reasons.length);
  });

  it('lists the complaint reasons in Swedish, "Annat" last, with stable ids', async () => {
    const { body } = await call(app, COMPLAINT);
    expect(body.Errors).toBeNull();
    const reasons = body.ComplaintReasons as ComplaintReasonWire[];
    expect(reasons.map((r) => r.ComplaintReasonDeliveryName)).toEqual(
      expect.arrayContaining([
        'Tolken kom inte',
        'Tolken kom för sent',
        'Bristande tolkning',
        'Olämpligt uppträdande',
        'Tekniska problem',
      ]),
    );
    expect(reasons.at(-1)!.ComplaintReasonDeliveryName).toBe('Annat');
    expect(reasons).toEqual(
      COMPLAINT_REASONS_DELIVERY.map((r) => ({ ComplaintReasonDeliveryIdentifier: r.id, ComplaintReasonDeliveryName: r.name })),
    );
  });

  it('refuses a wrong or missing ApiKey with 1001 and no list', async () => {
    for (const [path, list] of [
      [CANCELLATION, 'OrderCancellationReasons'],
      [COMPLAINT, 'ComplaintReasons'],
    ] as const) {
      for (const ApiKey of ['not-the-key', undefined]) {
        const { status, body } = await call(app, path, { ApiKey });
        expect(status).toBe(200);
        expect(codes(body)).toEqual([1001]);
        expect(body[list]).toBeNull();
      }
    }
  });

  it('knows its own ids, for the order and deviation rules', () => {
    expect(app.reasons.isCancellationReason(ORDER_CANCELLATION_REASONS[0]!.id)).toBe(true);
    expect(app.reasons.isCancellationReason(COMPLAINT_REASONS_DELIVERY[0]!.id)).toBe(false);
    expect(app.reasons.isComplaintReason(COMPLAINT_REASONS_DELIVERY[0]!.id)).toBe(true);
    expect(app.reasons.isComplaintReason('no-such-reason')).toBe(false);
  });
});

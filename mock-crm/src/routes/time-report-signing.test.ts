import type { FastifyInstance } from 'fastify';
import type { OrderWire, SignatureWire, TimeReportWire } from '@tolk/crm-contract';
import { parseInstant } from '@tolk/core';
import { fromCrmDateTime, toCrmDateTime } from '@tolk/crm-contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { receiptJpeg } from '../follow-up/receipt-files.js';
import type { InterpreterSession } from '../interpreter/testing.js';
import { SIGNATURE_PNG } from '../orders/time-reports.js';
import { call, logIn } from '../testing.js';
import { INTERPRETER_TESTS_NOW, ORDER_SLOTS, interpreterWorld } from './interpreter-world.js';
import { type Answer, type OrderSession, advance, codes, setClock } from './orders-testing.js';

const NOW = INTERPRETER_TESTS_NOW;
const REASON = 'Kunden lämnade samtalet innan jag hann be om underskrift';
/** Another PNG than the interpreter's screen's: the customer's drawing (a PNG's signature and some bytes). */
const DRAWN_PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 3)]).toString(
  'base64',
);

/** The CRM time `minutes` after a slot's start (`YYYY-MM-DD HH:mm:ss`, Stockholm). */
const at = (start: string, minutes: number) => toCrmDateTime(fromCrmDateTime(start)!.add({ minutes }));

/** A remote report of 40 minutes from `start`, unsigned with the reason unless `changes` say otherwise. */
const reportOf = (start: string, changes: Record<string, unknown> = {}) => ({
  DatetimeStarted: start,
  DatetimeEnded: at(start, 40),
  BreakMinutes: 0,
  IsHomeTrip: false,
  NoSignatureReason: REASON,
  ...changes,
});

type Read = Answer & {
  Signature: SignatureWire | null;
  TimeReport: (TimeReportWire & { NoSignatureReason: string | null }) | null;
};

describe("the customer's online signature of a time report (issue 15 item 7, SignTimeReport)", () => {
  let app: FastifyInstance;
  let customer: OrderSession;
  let maria: InterpreterSession;
  let stranger: string;
  let slot = 0;

  /** A Spanish telephone order in the next free slot, accepted and performed by Maria; the clock then 2 hours after its start. */
  async function performedByMaria() {
    setClock(app, NOW);
    const times = ORDER_SLOTS[slot++]!;
    const { order } = await customer.order({ skill: 'Spanska', service: 'Telefontolkning', ...times });
    advance(app, 3);
    const request = (await maria.requestFor(order.OrderNumber))!;
    const id = (await maria.accept(request.ResourceRequestIdentifier)).WorkAssignmentIdentifier as string;
    setClock(app, times.from);
    expect((await maria.act(id, 'start-working')).Errors).toBeNull();
    setClock(app, at(times.from, 40));
    expect((await maria.act(id, 'done')).Errors).toBeNull();
    setClock(app, at(times.from, 120));
    return { id, order, start: times.from };
  }

  /** Performed and reported by Maria (unsigned with the reason, unless `changes` say otherwise). */
  async function reportedByMaria(changes: Record<string, unknown> = {}) {
    const performed = await performedByMaria();
    const answer = await maria.call('SubmitWorkAssignmentTimeReport', {
      WorkAssignmentIdentifier: performed.id,
      ...reportOf(performed.start, changes),
    });
    expect(answer.Errors).toBeNull();
    return performed;
  }

  const read = async (order: OrderWire, token = customer.token) =>
    (await call(app, '/CRMCustomer/GetTimeReportSignature', { Token: token, OrderIdentifier: order.OrderIdentifier }))
      .body as Read;
  const sign = async (order: OrderWire, changes: Record<string, unknown> = {}, token = customer.token) =>
    (
      await call(app, '/CRMCustomer/SignTimeReport', {
        Token: token,
        OrderIdentifier: order.OrderIdentifier,
        Signature: { ContentType: 'image/png', Base64: DRAWN_PNG },
        SignerName: 'Eva Svensson',
        ...changes,
      })
    ).body;
  const stored = (order: OrderWire) =>
    app.db
      .prepare('SELECT signature_png_base64, signed_by_name, signed_online_ms FROM time_reports WHERE order_id = ?')
      .get(order.OrderIdentifier) as
      { signature_png_base64: string | null; signed_by_name: string | null; signed_online_ms: number | null } | undefined;

  beforeAll(async () => {
    ({ app, customer, maria } = await interpreterWorld(NOW));
    stranger = await logIn(app, '1002', 'Tolkportal2');
  });
  afterAll(() => app.close());
  beforeEach(() => setClock(app, NOW));

  it('shows the reason of an unsigned report; the customer signs it once, and then reads the signature', async () => {
    const { order, start } = await reportedByMaria();
    const before = await read(order);
    expect(before.Errors).toBeNull();
    expect(before.Signature).toBeNull();
    expect(before.TimeReport).toMatchObject({ DatetimeOriginalFrom: start, NoSignatureReason: REASON });

    setClock(app, at(start, 180));
    const signed = await sign(order, { SignerName: '  Eva Svensson ' });
    expect(signed).toEqual({ IsSuccess: true, Errors: null });
    const signedAt = parseInstant(at(start, 180)).epochMilliseconds;
    // On the CRM clock (which ticks on in real time from where the test set it).
    expect(stored(order)).toEqual({
      signature_png_base64: DRAWN_PNG,
      signed_by_name: 'Eva Svensson',
      signed_online_ms: expect.toSatisfy((ms: number) => ms >= signedAt && ms < signedAt + 1000),
    });

    const after = await read(order);
    expect(after.Errors).toBeNull();
    expect(after.Signature).toEqual({
      SignatureContentSize: Buffer.from(DRAWN_PNG, 'base64').length,
      SignatureContentType: 'image/png',
      SignatureFile: DRAWN_PNG,
      SignatureFilename: `signatur-${order.OrderNumber}.png`,
    });
    // The reason stays: why the customer was asked to sign.
    expect(after.TimeReport).toMatchObject({ DatetimeOriginalFrom: start, NoSignatureReason: REASON });

    const again = await sign(order, {
      Signature: { ContentType: 'image/png', Base64: SIGNATURE_PNG },
      SignerName: 'Någon annan',
    });
    expect(again.IsSuccess).toBe(false);
    expect(codes(again)).toEqual([3007]);
    expect(stored(order)?.signature_png_base64).toBe(DRAWN_PNG);
    expect(stored(order)?.signed_by_name).toBe('Eva Svensson');
  });

  it("refuses a report signed on the interpreter's screen (3007); its reason is null", async () => {
    const { order } = await reportedByMaria({
      NoSignatureReason: null,
      Signature: { ContentType: 'image/png', Base64: SIGNATURE_PNG },
    });
    expect((await read(order)).TimeReport).toMatchObject({ NoSignatureReason: null });
    expect(codes(await sign(order))).toEqual([3007]);
    expect(stored(order)).toEqual({ signature_png_base64: SIGNATURE_PNG, signed_by_name: null, signed_online_ms: null });
  });

  it('answers another customer 5001 and signs nothing; an unknown order is 5001 too', async () => {
    const { order } = await reportedByMaria();
    const refused = await sign(order, {}, stranger);
    expect(refused).toEqual({ IsSuccess: false, Errors: [expect.objectContaining({ ErrorCode: 5001 })] });
    expect(codes(await read(order, stranger))).toEqual([5001]);
    expect(stored(order)?.signature_png_base64).toBeNull();
    expect(codes(await sign({ ...order, OrderIdentifier: 'no-such-order' }))).toEqual([5001]);
    // The owner can still sign it.
    expect((await sign(order)).Errors).toBeNull();
  });

  it('refuses a signature that is not a PNG (3013), by its type or its bytes, and a blank signer (2001); signs nothing', async () => {
    const { order } = await reportedByMaria();
    const jpeg = receiptJpeg().toString('base64');
    expect(codes(await sign(order, { Signature: { ContentType: 'image/png', Base64: jpeg } }))).toEqual([3013]);
    expect(codes(await sign(order, { Signature: { ContentType: 'image/jpeg', Base64: DRAWN_PNG } }))).toEqual([3013]);
    expect(codes(await sign(order, { Signature: { ContentType: 'image/png', Base64: '' } }))).toEqual([3013]);
    expect(codes(await sign(order, { SignerName: '   ' }))).toEqual([2001]);
    expect(codes(await sign(order, { SignerName: undefined }))).toEqual([2001]);
    expect(codes(await sign(order, { Signature: undefined }))).toEqual([2001]);
    expect(codes(await sign(order, { SignerName: 'x'.repeat(201) }))).toEqual([2002]);
    expect(codes(await sign(order, { Signature: { ContentType: 'image/png', Base64: '***' } }))).toEqual([2005]);
    expect(stored(order)).toEqual({ signature_png_base64: null, signed_by_name: null, signed_online_ms: null });
    expect((await read(order)).Signature).toBeNull();
    expect((await sign(order)).Errors).toBeNull();
  });

  it('answers 6009 before the report has been received (performed, not yet reported)', async () => {
    const { order } = await performedByMaria();
    expect(codes(await read(order))).toEqual([6009]);
    expect(codes(await sign(order))).toEqual([6009]);
    expect(stored(order)).toBeUndefined();
  });
});

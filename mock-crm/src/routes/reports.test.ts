import type { FastifyInstance } from 'fastify';
import type { OrderWire } from '@tolk/crm-contract';
import { fromCrmDateTime } from '@tolk/crm-contract';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, logIn } from '../testing.js';

type Row = Record<string, string | number>;
type Answer = { Rows: Row[] | null; Agreements: { id: number; name: string }[] | null; Errors: { ErrorCode: number }[] | null };

/** A GET the way the portal makes it through the gateway. */
async function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() as Answer & Record<string, unknown> };
}

const reportData = (app: FastifyInstance, source: string, query: string, customerNumber = '1001', apiKey = app.config.apiKey) =>
  get(app, `/api/v1/reportData/${source}?${query}`, { ApiKey: apiKey, customerNumber });

const codes = (body: { Errors: { ErrorCode: number }[] | null }) => (body.Errors ?? []).map((e) => e.ErrorCode);
const sum = (rows: readonly Row[], measure: string) => rows.reduce((total, row) => total + Number(row[measure]), 0);

/** The customer's orders starting in the Stockholm month `YYYY-MM`, as SearchOrders shows them. */
async function ordersStartingIn(app: FastifyInstance, token: string, month: string): Promise<OrderWire[]> {
  const first = Temporal.PlainYearMonth.from(month).toPlainDate({ day: 1 });
  const { body } = await call(app, '/CRMCustomer/SearchOrders', {
    Token: token,
    DatetimeFrom: `${first.toString()} 00:00:00`,
    DatetimeTo: `${first.add({ months: 1 }).toString()} 00:00:00`,
  });
  return ((body.Orders as OrderWire[] | null) ?? []).filter((o) => o.DatetimeFrom.startsWith(month));
}

const MONTHS = ['2026-08', '2026-09', '2026-10', '2026-11'];
const PERIOD = 'from=08-01-2026&to=11-30-2026';

describe('reporting', () => {
  let app: FastifyInstance;
  let token: string;
  const byMonth = new Map<string, OrderWire[]>();
  const all = () => [...byMonth.values()].flat();

  beforeAll(async () => {
    app = await buildTestApp();
    token = await logIn(app);
    for (const month of MONTHS) byMonth.set(month, await ordersStartingIn(app, token, month));
  }, 60_000); // a fresh seeded world; slower on a busy machine
  afterAll(() => app.close());

  describe('CustomerStatistics', () => {
    const statistics = (query: string, headers: Record<string, string> = { Token: token }) =>
      get(app, `/CRMCustomer/CustomerStatistics?${query}`, headers);

    it('counts the orders SearchOrders shows for the period, every list adding up to the total', async () => {
      const { status, body } = await statistics(`${PERIOD}&customerNumber=1001`);
      expect(status).toBe(200);
      expect(body.Errors).toBeNull();
      const report = body.Statistics as Record<string, unknown> & { orderCount: number };
      expect(report.dateFrom).toBe('08-01-2026');
      expect(report.dateTo).toBe('11-30-2026');
      expect(report.orderCount).toBe(all().length);
      expect(report.orderCount).toBeGreaterThan(20);
      for (const list of [
        'Competence',
        'SkillStatistics',
        'InterpretationType',
        'SuccessRateStatistics',
        'AutoAssignStatistics',
        'OrderChannel',
      ]) {
        const rows = report[list] as { assignmentCount: number; totalOrderCount: number }[];
        expect(sum(rows, 'assignmentCount'), list).toBe(report.orderCount);
        expect(rows.every((r) => r.totalOrderCount === report.orderCount)).toBe(true);
      }
      const placed = (report.SuccessRateStatistics as { SuccessRateName: string; assignmentCount: number }[]).find(
        (r) => r.SuccessRateName === 'Tillsatt',
      );
      expect(placed?.assignmentCount).toBe(
        all().filter((o) => o.OrderStatus === 'accepted' || o.OrderStatus === 'fullfilled').length,
      );
      const types = report.InterpretationType as { interpretationType: string; assignmentCount: number }[];
      for (const type of types)
        expect(type.assignmentCount).toBe(all().filter((o) => o.ArticleName === type.interpretationType).length);
      // The seed gives the orders channels: not every order came through the web portal.
      expect((report.OrderChannel as unknown[]).length).toBeGreaterThan(1);
    });

    it('answers 1003 without a valid token in the Token header', async () => {
      expect(codes((await statistics(`${PERIOD}&customerNumber=1001`, {})).body)).toEqual([1003]);
      expect(codes((await statistics(`${PERIOD}&customerNumber=1001`, { Token: 'nope' })).body)).toEqual([1003]);
    });

    it("refuses another customer's number (1004), never answering its statistics", async () => {
      const { status, body } = await statistics(`${PERIOD}&customerNumber=1004`);
      expect(status).toBe(200);
      expect(codes(body)).toEqual([1004]);
      expect(body.Statistics).toBeNull();
    });

    it('refuses a customer not allowed KPI reports (6030)', async () => {
      const other = await logIn(app, '1002', 'Tolkportal2');
      expect(codes((await statistics(`${PERIOD}&customerNumber=1002`, { Token: other })).body)).toEqual([6030]);
    });

    it('answers 2003 for dates that are not MM-DD-YYYY, or a period ending before it starts; 2001 for a missing one', async () => {
      for (const query of [
        'from=2026-08-01&to=11-30-2026',
        'from=13-01-2026&to=11-30-2026',
        'from=08-01-2026&to=02-30-2026',
        'from=08-01-2026&to=07-31-2026',
      ]) {
        expect(codes((await statistics(`${query}&customerNumber=1001`)).body), query).toEqual([2003]);
      }
      expect(codes((await statistics('to=11-30-2026&customerNumber=1001')).body)).toEqual([2001]);
    });
  });

  describe('the reporting API', () => {
    it('by-monthv2: the performed orders of each month are the fullfilled orders SearchOrders shows for it', async () => {
      const { status, body } = await reportData(app, 'invoiced-assignment/by-monthv2', PERIOD);
      expect(status).toBe(200);
      expect(body.Errors).toBeNull();
      expect(body.Agreements?.map((a) => a.id)).toEqual([4, 22]);
      for (const month of MONTHS) {
        const performed = byMonth.get(month)!.filter((o) => o.OrderStatus === 'fullfilled');
        const row = body.Rows!.find((r) => r.month === month);
        expect(row?.noOfAssignments ?? 0, month).toBe(performed.length);
      }
      const october = body.Rows!.find((r) => r.month === '2026-10')!;
      expect(october.monthYear).toBe('oktober 2026');
      expect(october.invoicedAmount).toBeGreaterThan(0);
      expect(october.timeSpend).toBeGreaterThan(0);
    });

    it('order-client-units and pre-booked split the same performed orders and amounts', async () => {
      const total = (await reportData(app, 'invoiced-assignment/by-monthv2', `${PERIOD}&groupColumns=`)).body.Rows!;
      const units = (await reportData(app, 'invoiced-assignment/order-client-units', PERIOD)).body.Rows!;
      const preBooked = (await reportData(app, 'invoiced-assignment/pre-booked', PERIOD)).body.Rows!;
      const performed = all().filter((o) => o.OrderStatus === 'fullfilled');
      for (const rows of [total, units, preBooked]) {
        expect(sum(rows, 'noOfAssignments')).toBe(performed.length);
        expect(sum(rows, 'invoicedAmount')).toBeCloseTo(sum(total, 'invoicedAmount'), 2);
      }
      expect(units[0]).toMatchObject({ orderUnitNumber: '1001' });
      const ms = (text: string) => fromCrmDateTime(text)!.epochMilliseconds;
      const emergency = performed.filter((o) => ms(o.DatetimeFrom) - ms(o.DatetimeSubmitted!) < 24 * 3_600_000);
      expect(preBooked.find((r) => r.bookingType === 'Akut')?.noOfAssignments ?? 0).toBe(emergency.length);
    });

    it('late-canceled counts the late cancellations SearchOrders shows', async () => {
      const rows = (await reportData(app, 'invoiced-assignment/late-canceled', `${PERIOD}&groupColumns=interpretationType`)).body
        .Rows!;
      const late = all().filter((o) => o.OrderStatus === 'cancelled' && o.IsLateCancellation);
      expect(sum(rows, 'noOfAssignments')).toBe(late.length);
      expect(rows.every((r) => Number(r.invoicedAmount) > 0)).toBe(true);
    });

    it('travel-time-allowance covers the performed on-site orders, by county and city', async () => {
      const rows = (
        await reportData(app, 'invoiced-assignment/travel-time-allowance', `${PERIOD}&groupColumns=county,postalCity`)
      ).body.Rows!;
      const onSite = all().filter((o) => o.OrderStatus === 'fullfilled' && !o.IsPerformedRemotely);
      expect(onSite.length).toBeGreaterThan(0);
      expect(sum(rows, 'noOfAssignments')).toBe(onSite.length);
      expect(
        rows.every(
          (r) => typeof r.county === 'string' && typeof r.postalCity === 'string' && Number(r.kilometersCompensated) > 0,
        ),
      ).toBe(true);
      expect(new Set(rows.map((r) => r.postalCity))).toEqual(new Set(onSite.map((o) => o.PostalAddressPerforming?.City)));
    });

    it('deviations counts the deviations on the orders of the period', async () => {
      const period = 'from=01-01-2025&to=11-30-2026';
      const rows = (await reportData(app, 'invoiced-assignment/deviations', `${period}&groupColumns=complaintCause,measureTaken`))
        .body.Rows!;
      const stored = app.db
        .prepare(
          `SELECT count(*) FROM deviations d JOIN orders o ON o.id = d.order_id JOIN customers c ON c.id = o.customer_id
           WHERE c.number = '1001' AND o.start_ms >= ? AND o.start_ms < ?`,
        )
        .pluck()
        .get(
          Temporal.ZonedDateTime.from('2025-01-01T00:00[Europe/Stockholm]').epochMilliseconds,
          Temporal.ZonedDateTime.from('2026-12-01T00:00[Europe/Stockholm]').epochMilliseconds,
        ) as number;
      expect(stored).toBeGreaterThan(0);
      expect(sum(rows, 'noOfDeviations')).toBe(stored);
      expect(sum(rows, 'approvedPenaltyAmount')).toBeGreaterThanOrEqual(sum(rows, 'invoicedPenaltyAmount'));
    });

    it('fulfillmentsv2 and fulfillments count each month by the statuses SearchOrders shows', async () => {
      const v2 = (await reportData(app, 'ordered-assignment/fulfillmentsv2', PERIOD)).body.Rows!;
      for (const month of MONTHS) {
        const orders = byMonth.get(month)!;
        const count = (status: string) => orders.filter((o) => o.OrderStatus === status).length;
        expect(
          v2.find((r) => r.month === month),
          month,
        ).toMatchObject({
          noOfAssignments: orders.length,
          completed: count('fullfilled'),
          accepted: count('accepted'),
          notAccepted: count('available'),
          cancelledByCustomer: count('cancelled'),
          notFulFilled: count('rejected'),
        });
      }
      const v1 = (await reportData(app, 'ordered-assignment/fulfillments', PERIOD)).body.Rows!;
      expect(sum(v1, 'noOfAssignments')).toBe(all().length);
      expect(v1.find((r) => r.fulfilmentStatus === 'Utförda')?.noOfAssignments).toBe(sum(v2, 'completed'));
    });

    it('OrderPattern spreads the same orders over weekdays, start hours and lead times', async () => {
      for (const groupColumns of ['weekday', 'startHour', 'leadTime,orderChannel']) {
        const rows = (await reportData(app, 'ordered-assignment/OrderPattern', `${PERIOD}&groupColumns=${groupColumns}`)).body
          .Rows!;
        expect(sum(rows, 'noOfAssignments'), groupColumns).toBe(all().length);
      }
      const weekdays = (await reportData(app, 'ordered-assignment/OrderPattern', PERIOD)).body.Rows!;
      expect(weekdays[0]!.weekday).toBe('Måndag');
    });

    it('filters by agreement: 4 the remote orders, 22 the on-site ones, an unknown one nothing', async () => {
      const performed = all().filter((o) => o.OrderStatus === 'fullfilled');
      const count = async (agreements: string) =>
        sum(
          (await reportData(app, 'invoiced-assignment/by-monthv2', `${PERIOD}&agreements=${agreements}`)).body.Rows!,
          'noOfAssignments',
        );
      expect(await count('4')).toBe(performed.filter((o) => o.IsPerformedRemotely).length);
      expect(await count('22')).toBe(performed.filter((o) => !o.IsPerformedRemotely).length);
      expect(await count('4,22')).toBe(performed.length);
      expect(await count('99')).toBe(0);
      expect(codes((await reportData(app, 'invoiced-assignment/by-monthv2', `${PERIOD}&agreements=x`)).body)).toEqual([2004]);
    });

    it('groups by the columns asked for, refusing a column the source does not have (6032)', async () => {
      const rows = (
        await reportData(app, 'invoiced-assignment/by-monthv2', `${PERIOD}&groupColumns=interpretationType,competenceLevel`)
      ).body.Rows!;
      expect(Object.keys(rows[0]!).sort()).toEqual([
        'competenceLevel',
        'interpretationType',
        'invoicedAmount',
        'noOfAssignments',
        'timeSpend',
      ]);
      const refused = await reportData(app, 'invoiced-assignment/by-monthv2', `${PERIOD}&groupColumns=monthYear,county`);
      expect(refused.status).toBe(200);
      expect(codes(refused.body)).toEqual([6032]);
      expect(refused.body.Rows).toBeNull();
    });

    it('ignores an unknown query parameter and answers 2004 for a repeated one', async () => {
      expect((await reportData(app, 'invoiced-assignment/by-monthv2', `${PERIOD}&_=1732345678`)).body.Errors).toBeNull();
      expect(codes((await reportData(app, 'invoiced-assignment/by-monthv2', `${PERIOD}&from=09-01-2026`)).body)).toEqual([2004]);
    });

    it('answers 2003 for bad dates', async () => {
      for (const query of ['from=2026-08-01&to=11-30-2026', 'from=08-01-2026&to=11-31-2026', 'from=11-30-2026&to=08-01-2026']) {
        expect(codes((await reportData(app, 'invoiced-assignment/by-monthv2', query)).body), query).toEqual([2003]);
      }
    });

    it('answers an unknown source with 404 and a JSON Errors body', async () => {
      const { status, body } = await reportData(app, 'invoiced-assignment/by-monthv3', PERIOD);
      expect(status).toBe(404);
      expect(codes(body)).toEqual([6031]);
    });

    it('answers 1001 for a missing or wrong API key, 2001 without a customer number, 1004 for an unknown one', async () => {
      expect(codes((await reportData(app, 'invoiced-assignment/by-monthv2', PERIOD, '1001', 'wrong')).body)).toEqual([1001]);
      expect(
        codes((await get(app, `/api/v1/reportData/invoiced-assignment/by-monthv2?${PERIOD}`, { customerNumber: '1001' })).body),
      ).toEqual([1001]);
      expect(
        codes(
          (await get(app, `/api/v1/reportData/invoiced-assignment/by-monthv2?${PERIOD}`, { ApiKey: app.config.apiKey })).body,
        ),
      ).toEqual([2001]);
      expect(codes((await reportData(app, 'invoiced-assignment/by-monthv2', PERIOD, '9999')).body)).toEqual([1004]);
    });

    it("answers the customerNumber header's customer only: another customer's rows never include 1001's orders", async () => {
      const own = await reportData(app, 'ordered-assignment/fulfillmentsv2', PERIOD, '1004');
      expect(own.body.Errors).toBeNull();
      const stored = app.db
        .prepare(
          `SELECT count(*) FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.number = '1004' AND o.start_ms >= ? AND o.start_ms < ?`,
        )
        .pluck()
        .get(
          Temporal.ZonedDateTime.from('2026-08-01T00:00[Europe/Stockholm]').epochMilliseconds,
          Temporal.ZonedDateTime.from('2026-12-01T00:00[Europe/Stockholm]').epochMilliseconds,
        );
      expect(sum(own.body.Rows!, 'noOfAssignments')).toBe(stored);
      expect(sum(own.body.Rows!, 'noOfAssignments')).not.toBe(all().length);
      // 1002 is not allowed KPI reports at all.
      expect(codes((await reportData(app, 'ordered-assignment/fulfillmentsv2', PERIOD, '1002')).body)).toEqual([6030]);
    });
  });

  describe('GetLoginLinkExternalReport', () => {
    it('links to a page of the customer’s report that works until the ticket expires', async () => {
      const { body } = await call(app, '/CRMCustomer/GetLoginLinkExternalReport', { Token: token });
      expect(body.Errors).toBeNull();
      const url = new URL(body.GetLoginLinkExternalReportUrl as string);
      expect(url.pathname).toBe('/external-report');
      const open = () => app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      const page = await open();
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('Stockholms stad');
      expect(page.body).toContain('Tolkningstyp');
      app.clock.advance(Temporal.Duration.from({ minutes: 6 }));
      expect((await open()).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url: '/external-report?ticket=forged' })).statusCode).toBe(403);
    });

    it('refuses a customer not allowed KPI reports (6030)', async () => {
      const other = await logIn(app, '1002', 'Tolkportal2');
      const { body } = await call(app, '/CRMCustomer/GetLoginLinkExternalReport', { Token: other });
      expect(codes(body as Answer)).toEqual([6030]);
      expect(body.GetLoginLinkExternalReportUrl).toBeNull();
    });
  });
});

import type { FastifyInstance } from 'fastify';
import { parseInstant, toCrmDateTime } from '@tolk/core';
import { Temporal } from 'temporal-polyfill';
import { REPORT_SOURCES, allEndpoints, decodeWithCodes } from '@tolk/crm-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHashOf } from '../store/passwords.js';
import { DirectBookings } from '../direct-booking/holds.js';
import { ORDER_CANCELLATION_REASONS, SERVICE_IDS } from '../seed/services.js';
import { issueResetLink } from '../account/testing.js';
import { buildTestApp, call, logIn } from '../testing.js';
import { savedPerson } from './orders-testing.js';

/**
 * A valid request of each call, without ApiKey and Token (`call` adds the ApiKey, the test the
 * Token), or a function of the seeded app giving one (for ids of the seeded world). A call added
 * to the contract fails here until it has a sample.
 */
type Sample = Record<string, unknown> | ((app: FastifyInstance) => Record<string, unknown>);
const customerIdOf = (app: FastifyInstance, number: string) =>
  app.db.prepare('SELECT id FROM customers WHERE number = ?').pluck().get(number) as string;
const skillIdOf = (app: FastifyInstance, name: string) =>
  app.catalogue.skills().find((s) => s.SkillName === name)!.SkillIdentifier;

/** Ids of customer 1001's seeded world for the follow-up calls: a notification, a received report with a receipt. */
function followUpIds(app: FastifyInstance) {
  const customerId = customerIdOf(app, '1001');
  const report = app.db
    .prepare(
      `SELECT t.order_id, t.expenses_json FROM time_reports t JOIN orders o ON o.id = t.order_id
       WHERE o.customer_id = ? AND t.received_ms <= ? AND t.expenses_json != '[]' ORDER BY o.number LIMIT 1`,
    )
    .get(customerId, app.clock.now().epochMilliseconds) as { order_id: string; expenses_json: string };
  return {
    notification: app.db
      .prepare('SELECT id FROM notifications WHERE customer_id = ? ORDER BY id LIMIT 1')
      .pluck()
      .get(customerId) as string,
    performedOrder: report.order_id,
    receipt: (JSON.parse(report.expenses_json) as { AttachmentReference: string }[])[0]!.AttachmentReference,
  };
}

/** Customer 1001's seeded orders (through the orders store) for the order calls: one that may change, one performed. */
function seededOrder(app: FastifyInstance, kind: 'coming' | 'performed', serviceId?: string) {
  // More than three days ahead: no change to it is a same-day or "close to the start" one.
  const threeDaysAhead = app.clock.now().epochMilliseconds + 3 * 86_400_000;
  const orders = app.orderWorld.store.search(customerIdOf(app, '1001'), {
    fromMs: null,
    toMs: null,
    number: null,
    keywords: null,
    orderId: null,
  });
  return orders.find((o) =>
    kind === 'performed'
      ? o.status === 'fulfilled' && o.rating === null
      : (o.status === 'open' || o.status === 'booked') && o.start_ms > threeDaysAhead && o.service_id === serviceId,
  )!;
}
const crmTime = (epochMs: number) => toCrmDateTime(Temporal.Instant.fromEpochMilliseconds(epochMs));
/** What CreateNewOrder and UpdateOrder both carry: a telephone order without special wishes. */
const ORDER_DETAILS = {
  SkillSubstituteIdentifier: null,
  CompetenceIdentifier: null,
  DoRequireCompetenceLevelOrHigher: false,
  DoRequireExactCompetenceLevel: false,
  GenderIdPreferred: null,
  DoRequireCorrectGender: false,
  PreferredResourceCustomer: null,
  PreferredResourceLevel: null,
  NotesResource: 'Samtal om fortsatt stöd.',
  AdditionalRequirements: null,
  CustomerReference: 'Ärende 1234-567',
  CustomerOrderNumber: null,
  InvoiceReceiverIdentifier: null,
  DigitalMeetingPlatformIdentifier: null,
  DoRequireBankIdVerification: false,
  MeetingPassCode: null,
  MeetingPhoneNumber: '08-508 09 100',
  MeetingUrl: null,
  AlternativeServices: null,
  CustomerOrderAdditionalServices: null,
  IsPatientConsentGiven: true,
};

const VALID_REQUESTS: Record<string, Sample> = {
  ValidateCustomerPassword: { CustomerNumber: '1001', PasswordHash: clientHashOf('Tolkportal1') },
  GetCustomer: {},
  // The same password again: the other samples' logins keep working.
  SetCustomerPassword: { PasswordHash: clientHashOf('Tolkportal1') },
  RequestPasswordReset: { CustomerNumber: '1001' },
  SetCustomerPasswordWithResetToken: (app) => ({ Data: issueResetLink(app, '1001'), PasswordHash: clientHashOf('Tolkportal1') }),
  GetSkills: {},
  GetArticles: {},
  SendLog: {
    Message: JSON.stringify({ environment: 'test', portal: 'client', httpStatus: 500, statusText: 'x', responseData: null }),
    Level: 'error',
  },
  GetContactPersons: {},
  CreateUpdateContactPerson: { FirstName: 'Åsa', LastName: 'Öberg', Title: 'Kurator', EmailAddress: 'asa.oberg@example.se' },
  // A person of its own, so that no other sample loses the one it uses.
  DeleteContactPerson: (app) => ({
    ContactPersonIdentifier: app.contactPersons.create(customerIdOf(app, '1001'), {
      firstName: 'Per',
      lastName: 'Persson',
      title: null,
      email: null,
      phoneDirect: null,
      phoneMobile: '070-123 45 67',
    }),
  }),
  GetServices: (app) => ({
    SkillExternalidentifier: skillIdOf(app, 'Arabiska'),
    DatetimeFrom: '2026-12-01 09:00:00',
    DatetimeTo: '2026-12-01 10:00:00',
  }),
  GetOrderCancellationReasons: {},
  GetComplaintReasonDelivery: {},
  // Orders: a new telephone order; a seeded coming one changed (not critically) or cancelled; a performed one rated.
  SearchOrders: { DatetimeFrom: '2026-11-23 00:00:00', DatetimeTo: '2026-11-30 00:00:00' },
  CreateNewOrder: (app) => {
    const person = app.contactPersons.list(customerIdOf(app, '1001'))[0]!.ContactPersonIdentifier;
    return {
      ...ORDER_DETAILS,
      SkillIdentifier: skillIdOf(app, 'Arabiska'),
      OrderOccasions: [
        {
          DatetimeFrom: '2026-12-01 09:00:00',
          DatetimeTo: '2026-12-01 10:00:00',
          ServiceIdentifier: SERVICE_IDS.telefontolkning,
        },
      ],
      ContactPersonOrderer: savedPerson(person),
      ContactPersonUponInterpretation: savedPerson(person),
    };
  },
  UpdateOrder: (app) => {
    const order = seededOrder(app, 'coming', SERVICE_IDS.telefontolkning);
    const personOf = (json: string | null) => savedPerson((JSON.parse(json!) as { id: string }).id);
    return {
      ...ORDER_DETAILS,
      OrderIdentifier: order.id,
      ServiceIdentifier: order.service_id,
      DatetimeFrom: crmTime(order.start_ms),
      DatetimeTo: crmTime(order.end_ms),
      SkillIdentifier: order.skill_id,
      UpdateContactPersonOrderer: personOf(order.orderer_json),
      UpdateContactPersonUponInterpretation: personOf(order.contact_json),
    };
  },
  CancelOrder: (app) => ({
    OrderIdentifier: seededOrder(app, 'coming', SERVICE_IDS.kontakttolkning).id,
    OrderCancellationReasonIdentifier: ORDER_CANCELLATION_REASONS[0]!.id,
    CustomerOrderAdditionalServices: null,
    IsPatientConsentGiven: true,
  }),
  RateOrder: (app) => ({
    OrderIdentifier: seededOrder(app, 'performed').id,
    RatingCustomer: 5,
    Comment: 'Mycket bra.',
    ComplaintReasonDeliveryIdentifier: null,
  }),
  // Follow-up calls: ids of customer 1001's seeded world.
  GetNotifications: { DoOnlyIncludeUnreadNotifications: false, DatetimeSentFrom: '2026-11-01 00:00:00' },
  SetNotificationReadStatus: (app) => ({ NotificationIdentifier: followUpIds(app).notification, IsRead: true }),
  GetDeviations: { DateFrom: '2026-01-01', DateTo: '2026-12-31' },
  CreateDeviation: (app) => ({
    OrderIdentifier: followUpIds(app).performedOrder,
    ContactPersonIdentifier: null,
    ComplaintReasonDeliveryIdentifier: app.reasons.complaintReasons()[0]!.ComplaintReasonDeliveryIdentifier,
    DeviationDescription: 'Tolken kom för sent.',
    Documents: [{ Attachment: 'JVBERi0xLjQK', AttachmentContentType: 'application/pdf', AttachmentFilename: 'bilaga.pdf' }],
    ReplyEmail: 'svar@example.se',
  }),
  GetTimeReportSignature: (app) => ({ OrderIdentifier: followUpIds(app).performedOrder }),
  GetAttachmentCustomer: (app) => ({ AttachmentIdentifier: followUpIds(app).receipt }),
  SendMail: { subject: 'Avvikelse', content: '<p>Kund 1001</p>', to: 'kundtjanst@example.se' },
  // Direct booking: the test clock is Monday 10:00, within the opening hours.
  GetAutoAssignOrderOpeningHours: { DateFrom: '2026-11-23', DateTo: '2026-11-23' },
  GetAvailableResourcesForAutoAssignOrder: (app) => ({
    ServiceIdentifier: SERVICE_IDS.telefontolkning,
    SkillIdentifier: skillIdOf(app, 'Arabiska'),
    TimeOrderFrom: '2026-11-23 10:30:00',
    TimeOrderTo: '2026-11-23 11:00:00',
    SessionIdentifier: 'contract-check',
  }),
  // The order needs its session's hold: placed here as the availability check would.
  CreateNewAutoAssignOrder: (app) => {
    const period = {
      from: parseInstant('2026-11-23 10:30:00').epochMilliseconds,
      to: parseInstant('2026-11-23 11:00:00').epochMilliseconds,
    };
    new DirectBookings(app.db).check(
      { customerId: customerIdOf(app, '1001'), sessionId: 'contract-order' },
      skillIdOf(app, 'Arabiska'),
      period.from,
      period.to,
      app.clock.now().epochMilliseconds,
    );
    const person = { ContactPersonIdentifier: null, Title: null, PhoneNumberDirect: null, PhoneNumberMobile: '070-111 22 33' };
    return {
      ContactPersonOrderer: { ...person, FirstName: 'Orvar', LastName: 'Berg', Email: 'orvar@example.se' },
      ContactPersonUponInterpretation: { ...person, FirstName: 'Karin', LastName: 'Berg', Email: 'karin@example.se' },
      CustomerOrderNumber: 'DIR-1',
      ServiceIdentifier: SERVICE_IDS.telefontolkning,
      SkillIdentifier: skillIdOf(app, 'Arabiska'),
      TimeOrderFrom: '2026-11-23 10:30:00',
      TimeOrderTo: '2026-11-23 11:00:00',
      SessionIdentifier: 'contract-order',
    };
  },
  ClearAutoAssignOrderResources: { SessionIdentifier: 'contract-check' },
  // Reporting: the GET calls' samples are their query; the headers are added below.
  GetLoginLinkExternalReport: {},
  CustomerStatistics: { from: '08-01-2026', to: '11-30-2026', customerNumber: '1001' },
  ...Object.fromEntries(
    REPORT_SOURCES.map((source) => [
      source.name,
      { from: '08-01-2026', to: '11-30-2026', agreements: '4,22', groupColumns: source.columns.join(',') },
    ]),
  ),
};

/** A GET call: the sample as its query string, who calls in headers (docs/api.md, "Reporting"). */
async function getCall(app: FastifyInstance, path: string, query: Record<string, unknown>, headers: Record<string, string>) {
  const response = await app.inject({ method: 'GET', url: path, query: query as Record<string, string>, headers });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> & { Errors: unknown } };
}

describe('every call of the contract', () => {
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    app = await buildTestApp();
    token = await logIn(app);
  });
  afterAll(() => app.close());

  it('has a sample request here', () => {
    expect(allEndpoints.map((e) => e.name).filter((name) => !(name in VALID_REQUESTS))).toEqual([]);
  });

  for (const endpoint of allEndpoints) {
    it(`${endpoint.name} answers a valid request with HTTP 200 and a contract answer without Errors`, async () => {
      const entry = VALID_REQUESTS[endpoint.name] ?? {};
      const sample = typeof entry === 'function' ? entry(app) : entry;
      const body = endpoint.authentication === 'token' ? { ...sample, Token: token } : sample;

      const answer =
        endpoint.method === 'GET'
          ? await getCall(
              app,
              endpoint.path,
              sample,
              endpoint.authentication === 'token' ? { Token: token } : { ApiKey: app.config.apiKey, customerNumber: '1001' },
            )
          : await call(app, endpoint.path, body);

      expect(answer.status).toBe(200);
      expect(answer.body.Errors).toBeNull();
      const decoded = decodeWithCodes(endpoint.response, answer.body);
      expect(decoded.ok ? [] : decoded.errors).toEqual([]);
    });
  }
});

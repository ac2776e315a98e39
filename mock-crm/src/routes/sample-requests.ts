import type { FastifyInstance } from 'fastify';
import { parseInstant } from '@tolk/core';
import { REPORT_SOURCES, toCrmDateTime } from '@tolk/crm-contract';
import { Temporal } from 'temporal-polyfill';
import { issueResetLink } from '../account/testing.js';
import { DirectBookings } from '../direct-booking/holds.js';
import { customerIdOf } from '../follow-up/testing.js';
import { SIGNATURE_PNG } from '../orders/time-reports.js';
import { ORDER_CANCELLATION_REASONS, SERVICE_IDS } from '../seed/services.js';
import { clientHashOf } from '../store/passwords.js';
import { PLAIN_ORDER_DETAILS, orderBody, savedPerson } from './orders-testing.js';

/**
 * A valid request of every call of the contract, for customer 1001 of a fresh seeded test app:
 * without ApiKey and Token (the caller adds them), or a function of the app giving one (for ids of
 * the seeded world). The contract test sends each and expects an answer without Errors; the fuzz
 * mixes their keys and values with arbitrary ones. A call added to the contract fails the contract
 * test until it has a sample here. The GET calls' samples are their query strings.
 */
export type Sample = Record<string, unknown> | ((app: FastifyInstance) => Record<string, unknown>);

export const sampleOf = (app: FastifyInstance, name: string): Record<string, unknown> => {
  const sample = SAMPLE_REQUESTS[name] ?? {};
  return typeof sample === 'function' ? sample(app) : sample;
};

const skillIdOf = (app: FastifyInstance, name: string) =>
  app.catalogue.skills().find((s) => s.SkillName === name)!.SkillIdentifier;
const personOf = (app: FastifyInstance, index: number) =>
  app.contactPersons.list(customerIdOf(app, '1001'))[index]!.ContactPersonIdentifier;

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

/** A received report of 1001 without a signature (one of the pool's unsigned ones), for SignTimeReport. */
function unsignedReportOf(app: FastifyInstance): string {
  return app.db
    .prepare(
      `SELECT t.order_id FROM time_reports t JOIN orders o ON o.id = t.order_id
       WHERE o.customer_id = ? AND t.received_ms <= ? AND t.signature_png_base64 IS NULL ORDER BY o.number LIMIT 1`,
    )
    .pluck()
    .get(customerIdOf(app, '1001'), app.clock.now().epochMilliseconds) as string;
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

/** 1001's seeded portal users by name: the first an administrator, the second an orderer. */
function customerUserOf(app: FastifyInstance, index: number): string {
  const query = app.db.prepare('SELECT id FROM customer_users WHERE customer_id = ? ORDER BY name').pluck();
  return (query.all(customerIdOf(app, '1001')) as string[])[index]!;
}

const crmTime = (epochMs: number) => toCrmDateTime(Temporal.Instant.fromEpochMilliseconds(epochMs));
/** Some wishes, so that the order calls carry text too. */
const WISHES = { NotesResource: 'Samtal om fortsatt stöd.', CustomerReference: 'Ärende 1234-567' };
/** The direct-booking period: the test clock is Monday 10:00, within the opening hours. */
const DIRECT = { TimeOrderFrom: '2026-11-23 10:30:00', TimeOrderTo: '2026-11-23 11:00:00' };

export const SAMPLE_REQUESTS: Record<string, Sample> = {
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
  // Contact persons: one asked for, another changed; a person of its own deleted, so that no other sample loses the one it uses.
  GetContactPersons: (app) => ({ ContactPersonIdentifier: personOf(app, 0) }),
  CreateUpdateContactPerson: (app) => ({
    ContactPersonIdentifier: personOf(app, 1),
    FirstName: 'Åsa',
    LastName: 'Öberg',
    Title: 'Kurator',
    EmailAddress: 'asa.oberg@example.se',
    PhoneNumberDirect: '08-123 45 67',
    PhoneNumberMobile: '+46 (0)70-123 45 67',
  }),
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
  CreateNewOrder: (app) =>
    orderBody(
      {
        skillId: skillIdOf(app, 'Arabiska'),
        service: 'Telefontolkning',
        serviceId: SERVICE_IDS.telefontolkning,
        from: '2026-12-01 09:00:00',
        to: '2026-12-01 10:00:00',
        contactId: personOf(app, 0),
      },
      WISHES,
    ),
  UpdateOrder: (app) => {
    const order = seededOrder(app, 'coming', SERVICE_IDS.telefontolkning);
    const personIn = (json: string | null) => savedPerson((JSON.parse(json!) as { id: string }).id);
    return {
      ...PLAIN_ORDER_DETAILS,
      ...WISHES,
      MeetingPhoneNumber: '08-508 09 100',
      OrderIdentifier: order.id,
      ServiceIdentifier: order.service_id,
      DatetimeFrom: crmTime(order.start_ms),
      DatetimeTo: crmTime(order.end_ms),
      SkillIdentifier: order.skill_id,
      UpdateContactPersonOrderer: personIn(order.orderer_json),
      UpdateContactPersonUponInterpretation: personIn(order.contact_json),
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
  SignTimeReport: (app) => ({
    OrderIdentifier: unsignedReportOf(app),
    Signature: { ContentType: 'image/png', Base64: SIGNATURE_PNG },
    SignerName: 'Eva Svensson',
  }),
  GetAttachmentCustomer: (app) => ({ AttachmentIdentifier: followUpIds(app).receipt }),
  SendMail: { subject: 'Avvikelse', content: '<p>Kund 1001</p>', to: 'kundtjanst@example.se' },
  // Direct booking.
  GetAutoAssignOrderOpeningHours: { DateFrom: '2026-11-23', DateTo: '2026-11-24' },
  GetAvailableResourcesForAutoAssignOrder: (app) => ({
    ServiceIdentifier: SERVICE_IDS.telefontolkning,
    SkillIdentifier: skillIdOf(app, 'Arabiska'),
    ...DIRECT,
    SessionIdentifier: 'sample-check',
  }),
  // The order needs its session's hold: placed here as the availability check would.
  CreateNewAutoAssignOrder: (app) => {
    new DirectBookings(app.db).check(
      { customerId: customerIdOf(app, '1001'), sessionId: 'sample-order' },
      skillIdOf(app, 'Arabiska'),
      parseInstant(DIRECT.TimeOrderFrom).epochMilliseconds,
      parseInstant(DIRECT.TimeOrderTo).epochMilliseconds,
      app.clock.now().epochMilliseconds,
    );
    const person = { ContactPersonIdentifier: null, Title: null, PhoneNumberDirect: null, PhoneNumberMobile: '070-111 22 33' };
    return {
      ContactPersonOrderer: { ...person, FirstName: 'Orvar', LastName: 'Berg', Email: 'orvar@example.se' },
      ContactPersonUponInterpretation: { ...person, FirstName: 'Karin', LastName: 'Berg', Email: 'karin@example.se' },
      CustomerOrderNumber: 'DIR-1',
      ServiceIdentifier: SERVICE_IDS.telefontolkning,
      SkillIdentifier: skillIdOf(app, 'Arabiska'),
      ...DIRECT,
      SessionIdentifier: 'sample-order',
    };
  },
  ClearAutoAssignOrderResources: { SessionIdentifier: 'sample-check' },
  // Portal users (one of 1001's seeded ones asked for, an orderer changed) and the push service (issue 6).
  GetCustomerUsers: (app) => ({ CustomerUserIdentifier: customerUserOf(app, 0) }),
  CreateUpdateCustomerUser: (app) => ({
    CustomerUserIdentifier: customerUserOf(app, 1),
    Name: 'Karin Lind',
    EmailAddress: 'karin.lind@example.se',
    PhoneNumber: '08-123 45 67',
    UserTypeIdentifier: 2,
  }),
  RegisterPushUser: { BrowserIdentifier: 'sample-browser', PushPermission: 'default', Language: 'sv' },
  LogPushEvent: { BrowserIdentifier: 'sample-browser', EventName: 'web_session_open' },
  // Reporting: the GET calls' samples are their query; the headers are added by the caller.
  GetLoginLinkExternalReport: {},
  CustomerStatistics: { from: '08-01-2026', to: '11-30-2026', customerNumber: '1001' },
  ...Object.fromEntries(
    REPORT_SOURCES.map((source) => [
      source.name,
      { from: '08-01-2026', to: '11-30-2026', agreements: '4,22', groupColumns: source.columns.join(',') },
    ]),
  ),
};

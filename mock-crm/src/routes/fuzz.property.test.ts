import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { allEndpoints, decodeWithCodes, isCatalogued } from '@tolk/crm-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHashOf } from '../store/passwords.js';
import { SERVICE_IDS } from '../seed/services.js';
import { issueResetLink } from '../account/testing.js';
import { buildTestApp, logIn } from '../testing.js';

/**
 * Runs per property (FUZZ_RUNS, default 1000). ValidateCustomerPassword runs scrypt whenever the
 * ApiKey and a customer number are right (about one mixed body in five): its 1000 runs take ~5 s
 * on two cores, so every endpoint gets the full count.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

const customerIdOf = (app: FastifyInstance, number: string) =>
  app.db.prepare('SELECT id FROM customers WHERE number = ?').pluck().get(number) as string;

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

/** Valid values of each call's own keys, mixed with arbitrary ones below (a function for seeded ids). */
const VALID_VALUES: Record<string, Record<string, unknown> | ((app: FastifyInstance) => Record<string, unknown>)> = {
  ValidateCustomerPassword: { CustomerNumber: '1001', PasswordHash: clientHashOf('Tolkportal1') },
  GetCustomer: {},
  SetCustomerPassword: { PasswordHash: clientHashOf('Tolkportal1') },
  RequestPasswordReset: { CustomerNumber: '1001' },
  SetCustomerPasswordWithResetToken: (app) => ({ Data: issueResetLink(app, '1001'), PasswordHash: clientHashOf('Tolkportal1') }),
  GetSkills: {},
  GetArticles: {},
  SendLog: { Message: '{"environment":"test"}', Level: 'error' },
  GetContactPersons: (app) => ({
    ContactPersonIdentifier: app.contactPersons.list(customerIdOf(app, '1001'))[0]!.ContactPersonIdentifier,
  }),
  CreateUpdateContactPerson: (app) => ({
    ContactPersonIdentifier: app.contactPersons.list(customerIdOf(app, '1001'))[1]!.ContactPersonIdentifier,
    FirstName: 'Åsa',
    LastName: 'Öberg',
    Title: 'Kurator',
    EmailAddress: 'asa.oberg@example.se',
    PhoneNumberDirect: '08-123 45 67',
    PhoneNumberMobile: '+46 (0)70-123 45 67',
  }),
  DeleteContactPerson: (app) => ({
    ContactPersonIdentifier: app.contactPersons.list(customerIdOf(app, '1001'))[2]!.ContactPersonIdentifier,
  }),
  GetServices: (app) => ({
    SkillExternalidentifier: app.catalogue.skills().find((s) => s.SkillName === 'Arabiska')!.SkillIdentifier,
    DatetimeFrom: '2026-12-01 09:00:00',
    DatetimeTo: '2026-12-01 10:00:00',
  }),
  GetOrderCancellationReasons: {},
  GetComplaintReasonDelivery: {},
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
  GetAutoAssignOrderOpeningHours: { DateFrom: '2026-11-23', DateTo: '2026-11-24' },
  GetAvailableResourcesForAutoAssignOrder: (app) => ({
    ServiceIdentifier: SERVICE_IDS.telefontolkning,
    SkillIdentifier: app.catalogue.skills().find((s) => s.SkillName === 'Arabiska')!.SkillIdentifier,
    TimeOrderFrom: '2026-11-23 10:30:00',
    TimeOrderTo: '2026-11-23 11:00:00',
    SessionIdentifier: 'fuzz-session',
  }),
  CreateNewAutoAssignOrder: (app) => ({
    ContactPersonOrderer: {
      ContactPersonIdentifier: null,
      FirstName: 'Orvar',
      LastName: 'Berg',
      Title: null,
      Email: 'orvar@example.se',
      PhoneNumberDirect: null,
      PhoneNumberMobile: null,
    },
    ContactPersonUponInterpretation: {
      ContactPersonIdentifier: null,
      FirstName: 'Karin',
      LastName: 'Berg',
      Title: null,
      Email: 'karin@example.se',
      PhoneNumberDirect: null,
      PhoneNumberMobile: null,
    },
    CustomerOrderNumber: 'DIR-1',
    ServiceIdentifier: SERVICE_IDS.telefontolkning,
    SkillIdentifier: app.catalogue.skills().find((s) => s.SkillName === 'Arabiska')!.SkillIdentifier,
    TimeOrderFrom: '2026-11-23 10:30:00',
    TimeOrderTo: '2026-11-23 11:00:00',
    SessionIdentifier: 'fuzz-session',
  }),
  ClearAutoAssignOrderResources: { SessionIdentifier: 'fuzz-session' },
};

const oddValue = fc.oneof(
  fc.jsonValue(),
  fc.string({ maxLength: 12 }),
  fc.string({ minLength: 60, maxLength: 70 }),
  fc.constantFrom(null, '', true, 0, -1, 1e308, [], {}, '1001', 'x'.repeat(301), 'x'.repeat(20_001)),
);

function mixedBody(valid: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, value] of Object.entries(valid)) keys[key] = fc.oneof(fc.constant(value), oddValue);
  return fc
    .tuple(
      fc.record(keys, { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
}

// The GET calls (reporting) take a query string, not a body: fuzzed in reports.fuzz.property.test.ts.
const postEndpoints = allEndpoints.filter((endpoint) => endpoint.method === 'POST');

describe.each(postEndpoints.map((endpoint) => [endpoint.name, endpoint] as const))('fuzzing %s', (_name, endpoint) => {
  let app: FastifyInstance;
  let valid: Record<string, unknown>;

  beforeAll(async () => {
    app = await buildTestApp();
    const values = VALID_VALUES[endpoint.name] ?? {};
    valid = { ApiKey: app.config.apiKey, Token: await logIn(app), ...(typeof values === 'function' ? values(app) : values) };
  });
  afterAll(() => app.close());

  async function answersWell(body: unknown): Promise<void> {
    const response = await app.inject({
      method: 'POST',
      url: endpoint.path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(response.statusCode).toBeLessThan(500);
    const answer = response.json<{ Errors?: unknown }>();
    expect(answer.Errors === null || Array.isArray(answer.Errors)).toBe(true);
    if (Array.isArray(answer.Errors)) {
      for (const error of answer.Errors as { ErrorCode: unknown }[]) {
        expect(typeof error.ErrorCode === 'number' && isCatalogued(error.ErrorCode), JSON.stringify(error)).toBe(true);
      }
    } else {
      // No errors: then it is a proper answer of the contract.
      expect(response.statusCode).toBe(200);
      expect(decodeWithCodes(endpoint.response, answer).ok).toBe(true);
    }
  }

  it('never fails on any JSON body', async () => {
    await fc.assert(fc.asyncProperty(fc.jsonValue(), answersWell), { numRuns: RUNS });
  });

  it('never fails on bodies mixing valid keys and values with arbitrary ones', async () => {
    await fc.assert(fc.asyncProperty(mixedBody(valid), answersWell), { numRuns: RUNS });
  });
});

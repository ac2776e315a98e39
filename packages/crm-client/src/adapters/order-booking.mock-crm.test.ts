import { createHash } from 'node:crypto';
import {
  CreateNewOrderError,
  STOCKHOLM,
  parseInstant,
  applyOfferedServices,
  buildOrderRequest,
  changeDates,
  changeService,
  changeStart,
  chooseContact,
  draftFromAssignment,
  isCriticalChange,
  newDraft,
  servicePeriodOf,
  setOrdererSameAsContact,
  validateDraft,
  type AssignmentDraft,
  type BookableService,
  type BookingContact,
  type CustomerProfile,
  type Skill,
} from '@tolk/core';
import type { FastifyInstance } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../mock-crm/src/testing.js';
import { InMemorySessions, RecordingNotifier } from '../testing/fake-crm.js';
import { ErrorLog } from '../transport/error-log.js';
import { CrmTransport } from '../transport/transport.js';
import { CrmCustomerDirectory } from './account.js';
import { CrmAssignments } from './assignments.js';
import { CrmCatalogue } from './catalogue.js';
import { CrmContactPersons } from './contact-persons.js';
import { CrmOrderBooking } from './order-booking.js';
import { CrmBookableServices } from './service-offers.js';

/**
 * The booking adapters against the real mock CRM (in memory, seeded, its clock standing at Monday
 * 2026-11-23 10:00 Stockholm time): drafts made by the core's rules, sent through the transport,
 * read back with SearchOrders. The fetch goes to the mock through Fastify's inject, with the ApiKey
 * the gateway would add.
 */
const BASE_URL = 'http://mock-crm.test';
const API_KEY = 'booking-test-key';
const NOW = parseInstant('2026-11-23 10:00:00');
const TWENTY_YEARS_MINUTES = 20 * 366 * 24 * 60;

let app: FastifyInstance;
let notifier: RecordingNotifier;
let booking: CrmOrderBooking;
let services: CrmBookableServices;
let assignments: CrmAssignments;
let profile: CustomerProfile;
let contacts: BookingContact[];
let arabic: Skill;
let now: Temporal.ZonedDateTime;

beforeAll(async () => {
  app = await buildTestApp({ tokenTtlMinutes: TWENTY_YEARS_MINUTES, apiKey: API_KEY, startAt: NOW });
  // This fetch plays the gateway: it holds the session's token and adds it, with the ApiKey.
  const login = await app.inject({
    method: 'POST',
    url: '/CRMCustomer/ValidateCustomerPassword',
    payload: {
      ApiKey: API_KEY,
      CustomerNumber: '1001',
      PasswordHash: createHash('sha256').update('Tolkportal1', 'utf8').digest('hex'),
    },
  });
  const token = login.json<{ Token: string }>().Token;
  const fetchToMock: typeof fetch = async (input, init) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    const answer = await app.inject({
      method: 'POST',
      url: new URL(String(input)).pathname,
      payload: { ...body, ApiKey: API_KEY, Token: token },
    });
    return new Response(answer.body, { status: answer.statusCode, headers: { 'content-type': 'application/json' } });
  };
  notifier = new RecordingNotifier();
  const errorLog = new ErrorLog({ baseUrl: BASE_URL, environment: 'test', portal: 'client', fetch: fetchToMock });
  const sessions = new InMemorySessions({ customerNumber: '1001', displayKPIReports: false, loginId: 'L1' });
  const transport = new CrmTransport({
    baseUrl: BASE_URL,
    sessions,
    notifier,
    errorLog,
    onSessionEnded: () => undefined,
    fetch: fetchToMock,
  });
  booking = new CrmOrderBooking(transport, errorLog);
  services = new CrmBookableServices(transport);
  assignments = new CrmAssignments(transport);
  profile = await new CrmCustomerDirectory(transport).profile();
  contacts = [...(await new CrmContactPersons(transport).list())].filter((c) => c.email && (c.phoneMobile || c.phoneDirect));
  arabic = (await new CrmCatalogue(transport, errorLog).skills()).find((s) => s.name === 'Arabiska')!;
  now = NOW.toZonedDateTimeISO(STOCKHOLM);
});
afterAll(() => app?.close());

let keys = 0;

/** A new form with Arabic and the services offered for its period, the type chosen by name. */
async function aBooking(serviceName: string, change: (draft: AssignmentDraft) => AssignmentDraft = (d) => d) {
  let draft = change({ ...newDraft({ now, profile, key: `k${++keys}` }), skillId: arabic.id });
  const period = servicePeriodOf(draft);
  const offered = await services.offered(arabic.id, period.from, period.to);
  draft = applyOfferedServices(draft, offered);
  const service = offered.find((s) => s.name === serviceName)!;
  draft = changeService(draft, offered, service.id);
  draft = setOrdererSameAsContact(chooseContact(draft, contacts[0]!.id), true);
  return { draft, offered };
}

const problemsOf = (draft: AssignmentDraft, offered: readonly BookableService[]) =>
  validateDraft(draft, { now, profile, services: offered, contacts }).problems;

describe('CrmOrderBooking against the mock CRM', () => {
  it('books the default telephone assignment and reads it back as sent', async () => {
    const { draft: fresh, offered } = await aBooking('Telefontolkning');
    expect(fresh.serviceId).toBe(offered.find((s) => s.name === 'Telefontolkning')!.id);
    const draft = { ...fresh, meetingPhone: '08-508 09 100', description: 'Ta med legitimation', yourReference: 'Ärende 12' };
    expect(problemsOf(draft, offered)).toEqual({});

    const [created, ...more] = await booking.create(buildOrderRequest(draft, { services: offered, contacts, profile }));
    expect(more).toEqual([]);
    expect(created!.from.toPlainDateTime().toString()).toBe('2026-11-24T10:10:00');
    expect(created!.to.toPlainDateTime().toString()).toBe('2026-11-24T10:40:00');

    const [order] = await assignments.byNumber(created!.orderNumber);
    expect(order).toMatchObject({
      id: created!.orderId,
      status: 'available',
      articleName: 'Telefontolkning',
      skillId: arabic.id,
      description: 'Ta med legitimation',
      customerReference: 'Ärende 12',
      contact: { id: contacts[0]!.id },
      orderer: { id: contacts[0]!.id },
      meeting: { phone: '08-508 09 100' },
      booked: { contactId: contacts[0]!.id, ordererId: contacts[0]!.id, competenceId: 1, competenceLevelOrHigher: true },
    });
    // The order as a draft again validates and asks for the same order.
    const again = draftFromAssignment(order!, { mode: 'copy', key: 'copy', now, profile });
    expect(problemsOf(again, offered)).toEqual({});
    expect(again).toMatchObject({ meetingPhone: '08-508 09 100', description: 'Ta med legitimation', editing: null });
  });

  it('books on site at the customer’s own address, and several days as one group', async () => {
    const { draft, offered } = await aBooking(
      'Kontakttolkning',
      (d) =>
        changeDates(d, [Temporal.PlainDate.from('2026-11-25'), Temporal.PlainDate.from('2026-11-26')], { now, editing: false })
          .draft,
    );
    const grouped = { ...draft, groupDescription: 'Samtalsserie', sameInterpreterForAll: true };
    expect(problemsOf(grouped, offered)).toEqual({});
    const created = await booking.create(buildOrderRequest(grouped, { services: offered, contacts, profile }));
    expect(created.map((o) => o.from.toPlainDate().toString())).toEqual(['2026-11-25', '2026-11-26']);
    const [first] = await assignments.byNumber(created[0]!.orderNumber);
    expect(first).toMatchObject({
      articleName: 'Kontakttolkning',
      isDeviatingAddress: false,
      booked: {
        group: { description: 'Samtalsserie', sameInterpreter: true },
        postalAddress: { postalCode: profile.customerAddress.postalCode },
      },
    });
    expect(first!.groupId).not.toBeNull();
  });

  it('a refused postal code is named by its field, once, and a quiet call toasts nothing (issue 17 item 1)', async () => {
    const { draft, offered } = await aBooking('Kontakttolkning');
    const elsewhere = { ...draft, useProfileAddress: false, addressLine: 'Storgatan 1', postalCode: '00000', city: 'Ingenstans' };
    expect(problemsOf(elsewhere, offered)).toEqual({});
    const before = notifier.problems.length;
    const refusal = await booking
      .create(buildOrderRequest(elsewhere, { services: offered, contacts, profile }), { quiet: true })
      .catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(CreateNewOrderError);
    // One error about the postal code: not also the vague "unexpected value" of the address as a whole.
    expect((refusal as CreateNewOrderError).refusals.map((r) => [r.kind, r.field])).toEqual([
      ['invalid-postal-code', 'postalCode'],
    ]);
    expect(notifier.problems.length).toBe(before);
  });

  it('books a video assignment with its link and platform; without a link the CRM refuses with createNewOrderError', async () => {
    const { draft, offered } = await aBooking('Videotolkning');
    const video = offered.find((s) => s.name === 'Videotolkning')!;
    expect(problemsOf(draft, offered)).toMatchObject({
      meetingUrl: { kind: 'required' },
      meetingPlatformId: { kind: 'required' },
    });
    const complete = {
      ...draft,
      meetingUrl: 'https://teams.microsoft.com/l/meetup-join/abc',
      meetingPlatformId: video.platforms[0]!.id,
    };
    expect(problemsOf(complete, offered)).toEqual({});
    const [created] = await booking.create(buildOrderRequest(complete, { services: offered, contacts, profile }));
    const [order] = await assignments.byNumber(created!.orderNumber);
    expect(order!.meeting).toMatchObject({ url: complete.meetingUrl, platform: video.platforms[0]!.name });

    const before = notifier.problems.length;
    const refusal = await booking
      .create(buildOrderRequest(draft, { services: offered, contacts, profile }))
      .catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(CreateNewOrderError);
    expect((refusal as CreateNewOrderError).errors.map((e) => e.kind)).toContain('mandatory-field-missing');
    // The error handler told the user (the transport's toast names the errors).
    expect(notifier.problems.slice(before)).toEqual([
      { kind: 'service-errors', errors: (refusal as CreateNewOrderError).errors },
    ]);
  });

  it('edits: a change that is not critical keeps the number; a critical change close to the start gives a new one', async () => {
    const { draft, offered } = await aBooking('Telefontolkning');
    const [created] = await booking.create(
      buildOrderRequest({ ...draft, meetingPhone: '08-1' }, { services: offered, contacts, profile }),
    );
    const [order] = await assignments.byNumber(created!.orderNumber);
    const editing = draftFromAssignment(order!, { mode: 'edit', key: 'edit', now, profile });
    expect(editing.editing).toEqual({ orderId: order!.id, orderNumber: order!.number });

    const small = { ...editing, yourReference: 'Ny referens' };
    expect(isCriticalChange(editing, small)).toBe(false);
    const kept = await booking.update(order!.id, buildOrderRequest(small, { services: offered, contacts, profile }));
    expect(kept).toMatchObject({ orderNumber: order!.number, isNewOrder: false, previousOrderNumber: order!.number });

    // Tomorrow 10:10 is within 48 hours: a critical change cancels the order and makes a new one.
    const moved = changeStart(small, Temporal.PlainTime.from('13:00'));
    expect(isCriticalChange(editing, moved)).toBe(true);
    const changed = await booking.update(order!.id, buildOrderRequest(moved, { services: offered, contacts, profile }));
    expect(changed.isNewOrder).toBe(true);
    expect(changed.previousOrderNumber).toBe(order!.number);
    expect(changed.orderNumber).not.toBe(order!.number);
    expect([changed.from.toPlainDateTime().toString(), changed.to.toPlainDateTime().toString()]).toEqual([
      '2026-11-24T13:00:00',
      '2026-11-24T13:30:00',
    ]);
    const [replacement] = await assignments.byNumber(changed.orderNumber);
    const [original] = await assignments.byNumber(order!.number);
    expect([replacement!.status, replacement!.customerReference, original!.status]).toEqual([
      'available',
      'Ny referens',
      'cancelled',
    ]);
  });
});

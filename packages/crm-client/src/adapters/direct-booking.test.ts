import type { ContactPerson } from '@tolk/core';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it, vi } from 'vitest';
import { errorsAnswer, harness, json } from '../testing/fake-crm.js';
import { CrmDirectBooking } from './direct-booking.js';

const at = (time: string) => Temporal.ZonedDateTime.from(`2026-11-23T${time}[Europe/Stockholm]`);
const period = { from: at('10:05'), minutes: 30 };
const person = (id: string, email: string | null): ContactPerson => ({
  id,
  firstName: 'Åsa',
  lastName: 'Öberg',
  title: null,
  email,
  phoneDirect: '08-1',
  phoneMobile: null,
});
const service = (id: string, isDirect: boolean) => ({
  ServiceIdentifier: id,
  ServiceName: id,
  IsPerformedRemotely: true,
  DoRequireMeetingUrl: false,
  DoRequireMeetingPhoneNumber: false,
  AvailableCompetences: [],
  DigitalMeetingPlatforms: [],
  ServiceAlternatives: [],
  AdditionalServices: [],
  IsDefaultServiceForAutoAssignOrder: isDirect,
  InvoiceReceivers: [],
  DefaultDoRequireCompetenceLevelOrHigher: true,
  DefaultDoRequireExactCompetenceLevel: false,
  DefaultDoRequireCorrectGender: false,
  DefaultGenderIdPreferred: null,
  DefaultCompetenceIdentifier: 1,
  DefaultDoAllowAlternativeService: false,
});

function setUp() {
  const h = harness();
  h.crm.handlers.set('/CRMCustomer/GetServices', () =>
    json({ Services: [service('kontakt', false), service('tele', true)], Errors: null }),
  );
  return { ...h, booking: new CrmDirectBooking(h.transport, h.errorLog) };
}

const bodyOf = (crm: ReturnType<typeof harness>['crm'], path: string) => crm.received.filter((r) => r.path === path).at(-1)?.body;

describe('CrmDirectBooking', () => {
  it('reads the day’s opening hours: windows as Stockholm times, none when not given', async () => {
    const { crm, booking } = setUp();
    crm.handlers.set('/CRMCustomer/GetAutoAssignOrderOpeningHours', () =>
      json({
        AutoAssignOrderOpeningHours: [
          { IsActive: true, DatetimeOpenFrom: '2026-11-23 07:30:00', DatetimeOpenTo: '2026-11-23 19:00:00' },
          { IsActive: false, DatetimeOpenFrom: null, DatetimeOpenTo: null },
        ],
        NoOfMinutesFromNowPossibleToBook: 120,
        Errors: null,
      }),
    );
    expect(await booking.openingHours(Temporal.PlainDate.from('2026-11-23'))).toEqual({
      days: [
        { isActive: true, window: { from: at('07:30'), to: at('19:00') } },
        { isActive: false, window: null },
      ],
      minutesFromNowPossibleToBook: 120,
    });
    expect(bodyOf(crm, '/CRMCustomer/GetAutoAssignOrderOpeningHours')).toMatchObject({
      DateFrom: '2026-11-23',
      DateTo: '2026-11-23',
    });
  });

  it('answers null for opening hours it cannot read (the transport has told the user)', async () => {
    const { crm, booking, notifier } = setUp();
    crm.handlers.set('/CRMCustomer/GetAutoAssignOrderOpeningHours', () =>
      json({ AutoAssignOrderOpeningHours: null, NoOfMinutesFromNowPossibleToBook: 120, ...errorsAnswer(6011) }),
    );
    expect(await booking.openingHours(Temporal.PlainDate.from('2026-11-23'))).toBeNull();
    expect(notifier.problems).toHaveLength(1);
  });

  it('checks availability for the direct-booking service with the session, and maps the slots', async () => {
    const { crm, booking } = setUp();
    crm.handlers.set('/CRMCustomer/GetAvailableResourcesForAutoAssignOrder', () =>
      json({
        CanCreateOrderWithOriginalTimeOrderFromTo: false,
        TimeSlots: [
          { TimeFrom: '2026-11-23 10:15:00', NumberOfAvailableResources: 4 },
          { TimeFrom: 'not a time', NumberOfAvailableResources: 1 },
        ],
        Errors: null,
      }),
    );
    expect(await booking.availability({ skillId: 'arabiska', period, sessionId: 's-1' })).toEqual({
      serviceId: 'tele',
      canBookOriginal: false,
      slots: [{ from: at('10:15'), available: 4 }],
    });
    expect(bodyOf(crm, '/CRMCustomer/GetServices')).toMatchObject({
      SkillExternalidentifier: 'arabiska',
      DatetimeFrom: '2026-11-23 10:05:00',
      DatetimeTo: '2026-11-23 10:35:00',
    });
    expect(bodyOf(crm, '/CRMCustomer/GetAvailableResourcesForAutoAssignOrder')).toMatchObject({
      ServiceIdentifier: 'tele',
      SkillIdentifier: 'arabiska',
      TimeOrderFrom: '2026-11-23 10:05:00',
      TimeOrderTo: '2026-11-23 10:35:00',
      SessionIdentifier: 's-1',
    });
  });

  it('a language without the direct-booking service is the empty result, asked no further', async () => {
    const { crm, booking } = setUp();
    crm.handlers.set('/CRMCustomer/GetServices', () => json({ Services: [service('kontakt', false)], Errors: null }));
    expect(await booking.availability({ skillId: 'teckensprak', period, sessionId: 's-1' })).toEqual({
      serviceId: null,
      canBookOriginal: false,
      slots: [],
    });
    expect(crm.count('/CRMCustomer/GetAvailableResourcesForAutoAssignOrder')).toBe(0);
  });

  it('a failed availability check is logged and answers the empty result', async () => {
    const { crm, booking } = setUp();
    crm.handlers.set('/CRMCustomer/GetAvailableResourcesForAutoAssignOrder', () =>
      json({ CanCreateOrderWithOriginalTimeOrderFromTo: false, TimeSlots: null, ...errorsAnswer(6013) }),
    );
    expect(await booking.availability({ skillId: 'arabiska', period, sessionId: 's-1' })).toEqual({
      serviceId: null,
      canBookOriginal: false,
      slots: [],
    });
    await vi.waitFor(() =>
      expect(crm.logs.map((l) => l.message.statusText)).toContain('GetAvailableResourcesForAutoAssignOrder failed'),
    );
  });

  const orderRequest = {
    skillId: 'arabiska',
    period,
    sessionId: 's-1',
    serviceId: 'tele',
    orderer: person('p1', 'a@example.se'),
    contact: person('p2', 'b@example.se'),
  };

  it('orders with both saved persons and the session, and answers the booked order', async () => {
    const { crm, booking } = setUp();
    crm.handlers.set('/CRMCustomer/CreateNewAutoAssignOrder', () =>
      json({
        IsSuccess: true,
        ReturnedAutoAssignOrder: {
          OrderNumber: '2611230001',
          OrderIdentifier: 'o-1',
          DateTimeOrderFrom: '2026-11-23 10:05:00',
          DateTimeOrderTo: '2026-11-23 10:35:00',
          ResourceFullName: 'Tolk Tolksson',
          ResourcePhoneNumber: '',
        },
        Errors: null,
      }),
    );
    expect(await booking.order(orderRequest)).toEqual({
      kind: 'booked',
      order: {
        orderId: 'o-1',
        orderNumber: '2611230001',
        from: at('10:05'),
        to: at('10:35'),
        interpreterName: 'Tolk Tolksson',
        interpreterPhone: null,
      },
    });
    expect(bodyOf(crm, '/CRMCustomer/CreateNewAutoAssignOrder')).toMatchObject({
      ContactPersonOrderer: {
        ContactPersonIdentifier: 'p1',
        FirstName: 'Åsa',
        LastName: 'Öberg',
        Title: null,
        Email: 'a@example.se',
        PhoneNumberDirect: '08-1',
        PhoneNumberMobile: null,
      },
      ContactPersonUponInterpretation: { ContactPersonIdentifier: 'p2', Email: 'b@example.se' },
      ServiceIdentifier: 'tele',
      SkillIdentifier: 'arabiska',
      TimeOrderFrom: '2026-11-23 10:05:00',
      TimeOrderTo: '2026-11-23 10:35:00',
      SessionIdentifier: 's-1',
    });
  });

  it('answers 1075 as the slot taken, untoasted; other refusals as a problem to tell, logged', async () => {
    const { crm, booking, notifier } = setUp();
    crm.handlers.set('/CRMCustomer/CreateNewAutoAssignOrder', () =>
      json({ IsSuccess: false, ReturnedAutoAssignOrder: null, ...errorsAnswer(1075) }),
    );
    expect(await booking.order(orderRequest)).toEqual({ kind: 'slot-taken' });
    crm.handlers.set('/CRMCustomer/CreateNewAutoAssignOrder', () =>
      json({ IsSuccess: false, ReturnedAutoAssignOrder: null, ...errorsAnswer(5206) }),
    );
    expect(await booking.order(orderRequest)).toEqual({
      kind: 'refused',
      problem: { kind: 'service-errors', errors: [{ kind: 'orderer-incomplete', message: 'Error 5206' }] },
    });
    expect(notifier.problems).toEqual([]);
    await vi.waitFor(() => expect(crm.logs.map((l) => l.message.statusText)).toContain('CreateNewAutoAssignOrder refused'));
  });

  it('a transport failure of the order is a problem to tell', async () => {
    const { crm, booking } = setUp();
    crm.handlers.set('/CRMCustomer/CreateNewAutoAssignOrder', () => new Response('down', { status: 503 }));
    expect(await booking.order(orderRequest)).toMatchObject({ kind: 'refused', problem: { kind: 'transport' } });
  });

  it('releases the session quietly, and never fails', async () => {
    const { crm, booking, notifier } = setUp();
    crm.handlers.set('/CRMCustomer/ClearAutoAssignOrderResources', () => json({ IsSuccess: true, Errors: null }));
    await booking.clearResources('s-1');
    expect(bodyOf(crm, '/CRMCustomer/ClearAutoAssignOrderResources')).toMatchObject({ SessionIdentifier: 's-1' });
    crm.handlers.set('/CRMCustomer/ClearAutoAssignOrderResources', () => json({ IsSuccess: false, ...errorsAnswer(2001) }));
    await expect(booking.clearResources('')).resolves.toBeUndefined();
    expect(notifier.problems).toEqual([]);
  });
});

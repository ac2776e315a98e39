import {
  CreateNewOrderError,
  TransportFailed,
  aDraft,
  aBookingContact,
  aCustomerProfile,
  buildOrderRequest,
  ALL_SAMPLE_SERVICES,
} from '@tolk/core';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it, vi } from 'vitest';
import { errorsAnswer, harness, json } from '../testing/fake-crm.js';
import { CrmOrderBooking } from './order-booking.js';
import { CrmBookableServices } from './service-offers.js';

const contacts = [aBookingContact(), aBookingContact({ id: 'newPerson-1', firstName: 'Ny', lastName: 'Person', title: null })];
const context = { services: ALL_SAMPLE_SERVICES, contacts, profile: aCustomerProfile() };
const returned = (number: string, from: string, to: string) => ({
  OrderIdentifier: `id-${number}`,
  OrderNumber: number,
  DateTimeOrderFrom: from,
  DateTimeOrderTo: to,
});

describe('CrmOrderBooking.create', () => {
  it('sends the order in the wire’s names and answers the created orders', async () => {
    const { crm, transport, errorLog } = harness();
    crm.handlers.set('/CRMCustomer/CreateNewOrder', () =>
      json({
        ReturnedOrder: [
          returned('100001', '2026-11-30 09:00:00', '2026-11-30 09:30:00'),
          returned('100002', '2026-12-01 09:00:00', '2026-12-01 09:30:00'),
        ],
        Errors: null,
      }),
    );
    const draft = aDraft({
      dates: [Temporal.PlainDate.from('2026-11-30'), Temporal.PlainDate.from('2026-12-01')],
      groupDescription: 'Serie',
      sameInterpreterForAll: true,
      ordererSameAsContact: false,
      ordererId: 'newPerson-1',
      gender: 2,
      requireGender: true,
      requestedInterpreter: 'Amal Haddad',
      useProfileAddress: false,
      addressLine: 'Sveavägen 44',
      postalCode: '111 34',
      city: 'Stockholm',
      smsReminder: { serviceId: 'sms', phoneNumber: '070-1', sendHoursBefore: 48, sendHoursAfter: 1 },
      files: [{ name: 'a.pdf', type: 'application/pdf', size: 3, base64: 'AAAA', description: 'Kallelse' }],
    });
    const created = await new CrmOrderBooking(transport, errorLog).create(buildOrderRequest(draft, context));
    expect(created.map((o) => [o.orderId, o.orderNumber, o.from.toString(), o.to.toString()])).toEqual([
      ['id-100001', '100001', '2026-11-30T09:00:00+01:00[Europe/Stockholm]', '2026-11-30T09:30:00+01:00[Europe/Stockholm]'],
      ['id-100002', '100002', '2026-12-01T09:00:00+01:00[Europe/Stockholm]', '2026-12-01T09:30:00+01:00[Europe/Stockholm]'],
    ]);
    expect(crm.received.at(-1)?.body).toEqual({
      SkillIdentifier: 'skill-arabiska',
      SkillSubstituteIdentifier: null,
      CompetenceIdentifier: 1,
      DoRequireCompetenceLevelOrHigher: true,
      DoRequireExactCompetenceLevel: false,
      GenderIdPreferred: 2,
      DoRequireCorrectGender: true,
      PreferredResourceCustomer: 'Amal Haddad',
      PreferredResourceLevel: 2,
      NotesResource: null,
      AdditionalRequirements: null,
      CustomerReference: null,
      CustomerOrderNumber: null,
      InvoiceReceiverIdentifier: 'invoice-1',
      DigitalMeetingPlatformIdentifier: null,
      DoRequireBankIdVerification: false,
      MeetingPassCode: null,
      MeetingPhoneNumber: '08-508 09 100',
      MeetingUrl: null,
      AlternativeServices: null,
      CustomerOrderAdditionalServices: [
        {
          AdditionalServiceIdentifier: 'sms',
          MessageReceiver: '070-1',
          SendHoursAfterBookingInsertOrChange: 1,
          SendHoursBeforeBooking: 48,
        },
      ],
      IsPatientConsentGiven: true,
      OrderOccasions: [
        { DatetimeFrom: '2026-11-30 09:00:00', DatetimeTo: '2026-11-30 09:30:00', ServiceIdentifier: 'service-tele' },
        { DatetimeFrom: '2026-12-01 09:00:00', DatetimeTo: '2026-12-01 09:30:00', ServiceIdentifier: 'service-tele' },
      ],
      ContactPersonOrderer: {
        ContactPersonIdentifier: null,
        FirstName: 'Ny',
        LastName: 'Person',
        Title: null,
        Email: 'sara.nordin@example.se',
        PhoneNumberDirect: null,
        PhoneNumberMobile: '070-765 43 21',
      },
      ContactPersonUponInterpretation: {
        ContactPersonIdentifier: 'contact-1',
        FirstName: 'Sara',
        LastName: 'Nordin',
        Title: 'Kurator',
        Email: 'sara.nordin@example.se',
        PhoneNumberDirect: null,
        PhoneNumberMobile: '070-765 43 21',
      },
      PostalAddressPerformingRequestData: {
        AddressRow1: 'Sveavägen 44',
        CareOf: null,
        City: 'Stockholm',
        PostalCode: 11134,
        IsHomeAddress: false,
      },
      AttachmentData: [
        { Attachment: 'AAAA', AttachmentContentType: 'application/pdf', AttachmentFilename: 'a.pdf', Description: 'Kallelse' },
      ],
      OrderGroupRequestData: { Description: 'Serie', DoRequireSameResourceForAllWorkAssignments: true },
    });
  });

  it('raises createNewOrderError with the errors: toasted by the transport, logged, rethrown', async () => {
    const { crm, transport, errorLog, notifier } = harness();
    crm.handlers.set('/CRMCustomer/CreateNewOrder', () => json({ ReturnedOrder: null, ...errorsAnswer(5201, 2001) }));
    const booking = new CrmOrderBooking(transport, errorLog);
    const failure = await booking.create(buildOrderRequest(aDraft(), context)).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(CreateNewOrderError);
    expect((failure as CreateNewOrderError).errors).toEqual([
      { kind: 'invalid-service', message: 'Error 5201' },
      { kind: 'mandatory-field-missing', message: 'Error 2001' },
    ]);
    expect((failure as Error).message).toContain('"kind":"invalid-service"');
    expect(notifier.problems).toEqual([{ kind: 'service-errors', errors: (failure as CreateNewOrderError).errors }]);
    await vi.waitFor(() => expect(crm.logs.map((l) => l.message.statusText)).toContain('CreateNewOrder: createNewOrderError'));
    // The log names the errors by the CRM's codes.
    expect(crm.logs.find((l) => l.message.statusText === 'CreateNewOrder: createNewOrderError')?.message.responseData).toEqual([
      { code: 5201, kind: 'invalid-service', message: 'Error 5201' },
      { code: 2001, kind: 'mandatory-field-missing', message: 'Error 2001' },
    ]);
  });

  it('lets a transport failure through as it is', async () => {
    const { crm, transport, errorLog } = harness();
    crm.handlers.set('/CRMCustomer/CreateNewOrder', () => new Response('boom', { status: 502 }));
    await expect(new CrmOrderBooking(transport, errorLog).create(buildOrderRequest(aDraft(), context))).rejects.toBeInstanceOf(
      TransportFailed,
    );
  });
});

describe('CrmOrderBooking.update', () => {
  it('sends the one occasion with the Update names and tells a new order by its number', async () => {
    const { crm, transport, errorLog } = harness();
    crm.handlers.set('/CRMCustomer/UpdateOrder', () =>
      json({
        UpdatedOrder: {
          ...returned('100009', '2026-11-30 10:00:00', '2026-11-30 10:30:00'),
          IsNewOrder: true,
          PreviousOrderNumber: '100001',
        },
        Errors: null,
      }),
    );
    const draft = aDraft({
      editing: { orderId: 'id-100001', orderNumber: '100001' },
      start: Temporal.PlainTime.from('10:00'),
      end: Temporal.PlainTime.from('10:30'),
    });
    const changed = await new CrmOrderBooking(transport, errorLog).update('id-100001', buildOrderRequest(draft, context));
    expect(changed).toMatchObject({
      orderId: 'id-100009',
      orderNumber: '100009',
      isNewOrder: true,
      previousOrderNumber: '100001',
    });
    const body = crm.received.at(-1)?.body;
    expect(body).toMatchObject({
      OrderIdentifier: 'id-100001',
      ServiceIdentifier: 'service-tele',
      DatetimeFrom: '2026-11-30 10:00:00',
      DatetimeTo: '2026-11-30 10:30:00',
      UpdateContactPersonOrderer: { ContactPersonIdentifier: 'contact-1' },
      UpdateContactPersonUponInterpretation: { ContactPersonIdentifier: 'contact-1' },
      UpdatePostalAddressPerformingRequestData: null,
      UpdateAttachmentData: null,
    });
    expect(body).not.toHaveProperty('OrderOccasions');
    expect(body).not.toHaveProperty('OrderGroupRequestData');
  });

  it('takes a different number as a new order even without the flag, and refuses several occasions', async () => {
    const { crm, transport, errorLog } = harness();
    crm.handlers.set('/CRMCustomer/UpdateOrder', () =>
      json({
        UpdatedOrder: {
          ...returned('100010', '2026-11-30 09:00:00', '2026-11-30 09:30:00'),
          IsNewOrder: false,
          PreviousOrderNumber: '100001',
        },
        Errors: null,
      }),
    );
    const booking = new CrmOrderBooking(transport, errorLog);
    expect((await booking.update('o', buildOrderRequest(aDraft(), context))).isNewOrder).toBe(true);
    const twoDays = aDraft({ dates: [Temporal.PlainDate.from('2026-11-30'), Temporal.PlainDate.from('2026-12-01')] });
    await expect(booking.update('o', buildOrderRequest(twoDays, context))).rejects.toThrow(/one occasion/);
  });

  it('raises createNewOrderError on a refused change', async () => {
    const { crm, transport, errorLog } = harness();
    crm.handlers.set('/CRMCustomer/UpdateOrder', () => json({ UpdatedOrder: null, ...errorsAnswer(6004) }));
    await expect(
      new CrmOrderBooking(transport, errorLog).update('o', buildOrderRequest(aDraft(), context)),
    ).rejects.toMatchObject({
      name: 'CreateNewOrderError',
      errors: [{ kind: 'same-day-critical-change', message: 'Error 6004' }],
    });
  });
});

describe('CrmBookableServices', () => {
  it('maps what the form needs of each service, the alternatives by sort order', async () => {
    const { crm, transport } = harness();
    crm.handlers.set('/CRMCustomer/GetServices', () =>
      json({
        Services: [
          {
            ServiceIdentifier: 'video',
            ServiceName: 'Videotolkning',
            IsPerformedRemotely: true,
            DoRequireMeetingUrl: true,
            DoRequireMeetingPhoneNumber: false,
            AvailableCompetences: [{ CompetenceLevelIdentifier: 4, CompetenceLevelName: 'Auktoriserad tolk' }],
            DigitalMeetingPlatforms: [
              { DigitalMeetingPlatformIdentifier: 'teams', DigitalMeetingPlatformName: 'Microsoft Teams' },
            ],
            ServiceAlternatives: [
              { ServiceIdentifier: 'tele', SortOrder: 2 },
              { ServiceIdentifier: 'skype', SortOrder: 1 },
            ],
            AdditionalServices: [
              {
                AdditionalServiceIdentifier: 'cancel-only',
                IsSelectableForNewOrder: false,
                IsSelectableForUpdateOrder: false,
                IsSelectableForCancelOrder: true,
                AdditionalServiceSetting: {
                  IsPreselected: false,
                  SendHoursBeforeBooking: null,
                  SendHoursAfterBookingInsertOrChange: null,
                },
              },
              {
                AdditionalServiceIdentifier: 'sms',
                IsSelectableForNewOrder: true,
                IsSelectableForUpdateOrder: true,
                IsSelectableForCancelOrder: true,
                AdditionalServiceSetting: {
                  IsPreselected: true,
                  SendHoursBeforeBooking: 48,
                  SendHoursAfterBookingInsertOrChange: 1,
                },
              },
            ],
            IsDefaultServiceForAutoAssignOrder: false,
            InvoiceReceivers: [{ InvoiceReceiverIdentifier: 'inv' }],
            DefaultDoRequireCompetenceLevelOrHigher: true,
            DefaultDoRequireExactCompetenceLevel: false,
            DefaultDoRequireCorrectGender: true,
            DefaultGenderIdPreferred: 7,
            DefaultCompetenceIdentifier: 1,
            DefaultDoAllowAlternativeService: true,
          },
        ],
        Errors: null,
      }),
    );
    const from = Temporal.ZonedDateTime.from('2026-07-01T09:00:00+02:00[Europe/Stockholm]');
    const services = await new CrmBookableServices(transport).offered('skill-1', from, from.add({ minutes: 30 }));
    expect(crm.received.at(-1)?.body).toMatchObject({
      SkillExternalidentifier: 'skill-1',
      DatetimeFrom: '2026-07-01 09:00:00',
      DatetimeTo: '2026-07-01 09:30:00',
    });
    expect(services).toEqual([
      {
        id: 'video',
        name: 'Videotolkning',
        isRemote: true,
        requiresMeetingUrl: true,
        requiresMeetingPhone: false,
        competences: [{ id: 4, name: 'Auktoriserad tolk' }],
        platforms: [{ id: 'teams', name: 'Microsoft Teams' }],
        alternativeIds: ['skype', 'tele'],
        smsReminder: {
          id: 'sms',
          selectableForNew: true,
          selectableForUpdate: true,
          preselected: true,
          sendHoursBefore: 48,
          sendHoursAfter: 1,
        },
        invoiceReceiverId: 'inv',
        defaults: {
          competenceLevelOrHigher: true,
          exactCompetenceLevel: false,
          requireCorrectGender: true,
          gender: null,
          competenceId: 1,
          allowAlternativeService: true,
        },
      },
    ]);
  });

  it('answers none for a null list', async () => {
    const { crm, transport } = harness();
    crm.handlers.set('/CRMCustomer/GetServices', () => json({ Services: null, Errors: null }));
    const from = Temporal.ZonedDateTime.from('2026-07-01T09:00:00+02:00[Europe/Stockholm]');
    expect(await new CrmBookableServices(transport).offered('s', from, from.add({ hours: 1 }))).toEqual([]);
  });
});

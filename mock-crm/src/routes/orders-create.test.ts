import type { FastifyInstance } from 'fastify';
import { ErrorCode, isCatalogued, type ContactPersonWire } from '@tolk/crm-contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../testing.js';
import {
  ADDRESS,
  ORDER_PATHS,
  OrderSession,
  advance,
  buildOrdersApp,
  codes,
  savedPerson,
  setClock,
  subStatusOf,
  typedPerson,
} from './orders-testing.js';

// The clock stands at Monday 2026-11-23 10:00 Stockholm time unless a test moves it.
const NOW = '2026-11-23 10:00:00';
const TOMORROW = { from: '2026-11-24 09:00:00', to: '2026-11-24 09:30:00' };

describe('CreateNewOrder and the order lifecycle', () => {
  let app: FastifyInstance;
  let first: OrderSession; // customer 1001
  let second: OrderSession; // customer 1002: e-mail required for orderer and contact

  beforeAll(async () => {
    app = await buildOrdersApp();
    setClock(app, NOW);
    [first, second] = await Promise.all([OrderSession.start(app), OrderSession.start(app, '1002', 'Tolkportal2')]);
  });
  afterAll(() => app.close());

  describe('a telephone order from creation to its time report', () => {
    it('is created with a number, searched as available, staffed after the dispatch delay, then performed and reported', async () => {
      setClock(app, NOW);
      const { body } = await call(
        app,
        ORDER_PATHS.create,
        first.createBody({ skill: 'Arabiska', service: 'Telefontolkning', ...TOMORROW }),
      );
      expect(body.Errors).toBeNull();
      const returned = body.ReturnedOrder as {
        OrderIdentifier: string;
        OrderNumber: string;
        DateTimeOrderFrom: string;
        DateTimeOrderTo: string;
      }[];
      expect(returned).toEqual([
        {
          OrderIdentifier: expect.any(String),
          OrderNumber: expect.stringMatching(/^\d+$/),
          DateTimeOrderFrom: TOMORROW.from,
          DateTimeOrderTo: TOMORROW.to,
        },
      ]);
      const number = returned[0]!.OrderNumber;

      const open = await first.byNumber(number);
      expect(open).toMatchObject({
        OrderIdentifier: returned[0]!.OrderIdentifier,
        OrderStatus: 'available',
        ConsolidatedOrderStatus: {
          StatusIdentifier: 1,
          ConsolidatedOrderStatusMessages: [{ StatusMessageIdentifier: 1, StatusMessage: 'Vi söker en tolk till ditt uppdrag' }],
        },
        DatetimeFrom: TOMORROW.from,
        DatetimeTo: TOMORROW.to,
        DatetimeOrderFrom: TOMORROW.from,
        DatetimeOrderTo: TOMORROW.to,
        DatetimeSubmitted: expect.stringMatching(/^2026-11-23 10:00:\d\d$/),
        ArticleName: 'Telefontolkning',
        ServiceIdentifier: first.serviceIds.Telefontolkning,
        Skill: 'Arabiska',
        IsPerformedRemotely: true,
        PhoneNumberOrder: '08-508 09 100',
        PostalAddressPerforming: null,
        Resource: null,
        WorkAssignmentIdentifier: null,
        CanBeUpdated: true,
        CanCancelOrder: true,
        CanBeRated: false,
        IsLateCancellation: false,
        RatingCustomer: null,
        OrderGroup: null,
        UnreadNotifications: [],
        ContactPerson: {
          ContactPersonIdentifier: first.contact.ContactPersonIdentifier,
          ContactPersonName: `${first.contact.FirstName} ${first.contact.LastName}`,
        },
        ContactPersonOrderer: { ContactPersonOrdererIdentifier: first.contact.ContactPersonIdentifier },
      });

      advance(app, 1);
      expect((await first.byNumber(number)).OrderStatus).toBe('available');
      advance(app, 2); // past the dispatch delay of 2 minutes
      const booked = await first.byNumber(number);
      expect(booked).toMatchObject({
        OrderStatus: 'accepted',
        ConsolidatedOrderStatus: { StatusIdentifier: 2, ConsolidatedOrderStatusMessages: [{ StatusMessageIdentifier: 2 }] },
        Resource: { ResourceFullName: expect.any(String), ResourceNumber: expect.any(String), IsBasedOnSkillSubstitute: false },
        WorkAssignmentIdentifier: expect.any(String),
        NumberOfUnreadNotifications: 1,
        UnreadNotifications: [
          {
            Headline: 'Tolk tillsatt',
            NotificationIdentifier: expect.any(String),
            DatetimeSent: expect.stringMatching(/^2026-11-23 10:02:\d\d$/),
          },
        ],
        CanBeUpdated: true,
        CanBeRated: false,
      });

      setClock(app, '2026-11-24 09:10:00');
      expect(await first.byNumber(number)).toMatchObject({ OrderStatus: 'accepted', CanBeUpdated: false, CanCancelOrder: false });
      expect(subStatusOf(await first.byNumber(number))).toBe(3); // in progress

      setClock(app, '2026-11-24 09:31:00');
      const performed = await first.byNumber(number);
      expect(performed).toMatchObject({
        OrderStatus: 'fullfilled',
        ConsolidatedOrderStatus: {
          StatusIdentifier: 3,
          ConsolidatedOrderStatusMessages: [{ StatusMessageIdentifier: 5, StatusMessage: 'Inväntar tidrapport' }],
        },
        Resource: { ResourceNumber: booked.Resource!.ResourceNumber },
        CanBeRated: true,
        CanBeUpdated: false,
        CanCancelOrder: false,
        IsLateCancellation: false,
      });

      setClock(app, '2026-11-26 09:31:00'); // the report arrives within 48 hours of the end
      expect((await first.byNumber(number)).ConsolidatedOrderStatus.ConsolidatedOrderStatusMessages).toEqual([
        { StatusMessageIdentifier: 6, StatusMessage: 'Tidrapport mottagen' },
      ]);
    });
  });

  describe('refusals', () => {
    beforeEach(() => setClock(app, NOW));

    const occasion = (from: string, to: string, service = 'Telefontolkning' as const) => ({
      DatetimeFrom: from,
      DatetimeTo: to,
      ServiceIdentifier: first.serviceIds[service],
    });
    const refusal = async (
      session: OrderSession,
      overrides: Record<string, unknown>,
      spec: Partial<Parameters<OrderSession['createBody']>[0]> = {},
    ) => {
      const body = await session.create({ ...TOMORROW, ...spec }, overrides);
      expect(body.ReturnedOrder).toBeNull();
      for (const code of codes(body)) expect(isCatalogued(code)).toBe(true);
      return codes(body);
    };

    it('answers 5212 for an order without occasions', async () => {
      expect(await refusal(first, { OrderOccasions: [] })).toEqual([ErrorCode.MissingOrderOccasion]);
    });

    it('answers 5209 for several occasions without OrderGroupRequestData, and groups them with it', async () => {
      const occasions = [
        occasion('2026-11-25 09:00:00', '2026-11-25 10:00:00'),
        occasion('2026-11-26 09:00:00', '2026-11-26 10:00:00'),
      ];
      expect(await refusal(first, { OrderOccasions: occasions })).toEqual([ErrorCode.MissingOrderGroupingFields]);
      expect(await refusal(first, { OrderOccasions: occasions, OrderGroupRequestData: null })).toEqual([
        ErrorCode.MissingOrderGroupingFields,
      ]);

      const group = { Description: 'Samtal i tre delar', DoRequireSameResourceForAllWorkAssignments: true };
      const { body } = await call(
        app,
        ORDER_PATHS.create,
        first.createBody(TOMORROW, { OrderOccasions: occasions, OrderGroupRequestData: group }),
      );
      expect(body.Errors).toBeNull();
      const returned = body.ReturnedOrder as { OrderNumber: string; DateTimeOrderFrom: string }[];
      expect(returned.map((r) => r.DateTimeOrderFrom)).toEqual(['2026-11-25 09:00:00', '2026-11-26 09:00:00']);
      expect(new Set(returned.map((r) => r.OrderNumber)).size).toBe(2);
      const orders = await Promise.all(returned.map((r) => first.byNumber(r.OrderNumber)));
      expect(orders[0]!.OrderGroup).toEqual({
        OrderGroupIdentifier: expect.any(String),
        Description: group.Description,
        DoRequireSameResourceForAllWorkAssignments: true,
      });
      expect(orders[1]!.OrderGroup).toEqual(orders[0]!.OrderGroup);
    });

    it('puts a single occasion in no group, even when OrderGroupRequestData is sent', async () => {
      const { order } = await first.order(TOMORROW, {
        OrderGroupRequestData: { Description: 'Ensam', DoRequireSameResourceForAllWorkAssignments: true },
      });
      expect(order.OrderGroup).toBeNull();
    });

    it.each([
      ['no orderer', { ContactPersonOrderer: null }, ErrorCode.OrdererMissing],
      [
        'an orderer without a name',
        { ContactPersonOrderer: typedPerson({ FirstName: null, LastName: ' ' }) },
        ErrorCode.OrdererFieldsMissing,
      ],
      [
        'an orderer without e-mail or phone',
        { ContactPersonOrderer: typedPerson({ Email: null, PhoneNumberMobile: null }) },
        ErrorCode.MissingOrdererPhone,
      ],
      ['no contact person', { ContactPersonUponInterpretation: null }, ErrorCode.ContactPersonMissing],
      [
        'a contact person without a name',
        { ContactPersonUponInterpretation: typedPerson({ FirstName: null, LastName: null }) },
        ErrorCode.ContactPersonFieldsMissing,
      ],
      [
        'a contact person without e-mail or phone',
        { ContactPersonUponInterpretation: typedPerson({ Email: null, PhoneNumberMobile: null, PhoneNumberDirect: null }) },
        ErrorCode.MissingInterpretationContactPhone,
      ],
    ])('answers for %s: %s', async (_name, overrides, code) => {
      expect(await refusal(first, overrides)).toEqual([code]);
    });

    it('accepts typed persons reached by phone only, and a new person with a local newPerson- id', async () => {
      const { order } = await first.order(TOMORROW, {
        ContactPersonOrderer: typedPerson({ Email: null, PhoneNumberMobile: null, PhoneNumberDirect: '08-123 45 67' }),
        ContactPersonUponInterpretation: typedPerson({
          ContactPersonIdentifier: 'newPerson-1',
          FirstName: 'Ali',
          LastName: 'Hassan',
          Email: null,
        }),
      });
      expect(order.ContactPersonOrderer).toMatchObject({
        ContactPersonOrdererIdentifier: null,
        ContactPersonOrdererName: 'Sara Nordin',
        ContactPersonOrdererDirectPhoneNumber: '08-123 45 67',
      });
      expect(order.ContactPerson).toMatchObject({
        ContactPersonIdentifier: null,
        ContactPersonName: 'Ali Hassan',
        ContactPersonMobilePhoneNumber: '070-765 43 21',
      });
    });

    it('requires an e-mail for orderer and contact person when the customer profile says so (1002): 5206 and 5207', async () => {
      const byPhone = typedPerson({ Email: null });
      expect(await refusal(second, { ContactPersonOrderer: byPhone })).toEqual([ErrorCode.OrdererFieldsMissing]);
      expect(await refusal(second, { ContactPersonUponInterpretation: byPhone })).toEqual([ErrorCode.ContactPersonFieldsMissing]);
      expect(
        (await second.create(TOMORROW, { ContactPersonOrderer: typedPerson(), ContactPersonUponInterpretation: typedPerson() }))
          .Errors,
      ).toBeNull();
      // 1001 does not require it.
      expect(
        (await first.create(TOMORROW, { ContactPersonOrderer: byPhone, ContactPersonUponInterpretation: byPhone })).Errors,
      ).toBeNull();
    });

    it("answers 6001 for another customer's saved contact person, and for an unknown id", async () => {
      expect(
        await refusal(first, { ContactPersonUponInterpretation: savedPerson(second.contact.ContactPersonIdentifier) }),
      ).toEqual([ErrorCode.ContactPersonNotFound]);
      expect(await refusal(first, { ContactPersonOrderer: savedPerson('no-such-person') })).toEqual([
        ErrorCode.ContactPersonNotFound,
      ]);
    });

    it('completes a saved contact person with what was typed', async () => {
      const persons = (await call(app, '/CRMCustomer/GetContactPersons', { Token: first.token })).body
        .CustomerContactPersons as ContactPersonWire[];
      const person = persons.find((p) => p.Email)!;
      const { order } = await first.order(TOMORROW, {
        ContactPersonUponInterpretation: { ...savedPerson(person.ContactPersonIdentifier), PhoneNumberMobile: '070-000 11 22' },
      });
      expect(order.ContactPerson).toEqual({
        ContactPersonIdentifier: person.ContactPersonIdentifier,
        ContactPersonName: `${person.FirstName} ${person.LastName}`,
        ContactPersonFirstName: person.FirstName,
        ContactPersonLastName: person.LastName,
        ContactPersonMobilePhoneNumber: '070-000 11 22',
        ContactPersonEmail: person.Email,
        ContactPersonDirectPhoneNumber: person.PhoneNumberDirect,
      });
    });

    it('answers 2001 for an on-site order without an address, and 5200 for a postal code linked to no county', async () => {
      const onSite = { service: 'Kontakttolkning' as const };
      expect(await refusal(first, { PostalAddressPerformingRequestData: null }, onSite)).toEqual([
        ErrorCode.MandatoryFieldMissing,
      ]);
      expect(await refusal(first, { PostalAddressPerformingRequestData: { ...ADDRESS, PostalCode: 32100 } }, onSite)).toEqual([
        ErrorCode.PostalCodeNotLinkedToCounty,
      ]);
      // The decoder also answers 2004 for the address object that holds the bad field.
      expect(await refusal(first, { PostalAddressPerformingRequestData: { ...ADDRESS, PostalCode: 1234 } }, onSite)).toContain(
        ErrorCode.InvalidPostalCode,
      );

      const { order: visit } = await first.order(
        { ...TOMORROW, ...onSite },
        { PostalAddressPerformingRequestData: { ...ADDRESS, CareOf: 'Plan 3' } },
      );
      expect(visit).toMatchObject({
        ArticleName: 'Kontakttolkning',
        IsPerformedRemotely: false,
        PostalAddressPerforming: { AddressRow1: 'Sveavägen 44', CareOf: 'Plan 3', PostalCode: '11134', City: 'Stockholm' },
        AddressPerformingEffective: 'Plan 3, Sveavägen 44, 11134 Stockholm',
        IsDeviatingAddressPerforming: true,
      });
    });

    it('answers 2001 for a video order without a meeting link, and 6007 for a link that is not http(s)', async () => {
      const video = { service: 'Videotolkning' as const };
      expect(await refusal(first, { MeetingUrl: null }, video)).toEqual([ErrorCode.MandatoryFieldMissing]);
      expect(await refusal(first, { MeetingUrl: 'teams.microsoft.com/l/meetup-join/abc' }, video)).toEqual([
        ErrorCode.InvalidMeetingUrl,
      ]);
      expect(await refusal(first, { MeetingUrl: 'ftp://example.se/meeting' }, video)).toEqual([ErrorCode.InvalidMeetingUrl]);
      const { order } = await first.order({ ...TOMORROW, ...video }, { MeetingUrl: 'http://example.se/m/1' });
      expect(order.MeetingDetails).toMatchObject({ MeetingUrl: 'http://example.se/m/1', DoRequireBankIdVerification: 'False' });
    });

    it('answers 5202 for an unknown skill and 5201 for a service not offered for the skill', async () => {
      expect(await refusal(first, { SkillIdentifier: 'no-such-skill' })).toEqual([ErrorCode.InvalidSkill]);
      // Sign language is not interpreted by telephone.
      expect(await refusal(first, {}, { skill: 'Svenskt teckenspråk', service: 'Telefontolkning' })).toEqual([
        ErrorCode.InvalidService,
      ]);
      expect(await refusal(first, {}, { skill: 'Finska', service: 'Skypetolkning' })).toEqual([ErrorCode.InvalidService]);
      expect((await first.create({ ...TOMORROW, skill: 'Svenskt teckenspråk', service: 'Kontakttolkning' })).Errors).toBeNull();
    });

    it('answers 2003 for a start that has passed and for an end not after the start', async () => {
      expect(await refusal(first, {}, { from: '2026-11-23 09:30:00', to: '2026-11-23 10:30:00' })).toEqual([
        ErrorCode.InvalidDatetime,
      ]);
      expect(await refusal(first, {}, { from: '2026-11-24 10:00:00', to: '2026-11-24 09:00:00' })).toEqual([
        ErrorCode.InvalidDatetime,
      ]);
      expect(await refusal(first, {}, { from: '2026-11-24 10:00:00', to: '2026-11-24 10:00:00' })).toEqual([
        ErrorCode.InvalidDatetime,
      ]);
      expect(await refusal(first, {}, { from: '2026-11-24 25:00:00', to: '2026-11-24 26:00:00' })).toEqual([
        ErrorCode.InvalidDatetime,
        ErrorCode.InvalidDatetime,
      ]);
    });

    it('answers 5208 for an attachment of a type not allowed, and keeps an allowed one', async () => {
      const attachment = (filename: string) => ({
        Attachment: 'JVBERi0xLjQK',
        AttachmentContentType: 'application/octet-stream',
        AttachmentFilename: filename,
        Description: null,
      });
      expect(await refusal(first, { AttachmentData: [attachment('program.exe')] })).toEqual([ErrorCode.MissingAttachmentInfo]);
      expect(await refusal(first, { AttachmentData: [attachment('intyg')] })).toEqual([ErrorCode.MissingAttachmentInfo]);
      expect(
        await refusal(first, { AttachmentData: [attachment('intyg.pdf'), { ...attachment('bild.png'), Attachment: '' }] }),
      ).toEqual([ErrorCode.MissingAttachmentInfo]);

      const { order } = await first.order(TOMORROW, {
        AttachmentData: [{ ...attachment('Intyg.PDF'), AttachmentContentType: 'application/pdf' }],
      });
      expect(order.Attachments).toEqual([
        { AttachmentReference: expect.any(String), AttachmentFilename: 'Intyg.PDF', AttachmentContentType: 'application/pdf' },
      ]);
    });

    it('lists every problem of an order at once', async () => {
      const problems = await refusal(first, {
        ContactPersonOrderer: null,
        ContactPersonUponInterpretation: null,
        SkillIdentifier: 'no-such-skill',
      });
      expect(problems.sort()).toEqual([ErrorCode.OrdererMissing, ErrorCode.ContactPersonMissing, ErrorCode.InvalidSkill].sort());
    });
  });

  describe('SearchOrders', () => {
    beforeEach(() => setClock(app, NOW));

    it('finds an order by number, identifier, keywords and period; Orders null when nothing matches', async () => {
      const reference = 'Ärende 100%_klar';
      const { order } = await first.order(
        { from: '2026-12-03 13:00:00', to: '2026-12-03 14:00:00' },
        { CustomerReference: reference },
      );
      expect((await first.search({ OrderIdentifier: order.OrderIdentifier }))?.map((o) => o.OrderNumber)).toEqual([
        order.OrderNumber,
      ]);
      expect((await first.search({ OrderNumber: ` ${order.OrderNumber} ` }))?.map((o) => o.OrderNumber)).toEqual([
        order.OrderNumber,
      ]);
      expect((await first.search({ Keywords: '100%_klar' }))?.map((o) => o.OrderNumber)).toEqual([order.OrderNumber]);
      expect(await first.search({ Keywords: '1000_klar' })).toBeNull();
      expect(await first.search({ Keywords: '100x_klar' })).toBeNull();

      const inPeriod = async (from: string, to: string) =>
        ((await first.search({ DatetimeFrom: from, DatetimeTo: to })) ?? []).some((o) => o.OrderNumber === order.OrderNumber);
      expect(await inPeriod('2026-12-03 00:00:00', '2026-12-04 00:00:00')).toBe(true);
      expect(await inPeriod('2026-12-03 13:59:00', '2026-12-03 15:00:00')).toBe(true); // overlaps the end
      expect(await inPeriod('2026-12-03 14:00:00', '2026-12-03 15:00:00')).toBe(false);
      expect(await inPeriod('2026-12-03 12:00:00', '2026-12-03 13:00:00')).toBe(false);
      expect(await first.search({ OrderNumber: '999999999' })).toBeNull();
    });
  });
});

import type { FastifyInstance } from 'fastify';
import { parseInstant } from '@tolk/core';
import { isCatalogued, type ServiceWire } from '@tolk/crm-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../plugins/store.js';
import { seedDatabase } from '../seed/seed.js';
import { MEETING_PLATFORM_IDS, SERVICE_IDS, SMS_REMINDER_ID, SEED_INVOICE_RECEIVERS } from '../seed/services.js';
import { buildTestApp, call, logIn } from '../testing.js';

const GET_SERVICES = '/CRMCustomer/GetServices';
// The clock is set to Monday 2026-11-23 at 10:00 Stockholm time.
const TOMORROW = { DatetimeFrom: '2026-11-24 08:00:00', DatetimeTo: '2026-11-24 09:00:00' };
const IN_TWO_HOURS = { DatetimeFrom: '2026-11-23 12:05:00', DatetimeTo: '2026-11-23 13:00:00' };
const IN_HALF_AN_HOUR = { DatetimeFrom: '2026-11-23 10:35:00', DatetimeTo: '2026-11-23 11:00:00' };

type Answer = { Errors: unknown } & Record<string, unknown>;
const codes = (body: Answer) => (body.Errors as { ErrorCode: number }[] | null)?.map((e) => e.ErrorCode) ?? [];
const messages = (body: Answer) => (body.Errors as { ErrorMessage: string }[] | null)?.map((e) => e.ErrorMessage) ?? [];

describe('GetServices', () => {
  let app: FastifyInstance;
  let token: string;
  let skill: (name: string) => string;

  const services = async (skillName: string, period: { DatetimeFrom: string; DatetimeTo: string }, as = token) => {
    const { status, body } = await call(app, GET_SERVICES, { Token: as, SkillExternalidentifier: skill(skillName), ...period });
    expect(status).toBe(200);
    expect(body.Errors).toBeNull();
    return body.Services as ServiceWire[];
  };
  const names = async (skillName: string, period: { DatetimeFrom: string; DatetimeTo: string }) =>
    (await services(skillName, period)).map((s) => s.ServiceName);

  beforeAll(async () => {
    app = await buildTestApp();
    app.clock.set(parseInstant('2026-11-23 10:00:00'));
    token = await logIn(app);
    const skills = app.catalogue.skills();
    skill = (name) => skills.find((s) => s.SkillName === name)!.SkillIdentifier;
  });
  afterAll(() => app.close());

  it('offers all four services for a common language well ahead, telephone first', async () => {
    expect(await names('Arabiska', TOMORROW)).toEqual(['Telefontolkning', 'Kontakttolkning', 'Videotolkning', 'Skypetolkning']);
  });

  it('answers every field of spec 1 §3 with the documented settings', async () => {
    const byName = new Map((await services('Arabiska', TOMORROW)).map((s) => [s.ServiceName, s]));
    const levels = [
      { CompetenceLevelIdentifier: 1, CompetenceLevelName: 'Registrerad tolk' },
      { CompetenceLevelIdentifier: 2, CompetenceLevelName: 'Grundutbildad tolk' },
      { CompetenceLevelIdentifier: 3, CompetenceLevelName: 'Grundutbildad tolk (MYH)' },
      { CompetenceLevelIdentifier: 4, CompetenceLevelName: 'Auktoriserad tolk' },
      { CompetenceLevelIdentifier: 5, CompetenceLevelName: 'Auktoriserad tolk med speciell kompetens' },
    ];
    const smsReminder = {
      AdditionalServiceIdentifier: SMS_REMINDER_ID,
      IsSelectableForNewOrder: true,
      IsSelectableForUpdateOrder: true,
      IsSelectableForCancelOrder: true,
      AdditionalServiceSetting: { IsPreselected: false, SendHoursBeforeBooking: 48, SendHoursAfterBookingInsertOrChange: 1 },
    };
    const invoiceReceivers = SEED_INVOICE_RECEIVERS['1001']!.map((r) => r.id).sort();

    const video = byName.get('Videotolkning')!;
    expect({ ...video, InvoiceReceivers: video.InvoiceReceivers.map((r) => r.InvoiceReceiverIdentifier).sort() }).toEqual({
      ServiceIdentifier: SERVICE_IDS.videotolkning,
      ServiceName: 'Videotolkning',
      IsPerformedRemotely: true,
      DoRequireMeetingUrl: true,
      DoRequireMeetingPhoneNumber: false,
      AvailableCompetences: levels,
      DigitalMeetingPlatforms: [
        { DigitalMeetingPlatformIdentifier: MEETING_PLATFORM_IDS.teams, DigitalMeetingPlatformName: 'Microsoft Teams' },
        { DigitalMeetingPlatformIdentifier: MEETING_PLATFORM_IDS.zoom, DigitalMeetingPlatformName: 'Zoom' },
        { DigitalMeetingPlatformIdentifier: MEETING_PLATFORM_IDS.webex, DigitalMeetingPlatformName: 'Cisco Webex' },
        {
          DigitalMeetingPlatformIdentifier: MEETING_PLATFORM_IDS.skypeForBusiness,
          DigitalMeetingPlatformName: 'Skype för företag',
        },
        { DigitalMeetingPlatformIdentifier: MEETING_PLATFORM_IDS.other, DigitalMeetingPlatformName: 'Annan plattform' },
      ],
      ServiceAlternatives: [
        { ServiceIdentifier: SERVICE_IDS.skypetolkning, SortOrder: 1 },
        { ServiceIdentifier: SERVICE_IDS.telefontolkning, SortOrder: 2 },
      ],
      AdditionalServices: [smsReminder],
      IsDefaultServiceForAutoAssignOrder: false,
      InvoiceReceivers: invoiceReceivers,
      DefaultDoRequireCompetenceLevelOrHigher: true,
      DefaultDoRequireExactCompetenceLevel: false,
      DefaultDoRequireCorrectGender: false,
      DefaultGenderIdPreferred: null,
      DefaultCompetenceIdentifier: 1,
      DefaultDoAllowAlternativeService: true,
    });

    const phone = byName.get('Telefontolkning')!;
    expect(phone).toMatchObject({
      ServiceIdentifier: SERVICE_IDS.telefontolkning,
      IsPerformedRemotely: true,
      DoRequireMeetingUrl: false,
      DoRequireMeetingPhoneNumber: true,
      DigitalMeetingPlatforms: [],
      ServiceAlternatives: [],
      IsDefaultServiceForAutoAssignOrder: true,
      DefaultDoAllowAlternativeService: false,
    });
    expect(byName.get('Kontakttolkning')).toMatchObject({
      ServiceIdentifier: SERVICE_IDS.kontakttolkning,
      IsPerformedRemotely: false,
      DoRequireMeetingUrl: false,
      DoRequireMeetingPhoneNumber: false,
      DefaultCompetenceIdentifier: 2,
      ServiceAlternatives: [
        { ServiceIdentifier: SERVICE_IDS.videotolkning, SortOrder: 1 },
        { ServiceIdentifier: SERVICE_IDS.telefontolkning, SortOrder: 2 },
      ],
    });
    expect(byName.get('Skypetolkning')!.DigitalMeetingPlatforms.map((p) => p.DigitalMeetingPlatformName)).toEqual([
      'Skype för företag',
    ]);
    for (const service of byName.values()) {
      expect(service.AvailableCompetences).toEqual(levels);
      expect(service.AdditionalServices).toEqual([smsReminder]);
    }
  });

  it("lists the token's own customer's invoice receivers", async () => {
    const other = await logIn(app, '1002', 'Tolkportal2');
    const [phone] = await services('Arabiska', TOMORROW, other);
    expect(phone!.InvoiceReceivers).toEqual(SEED_INVOICE_RECEIVERS['1002']!.map((r) => ({ InvoiceReceiverIdentifier: r.id })));
  });

  describe('depends on the language', () => {
    it('offers Skypetolkning only for the languages with remote interpreters, and lists it as an alternative only then', async () => {
      expect(await names('Finska', TOMORROW)).toEqual(['Telefontolkning', 'Kontakttolkning', 'Videotolkning']);
      const video = (await services('Finska', TOMORROW)).find((s) => s.ServiceName === 'Videotolkning')!;
      expect(video.ServiceAlternatives).toEqual([{ ServiceIdentifier: SERVICE_IDS.telefontolkning, SortOrder: 2 }]);
      for (const language of ['Somaliska', 'Tigrinja', 'Dari'])
        expect(await names(language, TOMORROW)).toContain('Skypetolkning');
    });

    it('has no telephone (nor Skype) interpretation of sign language', async () => {
      const offered = await services('Svenskt teckenspråk', TOMORROW);
      expect(offered.map((s) => s.ServiceName)).toEqual(['Kontakttolkning', 'Videotolkning']);
      expect(offered[0]!.ServiceAlternatives).toEqual([{ ServiceIdentifier: SERVICE_IDS.videotolkning, SortOrder: 1 }]);
    });
  });

  describe('depends on the period', () => {
    it('needs four hours of lead time for on-site and one hour for video and Skype', async () => {
      expect(await names('Arabiska', IN_TWO_HOURS)).toEqual(['Telefontolkning', 'Videotolkning', 'Skypetolkning']);
      expect(await names('Arabiska', IN_HALF_AN_HOUR)).toEqual(['Telefontolkning']);
      expect(await names('Arabiska', { DatetimeFrom: '2026-11-23 14:00:00', DatetimeTo: '2026-11-23 15:00:00' })).toContain(
        'Kontakttolkning',
      );
    });

    it('answers an empty list, not an error, when nothing is offered', async () => {
      expect(await services('Svenskt teckenspråk', IN_HALF_AN_HOUR)).toEqual([]);
    });

    it('lets the portal keep the chosen type when it is still offered after a change of language or period', async () => {
      const chosen = (await services('Arabiska', TOMORROW)).find((s) => s.ServiceName === 'Kontakttolkning')!.ServiceIdentifier;
      const ids = async (language: string, period: typeof TOMORROW) =>
        (await services(language, period)).map((s) => s.ServiceIdentifier);
      expect(await ids('Svenskt teckenspråk', TOMORROW)).toContain(chosen);
      expect(await ids('Finska', TOMORROW)).toContain(chosen);
      expect(await ids('Arabiska', IN_TWO_HOURS)).not.toContain(chosen);
    });

    it('reads a period that ends the next day (the "Nästa dag" rollover)', async () => {
      expect(await names('Finska', { DatetimeFrom: '2026-11-24 23:30:00', DatetimeTo: '2026-11-25 00:30:00' })).toHaveLength(3);
    });
  });

  describe('refusals', () => {
    const refused = async (body: Record<string, unknown>) => {
      const { status, body: answer } = await call(app, GET_SERVICES, { Token: token, ...body });
      expect(status).toBe(200);
      expect(answer.Services).toBeNull();
      expect(codes(answer).every(isCatalogued)).toBe(true);
      return answer;
    };

    it('refuses an unknown language with 5202 and an empty one with 2001', async () => {
      expect(messages(await refused({ SkillExternalidentifier: 'no-such-skill', ...TOMORROW }))).toEqual([
        'Invalid skill: SkillExternalidentifier',
      ]);
      expect(codes(await refused({ SkillExternalidentifier: '-', ...TOMORROW }))).toEqual([5202]);
      expect(codes(await refused({ SkillExternalidentifier: '', ...TOMORROW }))).toEqual([2001]);
    });

    it('refuses a period that does not end after it starts with 2003', async () => {
      const arabic = skill('Arabiska');
      for (const DatetimeTo of ['2026-11-24 08:00:00', '2026-11-24 07:00:00']) {
        expect(
          messages(await refused({ SkillExternalidentifier: arabic, DatetimeFrom: '2026-11-24 08:00:00', DatetimeTo })),
        ).toEqual(['Invalid datetime: DatetimeTo must be after DatetimeFrom']);
      }
    });

    it('refuses a period that starts in the past with 2003', async () => {
      expect(
        messages(
          await refused({
            SkillExternalidentifier: skill('Arabiska'),
            DatetimeFrom: '2026-11-23 09:00:00',
            DatetimeTo: '2026-11-23 11:00:00',
          }),
        ),
      ).toEqual(['Invalid datetime: DatetimeFrom is in the past']);
    });

    it('refuses dates that are not YYYY-MM-DD HH:mm:ss with 2003, and missing ones with 2001', async () => {
      const arabic = skill('Arabiska');
      expect(
        codes(await refused({ SkillExternalidentifier: arabic, DatetimeFrom: '2026-11-24', DatetimeTo: TOMORROW.DatetimeTo })),
      ).toEqual([2003]);
      expect(
        codes(
          await refused({
            SkillExternalidentifier: arabic,
            DatetimeFrom: '2026-02-30 10:00:00',
            DatetimeTo: '2026-03-01 10:00:00',
          }),
        ),
      ).toEqual([2003]);
      expect(messages(await refused({ SkillExternalidentifier: arabic, DatetimeFrom: TOMORROW.DatetimeFrom }))).toEqual([
        'Mandatory field missing: DatetimeTo',
      ]);
    });

    it('reports every problem at once', async () => {
      expect(
        codes(
          await refused({
            SkillExternalidentifier: 'no-such-skill',
            DatetimeFrom: '2026-11-22 10:00:00',
            DatetimeTo: '2026-11-22 09:00:00',
          }),
        ),
      ).toEqual([5202, 2003, 2003]);
    });

    it('refuses a missing token with 1003', async () => {
      const { body } = await call(app, GET_SERVICES, { SkillExternalidentifier: skill('Arabiska'), ...TOMORROW });
      expect(codes(body)).toEqual([1003]);
    });
  });
});

describe('the service catalogue', () => {
  it('has the same ids whatever the seed', () => {
    const catalogue = (seed: number) => {
      const db = openDatabase(':memory:');
      try {
        seedDatabase(db, { seed, orders: 0 });
        return db.prepare('SELECT id, name FROM services ORDER BY sort_order').all();
      } finally {
        db.close();
      }
    };
    const first = catalogue(1);
    expect(first).toEqual([
      { id: SERVICE_IDS.telefontolkning, name: 'Telefontolkning' },
      { id: SERVICE_IDS.kontakttolkning, name: 'Kontakttolkning' },
      { id: SERVICE_IDS.videotolkning, name: 'Videotolkning' },
      { id: SERVICE_IDS.skypetolkning, name: 'Skypetolkning' },
    ]);
    expect(catalogue(2)).toEqual(first);
  });

  it('answers the order rules through offered() and byId()', async () => {
    const app = await buildTestApp();
    try {
      const arabic = app.catalogue.skills().find((s) => s.SkillName === 'Arabiska')!.SkillIdentifier;
      const now = app.clock.now().epochMilliseconds;
      const hour = 3_600_000;
      expect(app.services.offered('no-such-skill', now + 24 * hour, now + 25 * hour, now)).toBeNull();
      expect(app.services.offered(arabic, now + 24 * hour, now + 25 * hour, now)!.map((s) => s.name)).toHaveLength(4);
      expect(app.services.offered(arabic, now + 2 * hour, now + hour, now)).toEqual([]);
      expect(app.services.byId(SERVICE_IDS.skypetolkning)).toEqual({
        id: SERVICE_IDS.skypetolkning,
        name: 'Skypetolkning',
        isRemote: true,
        requiresMeetingUrl: true,
        requiresMeetingPhone: false,
        platforms: [{ id: MEETING_PLATFORM_IDS.skypeForBusiness, name: 'Skype för företag' }],
      });
      expect(app.services.byId('no-such-service')).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});

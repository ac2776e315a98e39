import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { parseInstant } from '@tolk/core';
import type { OrderWire } from '@tolk/crm-contract';
import { Temporal } from 'temporal-polyfill';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SERVICE_IDS } from '../seed/services.js';
import { buildTestApp, call, logIn } from '../testing.js';

const OPENING_HOURS = '/CRMCustomer/GetAutoAssignOrderOpeningHours';
const AVAILABLE = '/CRMCustomer/GetAvailableResourcesForAutoAssignOrder';
const CREATE = '/CRMCustomer/CreateNewAutoAssignOrder';
const CLEAR = '/CRMCustomer/ClearAutoAssignOrderResources';
const TELEPHONE = SERVICE_IDS.telefontolkning;

type Answer = { Errors: unknown } & Record<string, unknown>;
const codes = (body: Answer) => (body.Errors as { ErrorCode: number }[] | null)?.map((e) => e.ErrorCode) ?? [];

/** A person typed in the direct-booking form: a name, a phone and the e-mail it requires. */
const person = (firstName: string, email: string | null = `${firstName.toLowerCase()}@example.se`) => ({
  ContactPersonIdentifier: null,
  FirstName: firstName,
  LastName: 'Berg',
  Title: null,
  Email: email,
  PhoneNumberDirect: null,
  PhoneNumberMobile: '070-111 22 33',
});

/** A period today (the clock's Monday 2026-11-23) in the CRM's format. */
const today = (from: string, to: string) => ({ TimeOrderFrom: `2026-11-23 ${from}:00`, TimeOrderTo: `2026-11-23 ${to}:00` });

async function world() {
  const app = await buildTestApp();
  app.clock.set(parseInstant('2026-11-23 10:00:00'));
  let token = await logIn(app, '1001', 'Tolkportal1');
  /** Sets the clock and logs in again (a token lasts an hour on the mock's clock). */
  const setClock = async (local: string) => {
    app.clock.set(parseInstant(local));
    token = await logIn(app, '1001', 'Tolkportal1');
  };
  const skills = app.catalogue.skills();
  const skill = (name: string) => skills.find((s) => s.SkillName === name)!.SkillIdentifier;

  const available = async (language: string, period: ReturnType<typeof today>, session: string, as = token) =>
    (
      await call(app, AVAILABLE, {
        Token: as,
        ServiceIdentifier: TELEPHONE,
        SkillIdentifier: skill(language),
        ...period,
        SessionIdentifier: session,
      })
    ).body;
  const order = async (
    language: string,
    period: ReturnType<typeof today>,
    session: string,
    as = token,
    extra: Record<string, unknown> = {},
  ) =>
    (
      await call(app, CREATE, {
        Token: as,
        ContactPersonOrderer: person('Orvar'),
        ContactPersonUponInterpretation: person('Karin'),
        CustomerOrderNumber: 'DIR-1',
        ServiceIdentifier: TELEPHONE,
        SkillIdentifier: skill(language),
        ...period,
        SessionIdentifier: session,
        ...extra,
      })
    ).body;
  const clear = async (session: string, as = token) => (await call(app, CLEAR, { Token: as, SessionIdentifier: session })).body;
  const holdsOf = (session: string) =>
    app.db.prepare('SELECT interpreter_id FROM direct_booking_holds WHERE session_id = ?').pluck().all(session) as string[];

  /** Books every interpreter of the language free for the period (other sessions' holds stay), through the API. */
  async function bookTheRest(language: string, period: ReturnType<typeof today>): Promise<number> {
    for (let booked = 0; booked < 50; booked++) {
      const session = randomUUID();
      const answer = await available(language, period, session);
      if (!answer.CanCreateOrderWithOriginalTimeOrderFromTo) {
        await clear(session);
        return booked;
      }
      expect((await order(language, period, session)).IsSuccess).toBe(true);
    }
    throw new Error('too many interpreters');
  }

  return { app, token: () => token, setClock, skill, available, order, clear, holdsOf, bookTheRest };
}

describe('GetAutoAssignOrderOpeningHours', () => {
  let app: FastifyInstance;
  const PASSWORDS: Record<string, string> = { '1001': 'Tolkportal1', '1002': 'Tolkportal2' };
  /** Sets the clock, logs in (a token lasts an hour on the mock's clock) and asks. */
  const hours = async (at: string, DateFrom: string, DateTo = DateFrom, customer = '1001') => {
    app.clock.set(parseInstant(at));
    const token = await logIn(app, customer, PASSWORDS[customer]);
    return (await call(app, OPENING_HOURS, { Token: token, DateFrom, DateTo })).body;
  };

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('is active on a weekday between 07:30 and 19:00, with 120 minutes to book ahead', async () => {
    expect(await hours('2026-11-23 10:00:00', '2026-11-23')).toEqual({
      AutoAssignOrderOpeningHours: [
        { IsActive: true, DatetimeOpenFrom: '2026-11-23 07:30:00', DatetimeOpenTo: '2026-11-23 19:00:00' },
      ],
      NoOfMinutesFromNowPossibleToBook: 120,
      Errors: null,
    });
    expect(
      ((await hours('2026-11-23 07:30:00', '2026-11-23')).AutoAssignOrderOpeningHours as { IsActive: boolean }[])[0]!.IsActive,
    ).toBe(true);
  });

  it('is not active before 07:30 or from 19:00, and still gives the day’s window', async () => {
    for (const at of ['2026-11-23 07:29:00', '2026-11-23 19:00:00', '2026-11-23 22:15:00']) {
      expect((await hours(at, '2026-11-23')).AutoAssignOrderOpeningHours).toEqual([
        { IsActive: false, DatetimeOpenFrom: '2026-11-23 07:30:00', DatetimeOpenTo: '2026-11-23 19:00:00' },
      ]);
    }
  });

  it('is not active on a weekend day, which has no window', async () => {
    expect((await hours('2026-11-28 10:00:00', '2026-11-28')).AutoAssignOrderOpeningHours).toEqual([
      { IsActive: false, DatetimeOpenFrom: null, DatetimeOpenTo: null },
    ]);
  });

  it('lists every day of a range, and refuses a range that runs backwards or is too long', async () => {
    const days = (await hours('2026-11-27 10:00:00', '2026-11-27', '2026-11-30')).AutoAssignOrderOpeningHours as {
      IsActive: boolean;
    }[];
    expect(days.map((d) => d.IsActive)).toEqual([true, false, false, false]);
    expect(codes(await hours('2026-11-27 10:00:00', '2026-11-27', '2026-11-26'))).toEqual([2003]);
    expect(codes(await hours('2026-11-27 10:00:00', '2026-11-01', '2026-12-31'))).toEqual([2003]);
    expect(codes(await hours('2026-11-27 10:00:00', '2026-11-31', '2026-12-01'))).toEqual([2003]);
  });

  it('is refused to a customer without CanCreateAutoAssignOrder', async () => {
    expect(codes(await hours('2026-11-23 10:00:00', '2026-11-23', '2026-11-23', '1002'))).toEqual([6011]);
  });
});

describe('direct booking', () => {
  let w: Awaited<ReturnType<typeof world>>;
  beforeEach(async () => {
    w = await world();
  });
  afterEach(() => w.app.close());

  describe('GetAvailableResourcesForAutoAssignOrder', () => {
    it('says the original time works when an interpreter of the language is free, and holds one', async () => {
      expect(await w.available('Arabiska', today('10:05', '10:35'), 'session-a')).toEqual({
        CanCreateOrderWithOriginalTimeOrderFromTo: true,
        TimeSlots: null,
        Errors: null,
      });
      expect(w.holdsOf('session-a')).toHaveLength(1);
    });

    it('offers alternative quarter hours with their number of free interpreters when the time is taken', async () => {
      const period = today('10:05', '10:35');
      const booked = await w.bookTheRest('Albanska', period);
      expect(booked).toBeGreaterThan(0);

      const answer = await w.available('Albanska', period, 'session-b');
      expect(answer.CanCreateOrderWithOriginalTimeOrderFromTo).toBe(false);
      const slots = answer.TimeSlots as { TimeFrom: string; NumberOfAvailableResources: number }[];
      // 10:15 and 10:30 overlap the booked period; the last start that ends by 12:00 is 11:30.
      expect(slots[0]!.TimeFrom).toBe('2026-11-23 10:45:00');
      expect(slots.at(-1)!.TimeFrom <= '2026-11-23 11:30:00').toBe(true);
      for (const slot of slots) {
        expect(slot.TimeFrom.endsWith(':00:00') || /:(15|30|45):00$/.test(slot.TimeFrom)).toBe(true);
        expect(slot.NumberOfAvailableResources).toBeGreaterThan(0);
        expect(slot.NumberOfAvailableResources).toBeLessThanOrEqual(4);
      }
      const at1045 = slots[0]!.NumberOfAvailableResources;

      // Another session takes one interpreter at 10:45: one fewer is offered there.
      await w.clear('session-b');
      expect(
        (await w.available('Albanska', today('10:45', '11:15'), 'session-c')).CanCreateOrderWithOriginalTimeOrderFromTo,
      ).toBe(true);
      const again = (await w.available('Albanska', period, 'session-d')).TimeSlots as
        { TimeFrom: string; NumberOfAvailableResources: number }[] | null;
      expect(again?.find((s) => s.TimeFrom === '2026-11-23 10:45:00')?.NumberOfAvailableResources ?? 0).toBe(at1045 - 1);
    });

    it('offers no slots (TimeSlots null) when no interpreter is free in the next two hours', async () => {
      await w.bookTheRest('Tyska', today('10:05', '11:55'));
      expect(await w.available('Tyska', today('10:15', '10:45'), 'session-e')).toMatchObject({
        CanCreateOrderWithOriginalTimeOrderFromTo: false,
        TimeSlots: null,
        Errors: null,
      });
    });

    it('refuses times in the past, beyond 120 minutes, outside the hours, and other services or languages', async () => {
      expect(codes(await w.available('Arabiska', today('09:55', '10:25'), 's'))).toEqual([2003]);
      expect(codes(await w.available('Arabiska', today('10:30', '10:30'), 's'))).toEqual([2003]);
      expect(codes(await w.available('Arabiska', today('11:30', '12:30'), 's'))).toEqual([6013]);
      await w.setClock('2026-11-23 18:40:00');
      expect(codes(await w.available('Arabiska', today('18:45', '19:15'), 's'))).toEqual([6012]);
      await w.setClock('2026-11-23 07:00:00');
      expect(codes(await w.available('Arabiska', today('07:05', '07:35'), 's'))).toEqual([6012]);
      await w.setClock('2026-11-28 10:00:00');
      expect(
        codes(
          (
            await call(w.app, AVAILABLE, {
              Token: w.token(),
              ServiceIdentifier: TELEPHONE,
              SkillIdentifier: w.skill('Arabiska'),
              TimeOrderFrom: '2026-11-28 10:05:00',
              TimeOrderTo: '2026-11-28 10:35:00',
              SessionIdentifier: 's',
            })
          ).body,
        ),
      ).toEqual([6012]);
      await w.setClock('2026-11-23 10:00:00');
      const body = (extra: Record<string, unknown>) => ({
        Token: w.token(),
        ServiceIdentifier: TELEPHONE,
        SkillIdentifier: w.skill('Arabiska'),
        ...today('10:05', '10:35'),
        SessionIdentifier: 's',
        ...extra,
      });
      expect(codes((await call(w.app, AVAILABLE, body({ ServiceIdentifier: SERVICE_IDS.kontakttolkning }))).body)).toEqual([
        5201,
      ]);
      // Sign language is not interpreted by telephone.
      expect(codes((await call(w.app, AVAILABLE, body({ SkillIdentifier: w.skill('Svenskt teckenspråk') }))).body)).toEqual([
        5201,
      ]);
      expect(codes((await call(w.app, AVAILABLE, body({ SkillIdentifier: 'no-such-skill' }))).body)).toEqual([5202]);
      expect(codes((await call(w.app, AVAILABLE, body({ SessionIdentifier: '  ' }))).body)).toEqual([2001]);
      expect(codes((await call(w.app, AVAILABLE, body({ TimeOrderFrom: '2026-11-23 25:00:00' }))).body)).toEqual([2003]);
      expect(w.holdsOf('s')).toEqual([]);
    });
  });

  describe('CreateNewAutoAssignOrder', () => {
    it('books at once with the held interpreter; the order reads back as accepted with the interpreter and a notification', async () => {
      const period = today('10:10', '10:40');
      expect((await w.available('Arabiska', period, 'session-f')).CanCreateOrderWithOriginalTimeOrderFromTo).toBe(true);
      const [heldId] = w.holdsOf('session-f');
      const answer = await w.order('Arabiska', period, 'session-f');
      expect(answer.Errors).toBeNull();
      expect(answer.IsSuccess).toBe(true);
      const returned = answer.ReturnedAutoAssignOrder as Record<string, string>;
      const interpreter = w.app.db.prepare('SELECT * FROM interpreters WHERE id = ?').get(heldId) as {
        first_name: string;
        last_name: string;
        phone: string;
      };
      expect(returned).toMatchObject({
        DateTimeOrderFrom: '2026-11-23 10:10:00',
        DateTimeOrderTo: '2026-11-23 10:40:00',
        ResourceFullName: `${interpreter.first_name} ${interpreter.last_name}`,
        ResourcePhoneNumber: interpreter.phone,
      });
      expect(w.holdsOf('session-f')).toEqual([]);

      const search = await call(w.app, '/CRMCustomer/SearchOrders', { Token: w.token(), OrderNumber: returned.OrderNumber });
      const [read] = search.body.Orders as OrderWire[];
      expect(read).toMatchObject({
        OrderIdentifier: returned.OrderIdentifier,
        OrderStatus: 'accepted',
        ServiceIdentifier: TELEPHONE,
        IsPerformedRemotely: true,
        Skill: 'Arabiska',
        CustomerOrderNumber: 'DIR-1',
        DatetimeOrderFrom: '2026-11-23 10:10:00',
        Resource: { ResourceFullName: returned.ResourceFullName, ResourcePhoneNumber: returned.ResourcePhoneNumber },
        ContactPerson: { ContactPersonName: 'Karin Berg', ContactPersonEmail: 'karin@example.se' },
        ContactPersonOrderer: { ContactPersonOrdererName: 'Orvar Berg', ContactPersonOrdererEmail: 'orvar@example.se' },
      });
      expect(read!.UnreadNotifications.map((n) => n.Headline)).toEqual(['Tolk tillsatt']);
    });

    it('is counted as a direct booking through the web portal in the customer statistics', async () => {
      type Kpi = { assignmentCount: number } & Record<string, unknown>;
      const statistics = async () => {
        const response = await w.app.inject({
          method: 'GET',
          url: '/CRMCustomer/CustomerStatistics?from=11-23-2026&to=11-23-2026&customerNumber=1001',
          headers: { Token: w.token() },
        });
        const report = response.json<{ Statistics: Record<string, Kpi[]> & { orderCount: number } }>().Statistics;
        const count = (list: string, label: string, name: string) =>
          report[list]!.find((row) => row[label] === name)?.assignmentCount ?? 0;
        return {
          orders: report.orderCount,
          direct: count('AutoAssignStatistics', 'AutoAssignName', 'Direktbokning'),
          ordinary: count('AutoAssignStatistics', 'AutoAssignName', 'Ordinarie bokning'),
          web: count('OrderChannel', 'orderChannel', 'Webbportal'),
        };
      };
      const before = await statistics();
      const period = today('10:15', '10:45');
      expect((await w.available('Arabiska', period, 'session-k')).CanCreateOrderWithOriginalTimeOrderFromTo).toBe(true);
      expect((await w.order('Arabiska', period, 'session-k')).IsSuccess).toBe(true);
      expect(await statistics()).toEqual({
        orders: before.orders + 1,
        direct: before.direct + 1,
        ordinary: before.ordinary,
        web: before.web + 1,
      });
    });

    it('gives the last interpreter to the session that holds it; the other session gets 1075', async () => {
      const period = today('10:05', '10:35');
      expect((await w.available('Franska', period, 'first')).CanCreateOrderWithOriginalTimeOrderFromTo).toBe(true);
      await w.bookTheRest('Franska', period);
      // The first session holds the last interpreter: the second is told the time does not work.
      expect((await w.available('Franska', period, 'second')).CanCreateOrderWithOriginalTimeOrderFromTo).toBe(false);

      expect((await w.order('Franska', period, 'first')).IsSuccess).toBe(true);
      const second = await w.order('Franska', period, 'second');
      expect(codes(second)).toEqual([1075]);
      expect(second).toMatchObject({ IsSuccess: false, ReturnedAutoAssignOrder: null });
    });

    it('answers 1075 when the hold expired and the interpreter was booked by another session meanwhile', async () => {
      const period = today('10:30', '11:00');
      expect((await w.available('Polska', period, 'slow')).CanCreateOrderWithOriginalTimeOrderFromTo).toBe(true);
      await w.bookTheRest('Polska', period);
      w.app.clock.advance(Temporal.Duration.from({ minutes: 6 }));

      expect((await w.available('Polska', period, 'quick')).CanCreateOrderWithOriginalTimeOrderFromTo).toBe(true);
      expect((await w.order('Polska', period, 'quick')).IsSuccess).toBe(true);
      expect(codes(await w.order('Polska', period, 'slow'))).toEqual([1075]);
    });

    it('still books after the hold expired when its interpreter is still free', async () => {
      const period = today('10:30', '11:00');
      expect((await w.available('Polska', period, 'late')).CanCreateOrderWithOriginalTimeOrderFromTo).toBe(true);
      w.app.clock.advance(Temporal.Duration.from({ minutes: 6 }));
      expect((await w.order('Polska', period, 'late')).IsSuccess).toBe(true);
    });

    it('answers 1075 without a hold for the session, or for another period than the one held', async () => {
      expect(codes(await w.order('Arabiska', today('10:05', '10:35'), 'never-checked'))).toEqual([1075]);
      await w.available('Arabiska', today('10:05', '10:35'), 'session-g');
      expect(codes(await w.order('Arabiska', today('10:20', '10:50'), 'session-g'))).toEqual([1075]);
    });

    it('books an alternative slot the check offered, with the interpreter held for it', async () => {
      const period = today('10:05', '10:35');
      await w.bookTheRest('Norska', period);
      const slots = (await w.available('Norska', period, 'session-h')).TimeSlots as { TimeFrom: string }[];
      const chosen = slots[0]!.TimeFrom.slice(11, 16);
      const end = Temporal.PlainTime.from(chosen).add({ minutes: 30 }).toString().slice(0, 5);
      const answer = await w.order('Norska', today(chosen, end), 'session-h');
      expect(answer.IsSuccess).toBe(true);
      expect(w.holdsOf('session-h')).toEqual([]);
    });

    it('answers 1075 when the fault is set, creating nothing', async () => {
      const period = today('10:05', '10:35');
      await w.available('Arabiska', period, 'session-i');
      w.app.faults.update({ directOrderSlotTaken: 1 });
      const count = () => w.app.db.prepare('SELECT count(*) FROM orders').pluck().get() as number;
      const before = count();

      expect(codes(await w.order('Arabiska', period, 'session-i'))).toEqual([1075]);
      expect(count()).toBe(before);
      expect(w.app.faults.state().injected.directOrderSlotTaken).toBe(1);
      // As after a real 1075: check again, then the order goes through.
      await w.available('Arabiska', period, 'session-i');
      expect((await w.order('Arabiska', period, 'session-i')).IsSuccess).toBe(true);
    });

    it('needs both people with an e-mail and a name, and checks the times like the availability check', async () => {
      const period = today('10:05', '10:35');
      await w.available('Arabiska', period, 'session-j');
      expect(
        codes(await w.order('Arabiska', period, 'session-j', w.token(), { ContactPersonOrderer: person('Orvar', null) })),
      ).toEqual([5206]);
      expect(
        codes(
          await w.order('Arabiska', period, 'session-j', w.token(), { ContactPersonUponInterpretation: person('Karin', null) }),
        ),
      ).toEqual([5207]);
      expect(codes(await w.order('Arabiska', period, 'session-j', w.token(), { ContactPersonUponInterpretation: null }))).toEqual(
        [5205],
      );
      expect(codes(await w.order('Arabiska', today('09:30', '10:00'), 'session-j'))).toEqual([2003]);
      expect(
        codes(await w.order('Arabiska', period, 'session-j', w.token(), { ServiceIdentifier: SERVICE_IDS.videotolkning })),
      ).toEqual([5201]);
      // Refusals keep the hold: the corrected order still gets the interpreter.
      expect((await w.order('Arabiska', period, 'session-j')).IsSuccess).toBe(true);
    });
  });

  describe('ClearAutoAssignOrderResources', () => {
    it('releases the session’s holds, so that the interpreter is free for others and the session must check again', async () => {
      const period = today('10:05', '10:35');
      expect((await w.available('Finska', period, 'holder')).CanCreateOrderWithOriginalTimeOrderFromTo).toBe(true);
      await w.bookTheRest('Finska', period);
      expect((await w.available('Finska', period, 'waiting')).CanCreateOrderWithOriginalTimeOrderFromTo).toBe(false);

      expect(await w.clear('holder')).toEqual({ IsSuccess: true, Errors: null });
      expect(w.holdsOf('holder')).toEqual([]);
      expect((await w.available('Finska', period, 'waiting')).CanCreateOrderWithOriginalTimeOrderFromTo).toBe(true);
      expect(codes(await w.order('Finska', period, 'holder'))).toEqual([1075]);
      expect(await w.clear('nothing-held')).toEqual({ IsSuccess: true, Errors: null });
    });
  });

  describe('isolation', () => {
    it("another customer can neither use nor see nor clear a session's hold, even with the same session id", async () => {
      const period = today('10:05', '10:35');
      const other = await logIn(w.app, '1003', 'Tolkportal3');
      expect((await w.available('Danska', period, 'shared')).CanCreateOrderWithOriginalTimeOrderFromTo).toBe(true);
      await w.bookTheRest('Danska', period);

      expect(codes(await w.order('Danska', period, 'shared', other))).toEqual([1075]);
      expect((await w.available('Danska', period, 'shared', other)).CanCreateOrderWithOriginalTimeOrderFromTo).toBe(false);
      expect(await w.clear('shared', other)).toEqual({ IsSuccess: true, Errors: null });

      const mine = await w.order('Danska', period, 'shared');
      expect(mine.IsSuccess).toBe(true);
      const number = (mine.ReturnedAutoAssignOrder as { OrderNumber: string }).OrderNumber;
      const theirs = await call(w.app, '/CRMCustomer/SearchOrders', { Token: other, OrderNumber: number });
      expect(theirs.body.Orders).toBeNull();
    });

    it('refuses every direct-booking call to a customer without CanCreateAutoAssignOrder (1002)', async () => {
      const refused = await logIn(w.app, '1002', 'Tolkportal2');
      const period = today('10:05', '10:35');
      expect(codes(await w.available('Arabiska', period, 'x', refused))).toEqual([6011]);
      expect(codes(await w.order('Arabiska', period, 'x', refused))).toEqual([6011]);
      expect(codes(await w.clear('x', refused))).toEqual([6011]);
      expect(
        codes((await call(w.app, OPENING_HOURS, { Token: refused, DateFrom: '2026-11-23', DateTo: '2026-11-23' })).body),
      ).toEqual([6011]);
    });
  });
});

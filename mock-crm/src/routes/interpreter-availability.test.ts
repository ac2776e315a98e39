import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERPRETER_PATH, type InterpreterSession } from '../interpreter/testing.js';
import { SERVICE_IDS } from '../seed/services.js';
import { call } from '../testing.js';
import { INTERPRETER_TESTS_NOW, interpreterWorld } from './interpreter-world.js';
import { type OrderSession, advance, codes, setClock } from './orders-testing.js';

const NOW = INTERPRETER_TESTS_NOW; // Monday 2026-11-23 10:00, Stockholm

type Slot = {
  TimeFrom: string;
  TimeTo: string;
  IsAvailable: boolean;
  ArticleType?: number | null;
  AvailableForOnSite: boolean;
  AvailableForPhone: boolean;
};
const slot = (from: string, to: string, overrides: Partial<Slot> = {}): Slot => ({
  TimeFrom: from,
  TimeTo: to,
  IsAvailable: true,
  AvailableForOnSite: true,
  AvailableForPhone: true,
  ...overrides,
});
const DEMO_DAY = {
  TimeFrom: '07:00',
  TimeTo: '21:00',
  IsAvailable: true,
  ArticleType: 1,
  AvailableForOnSite: true,
  AvailableForPhone: true,
};
/** The demo interpreters' seeded default: every day 07:00–21:00, available (asked first), on-site and phone. */
const DEMO_WEEK = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
  Weekday: day,
  TimeSlots: [{ SlotIdentifier: `${day}-1`, ...DEMO_DAY }],
}));
const exception = (from: string, to: string, articleType = 3, overrides: Record<string, unknown> = {}) => ({
  DatetimeFrom: from,
  DatetimeTo: to,
  ArticleType: articleType,
  AvailableForOnSite: true,
  AvailableForPhone: true,
  ...overrides,
});
type ExceptionWire = { ExceptionIdentifier: string } & Record<string, unknown>;

const saveWeek = (who: InterpreterSession, weekdays: unknown[]) => who.call('SaveAvailabilityDefaults', { Weekdays: weekdays });
const createException = async (who: InterpreterSession, body: Record<string, unknown>) =>
  (await who.call('CreateAvailabilityException', body)).Exception as ExceptionWire;
const exceptionsOf = async (who: InterpreterSession, from: string, to: string) =>
  ((await who.call('GetAvailabilityExceptions', { DateFrom: from, DateTo: to })).Exceptions ?? []) as ExceptionWire[];

describe("the interpreter's availability calls", () => {
  let app: FastifyInstance;
  let customer: OrderSession;
  let anna: InterpreterSession;
  let carlos: InterpreterSession;

  beforeAll(async () => {
    ({ app, customer, anna, carlos } = await interpreterWorld(NOW));
  });
  afterAll(() => app.close());

  describe('the weekly default', () => {
    it('is seeded for the demo interpreters: every day 07:00–21:00, available for on-site and phone', async () => {
      expect(await carlos.call('GetAvailabilityDefaults')).toEqual({ Weekdays: DEMO_WEEK, Errors: null });
    });

    it('is replaced whole and answered as saved: slots in time order with the CRM ids, days not sent empty', async () => {
      const saved = await saveWeek(anna, [
        {
          Weekday: 3,
          TimeSlots: [
            slot('13:00', '17:00', { ArticleType: 2, AvailableForOnSite: false }),
            slot('12:00', '13:00', { IsAvailable: false }),
            slot('08:00', '12:00'),
          ],
        },
        { Weekday: 6, TimeSlots: [slot('10:00', '23:59', { AvailableForPhone: false, ArticleType: null })] },
      ]);
      const expected = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
        Weekday: day,
        TimeSlots:
          day === 3
            ? [
                { SlotIdentifier: '3-1', ...slot('08:00', '12:00'), ArticleType: 1 },
                { SlotIdentifier: '3-2', ...slot('12:00', '13:00', { IsAvailable: false }), ArticleType: 3 },
                { SlotIdentifier: '3-3', ...slot('13:00', '17:00', { AvailableForOnSite: false }), ArticleType: 2 },
              ]
            : day === 6
              ? [{ SlotIdentifier: '6-1', ...slot('10:00', '23:59', { AvailableForPhone: false }), ArticleType: 1 }]
              : [],
      }));
      expect(saved).toEqual({ Weekdays: expected, Errors: null });
      expect((await anna.call('GetAvailabilityDefaults')).Weekdays).toEqual(expected);
      // Another interpreter's default is their own.
      expect((await carlos.call('GetAvailabilityDefaults')).Weekdays).toEqual(DEMO_WEEK);
      expect((await saveWeek(anna, DEMO_WEEK)).Errors).toBeNull();
    });

    it('refuses overlapping slots with 3009 naming the day and both slots, and changes nothing', async () => {
      const answer = await saveWeek(anna, [
        { Weekday: 1, TimeSlots: [slot('08:00', '12:00')] },
        { Weekday: 2, TimeSlots: [slot('11:00', '13:00'), slot('08:00', '12:00')] },
      ]);
      expect(answer).toEqual({
        Weekdays: null,
        Errors: [{ ErrorCode: 3009, ErrorMessage: 'Invalid availability: Weekday 2: 08:00–12:00 overlaps 11:00–13:00' }],
      });
      expect((await anna.call('GetAvailabilityDefaults')).Weekdays).toEqual(DEMO_WEEK);
    });

    it('refuses (3009, one item each) an end not after the start, a slot for neither, a type against IsAvailable, a day twice', async () => {
      const answer = await saveWeek(anna, [
        {
          Weekday: 1,
          TimeSlots: [
            slot('12:00', '10:00'),
            slot('13:00', '13:00'),
            slot('14:00', '15:00', { AvailableForOnSite: false, AvailableForPhone: false }),
            slot('16:00', '17:00', { ArticleType: 3 }),
            slot('18:00', '19:00', { IsAvailable: false, ArticleType: 2 }),
          ],
        },
        { Weekday: 1, TimeSlots: [] },
      ]);
      expect(codes(answer)).toEqual([3009, 3009, 3009, 3009, 3009, 3009]);
      expect(
        (answer.Errors as { ErrorMessage: string }[]).map((e) => e.ErrorMessage.replace('Invalid availability: ', '')),
      ).toEqual([
        'Weekday 1: 12:00–10:00: TimeTo must be after TimeFrom',
        'Weekday 1: 16:00–17:00: ArticleType 3 does not agree with IsAvailable true',
        'Weekday 1: 18:00–19:00: ArticleType 2 does not agree with IsAvailable false',
        'Weekday 1: 13:00–13:00: TimeTo must be after TimeFrom',
        'Weekday 1: 14:00–15:00: available for neither on-site nor phone',
        'Weekday 1 is sent twice',
      ]);
      expect((await anna.call('GetAvailabilityDefaults')).Weekdays).toEqual(DEMO_WEEK);
    });

    it('answers the codecs’ codes for a bad time (2003), weekday or article type (2004) and a missing list (2001)', async () => {
      expect(codes(await saveWeek(anna, [{ Weekday: 1, TimeSlots: [slot('08:00', '24:00')] }]))).toEqual([2003]);
      expect(codes(await saveWeek(anna, [{ Weekday: 8, TimeSlots: [] }]))).toEqual([2004]);
      expect(codes(await saveWeek(anna, [{ Weekday: 1, TimeSlots: [slot('08:00', '09:00', { ArticleType: 4 })] }]))).toEqual([
        2004,
      ]);
      expect(codes(await anna.call('SaveAvailabilityDefaults'))).toEqual([2001]);
    });
  });

  describe('exceptions', () => {
    it('are created, listed per day by date range (both days included), changed and deleted', async () => {
      setClock(app, NOW);
      const created = await createException(
        anna,
        exception('2026-11-26 22:00:00', '2026-11-27 02:00:00', 2, { AvailableForOnSite: false }),
      );
      expect(created).toEqual({
        ExceptionIdentifier: expect.any(String),
        DatetimeFrom: '2026-11-26 22:00:00',
        DatetimeTo: '2026-11-27 02:00:00',
        AvailabilityType: 'available',
        ArticleType: 2,
        AvailableForOnSite: false,
        AvailableForPhone: true,
        CanBeUpdated: true,
      });
      const id = created.ExceptionIdentifier;
      // Across midnight: listed on each day it touches, not on the days around.
      expect((await exceptionsOf(anna, '2026-11-26', '2026-11-26')).map((e) => e.ExceptionIdentifier)).toEqual([id]);
      expect((await exceptionsOf(anna, '2026-11-27', '2026-11-30')).map((e) => e.ExceptionIdentifier)).toEqual([id]);
      expect(await anna.call('GetAvailabilityExceptions', { DateFrom: '2026-11-28', DateTo: '2026-11-30' })).toEqual({
        Exceptions: null,
        Errors: null,
      });
      expect(await exceptionsOf(carlos, '2026-11-26', '2026-11-27')).toEqual([]);

      const changed = await anna.call('UpdateAvailabilityException', {
        ExceptionIdentifier: id,
        ...exception('2026-11-26 08:00:00', '2026-11-26 12:00:00', 3, { AvailabilityType: 'unavailable' }),
      });
      expect(changed.Exception).toMatchObject({
        ExceptionIdentifier: id,
        DatetimeFrom: '2026-11-26 08:00:00',
        DatetimeTo: '2026-11-26 12:00:00',
        AvailabilityType: 'unavailable',
        ArticleType: 3,
      });
      expect(await exceptionsOf(anna, '2026-11-27', '2026-11-27')).toEqual([]);

      expect(await anna.call('DeleteAvailabilityException', { ExceptionIdentifier: id })).toEqual({
        IsSuccess: true,
        Errors: null,
      });
      expect(await exceptionsOf(anna, '2026-11-26', '2026-11-26')).toEqual([]);
    });

    it('may start in the past but not be over (3009); its end must be after its start; a type must agree', async () => {
      setClock(app, NOW);
      // Unavailable all day today: from 00:00, already begun.
      const allDay = await createException(anna, exception('2026-11-23 00:00:00', '2026-11-23 23:59:00'));
      expect(allDay.CanBeUpdated).toBe(true);
      const refused = async (body: Record<string, unknown>) => {
        const answer = await anna.call('CreateAvailabilityException', body);
        return { codes: codes(answer), messages: (answer.Errors as { ErrorMessage: string }[]).map((e) => e.ErrorMessage) };
      };
      expect(await refused(exception('2026-11-22 08:00:00', '2026-11-22 09:00:00'))).toEqual({
        codes: [3009],
        messages: ['Invalid availability: the exception is over already'],
      });
      expect((await refused(exception('2026-11-24 09:00:00', '2026-11-24 08:00:00'))).codes).toEqual([3009]);
      expect(
        (
          await refused(
            exception('2026-11-24 08:00:00', '2026-11-24 09:00:00', 1, { AvailableForOnSite: false, AvailableForPhone: false }),
          )
        ).codes,
      ).toEqual([3009]);
      expect(
        (await refused(exception('2026-11-24 08:00:00', '2026-11-24 09:00:00', 1, { AvailabilityType: 'unavailable' }))).codes,
      ).toEqual([3009]);
      expect(codes(await anna.call('CreateAvailabilityException', exception('2026-11-24 08:00', '2026-11-24 09:00:00')))).toEqual(
        [2003],
      );
      expect(
        codes(await anna.call('CreateAvailabilityException', exception('2026-11-24 08:00:00', '2026-11-24 09:00:00', 0))),
      ).toEqual([2004]);
      expect(codes(await anna.call('CreateAvailabilityException', { DatetimeFrom: '2026-11-24 08:00:00' }))).toEqual([
        2001, 2001, 2001, 2001,
      ]);

      // Begun: it can no longer be changed (spec 3 §4), but it can be deleted (lifting "unavailable all day").
      const update = await anna.call('UpdateAvailabilityException', {
        ExceptionIdentifier: allDay.ExceptionIdentifier,
        ...exception('2026-11-23 12:00:00', '2026-11-23 23:59:00'),
      });
      expect(update.Errors).toEqual([
        {
          ErrorCode: 3009,
          ErrorMessage: 'Invalid availability: the exception can no longer be changed (it has started, or CanBeUpdated is false)',
        },
      ]);
      expect(await anna.call('DeleteAvailabilityException', { ExceptionIdentifier: allDay.ExceptionIdentifier })).toMatchObject({
        IsSuccess: true,
      });
    });

    it('cannot be changed into the past, nor deleted once over', async () => {
      setClock(app, NOW);
      const later = await createException(anna, exception('2026-11-23 14:00:00', '2026-11-23 15:00:00'));
      const update = await anna.call('UpdateAvailabilityException', {
        ExceptionIdentifier: later.ExceptionIdentifier,
        ...exception('2026-11-23 09:00:00', '2026-11-23 15:00:00'),
      });
      expect(update.Errors).toEqual([
        { ErrorCode: 3009, ErrorMessage: 'Invalid availability: a changed exception must start in the future' },
      ]);
      setClock(app, '2026-11-23 16:00:00');
      expect(codes(await anna.call('DeleteAvailabilityException', { ExceptionIdentifier: later.ExceptionIdentifier }))).toEqual([
        3009,
      ]);
      expect((await exceptionsOf(anna, '2026-11-23', '2026-11-23')).map((e) => e.ExceptionIdentifier)).toEqual([
        later.ExceptionIdentifier,
      ]);
      setClock(app, NOW);
    });

    it("refuses another interpreter's exception or an unknown one as not found (3009) and leaves it", async () => {
      setClock(app, NOW);
      const annas = await createException(anna, exception('2026-11-25 08:00:00', '2026-11-25 09:00:00'));
      for (const id of [annas.ExceptionIdentifier, 'made-up']) {
        const update = await carlos.call('UpdateAvailabilityException', {
          ExceptionIdentifier: id,
          ...exception('2026-11-25 10:00:00', '2026-11-25 11:00:00'),
        });
        expect(update).toEqual({
          Exception: null,
          Errors: [{ ErrorCode: 3009, ErrorMessage: `Invalid availability: ExceptionIdentifier: no exception ${id}` }],
        });
        expect(codes(await carlos.call('DeleteAvailabilityException', { ExceptionIdentifier: id }))).toEqual([3009]);
      }
      expect(await exceptionsOf(anna, '2026-11-25', '2026-11-25')).toEqual([annas]);
      await anna.call('DeleteAvailabilityException', { ExceptionIdentifier: annas.ExceptionIdentifier });
    });

    it('are listed by a range of at most 93 days that does not run backwards (2003 otherwise)', async () => {
      expect(codes(await anna.call('GetAvailabilityExceptions', { DateFrom: '2026-11-24', DateTo: '2026-11-23' }))).toEqual([
        2003,
      ]);
      expect(codes(await anna.call('GetAvailabilityExceptions', { DateFrom: '2026-11-01', DateTo: '2027-02-02' }))).toEqual([
        2003,
      ]);
      expect((await anna.call('GetAvailabilityExceptions', { DateFrom: '2026-11-01', DateTo: '2027-02-01' })).Errors).toBeNull();
    });
  });

  describe('"Tolka nu"', () => {
    it('starts at the CRM’s now on its whole minute for the length asked, is read back, and ends when cleared', async () => {
      setClock(app, '2026-11-23 10:00:30');
      expect(await anna.call('GetAcuteAvailability')).toEqual({ AcuteAvailability: null, Errors: null });
      const set = await anna.call('SetAcuteAvailability', {
        DurationMinutes: 90,
        AvailableForOnSite: false,
        AvailableForPhone: true,
      });
      const window = {
        DatetimeFrom: '2026-11-23 10:00:00',
        DatetimeTo: '2026-11-23 11:30:00',
        ArticleType: 2,
        AvailableForOnSite: false,
        AvailableForPhone: true,
      };
      expect(set).toEqual({ AcuteAvailability: window, Errors: null });
      expect((await anna.call('GetAcuteAvailability')).AcuteAvailability).toEqual(window);
      expect((await carlos.call('GetAcuteAvailability')).AcuteAvailability).toBeNull();
      setClock(app, '2026-11-23 10:20:00');
      expect(await anna.call('ClearAcuteAvailability')).toEqual({ IsSuccess: true, Errors: null });
      expect((await anna.call('GetAcuteAvailability')).AcuteAvailability).toEqual({
        ...window,
        DatetimeTo: '2026-11-23 10:20:00',
      });
      // Ended already: clearing again changes nothing.
      expect((await anna.call('ClearAcuteAvailability')).IsSuccess).toBe(true);
      expect((await anna.call('GetAcuteAvailability')).AcuteAvailability).toMatchObject({ DatetimeTo: '2026-11-23 10:20:00' });
      setClock(app, NOW);
    });

    it('refuses a length out of 30–480 minutes and neither on-site nor phone (3009 each)', async () => {
      const set = (body: Record<string, unknown>) =>
        anna.call('SetAcuteAvailability', { DurationMinutes: 60, AvailableForOnSite: true, AvailableForPhone: true, ...body });
      expect(codes(await set({ DurationMinutes: 20 }))).toEqual([3009]);
      expect(codes(await set({ DurationMinutes: 481 }))).toEqual([3009]);
      expect(codes(await set({ DurationMinutes: 45.5 }))).toEqual([3009]);
      expect(codes(await set({ DurationMinutes: 10, AvailableForOnSite: false, AvailableForPhone: false }))).toEqual([
        3009, 3009,
      ]);
      expect(codes(await set({ DurationMinutes: '60' }))).toEqual([2004]);
    });
  });

  it("answers a customer's token and no token with 1003 on every availability call", async () => {
    const names = [
      'GetAvailabilityDefaults',
      'SaveAvailabilityDefaults',
      'GetAvailabilityExceptions',
      'CreateAvailabilityException',
      'UpdateAvailabilityException',
      'DeleteAvailabilityException',
      'GetAcuteAvailability',
      'SetAcuteAvailability',
      'ClearAcuteAvailability',
    ];
    for (const name of names) {
      expect(codes((await call(app, INTERPRETER_PATH(name), { Token: customer.token })).body)).toEqual([1003]);
      expect(codes((await call(app, INTERPRETER_PATH(name), {})).body)).toEqual([1003]);
    }
  });
});

describe("direct booking ('Boka nu') and the interpreters' availability", () => {
  let app: FastifyInstance;
  let customer: OrderSession;
  let anna: InterpreterSession;

  const AVAILABLE = '/CRMCustomer/GetAvailableResourcesForAutoAssignOrder';
  const CREATE = '/CRMCustomer/CreateNewAutoAssignOrder';
  const CLEAR = '/CRMCustomer/ClearAutoAssignOrderResources';
  /** Anna Lindqvist is the demo interpreters' only Ukrainian one; the pool has a few more. */
  const LANGUAGE = 'Ukrainska';
  const period = (from: string, to: string) => ({ TimeOrderFrom: `2026-11-23 ${from}:00`, TimeOrderTo: `2026-11-23 ${to}:00` });
  const person = (firstName: string) => ({
    ContactPersonIdentifier: null,
    FirstName: firstName,
    LastName: 'Berg',
    Title: null,
    Email: `${firstName.toLowerCase()}@example.se`,
    PhoneNumberDirect: null,
    PhoneNumberMobile: '070-111 22 33',
  });
  const direct = (sessionId: string, times: ReturnType<typeof period>) => ({
    Token: customer.token,
    ServiceIdentifier: SERVICE_IDS.telefontolkning,
    SkillIdentifier: customer.skillId(LANGUAGE),
    ...times,
    SessionIdentifier: sessionId,
  });
  type Availability = {
    CanCreateOrderWithOriginalTimeOrderFromTo: boolean;
    TimeSlots: { TimeFrom: string; NumberOfAvailableResources: number }[] | null;
    Errors: unknown;
  };
  const available = async (sessionId: string, times: ReturnType<typeof period>) =>
    (await call(app, AVAILABLE, direct(sessionId, times))).body as unknown as Availability;
  const order = async (sessionId: string, times: ReturnType<typeof period>) =>
    (
      await call(app, CREATE, {
        ...direct(sessionId, times),
        ContactPersonOrderer: person('Orvar'),
        ContactPersonUponInterpretation: person('Karin'),
      })
    ).body;
  const held = (sessionId: string) =>
    app.db.prepare('SELECT interpreter_id FROM direct_booking_holds WHERE session_id = ?').pluck().all(sessionId) as string[];
  const acute = (minutes: number, phone: boolean, onSite = !phone) =>
    anna.call('SetAcuteAvailability', { DurationMinutes: minutes, AvailableForOnSite: onSite, AvailableForPhone: phone });

  /** Books every interpreter of the language whom direct booking finds free for the period. */
  async function bookTheRest(times: ReturnType<typeof period>): Promise<number> {
    for (let booked = 0; booked < 60; booked++) {
      const session = randomUUID();
      if (!(await available(session, times)).CanCreateOrderWithOriginalTimeOrderFromTo) {
        await call(app, CLEAR, { Token: customer.token, SessionIdentifier: session });
        return booked;
      }
      expect((await order(session, times)).IsSuccess).toBe(true);
    }
    throw new Error('too many interpreters');
  }

  beforeAll(async () => {
    ({ app, customer, anna } = await interpreterWorld(NOW));
  });
  afterAll(() => app.close());

  it('counts an interpreter "Tolka nu" for phone among the free ones of an alternative slot (NumberOfAvailableResources)', async () => {
    const wanted = period('11:00', '11:30');
    await bookTheRest(wanted);
    const before = await available('count', wanted);
    expect(before.CanCreateOrderWithOriginalTimeOrderFromTo).toBe(false);
    const at1015 = (answer: Availability) =>
      answer.TimeSlots?.find((s) => s.TimeFrom === '2026-11-23 10:15:00')?.NumberOfAvailableResources ?? 0;
    const pool = at1015(before);
    expect(pool).toBeGreaterThan(0);

    // 10:00–11:00: the alternative 10:15–10:45 is hers, the wanted 11:00–11:30 is not.
    expect((await acute(60, true)).Errors).toBeNull();
    const after = await available('count', wanted);
    expect(after.CanCreateOrderWithOriginalTimeOrderFromTo).toBe(false);
    expect(at1015(after)).toBe(pool + 1);
    await call(app, CLEAR, { Token: customer.token, SessionIdentifier: 'count' });
    // Cleared in the minute it began: forgotten.
    await anna.call('ClearAcuteAvailability');
    expect((await anna.call('GetAcuteAvailability')).AcuteAvailability).toBeNull();
  });

  it('does not book an interpreter who is only available (asked first, type 1) by default', async () => {
    const booked = await bookTheRest(period('10:05', '10:35'));
    expect(booked).toBeGreaterThan(0);
    // Anna's default (07:00–21:00, type 1) feeds offers only: the pool is booked out, and she is not found.
    expect((await available('before', period('10:05', '10:35'))).CanCreateOrderWithOriginalTimeOrderFromTo).toBe(false);
    const demoBooked = app.db.prepare(`SELECT count(*) FROM orders WHERE interpreter_id LIKE 'interpreter-demo-%'`).pluck().get();
    expect(demoBooked).toBe(0);
  });

  it('books an interpreter "Tolka nu" for phone without asking, tells them, and then no longer finds them for that time', async () => {
    const wanted = period('10:05', '10:35');
    expect((await acute(60, true)).Errors).toBeNull();
    const found = await available('tolka-nu', wanted);
    expect(found).toEqual({ CanCreateOrderWithOriginalTimeOrderFromTo: true, TimeSlots: null, Errors: null });
    expect(held('tolka-nu')).toEqual(['interpreter-demo-30001']);
    const booked = await order('tolka-nu', wanted);
    expect(booked.Errors).toBeNull();
    const returned = booked.ReturnedAutoAssignOrder as { OrderNumber: string; ResourceFullName: string };
    expect(returned.ResourceFullName).toBe('Anna Lindqvist');

    // Hers at once: in her upcoming assignments, and a notification leading there.
    expect((await anna.list('upcoming')).map((a) => a.WorkAssignmentNumber)).toContain(returned.OrderNumber);
    const notifications = (await anna.call('GetInterpreterNotifications', { DoOnlyIncludeUnreadNotifications: true }))
      .Notifications as { Event: string; WorkAssignmentIdentifier: string | null; Headline: string }[];
    expect(notifications[0]).toMatchObject({
      Event: 'assignment-booked',
      Headline: 'Nytt uppdrag',
      WorkAssignmentIdentifier: `WA-${returned.OrderNumber}`,
    });

    // Booked: the same time finds nobody (the pool is booked out too).
    expect((await available('again', wanted)).CanCreateOrderWithOriginalTimeOrderFromTo).toBe(false);
    await call(app, CLEAR, { Token: customer.token, SessionIdentifier: 'again' });
  });

  it('does not book an interpreter "Tolka nu" for on-site only, nor one whose window ends before the period does', async () => {
    const wanted = period('11:30', '11:55');
    await bookTheRest(wanted);
    expect((await acute(120, false, true)).Errors).toBeNull();
    expect((await available('on-site', wanted)).CanCreateOrderWithOriginalTimeOrderFromTo).toBe(false);
    expect((await acute(90, true)).Errors).toBeNull(); // 10:00–11:30: ends as the period starts
    expect((await available('on-site', wanted)).CanCreateOrderWithOriginalTimeOrderFromTo).toBe(false);
    expect((await acute(120, true)).Errors).toBeNull();
    expect((await available('on-site', wanted)).CanCreateOrderWithOriginalTimeOrderFromTo).toBe(true);
    await call(app, CLEAR, { Token: customer.token, SessionIdentifier: 'on-site' });
    await anna.call('ClearAcuteAvailability');
  });

  it('books an interpreter whose default slot or exception is available without inquiry (type 2) for phone', async () => {
    const wanted = period('11:30', '11:55');
    expect((await available('default', wanted)).CanCreateOrderWithOriginalTimeOrderFromTo).toBe(false);
    const monday = { Weekday: 1, TimeSlots: [{ ...DEMO_DAY, ArticleType: 2, AvailableForOnSite: false }] };
    expect((await saveWeek(anna, [monday])).Errors).toBeNull();
    expect((await available('default', wanted)).CanCreateOrderWithOriginalTimeOrderFromTo).toBe(true);

    // An unavailable exception over the default takes her out again; a type-2 one inside it brings her back.
    const off = await createException(anna, exception('2026-11-23 11:00:00', '2026-11-23 12:00:00'));
    expect((await available('default', wanted)).CanCreateOrderWithOriginalTimeOrderFromTo).toBe(false);
    expect((await saveWeek(anna, DEMO_WEEK)).Errors).toBeNull();
    await anna.call('UpdateAvailabilityException', {
      ExceptionIdentifier: off.ExceptionIdentifier,
      ...exception('2026-11-23 11:00:00', '2026-11-23 12:00:00', 2, { AvailableForOnSite: false }),
    });
    expect((await available('default', wanted)).CanCreateOrderWithOriginalTimeOrderFromTo).toBe(true);
    await call(app, CLEAR, { Token: customer.token, SessionIdentifier: 'default' });
    await anna.call('DeleteAvailabilityException', { ExceptionIdentifier: off.ExceptionIdentifier });
  });
});

describe("request offers and the interpreters' availability", () => {
  let app: FastifyInstance;
  let customer: OrderSession;
  let carlos: InterpreterSession;
  let maria: InterpreterSession;

  /** A Spanish order made now, as read after the dispatcher's first try (Maria, level 5, ranks before Carlos). */
  async function dispatched(service: 'Telefontolkning' | 'Kontakttolkning', from: string, to: string) {
    setClock(app, NOW);
    const { order } = await customer.order({ skill: 'Spanska', service, from, to });
    advance(app, 3);
    return customer.byNumber(order.OrderNumber);
  }

  beforeAll(async () => {
    ({ app, customer, carlos, maria } = await interpreterWorld(NOW));
  });
  afterAll(() => app.close());

  it('asks the interpreter whose default covers the order (type 1), as before', async () => {
    const order = await dispatched('Kontakttolkning', '2026-11-24 08:00:00', '2026-11-24 08:45:00');
    expect(await maria.requestFor(order.OrderNumber)).not.toBeNull();
  });

  it('stops offers to an interpreter with an unavailable exception over the order: the next one is asked', async () => {
    setClock(app, NOW);
    const off = await createException(maria, exception('2026-11-24 09:00:00', '2026-11-24 12:00:00'));
    const order = await dispatched('Kontakttolkning', '2026-11-24 10:00:00', '2026-11-24 10:45:00');
    expect(await maria.requestFor(order.OrderNumber)).toBeNull();
    expect(await carlos.requestFor(order.OrderNumber)).not.toBeNull();
    await maria.call('DeleteAvailabilityException', { ExceptionIdentifier: off.ExceptionIdentifier });
  });

  it('asks only for the whole time, and for phone or on-site as the order is performed', async () => {
    // Maria's default says phone only from 07:00 to 12:00 on Wednesdays.
    const wednesday = { Weekday: 3, TimeSlots: [slot('07:00', '12:00', { AvailableForOnSite: false })] };
    expect((await saveWeek(maria, [wednesday])).Errors).toBeNull();
    const onSite = await dispatched('Kontakttolkning', '2026-11-25 08:00:00', '2026-11-25 08:45:00');
    expect(await maria.requestFor(onSite.OrderNumber)).toBeNull();
    const phone = await dispatched('Telefontolkning', '2026-11-25 10:00:00', '2026-11-25 10:45:00');
    expect(await maria.requestFor(phone.OrderNumber)).not.toBeNull();
    const acrossTheEnd = await dispatched('Telefontolkning', '2026-11-25 11:30:00', '2026-11-25 12:15:00');
    expect(await maria.requestFor(acrossTheEnd.OrderNumber)).toBeNull();
    expect((await saveWeek(maria, DEMO_WEEK)).Errors).toBeNull();
  });

  it('gives an order outside every portal interpreter’s availability to the simulated pool at once', async () => {
    const late = await dispatched('Kontakttolkning', '2026-11-26 22:00:00', '2026-11-26 22:45:00');
    expect(await maria.requestFor(late.OrderNumber)).toBeNull();
    expect(await carlos.requestFor(late.OrderNumber)).toBeNull();
    expect(late.OrderStatus).toBe('accepted');
    expect(['Maria Sjöberg', 'Carlos Berg']).not.toContain(late.Resource?.ResourceFullName);
  });
});

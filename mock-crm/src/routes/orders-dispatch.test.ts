import type { FastifyInstance } from 'fastify';
import { ErrorCode, type NotificationWire } from '@tolk/crm-contract';
import { parseInstant } from '@tolk/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMPETENCE_LEVELS, SIGN_LANGUAGE } from '../seed/services.js';
import {
  OrderSession,
  aLowLevelInterpreter,
  advance,
  buildOrdersApp,
  codes,
  interpretersOf,
  setClock,
  subStatusOf,
} from './orders-testing.js';
import { call } from '../testing.js';

// Monday 2026-11-23 10:00 Stockholm time; the dispatcher tries 2 minutes after an order is made.
const NOW = '2026-11-23 10:00:00';
const GENDER = { 1: 'Man', 2: 'Kvinna' } as const;
const levelName = (level: number) => COMPETENCE_LEVELS.find((c) => c.level === level)!.name;

describe('the dispatcher honours what the order requires', () => {
  let app: FastifyInstance;
  let session: OrderSession;

  const poolOf = (skill: string) => interpretersOf(app, skill);

  /** Creates the order now and answers it as read once the dispatcher has had its first try. */
  async function dispatched(from: string, to: string, overrides: Record<string, unknown>, skill = 'Arabiska') {
    setClock(app, NOW);
    const { order } = await session.order({ skill, from, to }, overrides);
    advance(app, 3);
    return session.byNumber(order.OrderNumber);
  }

  beforeAll(async () => {
    app = await buildOrdersApp();
    setClock(app, NOW);
    session = await OrderSession.start(app);
  });
  afterAll(() => app.close());
  beforeEach(() => setClock(app, NOW));

  it('takes up an order at once when a test asks (POST /__control/orders/dispatch), without moving the clock', async () => {
    const { order } = await session.order({ from: '2026-11-23 14:00:00', to: '2026-11-23 15:00:00' });
    expect((await session.byNumber(order.OrderNumber)).OrderStatus).not.toBe('accepted');
    const dispatch = (orderNumber: unknown) =>
      app.inject({ method: 'POST', url: '/__control/orders/dispatch', payload: { orderNumber } });

    const answer = await dispatch(order.OrderNumber);
    expect(answer.json()).toMatchObject({ orderNumber: order.OrderNumber, status: 'booked' });
    // The clock runs on from where the test set it, but no further.
    expect(app.clock.nowMs() - parseInstant(NOW).epochMilliseconds).toBeLessThan(60_000);
    const booked = await session.byNumber(order.OrderNumber);
    expect(booked.OrderStatus).toBe('accepted');
    // Its "Tolk tillsatt" is stamped with the clock's now, not with the delay it skipped.
    const { body } = await call(app, '/Common/GetNotifications', {
      Token: session.token,
      DoOnlyIncludeUnreadNotifications: false,
    });
    const assigned = (body.Notifications as NotificationWire[]).find((n) =>
      n.OrderIdentifiers.some((o) => o.OrderIdentifier === booked.OrderIdentifier),
    );
    expect(assigned).toMatchObject({ Headline: 'Tolk tillsatt', DatetimeSent: expect.stringMatching(/^2026-11-23 10:00:\d\d$/) });

    // Asked again, it is left as it is; an unknown number is refused.
    expect((await dispatch(order.OrderNumber)).json()).toMatchObject({ status: 'booked' });
    expect((await dispatch('0')).statusCode).toBe(400);
    expect((await dispatch(42)).statusCode).toBe(400);
  });

  it('gives every occasion of a group the same interpreter when the group asks for it', async () => {
    setClock(app, NOW);
    const occasions = ['2026-12-07', '2026-12-08', '2026-12-09'].map((day) => ({
      DatetimeFrom: `${day} 09:00:00`,
      DatetimeTo: `${day} 10:00:00`,
      ServiceIdentifier: session.serviceIds.Telefontolkning,
    }));
    const { body } = await call(
      app,
      '/CRMCustomer/CreateNewOrder',
      session.createBody(
        { from: '2026-12-07 09:00:00', to: '2026-12-07 10:00:00' },
        {
          OrderOccasions: occasions,
          OrderGroupRequestData: { Description: 'Samtalsserie', DoRequireSameResourceForAllWorkAssignments: true },
        },
      ),
    );
    expect(body.Errors).toBeNull();
    advance(app, 3);
    const numbers = (body.ReturnedOrder as { OrderNumber: string }[]).map((r) => r.OrderNumber);
    const booked = await Promise.all(numbers.map((n) => session.byNumber(n)));
    expect(booked.map((o) => o.OrderStatus)).toEqual(['accepted', 'accepted', 'accepted']);
    expect(new Set(booked.map((o) => o.Resource?.ResourceNumber)).size).toBe(1);
    expect(booked[0]!.OrderGroup).toMatchObject({
      Description: 'Samtalsserie',
      DoRequireSameResourceForAllWorkAssignments: true,
    });
  });

  it('gives a required gender', async () => {
    for (const gender of [1, 2] as const) {
      const order = await dispatched(`2026-11-24 1${gender}:00:00`, `2026-11-24 1${gender}:30:00`, {
        GenderIdPreferred: gender,
        DoRequireCorrectGender: true,
      });
      expect(order.OrderStatus).toBe('accepted');
      expect(order.Resource!.ResourceGenderName).toBe(GENDER[gender]);
      expect(order).toMatchObject({ GenderIdPreferred: gender, DoRequireCorrectGender: true });
    }
  });

  it('books no interpreter of the other gender when the gender is required, but does when it is only preferred', async () => {
    // A language and level interpreted by one gender only (sign language is not interpreted by telephone).
    const skill = session.skills
      .filter((s) => s.SkillName !== SIGN_LANGUAGE)
      .flatMap((s) => {
        const pool = poolOf(s.SkillName);
        return [1, 2, 3, 4, 5].map((level) => ({
          name: s.SkillName,
          level,
          genders: new Set(pool.filter((i) => i.level === level).map((i) => i.gender)),
        }));
      })
      .find((c) => c.genders.size === 1)!;
    const only = [...skill.genders][0] as 1 | 2;
    const other = only === 1 ? 2 : 1;
    const requirement = { CompetenceIdentifier: skill.level, DoRequireExactCompetenceLevel: true, GenderIdPreferred: other };

    const required = await dispatched(
      '2026-11-25 07:00:00',
      '2026-11-25 07:30:00',
      { ...requirement, DoRequireCorrectGender: true },
      skill.name,
    );
    expect(required).toMatchObject({ OrderStatus: 'available', Resource: null });
    const preferred = await dispatched(
      '2026-11-25 08:00:00',
      '2026-11-25 08:30:00',
      { ...requirement, DoRequireCorrectGender: false },
      skill.name,
    );
    expect(preferred.OrderStatus).toBe('accepted');
    expect(preferred.Resource).toMatchObject({
      ResourceGenderName: GENDER[only],
      ResourceCompetenceLevelName: levelName(skill.level),
    });
  });

  it('gives exactly the competence level asked for when it must be exact, and that level or higher when so asked', async () => {
    const exact = await dispatched('2026-11-26 09:00:00', '2026-11-26 09:30:00', {
      CompetenceIdentifier: 3,
      DoRequireExactCompetenceLevel: true,
    });
    expect(exact.Resource!.ResourceCompetenceLevelName).toBe(levelName(3));
    expect(exact).toMatchObject({ CompetenceIdentifier: 3, CompetenceLevel: levelName(3), DoRequireExactCompetenceLevel: true });

    const orHigher = await dispatched('2026-11-26 10:00:00', '2026-11-26 10:30:00', {
      CompetenceIdentifier: 4,
      DoRequireCompetenceLevelOrHigher: true,
    });
    expect([levelName(4), levelName(5)]).toContain(orHigher.Resource!.ResourceCompetenceLevelName);

    const missingLevel = [5, 4, 3, 2, 1].find((level) => !poolOf('Tigre').some((i) => i.level === level))!;
    const none = await dispatched(
      '2026-11-26 11:00:00',
      '2026-11-26 11:30:00',
      { CompetenceIdentifier: missingLevel, DoRequireExactCompetenceLevel: true },
      'Tigre',
    );
    expect(none).toMatchObject({ OrderStatus: 'available', Resource: null });
  });

  it('gives the requested interpreter, required (level 1) or wished for (level 2)', async () => {
    // A named interpreter the dispatcher would not pick for their level alone.
    const wanted = aLowLevelInterpreter(app, 'Arabiska');
    for (const [level, hour] of [
      [1, 12],
      [2, 13],
    ] as const) {
      const order = await dispatched(`2026-11-27 ${hour}:00:00`, `2026-11-27 ${hour}:30:00`, {
        PreferredResourceCustomer: wanted.name,
        PreferredResourceLevel: level,
      });
      expect(order.Resource?.ResourceFullName, `level ${level}`).toBe(wanted.name);
      expect(order).toMatchObject({ PreferredResourceCustomer: wanted.name, PreferredResourceLevel: level });
    }
  });

  it('never books a required interpreter who does not exist: the order ends rejected two hours before the start', async () => {
    const wish = await dispatched('2026-11-25 12:00:00', '2026-11-25 12:30:00', {
      PreferredResourceCustomer: 'Ingen Alls',
      PreferredResourceLevel: 2,
    });
    expect(wish.OrderStatus).toBe('accepted');

    const order = await dispatched('2026-11-25 13:00:00', '2026-11-25 13:30:00', {
      PreferredResourceCustomer: 'Ingen Alls',
      PreferredResourceLevel: 1,
    });
    expect(order).toMatchObject({ OrderStatus: 'available', Resource: null });
    setClock(app, '2026-11-25 10:59:00');
    expect((await session.byNumber(order.OrderNumber)).OrderStatus).toBe('available');
    setClock(app, '2026-11-25 11:01:00');
    const rejected = await session.byNumber(order.OrderNumber);
    expect(rejected).toMatchObject({
      OrderStatus: 'rejected',
      ConsolidatedOrderStatus: { StatusIdentifier: 5 },
      Resource: null,
      CanBeUpdated: false,
      CanCancelOrder: false,
      CanBeRated: false,
    });
    expect(subStatusOf(rejected)).toBe(9);
    expect(rejected.UnreadNotifications.map((n) => n.Headline)).toEqual(['Uppdraget kunde inte tillsättas']);
  });

  describe('substitute languages', () => {
    /** A language and a substitute of it, and a level only the substitute's interpreters have. */
    function substituteCase() {
      for (const skill of session.skills) {
        const levels = new Set(poolOf(skill.SkillName).map((i) => i.level));
        for (const { SkillIdentifier } of skill.SubstituteSkills) {
          const substitute = session.skills.find((s) => s.SkillIdentifier === SkillIdentifier)!;
          const level = poolOf(substitute.SkillName).find((i) => !levels.has(i.level))?.level;
          if (level !== undefined) return { skill: skill.SkillName, substitute: substitute.SkillName, level };
        }
      }
      throw new Error('no language with a substitute of another level');
    }

    it('uses a substitute language only when the order names one', async () => {
      const { skill, substitute, level } = substituteCase();
      const exactLevel = { CompetenceIdentifier: level, DoRequireExactCompetenceLevel: true };

      const without = await dispatched('2026-11-30 09:00:00', '2026-11-30 09:30:00', exactLevel, skill);
      expect(without).toMatchObject({ OrderStatus: 'available', Resource: null, SkillSubstituteIdentifier: null });

      const withSubstitute = await dispatched(
        '2026-11-30 10:00:00',
        '2026-11-30 10:30:00',
        { ...exactLevel, SkillSubstituteIdentifier: session.skillId(substitute) },
        skill,
      );
      expect(withSubstitute).toMatchObject({
        OrderStatus: 'accepted',
        Skill: skill,
        SkillSubstitute: substitute,
        SkillSubstituteIdentifier: session.skillId(substitute),
        Resource: { IsBasedOnSkillSubstitute: true, ResourceCompetenceLevelName: levelName(level) },
      });
    });

    it('prefers the language itself when a substitute is named, and keeps the substitute asked for', async () => {
      const { skill, substitute } = substituteCase();
      const order = await dispatched(
        '2026-11-30 12:00:00',
        '2026-11-30 12:30:00',
        { SkillSubstituteIdentifier: session.skillId(substitute) },
        skill,
      );
      expect(order).toMatchObject({
        OrderStatus: 'accepted',
        SkillSubstitute: substitute,
        SkillSubstituteIdentifier: session.skillId(substitute),
        Resource: { IsBasedOnSkillSubstitute: false },
      });
    });

    it('answers 5202 for a substitute that is not one of the language', async () => {
      const answer = await session.create(
        { skill: 'Arabiska', from: '2026-11-30 14:00:00', to: '2026-11-30 14:30:00' },
        { SkillSubstituteIdentifier: session.skillId('Finska') },
      );
      expect(codes(answer)).toEqual([ErrorCode.InvalidSkill]);
    });
  });
});

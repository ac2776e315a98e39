import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, call } from '../testing.js';
import { Faults, faultError, type FaultState } from './faults.js';
import { NO_FAULTS, type FaultSettings } from './settings.js';

const SKILLS = '/CRMCustomer/GetSkills';
const ARTICLES = '/Billing/GetArticles';

const codes = (body: { Errors: unknown }) => (body.Errors as { ErrorCode: number }[] | null)?.map((e) => e.ErrorCode) ?? [];
const faults = (settings: Partial<FaultSettings>): FaultSettings => ({ ...NO_FAULTS, ...settings });
/** A random source that answers the given numbers in turn. */
const sequence = (...numbers: number[]) => {
  let next = 0;
  return () => numbers[next++ % numbers.length]!;
};

const state = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/__control/faults' })).json() as FaultState;
const setFaults = (app: FastifyInstance, payload: unknown) =>
  app.inject({ method: 'POST', url: '/__control/faults', payload: payload as object });
const timed = async (work: () => Promise<unknown>) => {
  const start = performance.now();
  await work();
  return { ms: performance.now() - start };
};

describe('fault injection through the mock', () => {
  const apps: FastifyInstance[] = [];
  // No demo world: the api-key calls used here need none, and each app builds quicker without.
  const build = async (overrides: Parameters<typeof buildTestApp>[0] = {}) => {
    const app = await buildTestApp({ seedWhenEmpty: false, ...overrides });
    apps.push(app);
    return app;
  };
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  it('answers the next N CRM calls 4001 (set at start), counting down, then answers normally', async () => {
    const app = await build({ faults: faults({ crmUnresponsive: 2 }) });

    const first = await call(app, SKILLS);
    expect([first.status, codes(first.body)]).toEqual([200, [4001]]);
    // The call's own answer shape, as every refusal has it.
    expect(Object.keys(first.body).sort()).toEqual(['Errors', 'Skills']);
    expect((await state(app)).settings.crmUnresponsive).toBe(1);
    expect(codes((await call(app, ARTICLES)).body)).toEqual([4001]);
    const third = await call(app, SKILLS);
    expect([third.status, third.body.Errors]).toEqual([200, null]);

    expect(await state(app)).toMatchObject({ settings: { crmUnresponsive: 0 }, injected: { crmUnresponsive: 2 } });
  });

  it('answers 4002 on the next N /Billing/* calls only (set at run time)', async () => {
    const app = await build();
    expect((await setFaults(app, { billingUnresponsive: 2 })).statusCode).toBe(200);

    expect((await call(app, SKILLS)).body.Errors).toBeNull();
    expect(codes((await call(app, ARTICLES)).body)).toEqual([4002]);
    expect(codes((await call(app, ARTICLES)).body)).toEqual([4002]);
    expect((await call(app, ARTICLES)).body.Errors).toBeNull();
    expect(await state(app)).toMatchObject({ settings: { billingUnresponsive: 0 }, injected: { billingUnresponsive: 2 } });
  });

  it('answers HTTP 503 with Errors 4001 at the 5xx rate, drawn from the random source', async () => {
    const app = await build();
    app.faults.useRandom(sequence(0.2, 0.7, 0.49, 0.5));
    await setFaults(app, { serverErrorRate: 0.5 });

    const answers = [];
    for (let i = 0; i < 4; i++) {
      const { status, body } = await call(app, SKILLS);
      answers.push([status, codes(body)]);
    }
    expect(answers).toEqual([
      [503, [4001]],
      [200, []],
      [503, [4001]],
      [200, []],
    ]);
    expect((await state(app)).injected.serverError).toBe(2);
  });

  it('adds the latency to every CRM call, and to nothing else', async () => {
    const app = await build({ faults: faults({ latencyMs: 300 }) });

    expect((await timed(() => call(app, SKILLS))).ms).toBeGreaterThanOrEqual(290);
    for (const url of ['/health', '/__control/faults', '/docs/json']) {
      expect([url, (await app.inject({ method: 'GET', url })).statusCode]).toEqual([url, 200]);
    }
    // Only the CRM call waited (a count, not a stopwatch: a busy machine slows everything).
    expect((await state(app)).injected.delayed).toBe(1);
  });

  it('never answers a fault on /health, /docs or /__control/*', async () => {
    const app = await build({ faults: faults({ crmUnresponsive: 5, serverErrorRate: 1 }) });

    for (const url of ['/health', '/docs/json', '/__control/clock', '/__control/faults', '/__control/log-entries']) {
      expect([url, (await app.inject({ method: 'GET', url })).statusCode]).toEqual([url, 200]);
    }
    expect((await app.inject({ method: 'POST', url: '/__control/expire-tokens' })).statusCode).toBe(200);
    expect((await state(app)).settings.crmUnresponsive).toBe(5);
  });

  it('hands the route faults to the routes that take them, counting down', async () => {
    const app = await build({ faults: faults({ failCreateOrder: 1 }) });
    await setFaults(app, { directOrderSlotTaken: 2 });

    expect([app.faults.take('fail-create-order'), app.faults.take('fail-create-order')]).toEqual([true, false]);
    expect([1, 2, 3].map(() => app.faults.take('direct-order-slot-taken'))).toEqual([true, true, false]);
    expect(await state(app)).toMatchObject({
      settings: { failCreateOrder: 0, directOrderSlotTaken: 0 },
      injected: { failCreateOrder: 1, directOrderSlotTaken: 2 },
    });
    expect(faultError('fail-create-order').ErrorCode).toBe(9999);
    expect(faultError('direct-order-slot-taken')).toEqual({
      ErrorCode: 1075,
      ErrorMessage: 'The time slot is no longer available',
    });
    // Route faults do not touch the generic calls.
    expect((await call(app, SKILLS)).body.Errors).toBeNull();
  });

  describe('control routes', () => {
    it('change only the settings given, and answer the whole state', async () => {
      const app = await build({ faults: faults({ latencyMs: 5 }) });

      const answer = await setFaults(app, { crmUnresponsive: 3, serverErrorRate: 0.1 });

      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        settings: faults({ latencyMs: 5, crmUnresponsive: 3, serverErrorRate: 0.1 }),
        injected: {
          delayed: 0,
          serverError: 0,
          crmUnresponsive: 0,
          billingUnresponsive: 0,
          failCreateOrder: 0,
          directOrderSlotTaken: 0,
          failRateOrder: 0,
          rateOrderNotSaved: 0,
          failCreateDeviation: 0,
        },
      });
      expect(await state(app)).toEqual(answer.json());
    });

    it('refuse bad updates with 400 and a reason, changing nothing', async () => {
      const app = await build();

      for (const payload of [{ crmUnresponsive: -1 }, { latencyMs: 1, oops: 2 }, { serverErrorRate: 2 }, [1]]) {
        const answer = await setFaults(app, payload);
        expect(answer.statusCode).toBe(400);
        expect(answer.json().error).toMatch(/must be|unknown fault setting/);
      }
      expect((await state(app)).settings).toEqual(NO_FAULTS);
    });

    it('reset every fault and counter', async () => {
      const app = await build({ faults: faults({ crmUnresponsive: 4, latencyMs: 1 }) });
      await call(app, SKILLS);

      const answer = await app.inject({ method: 'POST', url: '/__control/faults/reset' });

      expect(answer.json()).toEqual({
        settings: NO_FAULTS,
        injected: expect.objectContaining({ crmUnresponsive: 0, delayed: 0 }),
      });
      expect((await call(app, SKILLS)).body.Errors).toBeNull();
    });

    it('do not exist without control, while faults from the configuration still apply', async () => {
      const app = await build({ controlEnabled: false, faults: faults({ crmUnresponsive: 1 }) });

      expect((await app.inject({ method: 'GET', url: '/__control/faults' })).statusCode).toBe(404);
      expect((await setFaults(app, { crmUnresponsive: 0 })).statusCode).toBe(404);
      expect((await app.inject({ method: 'POST', url: '/__control/faults/reset' })).statusCode).toBe(404);
      expect(codes((await call(app, SKILLS)).body)).toEqual([4001]);
    });
  });
});

describe('the fault switchboard', () => {
  const waits: number[] = [];
  const board = (settings: Partial<FaultSettings>, random = sequence(0.99)) =>
    new Faults(faults(settings), random, async (ms) => {
      waits.push(ms);
    });

  it('answers one fault per call: 4001 first, then 4002 on billing, then the 5xx rate', async () => {
    const faultsDue = board({ crmUnresponsive: 1, billingUnresponsive: 1, serverErrorRate: 1 }, sequence(0));

    expect(await faultsDue.beforeCall(ARTICLES)).toEqual({ status: 200, error: expect.objectContaining({ ErrorCode: 4001 }) });
    expect(await faultsDue.beforeCall(ARTICLES)).toEqual({ status: 200, error: expect.objectContaining({ ErrorCode: 4002 }) });
    expect(await faultsDue.beforeCall(ARTICLES)).toEqual({ status: 503, error: expect.objectContaining({ ErrorCode: 4001 }) });
    expect(faultsDue.state().injected).toMatchObject({ crmUnresponsive: 1, billingUnresponsive: 1, serverError: 1 });
  });

  it('waits the latency before every call, whatever it answers', async () => {
    waits.length = 0;
    const faultsDue = board({ latencyMs: 40, crmUnresponsive: 1 });

    expect((await faultsDue.beforeCall(SKILLS))?.error.ErrorCode).toBe(4001);
    expect(await faultsDue.beforeCall(SKILLS)).toBeNull();
    expect(waits).toEqual([40, 40]);
  });

  it('never draws a random number while the 5xx rate is 0, and never fails at rate 0', async () => {
    let draws = 0;
    const faultsDue = board({}, () => (draws++, 0));
    for (let i = 0; i < 10; i++) expect(await faultsDue.beforeCall(SKILLS)).toBeNull();
    expect(draws).toBe(0);
  });
});

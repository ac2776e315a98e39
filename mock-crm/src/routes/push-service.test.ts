import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, logIn } from '../testing.js';

const REGISTER = '/PushService/RegisterUser';
const LOG = '/PushService/LogEvent';

type Answer = { Errors: unknown } & Record<string, unknown>;
const codes = (body: Answer) => (body.Errors as { ErrorCode: number }[] | null)?.map((e) => e.ErrorCode) ?? [];

describe('the push service', () => {
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    app = await buildTestApp();
    token = await logIn(app);
  });
  afterAll(() => app.close());

  const recorded = async () =>
    (await app.inject({ method: 'GET', url: '/__control/push-service' })).json<{
      events: { customerNumber: string; browserIdentifier: string; eventName: string; atStockholm: string }[];
      users: { customerNumber: string; browserIdentifier: string; pushPermission: string; language: string }[];
    }>();

  it("registers the token's customer for a browser, the latest registration winning", async () => {
    const body = { Token: token, BrowserIdentifier: 'browser-1', PushPermission: 'default', Language: 'sv' };
    expect((await call(app, REGISTER, body)).body).toEqual({ IsSuccess: true, Errors: null });
    await call(app, REGISTER, { ...body, PushPermission: 'granted', Language: 'en' });
    expect((await recorded()).users).toEqual([
      expect.objectContaining({
        customerNumber: '1001',
        browserIdentifier: 'browser-1',
        pushPermission: 'granted',
        language: 'en',
      }),
    ]);
  });

  it('logs the events newest first, on the mock clock, for the control route to show', async () => {
    for (const EventName of ['web_session_open', 'log_in', 'log_out']) {
      expect(codes((await call(app, LOG, { Token: token, BrowserIdentifier: 'browser-1', EventName })).body)).toEqual([]);
    }
    const { events } = await recorded();
    expect(events.map((e) => e.eventName)).toEqual(['log_out', 'log_in', 'web_session_open']);
    expect(events[0]).toMatchObject({
      customerNumber: '1001',
      browserIdentifier: 'browser-1',
      atStockholm: expect.stringMatching(/^2026-11-23 10:0/),
    });
  });

  it('refuses an unknown event (2004), a missing browser (2001) and a stale token (1003)', async () => {
    expect(codes((await call(app, LOG, { Token: token, BrowserIdentifier: 'b', EventName: 'click' })).body)).toEqual([2004]);
    expect(codes((await call(app, LOG, { Token: token, EventName: 'log_in' })).body)).toEqual([2001]);
    expect(codes((await call(app, LOG, { Token: 'stale', BrowserIdentifier: 'b', EventName: 'log_in' })).body)).toEqual([1003]);
    expect(
      codes((await call(app, REGISTER, { Token: token, BrowserIdentifier: 'b', PushPermission: 'maybe', Language: 'sv' })).body),
    ).toEqual([2004]);
  });
});

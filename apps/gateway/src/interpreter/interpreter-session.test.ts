import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cookieOf, gatewayFor, testConfig } from '../testing/fake-crm.js';
import { FakeInterpreterCrm } from '../testing/fake-interpreter-crm.js';

const crm = new FakeInterpreterCrm();
beforeAll(() => crm.start());
afterAll(() => crm.stop());
beforeEach(() => {
  crm.received.length = 0;
  crm.tokens.clear();
  crm.renewals = 0;
  crm.renewalDelayMs = 0;
  crm.renewalRefused = false;
});

const gateway = (max = 100) => gatewayFor(testConfig(crm.url, { loginRateLimit: { max, timeWindowMs: 60_000 } }));
const post = (instance: FastifyInstance, url: string, payload: object = {}, cookie?: string) =>
  instance.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const codesOf = (response: { json: () => unknown }) =>
  ((response.json() as { Errors: { ErrorCode: number }[] | null }).Errors ?? []).map((e) => e.ErrorCode);

async function logIn(instance: FastifyInstance) {
  const response = await post(instance, '/interpreter/session/login', { LoginTicket: 'good-ticket' });
  return { response, cookie: cookieOf(response) };
}
const requests = (instance: FastifyInstance, cookie?: string, body: object = {}) =>
  post(instance, '/interpreter/crm/CRMInterpreter/GetResourceRequests', body, cookie);

describe("the interpreter's session in the gateway", () => {
  it('asks the CRM for a link with the ApiKey added here, and passes on its 1002', async () => {
    const instance = await gateway();
    const ok = await post(instance, '/interpreter/session/link', { Email: 'anna@tolk.example', InterpreterNumber: '30001' });
    expect(ok.json()).toEqual({ IsSuccess: true, Errors: null });
    expect(crm.received.at(-1)!.body.ApiKey).toBe('secret-key');
    const wrong = await post(instance, '/interpreter/session/link', { Email: 'anna@tolk.example', InterpreterNumber: '30002' });
    expect(codesOf(wrong)).toEqual([1002]);
  });

  it('limits link requests per address and per e-mail (429, 6062, Retry-After)', async () => {
    const instance = await gateway(3);
    const ask = () => post(instance, '/interpreter/session/link', { Email: 'anna@tolk.example', InterpreterNumber: '30001' });
    for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(200);
    const over = await ask();
    expect(over.statusCode).toBe(429);
    expect(codesOf(over)).toEqual([6062]);
    expect(over.headers['retry-after']).toBeDefined();
    expect(crm.count('/CRMInterpreter/RequestInterpreterLoginLink')).toBe(3);
  });

  it('logs in with the ticket: an HttpOnly cookie for /interpreter, and no token or renewal key in the answer', async () => {
    const instance = await gateway();
    const { response, cookie } = await logIn(instance);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^tolk_interpreter_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/interpreter');
    expect(response.json()).toEqual({ Session: { InterpreterNumber: '30001', LoginId: expect.any(String) }, Errors: null });
    expect(response.body).not.toMatch(/interpreter-token|renewal-secret/);
    const info = await instance.inject({ method: 'GET', url: '/interpreter/session', headers: { cookie } });
    expect(info.json()).toMatchObject({ Session: { InterpreterNumber: '30001' } });
    expect(codesOf(await post(instance, '/interpreter/session/login', { LoginTicket: 'used-ticket' }))).toEqual([6071]);
  });

  it("forwards the interpreter's calls with the session's token only (a token the browser sends is replaced)", async () => {
    const instance = await gateway();
    const { cookie } = await logIn(instance);
    const answer = await requests(instance, cookie, { Token: 'someone-elses' });
    const seen = answer.json<{ TokenSeen: string }>().TokenSeen;
    expect(crm.tokens.has(seen)).toBe(true);
    expect(seen).not.toBe('someone-elses');
    expect(codesOf(await requests(instance))).toEqual([6060]);
  });

  it("keeps the kinds of session apart: a customer's cookie makes no interpreter call and an interpreter's no customer call", async () => {
    const instance = await gateway();
    const interpreter = (await logIn(instance)).cookie;
    const customer = cookieOf(await post(instance, '/session/login', { CustomerNumber: '1001', PasswordHash: 'x' }));
    // The customer's proxy knows no interpreter call; the interpreter's routes know no customer session.
    expect(codesOf(await post(instance, '/crm/CRMInterpreter/GetResourceRequests', {}, customer))).toEqual([6067]);
    expect(codesOf(await requests(instance, customer))).toEqual([6060]);
    // The interpreter's routes forward interpreter-token calls only: no customer call, no api-key call.
    for (const path of [
      '/CRMCustomer/GetCustomer',
      '/CRMInterpreter/RenewInterpreterToken',
      '/CRMInterpreter/../CRMCustomer/GetCustomer',
    ])
      expect(codesOf(await post(instance, `/interpreter/crm${path}`, {}, interpreter))).toEqual([6067]);
    expect(codesOf(await post(instance, '/crm/CRMCustomer/GetCustomer', {}, interpreter))).toEqual([6060]);
    expect(crm.count('/CRMCustomer/GetCustomer')).toBe(0);
  });

  it("lets each portal's signed-in users, and no one else, use its calendar-feed fetcher", async () => {
    const instance = await gateway();
    const interpreter = (await logIn(instance)).cookie;
    const customer = cookieOf(await post(instance, '/session/login', { CustomerNumber: '1001', PasswordHash: 'x' }));
    const feed = (path: string, cookie?: string) => instance.inject({ url: `${path}?url=x`, headers: cookie ? { cookie } : {} });
    for (const [path, wrong] of [
      ['/external-calendar', interpreter],
      ['/interpreter/external-calendar', customer],
    ] as const) {
      expect(codesOf(await feed(path))).toEqual([6060]);
      expect(codesOf(await feed(path, wrong))).toEqual([6060]);
    }
    // With the right session the fetcher runs (and refuses the address itself).
    expect((await feed('/external-calendar', customer)).json()).toEqual({ error: 'bad-address' });
    expect((await feed('/interpreter/external-calendar', interpreter)).json()).toEqual({ error: 'bad-address' });
  });

  it("forwards the assignment-chooser preferences' calls for an interpreter's session only", async () => {
    const instance = await gateway();
    const interpreter = (await logIn(instance)).cookie;
    const customer = cookieOf(await post(instance, '/session/login', { CustomerNumber: '1001', PasswordHash: 'x' }));
    const choice = { AgreementIds: [4], ArticleIdentifiers: [], BusinessAreaIds: [] };
    for (const name of ['GetAssignmentPreferences', 'SaveAssignmentPreferences']) {
      const path = `/CRMInterpreter/${name}`;
      expect((await post(instance, `/interpreter/crm${path}`, choice, interpreter)).json()).toEqual({ Echo: path, Errors: null });
      expect(crm.received.at(-1)!.body).toMatchObject({ ...choice, Token: expect.stringMatching(/^interpreter-token-/) });
      expect(codesOf(await post(instance, `/crm${path}`, choice, customer))).toEqual([6067]);
      expect(codesOf(await post(instance, `/interpreter/crm${path}`, choice, customer))).toEqual([6060]);
      expect(codesOf(await post(instance, `/interpreter/crm${path}`, choice))).toEqual([6060]);
    }
    expect(crm.count('/CRMInterpreter/SaveAssignmentPreferences')).toBe(1);
  });

  it("forwards the availability calls (issue 16) for an interpreter's session only", async () => {
    const instance = await gateway();
    const interpreter = (await logIn(instance)).cookie;
    const customer = cookieOf(await post(instance, '/session/login', { CustomerNumber: '1001', PasswordHash: 'x' }));
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
      const path = `/CRMInterpreter/${name}`;
      expect((await post(instance, `/interpreter/crm${path}`, {}, interpreter)).json()).toEqual({ Echo: path, Errors: null });
      expect(crm.received.at(-1)!.body).toMatchObject({ Token: expect.stringMatching(/^interpreter-token-/) });
      expect(codesOf(await post(instance, `/crm${path}`, {}, customer))).toEqual([6067]);
      expect(codesOf(await post(instance, `/interpreter/crm${path}`, {}, customer))).toEqual([6060]);
    }
  });

  it('renews an expired token once for concurrent calls, with the renewal key kept here, and replays them', async () => {
    const instance = await gateway();
    const { cookie } = await logIn(instance);
    const before = (await requests(instance, cookie)).json<{ TokenSeen: string }>().TokenSeen;
    crm.tokens.clear();
    crm.renewalDelayMs = 100;
    const answers = await Promise.all([1, 2, 3].map(() => requests(instance, cookie)));
    const seen = answers.map((a) => a.json<{ TokenSeen: string }>().TokenSeen);
    expect(new Set(seen).size).toBe(1);
    expect(seen[0]).not.toBe(before);
    expect(crm.tokens.has(seen[0]!)).toBe(true);
    expect(crm.renewals).toBe(1);
    expect(crm.received.find((r) => r.path === '/CRMInterpreter/RenewInterpreterToken')!.body).toMatchObject({
      InterpreterNumber: '30001',
      RenewalKey: 'renewal-secret',
    });
  });

  it('ends the session when the renewal is refused (401, 6061 with 6074): a new link is needed', async () => {
    const instance = await gateway();
    const { cookie } = await logIn(instance);
    crm.tokens.clear();
    crm.renewalRefused = true;
    const refused = await requests(instance, cookie);
    expect(refused.statusCode).toBe(401);
    expect(codesOf(refused)).toEqual([6061, 6074]);
    // As for a customer: the cookie's next call is told once more (its answer may not have been seen), then 6060.
    expect(codesOf(await requests(instance, cookie))).toEqual([6061, 6074]);
    expect(codesOf(await requests(instance, cookie))).toEqual([6060]);
  });

  it('logs out: the session ends in the store at once', async () => {
    const instance = await gateway();
    const { cookie } = await logIn(instance);
    expect((await post(instance, '/interpreter/session/logout', {}, cookie)).json()).toEqual({ Errors: null });
    expect(codesOf(await requests(instance, cookie))).toEqual([6060]);
  });
});

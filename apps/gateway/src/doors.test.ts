import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GatewayConfig } from './config.js';
import { FakeCrm, GOOD_HASH, cookieOf, gatewayFor, testConfig } from './testing/fake-crm.js';

// The probes of issue 10, each as it was made against the gateway: every one of them got in before.
const crm = new FakeCrm();
beforeAll(() => crm.start());
afterAll(() => crm.stop());
beforeEach(() => {
  crm.received.length = 0;
  crm.passwordHash = GOOD_HASH;
  crm.loginDelayMs = 0;
});

const gateway = (overrides: Partial<GatewayConfig> = {}): Promise<FastifyInstance> =>
  gatewayFor(testConfig(crm.url, { loginRateLimit: { max: 100, timeWindowMs: 60_000 }, ...overrides }));

async function logIn(instance: FastifyInstance, passwordHash = GOOD_HASH) {
  const response = await instance.inject({
    method: 'POST',
    url: '/session/login',
    payload: { CustomerNumber: '1001', PasswordHash: passwordHash },
  });
  return { response, cookie: cookieOf(response) };
}

const post = (instance: FastifyInstance, url: string, payload: unknown, cookie?: string, headers: Record<string, string> = {}) =>
  instance.inject({ method: 'POST', url, payload: payload as object, headers: { ...headers, ...(cookie ? { cookie } : {}) } });

describe('server-side sessions', () => {
  it('a login sets an opaque HttpOnly SameSite=Strict cookie and answers only the non-secret session info', async () => {
    const instance = await gateway();
    const { response } = await logIn(instance);
    expect(response.statusCode).toBe(200);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^tolk_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).not.toContain('Secure');
    const body = response.json<{ Session: Record<string, unknown> }>();
    expect(body.Session).toEqual({ CustomerNumber: '1001', DisplayKPIReports: true, LoginId: expect.any(String) });
    expect(response.body).not.toMatch(/token-|good/);
  });

  it('is Secure when the portal is served over HTTPS only', async () => {
    const { response } = await logIn(await gateway({ httpsOnly: true }));
    expect(String(response.headers['set-cookie'])).toContain('Secure');
  });

  it("adds the session's token to forwarded calls; the browser sends none", async () => {
    const instance = await gateway();
    const { cookie } = await logIn(instance);
    const response = await post(instance, '/crm/CRMCustomer/GetContactPersons', {}, cookie);
    expect(response.json()).toEqual({ Echo: '/CRMCustomer/GetContactPersons', Errors: null });
    expect(crm.last('/CRMCustomer/GetContactPersons')?.body?.Token).toMatch(/^token-\d+$/);
  });

  it('answers the session info, and 401 with 6060 without a session', async () => {
    const instance = await gateway();
    const { cookie } = await logIn(instance);
    const info = await instance.inject({ method: 'GET', url: '/session', headers: { cookie } });
    expect(info.json()).toMatchObject({ Session: { CustomerNumber: '1001', DisplayKPIReports: true } });
    const none = await instance.inject({ method: 'GET', url: '/session' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ Errors: [{ ErrorCode: 6060, ErrorMessage: 'No session: log in' }] });
  });

  it('after logout the old cookie and its token are refused at once', async () => {
    const instance = await gateway();
    const { cookie } = await logIn(instance);
    await post(instance, '/crm/CRMCustomer/GetContactPersons', {}, cookie);
    const token = crm.last('/CRMCustomer/GetContactPersons')!.body!.Token as string;
    expect((await post(instance, '/session/logout', {}, cookie)).statusCode).toBe(200);
    const withCookie = await post(instance, '/crm/CRMCustomer/GetContactPersons', {}, cookie);
    expect(withCookie.statusCode).toBe(401);
    expect(withCookie.json()).toMatchObject({ Errors: [{ ErrorCode: 6060 }] });
    // The token a script (or an old copy in the browser) might still hold: refused here too.
    const withToken = await post(instance, '/crm/CRMCustomer/GetContactPersons', { Token: token });
    expect(withToken.statusCode).toBe(401);
    expect((await instance.inject({ method: 'GET', url: '/session', headers: { cookie } })).statusCode).toBe(401);
  });

  it('ends an idle session and one past its absolute lifetime', async () => {
    const idle = await gateway({ sessions: { idleMs: 50, absoluteMs: 60_000 } });
    const first = await logIn(idle);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await idle.inject({ method: 'GET', url: '/session', headers: { cookie: first.cookie } })).statusCode).toBe(401);
    const old = await gateway({ sessions: { idleMs: 60_000, absoluteMs: 50 } });
    const second = await logIn(old);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await old.inject({ method: 'GET', url: '/session', headers: { cookie: second.cookie } })).statusCode).toBe(401);
  });

  it('on 1003 logs in again once for all concurrent calls, then replays each', async () => {
    const instance = await gateway();
    const { cookie } = await logIn(instance);
    crm.expireAll();
    crm.loginDelayMs = 100;
    const logins = crm.logins;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(instance, '/crm/CRMCustomer/GetContactPersons', {}, cookie)),
    );
    expect(answers.map((a) => a.json())).toEqual(Array(5).fill({ Echo: '/CRMCustomer/GetContactPersons', Errors: null }));
    expect(crm.logins - logins).toBe(1);
  });

  it('a refused re-login ends the session: 401 with 6061 and the login error', async () => {
    const instance = await gateway();
    const { cookie } = await logIn(instance);
    crm.expireAll();
    crm.passwordHash = 'changed-elsewhere';
    const response = await post(instance, '/crm/CRMCustomer/GetContactPersons', {}, cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json<{ Errors: { ErrorCode: number }[] }>().Errors.map((e) => e.ErrorCode)).toEqual([6061, 1004]);
    expect((await instance.inject({ method: 'GET', url: '/session', headers: { cookie } })).statusCode).toBe(401);
  });

  it('a refused re-login whose answer was lost is told to the next call with its cookie once (6061), then 6060', async () => {
    const instance = await gateway();
    const codes = (response: { json: <T>() => T }) =>
      response.json<{ Errors: { ErrorCode: number }[] }>().Errors.map((e) => e.ErrorCode);
    const nextCalls = [
      (cookie: string) => post(instance, '/crm/CRMCustomer/GetContactPersons', {}, cookie),
      (cookie: string) => instance.inject({ method: 'GET', url: '/session', headers: { cookie } }),
    ];
    for (const next of nextCalls) {
      const { cookie } = await logIn(instance);
      crm.expireAll();
      crm.passwordHash = 'changed-elsewhere';
      // The background call of a page being left: its answer never reaches the user.
      expect((await post(instance, '/crm/CRMCustomer/GetDeviations', {}, cookie)).statusCode).toBe(401);
      crm.passwordHash = GOOD_HASH;
      const told = await next(cookie);
      expect(told.statusCode).toBe(401);
      expect(codes(told)).toEqual([6061, 1004]);
      expect(String(told.headers['set-cookie'])).toMatch(/^tolk_session=;/);
      expect(codes(await next(cookie))).toEqual([6060]);
    }
  });

  it('a changed password becomes the re-login secret', async () => {
    const instance = await gateway();
    const { cookie } = await logIn(instance);
    await post(instance, '/crm/CRMCustomer/SetCustomerPassword', { PasswordHash: 'new-hash' }, cookie);
    crm.expireAll();
    const response = await post(instance, '/crm/CRMCustomer/GetContactPersons', {}, cookie);
    expect(response.json()).toEqual({ Echo: '/CRMCustomer/GetContactPersons', Errors: null });
    expect(crm.last('/CRMCustomer/ValidateCustomerPassword')?.body?.PasswordHash).toBe('new-hash');
  });
});

describe('calls by who may make them', () => {
  it('refuses API-key calls without a session, send-mail first of all', async () => {
    const instance = await gateway();
    for (const path of ['/crm/api/v1/send-mail', '/crm/CRMCustomer/GetSkills', '/crm/CRMCustomer/GetContactPersons']) {
      const response = await post(instance, path, { to: 'victim@example.com', subject: 'Hej', content: '<a href=x>x</a>' });
      expect(response.statusCode, path).toBe(401);
      expect(response.json(), path).toMatchObject({ Errors: [{ ErrorCode: 6060 }] });
    }
    expect(crm.received).toEqual([]);
  });

  it('send-mail goes only to the configured address, with a session', async () => {
    const instance = await gateway();
    const { cookie } = await logIn(instance);
    const other = await post(instance, '/crm/api/v1/send-mail', { to: 'victim@example.com', subject: 's', content: 'c' }, cookie);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ Errors: [{ ErrorCode: 6068 }] });
    const complaint = await post(instance, '/crm/api/v1/send-mail', { subject: 's', content: 'c' }, cookie);
    expect(complaint.statusCode).toBe(200);
    expect(crm.last('/api/v1/send-mail')?.body?.to).toBe('klagomal@provider.test');
  });

  it('SendLog is public but size- and rate-limited', async () => {
    const instance = await gateway();
    const big = await post(instance, '/crm/LogService/SendLog', { Message: 'x'.repeat(20_000), Level: 'error' });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ Errors: [{ ErrorCode: 6066 }] });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await post(instance, '/crm/LogService/SendLog', { Message: '{}', Level: 'error' })).statusCode);
    // The refused large one counted too: five calls a minute per address.
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429]);
  });

  it('RequestPasswordReset is limited like the login', async () => {
    const instance = await gateway({ loginRateLimit: { max: 2, timeWindowMs: 60_000 } });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await post(instance, '/crm/CRMCustomer/RequestPasswordReset', { CustomerNumber: `9${i}` })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe('rate limits and paths', () => {
  const login = (instance: FastifyInstance, url: string, headers: Record<string, string> = {}, number = '1001') =>
    post(instance, url, { CustomerNumber: number, PasswordHash: 'guess' }, undefined, headers);

  it('limits logins per address: rotating X-Forwarded-For does not help when no proxy is trusted', async () => {
    const instance = await gateway({ loginRateLimit: { max: 3, timeWindowMs: 60_000 } });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await login(instance, '/crm/CRMCustomer/ValidateCustomerPassword', { 'x-forwarded-for': `10.0.0.${i}` }, `n${i}`))
          .statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('believes X-Forwarded-For from a configured proxy', async () => {
    const instance = await gateway({ loginRateLimit: { max: 1, timeWindowMs: 60_000 }, trustProxy: ['127.0.0.1'] });
    const a = await login(instance, '/crm/CRMCustomer/ValidateCustomerPassword', { 'x-forwarded-for': '10.0.0.1' }, 'a');
    const b = await login(instance, '/crm/CRMCustomer/ValidateCustomerPassword', { 'x-forwarded-for': '10.0.0.2' }, 'b');
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(crm.last('/CRMCustomer/ValidateCustomerPassword')?.headers['x-forwarded-for']).toBe('10.0.0.2');
  });

  it('limits logins per customer number across addresses, on /session/login and /crm alike', async () => {
    const instance = await gateway({ loginRateLimit: { max: 2, timeWindowMs: 60_000 }, trustProxy: ['127.0.0.1'] });
    const statuses = [
      (await login(instance, '/session/login', { 'x-forwarded-for': '10.0.0.1' })).statusCode,
      (await login(instance, '/crm/CRMCustomer/ValidateCustomerPassword', { 'x-forwarded-for': '10.0.0.2' })).statusCode,
      (await login(instance, '/session/login', { 'x-forwarded-for': '10.0.0.3' })).statusCode,
    ];
    expect(statuses).toEqual([200, 200, 429]);
    const limited = await login(instance, '/session/login', { 'x-forwarded-for': '10.0.0.4' });
    expect(limited.json()).toMatchObject({ Errors: [{ ErrorCode: 6062 }] });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses dot segments and encoded traversal before forwarding', async () => {
    // Over a real socket: inject would resolve the dot segments before the gateway sees them.
    const instance = await gateway();
    const base = await instance.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (const path of [
        '/crm/x/../CRMCustomer/ValidateCustomerPassword',
        '/crm/./CRMCustomer/ValidateCustomerPassword',
        '/crm/x/%2e%2e/CRMCustomer/ValidateCustomerPassword',
        '/crm/x/%2E%2E%2FCRMCustomer/ValidateCustomerPassword',
        '/crm/x/..%5cCRMCustomer/ValidateCustomerPassword',
        '/crm//CRMCustomer/ValidateCustomerPassword',
      ]) {
        const answer = await rawPost(base, path, JSON.stringify({ CustomerNumber: '1001', PasswordHash: 'guess' }));
        expect(answer.status, path).toBe(400);
        expect(JSON.parse(answer.body), path).toMatchObject({ Errors: [{ ErrorCode: 6064 }] });
      }
      expect(crm.received).toEqual([]);
    } finally {
      await instance.close();
    }
  });
});

/** A POST with its path sent exactly as written (fetch would resolve dot segments first). */
function rawPost(base: string, path: string, body: string): Promise<{ status: number; body: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, method: 'POST', path, headers: { 'content-type': 'application/json' } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('errors in the catalogue shape', () => {
  it('deeply nested JSON is 400 with 2004, never a 500', async () => {
    const instance = await gateway();
    const deep = '['.repeat(200_000) + ']'.repeat(200_000);
    const response = await instance.inject({
      method: 'POST',
      url: '/crm/CRMCustomer/ValidateCustomerPassword',
      payload: deep,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ Errors: [{ ErrorCode: 2004 }] });
  });

  it('malformed JSON is 400 with 2004; a wrong content type 415 with 6065; too large 413 with 6066', async () => {
    const instance = await gateway();
    const bad = await instance.inject({
      method: 'POST',
      url: '/session/login',
      payload: '{"a":',
      headers: { 'content-type': 'application/json' },
    });
    expect([bad.statusCode, bad.json()]).toMatchObject([400, { Errors: [{ ErrorCode: 2004 }] }]);
    const xml = await instance.inject({
      method: 'POST',
      url: '/crm/LogService/SendLog',
      payload: '<a/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect([xml.statusCode, xml.json()]).toMatchObject([415, { Errors: [{ ErrorCode: 6065 }] }]);
    const huge = await instance.inject({
      method: 'POST',
      url: '/crm/LogService/SendLog',
      payload: JSON.stringify({ Message: 'x'.repeat(31 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect([huge.statusCode, huge.json()]).toMatchObject([413, { Errors: [{ ErrorCode: 6066 }] }]);
  });

  it('passes the largest upload the portal accepts to the CRM whole, with a session', async () => {
    // Core's MAX_UPLOAD_BYTES (20 MB), less a little, as base64 inside the call's JSON: ~26.7 MB.
    const attachment = Buffer.alloc(20 * 1024 * 1024 - 1024, 7).toString('base64');
    const instance = await gateway();
    const { cookie } = await logIn(instance);
    const documents = [{ Attachment: attachment, AttachmentContentType: 'application/pdf', AttachmentFilename: 'protokoll.pdf' }];
    const response = await post(instance, '/crm/CRMCustomer/CreateDeviation', { Documents: documents }, cookie);
    expect(response.statusCode).toBe(200);
    const received = crm.last('/CRMCustomer/CreateDeviation')?.body?.Documents as { Attachment: string }[];
    expect(received[0]!.Attachment).toBe(attachment);
  });

  it('an unknown /crm path is 404 in the same shape', async () => {
    const instance = await gateway();
    const response = await post(instance, '/crm/CRMCustomer/NoSuchCall', {});
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ Errors: [{ ErrorCode: 6067 }] });
  });

  it('SearchOrders without a period, number, id or keywords is 2001; a period over the maximum is 6069', async () => {
    const instance = await gateway({ maxSearchDays: 400 });
    const { cookie } = await logIn(instance);
    const search = (body: object) => post(instance, '/crm/CRMCustomer/SearchOrders', body, cookie);
    expect((await search({})).json()).toMatchObject({ Errors: [{ ErrorCode: 2001 }] });
    expect((await search({ DatetimeFrom: '2026-01-01 00:00:00', OrderNumber: ' ' })).json()).toMatchObject({
      Errors: [{ ErrorCode: 2001 }],
    });
    expect((await search({ DatetimeFrom: '2025-01-01 00:00:00', DatetimeTo: '2026-03-01 00:00:00' })).json()).toMatchObject({
      Errors: [{ ErrorCode: 6069 }],
    });
    for (const ok of [
      { DatetimeFrom: '2026-01-01 00:00:00', DatetimeTo: '2026-12-31 00:00:00' },
      { OrderNumber: '123' },
      { OrderIdentifier: 'abc' },
      { Keywords: 'arabiska' },
    ]) {
      expect((await search(ok)).json(), JSON.stringify(ok)).toEqual({ Echo: '/CRMCustomer/SearchOrders', Errors: null });
    }
    expect(crm.count('/CRMCustomer/SearchOrders')).toBe(4);
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from './app.js';
import type { GatewayConfig } from './config.js';

interface Received {
  url: string;
  body: unknown;
  apiKeyHeader: string | undefined;
  customerNumberHeader?: string | undefined;
  tokenHeader?: string | undefined;
}

const received: Received[] = [];
let crm: FastifyInstance;
let crmUrl: string;

beforeAll(async () => {
  crm = Fastify();
  crm.all('/*', async (request, reply) => {
    received.push({
      url: request.url,
      body: request.body,
      apiKeyHeader: request.headers.apikey as string | undefined,
      ...(request.headers.customernumber ? { customerNumberHeader: request.headers.customernumber as string } : {}),
      ...(request.headers.token ? { tokenHeader: request.headers.token as string } : {}),
    });
    if (request.url === '/CRMCustomer/GetCustomer') return getCustomer(request.body as { Token?: string }, reply);
    return reply.code(request.url.includes('Broken') ? 503 : 200).send({ Echo: request.url, Errors: null });
  });
  crmUrl = await crm.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => crm.close());

/** The CRM's GetCustomer: the sessions it knows, a token of customer 1001's, and its own refusals. */
function getCustomer(body: { Token?: string }, reply: FastifyReply) {
  if (body.Token === 'token-of-1001')
    return reply.send({ CustomerInformation: { CustomerNumber: '1001', CustomerName: 'Stockholms stad' }, Errors: null });
  if (body.Token === 'crm-down')
    return reply.code(503).send({ CustomerInformation: null, Errors: [{ ErrorCode: 4001, ErrorMessage: 'CRM unresponsive' }] });
  if (body.Token === 'garbled') return reply.send({ CustomerInformation: { CustomerNumber: 'a\u0000b' }, Errors: null });
  return reply.send({ CustomerInformation: null, Errors: [{ ErrorCode: 1003, ErrorMessage: 'Invalid token' }] });
}

async function gateway(overrides: Partial<GatewayConfig> = {}): Promise<FastifyInstance> {
  const staticDir = mkdtempSync(join(tmpdir(), 'gateway-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Tolkportal</title>');
  const instance = Fastify();
  await instance.register(fp(app), {
    config: {
      host: '127.0.0.1',
      port: 0,
      crmUrl,
      crmApiKey: 'secret-key',
      staticDir,
      loginRateLimit: { max: 3, timeWindowMs: 60_000 },
      crmTimeoutMs: 2_000,
      logger: false,
      ...overrides,
    },
  });
  return instance;
}

describe('gateway', () => {
  it('forwards /crm calls with the ApiKey added on the server', async () => {
    const instance = await gateway();
    const response = await instance.inject({ method: 'POST', url: '/crm/CRMCustomer/GetSkills', payload: { Token: 't' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Echo: '/CRMCustomer/GetSkills', Errors: null });
    expect(received.at(-1)).toEqual({
      url: '/CRMCustomer/GetSkills',
      body: { Token: 't', ApiKey: 'secret-key' },
      apiKeyHeader: 'secret-key',
    });
    expect(response.body).not.toContain('secret-key');
  });

  it("addresses every mail a browser sends to the provider's complaint address, whatever `to` it names", async () => {
    const instance = await gateway({ providerComplaintEmail: 'klagomal@provider.example' });
    await instance.inject({
      method: 'POST',
      url: '/crm/api/v1/send-mail',
      payload: { subject: 'Klagomål', content: '<p>x</p>', to: 'someone@else.example' },
    });
    expect(received.at(-1)).toMatchObject({
      url: '/api/v1/send-mail',
      body: { subject: 'Klagomål', content: '<p>x</p>', to: 'klagomal@provider.example', ApiKey: 'secret-key' },
    });
  });

  it("never passes a customerNumber header from the browser on to the CRM's other calls", async () => {
    const instance = await gateway();
    await instance.inject({
      method: 'GET',
      url: '/crm/CRMCustomer/CustomerStatistics?from=08-01-2026',
      headers: { customerNumber: '1002', Token: 't' },
    });
    expect(received.at(-1)?.customerNumberHeader).toBeUndefined();
    expect(received.at(-1)?.tokenHeader).toBe('t');
  });

  describe("the reporting API's customerNumber header", () => {
    const report = (instance: FastifyInstance, headers: Record<string, string>) =>
      instance.inject({ method: 'GET', url: '/crm/api/v1/reportData/ordered-assignment/fulfillments?from=08-01-2026', headers });

    it("is the number of the customer the session's token belongs to, as the CRM says, whatever the browser sends", async () => {
      const instance = await gateway();
      received.length = 0;
      const response = await report(instance, { Token: 'token-of-1001', customerNumber: '1002' });
      expect(response.statusCode).toBe(200);
      expect(received).toEqual([
        // Asked of the CRM with the gateway's key and the browser's token...
        { url: '/CRMCustomer/GetCustomer', body: { Token: 'token-of-1001', ApiKey: 'secret-key' }, apiKeyHeader: 'secret-key' },
        // ...and set from its answer.
        {
          url: '/api/v1/reportData/ordered-assignment/fulfillments?from=08-01-2026',
          body: undefined,
          apiKeyHeader: 'secret-key',
          customerNumberHeader: '1001',
          tokenHeader: 'token-of-1001',
        },
      ]);
    });

    it('asks the CRM again for every call: nothing is remembered, so a token the CRM no longer knows gets nothing', async () => {
      const instance = await gateway();
      received.length = 0;
      await report(instance, { Token: 'token-of-1001' });
      await report(instance, { Token: 'token-of-1001' });
      expect(received.map((r) => r.url.split('?')[0])).toEqual([
        '/CRMCustomer/GetCustomer',
        '/api/v1/reportData/ordered-assignment/fulfillments',
        '/CRMCustomer/GetCustomer',
        '/api/v1/reportData/ordered-assignment/fulfillments',
      ]);
    });

    it("answers the CRM's own refusal of the token (1003: the portal logs in again) and asks for no report", async () => {
      const instance = await gateway();
      received.length = 0;
      const response = await report(instance, { Token: 'expired', customerNumber: '1001' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        Rows: null,
        Agreements: null,
        Errors: [{ ErrorCode: 1003, ErrorMessage: 'Invalid token' }],
      });
      expect(received.map((r) => r.url)).toEqual(['/CRMCustomer/GetCustomer']);
    });

    it('answers 1003 without asking the CRM at all when there is no token', async () => {
      const instance = await gateway();
      received.length = 0;
      const response = await report(instance, { customerNumber: '1001' });
      expect(response.json()).toMatchObject({ Rows: null, Errors: [{ ErrorCode: 1003 }] });
      expect(received).toEqual([]);
    });

    it("passes the CRM's failure on, and answers 502 for an answer without a usable number", async () => {
      const instance = await gateway();
      const down = await report(instance, { Token: 'crm-down' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ Rows: null, Errors: [{ ErrorCode: 4001 }] });
      received.length = 0;
      expect((await report(instance, { Token: 'garbled' })).statusCode).toBe(502);
      expect(received.map((r) => r.url)).toEqual(['/CRMCustomer/GetCustomer']);
      expect((await report(await gateway({ crmUrl: 'http://127.0.0.1:1' }), { Token: 'token-of-1001' })).statusCode).toBe(502);
    });
  });

  it("passes the CRM's HTTP status through", async () => {
    const instance = await gateway();
    const response = await instance.inject({ method: 'POST', url: '/crm/Broken', payload: {} });
    expect(response.statusCode).toBe(503);
  });

  it('answers 502 when the CRM cannot be reached', async () => {
    const instance = await gateway({ crmUrl: 'http://127.0.0.1:1' });
    const response = await instance.inject({ method: 'POST', url: '/crm/CRMCustomer/GetSkills', payload: {} });
    expect(response.statusCode).toBe(502);
  });

  it('rate limits the login call only', async () => {
    const instance = await gateway();
    const login = () => instance.inject({ method: 'POST', url: '/crm/CRMCustomer/ValidateCustomerPassword', payload: {} });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await login()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const other = await instance.inject({ method: 'POST', url: '/crm/CRMCustomer/GetCustomer', payload: {} });
    expect(other.statusCode).toBe(200);
  });

  it('serves the portal for every page route and sends security headers', async () => {
    const instance = await gateway();
    const response = await instance.inject({ method: 'GET', url: '/my-assignment?x=1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Tolkportal</title>');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the page for a route whose query contains a dot', async () => {
    const instance = await gateway();
    const response = await instance.inject({ method: 'GET', url: '/mobile-app/login?data=a.b' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Tolkportal</title>');
  });

  it('answers 404 for a missing file rather than the page', async () => {
    const instance = await gateway();
    expect((await instance.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});

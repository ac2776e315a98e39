import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GatewayConfig } from './config.js';
import { FakeCrm, gatewayFor, testConfig } from './testing/fake-crm.js';

const crm = new FakeCrm();
beforeAll(() => crm.start());
afterAll(() => crm.stop());
beforeEach(() => {
  crm.received.length = 0;
});

const gateway = (overrides: Partial<GatewayConfig> = {}): Promise<FastifyInstance> => gatewayFor(testConfig(crm.url, overrides));

describe('gateway', () => {
  it("forwards a script's /crm call with the ApiKey added on the server", async () => {
    const instance = await gateway();
    const response = await instance.inject({
      method: 'POST',
      url: '/crm/CRMCustomer/GetSkills',
      payload: { Token: 'token-of-1001' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Echo: '/CRMCustomer/GetSkills', Errors: null });
    const forwarded = crm.last('/CRMCustomer/GetSkills');
    expect(forwarded?.body).toEqual({ Token: 'token-of-1001', ApiKey: 'secret-key' });
    expect(forwarded?.headers.apikey).toBe('secret-key');
    expect(response.body).not.toContain('secret-key');
  });

  it("never passes a customerNumber header from the browser on to the CRM's other calls", async () => {
    const instance = await gateway();
    await instance.inject({
      method: 'GET',
      url: '/crm/CRMCustomer/CustomerStatistics?from=08-01-2026',
      headers: { customerNumber: '1002', Token: 'token-of-1001' },
    });
    const forwarded = crm.last('/CRMCustomer/CustomerStatistics');
    expect(forwarded?.headers.customernumber).toBeUndefined();
    expect(forwarded?.headers.token).toBe('token-of-1001');
  });

  describe("the reporting API's customerNumber header, for a script's token", () => {
    const report = (instance: FastifyInstance, headers: Record<string, string>) =>
      instance.inject({ method: 'GET', url: '/crm/api/v1/reportData/ordered-assignment/fulfillments?from=08-01-2026', headers });

    it('is the number of the customer the token belongs to, as the CRM says, whatever the browser sends', async () => {
      const instance = await gateway();
      const response = await report(instance, { Token: 'token-of-1001', customerNumber: '1002' });
      expect(response.statusCode).toBe(200);
      expect(crm.received.map((r) => r.url.split('?')[0])).toEqual([
        '/CRMCustomer/GetCustomer',
        '/api/v1/reportData/ordered-assignment/fulfillments',
      ]);
      expect(crm.received[0]!.body).toEqual({ Token: 'token-of-1001', ApiKey: 'secret-key' });
      expect(crm.received[1]!.headers.customernumber).toBe('1001');
      expect(crm.received[1]!.headers.token).toBe('token-of-1001');
    });

    it('asks the CRM again for every call: a token the CRM no longer knows gets nothing', async () => {
      const instance = await gateway();
      await report(instance, { Token: 'token-of-1001' });
      await report(instance, { Token: 'token-of-1001' });
      expect(crm.count('/CRMCustomer/GetCustomer')).toBe(2);
      crm.received.length = 0;
      const refused = await report(instance, { Token: 'expired', customerNumber: '1001' });
      expect(refused.json()).toEqual({
        Rows: null,
        Agreements: null,
        Errors: [{ ErrorCode: 1003, ErrorMessage: 'Invalid token' }],
      });
      expect(crm.received.map((r) => r.url)).toEqual(['/CRMCustomer/GetCustomer']);
    });

    it('without a token or session: 401 with 6060, and the CRM is not asked', async () => {
      const instance = await gateway();
      const response = await report(instance, { customerNumber: '1001' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ Errors: [{ ErrorCode: 6060 }] });
      expect(crm.received).toEqual([]);
    });

    it("passes the CRM's failure on, and answers 502 for an answer without a usable number", async () => {
      const instance = await gateway();
      const down = await report(instance, { Token: 'crm-down' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ Rows: null, Errors: [{ ErrorCode: 4001 }] });
      expect((await report(instance, { Token: 'garbled' })).statusCode).toBe(502);
      expect((await report(await gateway({ crmUrl: 'http://127.0.0.1:1' }), { Token: 'token-of-1001' })).statusCode).toBe(502);
    });
  });

  it("passes the CRM's HTTP status through", async () => {
    const instance = await gateway();
    const response = await instance.inject({
      method: 'POST',
      url: '/crm/Common/GetNotifications',
      payload: { Token: 'token-of-1001', Broken: true },
    });
    expect(response.statusCode).toBe(503);
  });

  it('answers 502 in the catalogue shape when the CRM cannot be reached', async () => {
    const instance = await gateway({ crmUrl: 'http://127.0.0.1:1' });
    const response = await instance.inject({ method: 'POST', url: '/crm/CRMCustomer/ValidateCustomerPassword', payload: {} });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ Errors: [{ ErrorCode: 4001 }] });
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
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when HTTPS_ONLY is set', async () => {
    const instance = await gateway({ httpsOnly: true });
    const response = await instance.inject({ method: 'GET', url: '/' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
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

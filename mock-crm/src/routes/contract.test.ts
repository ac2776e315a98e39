import type { FastifyInstance } from 'fastify';
import { allEndpoints, decodeWithCodes } from '@tolk/crm-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHashOf } from '../store/passwords.js';
import { buildTestApp, call, logIn } from '../testing.js';

/**
 * A valid request of each call, without ApiKey and Token (`call` adds the ApiKey, the test the
 * Token). A call added to the contract fails here until it has a sample.
 */
const VALID_REQUESTS: Record<string, Record<string, unknown>> = {
  ValidateCustomerPassword: { CustomerNumber: '1001', PasswordHash: clientHashOf('Tolkportal1') },
  GetCustomer: {},
  GetSkills: {},
  GetArticles: {},
  SendLog: {
    Message: JSON.stringify({ environment: 'test', portal: 'client', httpStatus: 500, statusText: 'x', responseData: null }),
    Level: 'error',
  },
};

describe('every call of the contract', () => {
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    app = await buildTestApp();
    token = await logIn(app);
  });
  afterAll(() => app.close());

  it('has a sample request here', () => {
    expect(allEndpoints.map((e) => e.name).filter((name) => !(name in VALID_REQUESTS))).toEqual([]);
  });

  for (const endpoint of allEndpoints) {
    it(`${endpoint.name} answers a valid request with HTTP 200 and a contract answer without Errors`, async () => {
      const sample = VALID_REQUESTS[endpoint.name] ?? {};
      const body = endpoint.authentication === 'token' ? { ...sample, Token: token } : sample;

      const answer = await call(app, endpoint.path, body);

      expect(answer.status).toBe(200);
      expect(answer.body.Errors).toBeNull();
      const decoded = decodeWithCodes(endpoint.response, answer.body);
      expect(decoded.ok ? [] : decoded.errors).toEqual([]);
    });
  }
});

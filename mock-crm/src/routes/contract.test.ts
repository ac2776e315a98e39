import type { FastifyInstance } from 'fastify';
import { allEndpoints, decodeWithCodes } from '@tolk/crm-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, logIn } from '../testing.js';
import { SAMPLE_REQUESTS, sampleOf } from './sample-requests.js';

/** A GET call: the sample as its query string, who calls in headers (docs/api.md, "Reporting"). */
async function getCall(app: FastifyInstance, path: string, query: Record<string, unknown>, headers: Record<string, string>) {
  const response = await app.inject({ method: 'GET', url: path, query: query as Record<string, string>, headers });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> & { Errors: unknown } };
}

describe('every call of the contract', () => {
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    app = await buildTestApp();
    token = await logIn(app);
  });
  afterAll(() => app.close());

  it('has a sample request (sample-requests.ts)', () => {
    expect(allEndpoints.map((e) => e.name).filter((name) => !(name in SAMPLE_REQUESTS))).toEqual([]);
  });

  for (const endpoint of allEndpoints) {
    it(`${endpoint.name} answers a valid request with HTTP 200 and a contract answer without Errors`, async () => {
      const sample = sampleOf(app, endpoint.name);
      const body = endpoint.authentication === 'token' ? { ...sample, Token: token } : sample;

      const answer =
        endpoint.method === 'GET'
          ? await getCall(
              app,
              endpoint.path,
              sample,
              endpoint.authentication === 'token' ? { Token: token } : { ApiKey: app.config.apiKey, customerNumber: '1001' },
            )
          : await call(app, endpoint.path, body);

      expect(answer.status).toBe(200);
      expect(answer.body.Errors).toBeNull();
      const decoded = decodeWithCodes(endpoint.response, answer.body);
      expect(decoded.ok ? [] : decoded.errors).toEqual([]);
    });
  }
});

import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { allEndpoints, decodeWithCodes, isCatalogued } from '@tolk/crm-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, logIn } from '../testing.js';
import { sampleOf } from './sample-requests.js';

/**
 * Runs per property (FUZZ_RUNS). `npm test` makes 200 per endpoint, which finds what a new
 * endpoint gets wrong (every fault seen so far showed within 50) and keeps the suite within its CI
 * budget; `npm run fuzz` makes 1000 (or its count argument) for a deeper search. ValidateCustomerPassword
 * runs scrypt whenever the ApiKey and a customer number are right (about one mixed body in five).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

const oddValue = fc.oneof(
  fc.jsonValue(),
  fc.string({ maxLength: 12 }),
  fc.string({ minLength: 60, maxLength: 70 }),
  fc.constantFrom(null, '', true, 0, -1, 1e308, [], {}, '1001', 'x'.repeat(301), 'x'.repeat(20_001)),
);

function mixedBody(valid: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, value] of Object.entries(valid)) keys[key] = fc.oneof(fc.constant(value), oddValue);
  return fc
    .tuple(
      fc.record(keys, { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
}

// The GET calls (reporting) take a query string, not a body: fuzzed in reports.fuzz.property.test.ts.
const postEndpoints = allEndpoints.filter((endpoint) => endpoint.method === 'POST');

describe.each(postEndpoints.map((endpoint) => [endpoint.name, endpoint] as const))('fuzzing %s', (_name, endpoint) => {
  let app: FastifyInstance;
  let valid: Record<string, unknown>;

  beforeAll(async () => {
    app = await buildTestApp();
    // The contract test's valid request (sample-requests.ts), its keys mixed with arbitrary values below.
    valid = { ApiKey: app.config.apiKey, Token: await logIn(app), ...sampleOf(app, endpoint.name) };
  });
  afterAll(() => app.close());

  async function answersWell(body: unknown): Promise<void> {
    const response = await app.inject({
      method: 'POST',
      url: endpoint.path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(response.statusCode).toBeLessThan(500);
    const answer = response.json<{ Errors?: unknown }>();
    expect(answer.Errors === null || Array.isArray(answer.Errors)).toBe(true);
    if (Array.isArray(answer.Errors)) {
      for (const error of answer.Errors as { ErrorCode: unknown }[]) {
        expect(typeof error.ErrorCode === 'number' && isCatalogued(error.ErrorCode), JSON.stringify(error)).toBe(true);
      }
    } else {
      // No errors: then it is a proper answer of the contract.
      expect(response.statusCode).toBe(200);
      expect(decodeWithCodes(endpoint.response, answer).ok).toBe(true);
    }
  }

  it('never fails on any JSON body', async () => {
    await fc.assert(fc.asyncProperty(fc.jsonValue(), answersWell), { numRuns: RUNS });
  });

  it('never fails on bodies mixing valid keys and values with arbitrary ones', async () => {
    await fc.assert(fc.asyncProperty(mixedBody(valid), answersWell), { numRuns: RUNS });
  });
});

import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { allEndpoints, decodeWithCodes, isCatalogued } from '@tolk/crm-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, logIn } from '../testing.js';

/**
 * The GET calls (CustomerStatistics, the reporting API) fuzzed the way fuzz.property.test.ts
 * fuzzes the POST calls, over query strings and headers. A valid call aggregates a period of
 * orders, so `npm test`'s count is lower (100; FUZZ_RUNS sets it, as `npm run fuzz` does).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

const getEndpoints = allEndpoints.filter((endpoint) => endpoint.method === 'GET');

const printable = fc.stringMatching(/^[\x20-\x7e]{0,24}$/);
const queryValue = (valid: readonly string[]) =>
  fc.oneof(
    fc.constantFrom(...valid),
    printable,
    fc.constantFrom('', ',', '00-00-0000', '02-29-2028', '02-29-2027', '01-01-1900', '12-31-9999', '2026-11-01', 'x'.repeat(400)),
    fc.array(fc.constantFrom(...valid), { minLength: 2, maxLength: 3 }),
  );

const VALID_QUERY: Record<string, readonly string[]> = {
  from: ['08-01-2026', '01-01-2020'],
  to: ['11-30-2026', '12-31-2030'],
  customerNumber: ['1001', '1002', '1004'],
  agreements: ['4', '22', '4,22', '99', ''],
  groupColumns: [
    'monthYear',
    'interpretationType,skill',
    'weekday',
    'county',
    'fulfilmentStatus',
    'complaintCause,measureTaken',
    '',
  ],
};

describe.each(getEndpoints.map((endpoint) => [endpoint.name, endpoint] as const))('fuzzing GET %s', (_name, endpoint) => {
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    app = await buildTestApp();
    token = await logIn(app);
  }, 60_000); // a fresh seeded world; slower on a busy machine
  afterAll(() => app.close());

  const query = () =>
    fc
      .tuple(
        fc.record(Object.fromEntries(Object.entries(VALID_QUERY).map(([key, valid]) => [key, queryValue(valid)])), {
          requiredKeys: [],
        }),
        fc.dictionary(fc.stringMatching(/^[a-zA-Z]{1,8}$/), fc.oneof(printable, fc.array(printable, { maxLength: 2 })), {
          maxKeys: 2,
        }),
      )
      .map(([known, extra]) => ({ ...extra, ...known }) as Record<string, string | string[]>);

  const headers = () =>
    fc.record(
      {
        Token: fc.oneof(fc.constant('__token__'), printable),
        ApiKey: fc.oneof(fc.constant('__apikey__'), printable),
        customerNumber: fc.oneof(fc.constantFrom('1001', '1002', '1004', ' 1001 '), printable),
      },
      { requiredKeys: [] },
    );

  it('never fails, whatever the query and headers; every refusal is catalogued, every answer the contract', async () => {
    await fc.assert(
      fc.asyncProperty(query(), headers(), async (q, h) => {
        const sent = Object.fromEntries(
          Object.entries(h).map(([key, value]) => [
            key,
            value === '__token__' ? token : value === '__apikey__' ? app.config.apiKey : value,
          ]),
        );
        const response = await app.inject({ method: 'GET', url: endpoint.path, query: q, headers: sent });
        expect(response.statusCode).toBeLessThan(500);
        const answer = response.json<{ Errors?: unknown }>();
        if (Array.isArray(answer.Errors)) {
          for (const error of answer.Errors as { ErrorCode: unknown }[]) {
            expect(typeof error.ErrorCode === 'number' && isCatalogued(error.ErrorCode), JSON.stringify(error)).toBe(true);
          }
        } else {
          expect(answer.Errors).toBeNull();
          expect(response.statusCode).toBe(200);
          expect(decodeWithCodes(endpoint.response, answer).ok).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});

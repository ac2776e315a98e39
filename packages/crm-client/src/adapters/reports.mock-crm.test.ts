import { createHash } from 'node:crypto';
import {
  FilteredTable,
  REPORT_DEFINITIONS,
  REPORT_SOURCE_FIELDS,
  parseInstant,
  toColumns,
  withMonthYearLabels,
  type ReportRange,
} from '@tolk/core';
import { REPORT_SOURCES } from '@tolk/crm-contract';
import type { FastifyInstance } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../mock-crm/src/testing.js';
import { InMemorySessions, RecordingNotifier } from '../testing/fake-crm.js';
import { ErrorLog } from '../transport/error-log.js';
import { CrmTransport } from '../transport/transport.js';
import { CrmReports } from './reports.js';

/**
 * The reports adapter against the real mock CRM: the fetch does what the gateway does (the session's
 * token in a header or the body, the ApiKey, and for the reporting API the customerNumber of the
 * token's customer).
 */
const BASE_URL = 'http://mock-crm.test';
const API_KEY = 'reports-test-key';
const NOW = parseInstant('2026-11-23 10:00:00');
const RANGE: ReportRange = { from: Temporal.PlainDate.from('2026-01-01'), to: Temporal.PlainDate.from('2026-10-31') };

let app: FastifyInstance;
let reports: CrmReports;
const logged: unknown[] = [];

beforeAll(async () => {
  app = await buildTestApp({ tokenTtlMinutes: 60 * 24 * 365, apiKey: API_KEY, startAt: NOW });
  // This fetch plays the gateway: it holds the session's token and adds it, with the ApiKey.
  const login = await app.inject({
    method: 'POST',
    url: '/CRMCustomer/ValidateCustomerPassword',
    payload: {
      ApiKey: API_KEY,
      CustomerNumber: '1001',
      PasswordHash: createHash('sha256').update('Tolkportal1', 'utf8').digest('hex'),
    },
  });
  const token = login.json<{ Token: string }>().Token;
  const fetchToMock: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const headers = (init?.headers ?? {}) as Record<string, string>;
    if (url.pathname === '/SendLog') {
      logged.push(JSON.parse(String(init?.body)));
      return new Response('{"Errors":null}', { status: 200 });
    }
    const answer =
      init?.method === 'GET'
        ? await app.inject({
            method: 'GET',
            url: url.pathname + url.search,
            headers: {
              ...headers,
              ApiKey: API_KEY,
              Token: token,
              ...(url.pathname.startsWith('/api/') ? { customerNumber: '1001' } : {}),
            },
          })
        : await app.inject({
            method: 'POST',
            url: url.pathname,
            payload: { ...(JSON.parse(String(init?.body ?? '{}')) as object), ApiKey: API_KEY, Token: token },
          });
    return new Response(answer.body, { status: answer.statusCode, headers: { 'content-type': 'application/json' } });
  };
  const errorLog = new ErrorLog({ baseUrl: BASE_URL, environment: 'test', portal: 'client', fetch: fetchToMock });
  const sessions = new InMemorySessions({ customerNumber: '1001', displayKPIReports: true, loginId: 'L1' });
  const transport = new CrmTransport({
    baseUrl: BASE_URL,
    sessions,
    notifier: new RecordingNotifier(),
    errorLog,
    onSessionEnded: () => undefined,
    fetch: fetchToMock,
  });
  reports = new CrmReports(transport, () => '1001', errorLog);
});
afterAll(() => app?.close());

describe('CrmReports against mock-crm', () => {
  it('reads the KPI statistics of a range, each list adding up to the order count', async () => {
    const statistics = await reports.statistics(RANGE);
    expect(statistics.orderCount).toBeGreaterThan(0);
    for (const list of [statistics.competence, statistics.skills, statistics.interpretationTypes, statistics.orderChannels]) {
      expect(list.reduce((sum, s) => sum + s.value, 0)).toBe(statistics.orderCount);
    }
  });

  it('knows the same nine sources and fields as the contract', () => {
    expect(Object.keys(REPORT_SOURCE_FIELDS).sort()).toEqual(REPORT_SOURCES.map((s) => s.source).sort());
    for (const source of REPORT_SOURCES) {
      expect(REPORT_SOURCE_FIELDS[source.source]!.dimensions).toEqual(source.columns);
      expect(REPORT_SOURCE_FIELDS[source.source]!.measures).toEqual(Object.keys(source.measures));
    }
  });

  it('fetches every definition’s sources, and re-aggregating the finest grain gives the API’s own grouping', async () => {
    for (const definition of REPORT_DEFINITIONS) {
      for (const source of definition.dataSources) {
        const { rows, agreements } = await reports.rows(source, RANGE, [4, 22]);
        expect(agreements.map((a) => a.id)).toEqual([4, 22]);
        const measures = REPORT_SOURCE_FIELDS[source.source]!.measures;
        const first = source.groupColumns[0]!;
        const coarse = await reports.rows({ source: source.source, groupColumns: [first] }, RANGE, [4, 22]);
        const table = new FilteredTable(toColumns(withMonthYearLabels(rows), source.groupColumns, measures));
        const again = table.groupBy([first], measures).groups;
        expect(again.length).toBe(coarse.rows.length);
        for (const row of coarse.rows) {
          const group = again.find((g) => g.keys[0] === String(row[first]))!;
          for (const m of measures) expect(group.sums[m]).toBeCloseTo(row[m] as number, 6);
        }
      }
    }
  });

  it('gives the link to the external report', async () => {
    expect(await reports.link()).toMatch(/\/external-report\?ticket=/);
  });
});

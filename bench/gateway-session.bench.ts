import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { test } from '@playwright/test';
import autocannon from 'autocannon';
import { freePort, startServer, waitForHealthy } from '../scripts/lib/run.mjs';

/**
 * The gateway with server-side sessions under load (issue 10): one session logged in, then a read
 * call (GetContactPersons: the session's token added, forwarded, answered) by 100 connections for
 * 60 s. Prints requests per second, p99, errors (non-2xx and failures: 0 wanted) and the gateway's
 * RSS before and after (flat wanted). `npm run bench` runs it; alone:
 * `node_modules/.bin/playwright test -c bench/playwright.config.ts gateway-session`.
 *
 * BENCH_DURATION (s) and BENCH_CONNECTIONS change the defaults (60, 100).
 */
const DURATION = Number(process.env.BENCH_DURATION ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const API_KEY = 'bench-api-key';

/** The resident set of a process in MB, from /proc (Linux). */
const rssMb = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
};

test('a read call through the gateway with a session, 100 connections', async () => {
  test.setTimeout((DURATION + 120) * 1000);
  const crmPort = await freePort();
  const gatewayPort = await freePort();
  const crm = startServer('mock-crm', 'mock-crm/dist/server.js', {
    MOCK_CRM_PORT: String(crmPort),
    MOCK_CRM_DB: ':memory:',
    MOCK_CRM_SEED_ORDERS: '600',
    MOCK_CRM_API_KEY: API_KEY,
    MOCK_CRM_LOG: '0',
  });
  const gateway = startServer('gateway', 'apps/gateway/dist/server.js', {
    GATEWAY_PORT: String(gatewayPort),
    CRM_URL: `http://127.0.0.1:${crmPort}`,
    CRM_API_KEY: API_KEY,
    GATEWAY_LOG: '0',
  });
  try {
    await waitForHealthy(`http://127.0.0.1:${crmPort}/health`, crm, 120_000);
    await waitForHealthy(`http://127.0.0.1:${gatewayPort}/health`, gateway);
    const base = `http://127.0.0.1:${gatewayPort}`;
    const login = await fetch(`${base}/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ CustomerNumber: '1001', PasswordHash: createHash('sha256').update('Tolkportal1').digest('hex') }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    if (!cookie.startsWith('tolk_session=')) throw new Error(`no session: ${await login.text()}`);

    const rssBefore = rssMb(gateway.pid!);
    const result = await autocannon({
      url: `${base}/crm/CRMCustomer/GetContactPersons`,
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ ContactPersonIdentifier: null }),
      connections: CONNECTIONS,
      duration: DURATION,
    });
    const rssAfter = rssMb(gateway.pid!);
    const errors = result.errors + result.timeouts + result.non2xx;
    console.log(
      `gateway with a session, GetContactPersons, ${CONNECTIONS} connections, ${DURATION} s: ` +
        `${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, errors ${errors} ` +
        `(non-2xx ${result.non2xx}, failures ${result.errors}, timeouts ${result.timeouts}), ` +
        `gateway RSS ${rssBefore} MB before, ${rssAfter} MB after`,
    );
  } finally {
    gateway.kill('SIGTERM');
    crm.kill('SIGTERM');
  }
});

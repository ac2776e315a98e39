import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import autocannon, { type Result } from 'autocannon';
import {
  BENCH_API_KEY,
  type BenchServer,
  benchGatewayNodeFlags,
  crmToken,
  gatewaySession,
  idle,
  rssMiB,
  startBenchCrm,
  startBenchGateway,
  stop,
} from './support/bench-servers.js';

/**
 * The gateway's path to the CRM (issue 12, item 4): one customer's SearchOrders month (the largest
 * answer the portal asks for) straight to mock-crm with the token, then through the gateway with a
 * session (the gateway adds the token, forwards, pipes the answer on), alternately, ROUNDS times
 * each, 100 connections for 10 s a round. Prints req/s and p99 of each round, the gateway's share
 * of the direct rate (target ≥ 0.8) and the gateway's RSS before the first round and after each
 * (target: flat, within ± 20 % from the end of round 1, once warm). Not compressed (no Accept-Encoding): the path, not zlib, is measured.
 * Alone: `node_modules/.bin/playwright test -c bench/playwright.config.ts gateway-path`.
 *
 * BENCH_ORDERS, BENCH_DURATION (s), BENCH_CONNECTIONS, BENCH_ROUNDS, BENCH_WARM_UP (s) change the
 * defaults (100000, 10, 100, 3, 3); BENCH_GATEWAY_ENTRY runs another build of the gateway (e.g. an earlier one, to compare),
 * BENCH_GATEWAY_NODE_FLAGS other node flags than its own (bench-servers.ts).
 */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const GATEWAY_ENTRY = process.env.BENCH_GATEWAY_ENTRY ?? 'apps/gateway/dist/server.js';
const MONTH = { DatetimeFrom: '2026-10-01 00:00:00', DatetimeTo: '2026-11-01 00:00:00' };
const TARGET = { ratio: 0.8, rssDrift: 0.2 };

/**
 * Seconds each server is loaded before the rounds, printed but not counted: a throughput figure is
 * read from warm processes. (It did not explain round 1's lower ratio: docs/decisions.md.)
 */
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 3);

const load = (url: string, body: unknown, headers: Record<string, string> = {}, duration = DURATION): Promise<Result> =>
  autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    connections: CONNECTIONS,
    duration,
    timeout: 60,
  });

const failures = (r: Result) => r.errors + r.timeouts + r.non2xx;
const line = (name: string, r: Result) =>
  `  ${name.padEnd(30)} ${Math.round(r.requests.average).toString().padStart(7)} req/s  p99 ${String(r.latency.p99).padStart(6)} ms  failures ${failures(r)}`;

test('SearchOrders month straight to the CRM and through the gateway', async () => {
  test.setTimeout(30 * 60_000);
  const folder = mkdtempSync(join(tmpdir(), 'tolk-bench-'));
  const servers: BenchServer[] = [];
  try {
    const crm = await startBenchCrm({ orders: ORDERS, db: join(folder, 'mock-crm.sqlite') });
    servers.push(crm);
    const gateway = await startBenchGateway(crm.url, { entry: GATEWAY_ENTRY });
    servers.push(gateway);
    const [crmUrl, base] = [crm.url, gateway.url];
    const token = await crmToken(crmUrl);
    const cookie = await gatewaySession(base);

    const direct = `${crmUrl}/CRMCustomer/SearchOrders`;
    const through = `${base}/crm/CRMCustomer/SearchOrders`;
    const sample = await fetch(through, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(MONTH),
    });
    const bytes = (await sample.arrayBuffer()).byteLength;
    console.log(
      `SearchOrders month (${ORDERS} orders seeded): ${(bytes / 1024).toFixed(0)} KiB an answer, ${CONNECTIONS} connections, ${DURATION} s a round, gateway ${GATEWAY_ENTRY} (node flags: ${benchGatewayNodeFlags().join(' ') || 'none'})`,
    );

    const rss = [rssMiB(gateway.child.pid!)];
    if (WARM_UP > 0) {
      const straight = await load(direct, { Token: token, ApiKey: BENCH_API_KEY, ...MONTH }, { ApiKey: BENCH_API_KEY }, WARM_UP);
      const gatewayed = await load(through, MONTH, { cookie }, WARM_UP);
      const ratio = gatewayed.requests.average / straight.requests.average;
      console.log(`  warm-up, ${WARM_UP} s each (not counted): gateway/direct ${ratio.toFixed(2)}`);
    }
    const ratios: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      await idle(crmUrl);
      const straight = await load(direct, { Token: token, ApiKey: BENCH_API_KEY, ...MONTH }, { ApiKey: BENCH_API_KEY });
      await Promise.all([idle(crmUrl), idle(base)]);
      const gatewayed = await load(through, MONTH, { cookie });
      rss.push(rssMiB(gateway.child.pid!));
      ratios.push(gatewayed.requests.average / straight.requests.average);
      console.log(line(`round ${round} straight to mock-crm`, straight));
      console.log(line(`round ${round} through the gateway`, gatewayed));
      console.log(`  round ${round}: gateway/direct ${ratios.at(-1)!.toFixed(2)}, gateway RSS ${rss.at(-1)} MiB`);
    }
    const worst = Math.min(...ratios);
    // Drift is counted from the end of round 1, once warm (docs/decisions.md, issue 10's memory):
    // growth in the first round is the heap and pools sizing to the load, not what a leak adds.
    const warm = rss.length > 2 ? rss[1]! : rss[0]!;
    const drift = Math.max(...rss.slice(rss.length > 2 ? 1 : 0).map((r) => Math.abs(r - warm) / warm));
    console.log(
      `gateway/direct ${ratios.map((r) => r.toFixed(2)).join(', ')} (target ≥ ${TARGET.ratio}); ` +
        `gateway RSS ${rss.join(' → ')} MiB (drift ${(drift * 100).toFixed(0)} % from ${rss.length > 2 ? 'round 1' : 'the start'}, target ± ${TARGET.rssDrift * 100} %)`,
    );
    if (worst < TARGET.ratio) console.log(`!!! OVER TARGET: gateway/direct ${worst.toFixed(2)} < ${TARGET.ratio}`);
    if (drift > TARGET.rssDrift) console.log(`!!! OVER TARGET: gateway RSS drift ${(drift * 100).toFixed(0)} %`);
  } finally {
    await Promise.all(servers.map((server) => stop(server.child)));
    rmSync(folder, { recursive: true, force: true });
  }
});

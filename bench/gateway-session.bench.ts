import { test } from '@playwright/test';
import autocannon from 'autocannon';
import {
  type BenchServer,
  type MemoryFigures,
  gatewaySession,
  idle,
  memoryOf,
  startBenchCrm,
  startBenchGateway,
  stop,
} from './support/bench-servers.js';

/**
 * The gateway with server-side sessions under load (issue 10): one session logged in, then a read
 * call (GetContactPersons: the session's token added, forwarded, answered) by 100 connections,
 * ROUNDS rounds of DURATION s against the same gateway. Prints each round's requests per second,
 * p99 and errors (non-2xx and failures: 0 wanted), and the gateway's memory before the first round
 * and after each, read after a full garbage collection (bench/support/memory-probe.mjs, loaded into
 * the gateway only here). A leak grows round after round; warm-up (compiled code, the connection
 * pool, the heap V8 sizes to the load) settles in the first round. "Flat", from the end of round 1
 * (warm) to the end of the last round: the heap in use after a full collection grows less than
 * 10 % (what a leak would grow), and the RSS stays within ± 20 % (what V8 and malloc keep from the
 * system varies with the peak concurrency of a round, up and down). `npm run bench` runs it; alone:
 * `node_modules/.bin/playwright test -c bench/playwright.config.ts gateway-session`.
 *
 * BENCH_DURATION (s a round), BENCH_ROUNDS and BENCH_CONNECTIONS change the defaults (20, 5, 100).
 */
const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const ROUNDS = Math.max(2, Number(process.env.BENCH_ROUNDS ?? 5));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
/** From round 1 to the last: what the heap in use may grow, and how far the RSS may move either way. */
const FLAT = { heapUsed: 0.1, rss: 0.2 };

const figures = (m: MemoryFigures) =>
  `RSS ${m.rssMiB} MiB, heap ${m.heapUsedMiB} MiB used of ${m.heapTotalMiB} MiB, external ${m.externalMiB} MiB`;
const growth = (from: number, to: number) => (to - from) / from;
const percent = (value: number) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)} %`;

test('a read call through the gateway with a session, 100 connections, rounds', async () => {
  test.setTimeout((DURATION * ROUNDS + 180) * 1000);
  const servers: BenchServer[] = [];
  try {
    const crm = await startBenchCrm({ orders: 600, db: ':memory:' });
    servers.push(crm);
    const gateway = await startBenchGateway(crm.url, { memoryProbe: true });
    servers.push(gateway);
    const cookie = await gatewaySession(gateway.url);

    const memory = [await memoryOf(gateway)];
    console.log(`gateway with a session, GetContactPersons, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s`);
    console.log(`  before: ${figures(memory[0]!)}`);
    let errors = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const result = await autocannon({
        url: `${gateway.url}/crm/CRMCustomer/GetContactPersons`,
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ ContactPersonIdentifier: null }),
        connections: CONNECTIONS,
        duration: DURATION,
        // As the other load benches: on a busy machine a slow answer is measured (p99), not dropped at 10 s.
        timeout: 60,
      });
      // Connections still closing and answers still queued are let go before memory is read.
      await idle(gateway.url);
      memory.push(await memoryOf(gateway));
      const failed = result.errors + result.timeouts + result.non2xx;
      errors += failed;
      console.log(
        `  round ${round}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, errors ${failed} ` +
          `(non-2xx ${result.non2xx}, failures ${result.errors}, timeouts ${result.timeouts}); ${figures(memory.at(-1)!)}`,
      );
    }
    const [warm, last] = [memory[1]!, memory.at(-1)!];
    const rssGrowth = growth(warm.rssMiB, last.rssMiB);
    const heapGrowth = growth(warm.heapUsedMiB, last.heapUsedMiB);
    const flat = heapGrowth < FLAT.heapUsed && Math.abs(rssGrowth) <= FLAT.rss;
    console.log(
      `  RSS ${memory.map((m) => m.rssMiB).join(' → ')} MiB; heap used ${memory.map((m) => m.heapUsedMiB).join(' → ')} MiB\n` +
        `  after warm-up (round 1) → round ${ROUNDS}: RSS ${percent(rssGrowth)}, heap used ${percent(heapGrowth)}: ` +
        `${flat ? 'flat' : 'GROWS'} (flat: heap used under +${FLAT.heapUsed * 100} %, RSS within ± ${FLAT.rss * 100} %); ` +
        `errors in all rounds: ${errors}`,
    );
    if (!flat) console.log('!!! OVER TARGET: the gateway memory grows round after round');
    if (errors > 0) console.log(`!!! OVER TARGET: ${errors} errors`);
  } finally {
    await Promise.all(servers.map((server) => stop(server.child)));
  }
});

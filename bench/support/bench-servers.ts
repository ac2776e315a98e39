import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { GATEWAY_NODE_FLAGS, ROOT, freePort, startGateway, startServer, waitForHealthy } from '../../scripts/lib/run.mjs';

/** The servers the benchmarks load, started and read the same way by each of them. */

export const BENCH_API_KEY = 'bench-api-key';
/** The seeded world's now: a fixed day, so the month searched is the same on every run. */
export const BENCH_NOW = '2026-11-23 10:00:00';
/** The bench customer's password, as the portal sends it (its SHA-256). */
export const BENCH_PASSWORD_HASH = createHash('sha256').update('Tolkportal1', 'utf8').digest('hex');

export interface BenchServer {
  readonly url: string;
  readonly child: ChildProcess;
}

/**
 * mock-crm on a fresh store of `orders` seeded orders (`db`: a file path, or ':memory:'), answering
 * once it is healthy; seeding 100,000 orders takes minutes on a busy machine, hence the long wait.
 */
export async function startBenchCrm(options: { readonly orders: number; readonly db: string }): Promise<BenchServer> {
  const port = await freePort();
  const child = startServer('mock-crm', 'mock-crm/dist/server.js', {
    MOCK_CRM_PORT: String(port),
    MOCK_CRM_DB: options.db,
    MOCK_CRM_SEED_ORDERS: String(options.orders),
    MOCK_CRM_NOW: BENCH_NOW,
    MOCK_CRM_API_KEY: BENCH_API_KEY,
    MOCK_CRM_LOG: '0',
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealthy(`${url}/health`, child, 20 * 60_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return { url, child };
}

/**
 * The gateway in front of `crmUrl`, login rate limits out of the way. With `memoryProbe` it runs
 * with bench/support/memory-probe.mjs loaded (and `--expose-gc`), so `memoryOf` can read it.
 */
export async function startBenchGateway(
  crmUrl: string,
  options: { readonly entry?: string; readonly memoryProbe?: boolean } = {},
): Promise<BenchServer> {
  const port = await freePort();
  const probe = join(ROOT, 'bench/support/memory-probe.mjs');
  const child = startGateway(
    'gateway',
    {
      GATEWAY_PORT: String(port),
      CRM_URL: crmUrl,
      CRM_API_KEY: BENCH_API_KEY,
      GATEWAY_LOG: '0',
      LOGIN_RATE_LIMIT_MAX: '10000',
      ...(options.memoryProbe
        ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc --import="${probe}"`.trim() }
        : {}),
    },
    { entry: options.entry, nodeFlags: benchGatewayNodeFlags() },
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealthy(`${url}/health`, child);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return { url, child };
}

/**
 * The node flags the benches run the gateway with: the gateway's own (GATEWAY_NODE_FLAGS), or
 * BENCH_GATEWAY_NODE_FLAGS's (space-separated; empty for none), to compare.
 */
export function benchGatewayNodeFlags(): readonly string[] {
  const given = process.env.BENCH_GATEWAY_NODE_FLAGS;
  return given === undefined ? GATEWAY_NODE_FLAGS : given.split(' ').filter((flag) => flag !== '');
}

/** The CRM's token for the bench customer, asked straight from mock-crm. */
export async function crmToken(crmUrl: string): Promise<string> {
  const response = await fetch(`${crmUrl}/CRMCustomer/ValidateCustomerPassword`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ApiKey: BENCH_API_KEY, CustomerNumber: '1001', PasswordHash: BENCH_PASSWORD_HASH }),
  });
  const text = await response.text();
  const token = (JSON.parse(text) as { Token?: unknown }).Token;
  if (typeof token !== 'string') throw new Error(`the CRM login failed: ${text.slice(0, 300)}`);
  return token;
}

/** A session with the gateway for the bench customer: the cookie to send. */
export async function gatewaySession(gatewayUrl: string): Promise<string> {
  const response = await fetch(`${gatewayUrl}/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ CustomerNumber: '1001', PasswordHash: BENCH_PASSWORD_HASH }),
  });
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  if (!cookie.startsWith('tolk_session=')) throw new Error(`no session: ${await response.text()}`);
  return cookie;
}

/**
 * Waits until a server answers /health within 50 ms three times running: answers still queued
 * when a run ends are worked off before the next run starts, so that runs do not measure each other.
 */
export async function idle(url: string): Promise<void> {
  const deadline = Date.now() + 5 * 60_000;
  for (let quick = 0; quick < 3 && Date.now() < deadline;) {
    const started = performance.now();
    // A pooled connection the server closed meanwhile fails once: that is no answer, so ask again.
    const answered = await fetch(`${url}/health`).then(
      async (response) => (await response.arrayBuffer()) && response.ok,
      () => false,
    );
    quick = answered && performance.now() - started < 50 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Stops a server and waits for it to exit. */
export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const MIB = 1_048_576;

/** A process's resident set in MiB, from /proc (Linux): no cooperation of the process needed. */
export function rssMiB(pid: number): number {
  const line = readProcStatus(pid).find((l) => l.startsWith('VmRSS:'));
  return Math.round((Number(line?.replace(/\D+/g, '') ?? 0) * 1024) / MIB);
}

function readProcStatus(pid: number): string[] {
  // Where /proc is missing, rssMiB answers 0 rather than failing the bench.
  try {
    return readFileSync(`/proc/${pid}/status`, 'utf8').split('\n');
  } catch {
    return [];
  }
}

/** CPU seconds a process has used so far (user and system), from /proc (Linux; 0 where missing). */
export function cpuSeconds(pid: number): number {
  try {
    // The fields after the command (in parentheses, which may hold spaces): utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Linux's USER_HZ, the unit of /proc/<pid>/stat's times: 100 on every architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/** A server's memory after a forced collection, as bench/support/memory-probe.mjs prints it (MiB). */
export interface MemoryFigures {
  readonly rssMiB: number;
  /** The heap V8 holds from the system (used or not). */
  readonly heapTotalMiB: number;
  readonly heapUsedMiB: number;
  readonly externalMiB: number;
}

/** Asks a server started with the memory probe for its memory after a full collection. */
export function memoryOf(server: BenchServer, timeoutMs = 10_000): Promise<MemoryFigures> {
  const { child } = server;
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => {
      child.stdout?.off('data', onData);
      reject(new Error('the memory probe did not answer: was the server started with memoryProbe?'));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /memory-probe (\{.*\})/.exec(seen);
      if (!match) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      const figures = JSON.parse(match[1]!) as { rss: number; heapTotal: number; heapUsed: number; external: number };
      const mib = (bytes: number) => Math.round((bytes / MIB) * 10) / 10;
      resolve({
        rssMiB: mib(figures.rss),
        heapTotalMiB: mib(figures.heapTotal),
        heapUsedMiB: mib(figures.heapUsed),
        externalMiB: mib(figures.external),
      });
    };
    child.stdout?.on('data', onData);
    child.kill('SIGUSR2');
  });
}

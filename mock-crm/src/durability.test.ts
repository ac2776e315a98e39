import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY } from './config.js';

/**
 * The real server process (mock-crm/dist/server.js) on a database file: what it acknowledged is
 * still there after `kill -9`, because every write commits (WAL, synchronous FULL) before the
 * answer leaves. A process kill leaves the operating system's cache intact, so this proves the
 * write reached the file, not that it reached the disk.
 */
const ROOT = new URL('../../', import.meta.url).pathname;
const SERVER = join(ROOT, 'mock-crm/dist/server.js');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

interface Running {
  readonly child: ChildProcess;
  readonly url: string;
  readonly output: () => string;
}

const running: ChildProcess[] = [];

async function startServer(database: string, env: Record<string, string> = {}): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      MOCK_CRM_DB: database,
      MOCK_CRM_PORT: String(port),
      MOCK_CRM_CONTROL: '1',
      MOCK_CRM_LOG: '0',
      // The log service needs no demo world; leaving it out keeps each start fast.
      MOCK_CRM_SEED: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`mock-crm exited with ${child.exitCode}: ${output}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return { child, url, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`mock-crm did not answer /health within 20 s: ${output}`);
}

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });

const sendLog = async (url: string, mark: string) => {
  const response = await fetch(`${url}/LogService/SendLog`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ApiKey: DEFAULT_API_KEY,
      Level: 'error',
      Message: JSON.stringify({
        environment: 'durability',
        portal: 'client',
        httpStatus: 500,
        statusText: mark,
        responseData: null,
      }),
    }),
  });
  const body = (await response.json()) as { Errors: unknown };
  if (response.status !== 200 || body.Errors !== null)
    throw new Error(`SendLog ${mark}: ${response.status} ${JSON.stringify(body)}`);
  return mark;
};

const marksIn = async (url: string) => {
  const { entries } = (await (await fetch(`${url}/__control/log-entries?limit=500`)).json()) as {
    entries: { message: string }[];
  };
  return new Set(entries.map((entry) => (JSON.parse(entry.message) as { statusText: string }).statusText));
};

describe('the mock-crm server process', () => {
  let folder: string;

  beforeAll(async () => {
    // Build the server here too, so the test holds when vitest runs alone (incremental: quick when
    // fresh). tsc -b still emits on type errors, which are the type-check's to report, not this test's.
    const built = await promisify(execFile)(join(ROOT, 'node_modules/.bin/tsc'), ['-b', 'mock-crm'], { cwd: ROOT }).then(
      () => '',
      (error: { stdout?: string; message: string }) => error.stdout || error.message,
    );
    if (!existsSync(SERVER)) throw new Error(`tsc -b mock-crm did not build ${SERVER}:\n${built}`);
    folder = mkdtempSync(join(tmpdir(), 'mock-crm-durability-'));
  }, 120_000);

  afterAll(async () => {
    for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await Promise.all(running.map(exited));
    rmSync(folder, { recursive: true, force: true });
  });

  it('keeps an acknowledged write when killed with SIGKILL right after answering', async () => {
    const database = join(folder, 'single.sqlite');
    const first = await startServer(database);

    await sendLog(first.url, 'the-one-write');
    first.child.kill('SIGKILL');
    expect((await exited(first.child)).signal).toBe('SIGKILL');

    const second = await startServer(database);
    expect(await marksIn(second.url)).toEqual(new Set(['the-one-write']));
  });

  it('keeps every acknowledged write of a concurrent burst killed midway', async () => {
    const database = join(folder, 'burst.sqlite');
    const first = await startServer(database);
    const acknowledged: string[] = [];
    const BURST = 50;
    const KILL_AFTER = 35;

    // Killed from inside the answer handler of the 35th acknowledgement: the rest are in flight.
    const outcomes = await Promise.allSettled(
      Array.from({ length: BURST }, (_, i) =>
        sendLog(first.url, `burst-${i}`).then((mark) => {
          acknowledged.push(mark);
          if (acknowledged.length === KILL_AFTER) first.child.kill('SIGKILL');
        }),
      ),
    );
    expect((await exited(first.child)).signal).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(acknowledged.length);

    const second = await startServer(database);
    const kept = await marksIn(second.url);
    expect(acknowledged.filter((mark) => !kept.has(mark))).toEqual([]);
    // Nothing appears that was never sent.
    expect([...kept].every((mark) => /^burst-\d+$/.test(mark))).toBe(true);
  });

  it('refuses to start on a bad fault setting, naming the variable', async () => {
    const child = spawn(process.execPath, [SERVER], {
      cwd: ROOT,
      env: { ...process.env, MOCK_CRM_DB: ':memory:', MOCK_CRM_PORT: String(await freePort()), MOCK_CRM_FAULT_5XX_RATE: '2' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.push(child);
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));

    expect((await exited(child)).code).toBe(1);
    expect(stderr.trim()).toBe('mock-crm: MOCK_CRM_FAULT_5XX_RATE must be a number from 0 to 1, got "2"');
  });
});

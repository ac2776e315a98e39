import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Who may use the mock CRM while a test moves its clock. The mock's clock (and its faults) are
 * shared by every worker of the run, so a test that moves it takes the mock for itself: it waits
 * until the tests under way have finished, and tests that start meanwhile wait until it is done.
 * Every other test holds a shared turn for as long as it runs. A readers-writer lock across the
 * worker processes, in a folder of the run's own (named after the mock's address): a worker's
 * entry is its process id, so the turns of a worker that died are not waited for.
 */
const folder = join(
  tmpdir(),
  `tolk-e2e-mock-clock-${createHash('sha1')
    .update(process.env.MOCK_CRM_URL ?? 'none')
    .digest('hex')
    .slice(0, 12)}`,
);
const readers = join(folder, 'readers');
const writer = join(folder, 'writer');
const owner = join(writer, 'owner');
const POLL_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether a test that moves the clock has the mock (a dead owner's claim is removed). */
function writerActive(): boolean {
  if (!existsSync(writer)) return false;
  let pid = NaN;
  try {
    pid = Number(readFileSync(owner, 'utf8'));
  } catch {
    // Claimed a moment ago, the owner not written yet: active unless it is old.
    try {
      return Date.now() - statSync(writer).mtimeMs < 10_000;
    } catch {
      return false;
    }
  }
  if (alive(pid)) return true;
  rmSync(writer, { recursive: true, force: true });
  return false;
}

/** The workers holding a shared turn, but for this one (dead ones' entries removed). */
function otherReaders(): number[] {
  const pids: number[] = [];
  for (const name of readdirSync(readers)) {
    const pid = Number(name);
    if (pid === process.pid) continue;
    if (alive(pid)) pids.push(pid);
    else rmSync(join(readers, name), { force: true });
  }
  return pids;
}

async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await sleep(POLL_MS);
}

/** A turn alongside the other tests; answers its release. */
export async function sharedMockTurn(): Promise<() => void> {
  mkdirSync(readers, { recursive: true });
  const me = join(readers, String(process.pid));
  for (;;) {
    await waitFor(() => !writerActive());
    writeFileSync(me, '');
    // A test that moves the clock may have claimed the mock in between: it goes first.
    if (!writerActive()) break;
    rmSync(me, { force: true });
  }
  return () => rmSync(me, { force: true });
}

/** The mock for this test alone; answers its release. */
export async function exclusiveMockTurn(): Promise<() => void> {
  mkdirSync(readers, { recursive: true });
  for (;;) {
    try {
      mkdirSync(writer);
      writeFileSync(owner, String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await waitFor(() => !writerActive());
    }
  }
  await waitFor(() => otherReaders().length === 0);
  return () => rmSync(writer, { recursive: true, force: true });
}

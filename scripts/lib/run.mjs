// Small process helpers for the project's scripts. Plain Node: they run before anything is installed.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export const ROOT = new URL('../../', import.meta.url).pathname.replace(/\/$/, '');
export const BIN = `${ROOT}/node_modules/.bin`;

/** Runs a command to its end; resolves with its exit code (never rejects). */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Like run, but fails the script when the command fails. */
export async function mustRun(command, args, options = {}) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} exited with ${code}`);
    process.exit(code);
  }
}

/**
 * The node flags the gateway runs with. Without V8's memory reducer: after an idle spell the reducer
 * leaves the heap growing slowly, and under the next load the gateway then ran a full collection
 * every ~35 ms and spent about 3 ms of CPU per month of orders it passed on instead of 1.1
 * (docs/decisions.md, "The gateway runs without V8's memory reducer").
 */
export const GATEWAY_NODE_FLAGS = ['--no-memory-reducer'];

/**
 * Starts a long-running server (`nodeFlags` before its script); its output is prefixed so the
 * servers' lines stay apart.
 */
export function startServer(name, script, env, cwd = ROOT, nodeFlags = []) {
  const child = spawn(process.execPath, [...nodeFlags, script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (stream, target) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) target.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

/** The gateway (its build, or another's `entry`), run with GATEWAY_NODE_FLAGS unless given others. */
export function startGateway(name, env, { entry = 'apps/gateway/dist/server.js', nodeFlags = GATEWAY_NODE_FLAGS } = {}) {
  return startServer(name, entry, env, ROOT, nodeFlags);
}

/** Waits until a URL answers 200, or fails after `timeoutMs`. */
export async function waitForHealthy(url, child, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** True when something already listens on the port. */
export function portInUse(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(true));
    server.once('listening', () => server.close(() => resolve(false)));
    server.listen(port, host);
  });
}

/** A port nobody listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// The two-instance tests run a real Redis: Debian's redis-server, installed like Chromium is.
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

export async function ensureRedis() {
  if (existsSync(REDIS_SERVER)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `✗ ${REDIS_SERVER} is missing. Install Debian's Redis (sudo apt-get install -y redis-server) or set REDIS_SERVER_PATH.`,
    );
    return false;
  }
  console.log('› installing Debian redis-server (apt-get) …');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], { env })) !== 0) return false;
  if ((await run('apt-get', ['install', '-y', '-qq', 'redis-server'], { env })) !== 0) return false;
  return existsSync(REDIS_SERVER);
}

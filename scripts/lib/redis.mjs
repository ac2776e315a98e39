// The two-instance tests run a real Redis: Debian's redis-server, installed like Chromium is.
import { existsSync } from 'node:fs';
import { aptInstall, canInstall } from './apt.mjs';

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

export async function ensureRedis() {
  if (existsSync(REDIS_SERVER)) return true;
  if (!canInstall()) {
    console.error(
      `✗ ${REDIS_SERVER} is missing. Install Debian's Redis (sudo apt-get install -y redis-server) or set REDIS_SERVER_PATH.`,
    );
    return false;
  }
  console.log('› installing Debian redis-server (apt-get) …');
  return (await aptInstall(['redis-server'])) && existsSync(REDIS_SERVER);
}

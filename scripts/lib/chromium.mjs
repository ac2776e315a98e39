// Browser tests drive Debian's Chromium: Playwright downloads no browser here.
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`✗ ${CHROMIUM} is missing. Install Debian's Chromium (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`);
    return false;
  }
  console.log('› installing Debian chromium (apt-get) …');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], { env })) !== 0) return false;
  if ((await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env })) !== 0) return false;
  return existsSync(CHROMIUM);
}

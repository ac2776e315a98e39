// `npm run e2e -- --at 23:40`: the browser tests as if the machine's clock read that time in
// Stockholm, and ran on from there. Date boundaries (midnight, the booking form's 23:50, a
// clock-change night) otherwise reach the suite only when a run happens to cross them: four
// tests failed only in the last half hour before midnight (docs/decisions.md, "The shared mock
// keeps the machine's time"). Debian's libfaketime, preloaded into the test runner, moves every
// process it starts by the same offset: mock-crm, the gateway and the browser.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { aptInstall, canInstall } from './apt.mjs';

const STOCKHOLM = 'Europe/Stockholm';
const LIB_ROOT = '/usr/lib';
const LIBRARY = 'faketime/libfaketimeMT.so.1';

/** The preloaded library's path (`/usr/lib/<arch>/faketime/…`), or null. */
function findLibrary() {
  if (!existsSync(LIB_ROOT)) return null;
  for (const dir of readdirSync(LIB_ROOT)) {
    const path = join(LIB_ROOT, dir, LIBRARY);
    if (existsSync(path)) return path;
  }
  return null;
}

/** Debian's libfaketime, installed through apt-get when it is missing and the run is root. */
export async function ensureFaketime() {
  const found = findLibrary();
  if (found || !canInstall()) return found;
  console.log('› installing Debian libfaketime (apt-get) …');
  return (await aptInstall(['libfaketime'])) ? findLibrary() : null;
}

/**
 * The instant `at` names: `HH:MM` today in Stockholm, or `YYYY-MM-DDTHH:MM` (or with a space) in
 * Stockholm. Throws on anything else. Temporal is loaded here, after npm ci has installed it.
 */
export async function stockholmInstant(at, now) {
  const { Temporal } = await import('temporal-polyfill');
  const today = (now ?? Temporal.Now.instant()).toZonedDateTimeISO(STOCKHOLM).toPlainDate();
  const text = at.trim().replace(' ', 'T');
  const wallTime = () => {
    if (/^\d{1,2}:\d{2}$/.test(text)) return today.toPlainDateTime(Temporal.PlainTime.from(text.padStart(5, '0')));
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text)) return Temporal.PlainDateTime.from(text);
    throw new RangeError(text);
  };
  try {
    return wallTime().toZonedDateTime(STOCKHOLM).toInstant();
  } catch {
    throw new Error(`--at takes HH:MM or YYYY-MM-DD HH:MM (Stockholm time), not "${at}"`);
  }
}

/**
 * The environment that starts the test runner at `at` (see stockholmInstant): libfaketime's
 * offset from the machine's clock, in seconds, so that every process started from it agrees.
 */
export async function fakeTimeEnv(at) {
  const library = await ensureFaketime();
  if (!library) throw new Error('--at needs Debian libfaketime (sudo apt-get install -y libfaketime)');
  const target = await stockholmInstant(at);
  const offsetSeconds = Math.round((target.epochMilliseconds - Date.now()) / 1000);
  return {
    describe: target.toZonedDateTimeISO(STOCKHOLM).toPlainDateTime().toString({ smallestUnit: 'minute' }).replace('T', ' '),
    env: {
      LD_PRELOAD: [process.env.LD_PRELOAD, library].filter(Boolean).join(' '),
      FAKETIME: `${offsetSeconds >= 0 ? '+' : ''}${offsetSeconds}`,
    },
  };
}

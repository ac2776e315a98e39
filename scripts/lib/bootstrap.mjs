// What `npm start` and `npm test` do first: install what is missing, build what is stale.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BIN, ROOT, mustRun, run } from './run.mjs';

const INSTALL_STAMP = join(ROOT, 'node_modules/.tolk-install-stamp');
/** The portals the gateway serves, each built by Vite from its own folder when its inputs changed. */
const PORTALS = [
  {
    name: 'client portal',
    dir: 'apps/client-portal',
    own: ['src', 'public', 'index.html', 'vite.config.ts', 'build-info.ts', 'precompress.ts', 'lazy-timezones.ts'],
  },
  { name: 'interpreter portal', dir: 'apps/interpreter-portal', own: ['src', 'public', 'index.html', 'vite.config.ts'] },
];
/** What every portal is also made of. */
const SHARED_INPUTS = [
  'apps/client-portal/precompress.ts',
  'packages/core/src',
  'packages/crm-contract/src',
  'packages/crm-client/src',
  'packages/ui/src',
  'package-lock.json',
];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const hashOf = (path) => createHash('sha256').update(readFileSync(path)).digest('hex');

/**
 * `npm ci` when node_modules is missing or older than package-lock.json. Its one native addon,
 * better-sqlite3 (mock-crm's database), has no prebuilt binary it can fetch here and compiles SQLite
 * on one core for about 70 s. With `nativeInBackground` the packages are installed without their
 * install scripts and that compile runs while the caller goes on (lint and the build do not need it);
 * `nativeBuilt` settles when it is done, and the install counts as done only then.
 */
export async function ensureDependencies({ nativeInBackground = false } = {}) {
  const lock = join(ROOT, 'package-lock.json');
  const wanted = existsSync(lock) ? hashOf(lock) : 'no-lock';
  const installed = existsSync(INSTALL_STAMP) ? readFileSync(INSTALL_STAMP, 'utf8') : '';
  if (wanted === installed && existsSync(join(ROOT, 'node_modules/.bin/tsc'))) return { nativeBuilt: Promise.resolve() };
  console.log('› installing dependencies (npm ci) …');
  const install = existsSync(lock) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'];
  if (!nativeInBackground) {
    await mustRun(npm, install);
    writeFileSync(INSTALL_STAMP, wanted);
    return { nativeBuilt: Promise.resolve() };
  }
  await mustRun(npm, [...install, '--ignore-scripts']);
  console.log('› compiling the native addons (npm rebuild), beside what follows …');
  const nativeBuilt = mustRun(npm, ['rebuild']).then(() => writeFileSync(INSTALL_STAMP, wanted));
  return { nativeBuilt };
}

/** Type-checks and compiles every project (incremental), then builds each portal whose inputs changed; throws on failure. */
export async function build({ force = false } = {}) {
  console.log('› type-checking and compiling (tsc -b) …');
  if ((await run(join(BIN, 'tsc'), ['-b'])) !== 0) throw new Error('type-check failed (tsc -b)');
  for (const portal of PORTALS) {
    const stamp = join(ROOT, portal.dir, 'dist/.tolk-build-stamp');
    const inputs = inputsFingerprint([...portal.own.map((path) => join(portal.dir, path)), ...SHARED_INPUTS]);
    if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === inputs) {
      console.log(`› ${portal.name} is up to date`);
      continue;
    }
    console.log(`› building the ${portal.name} (vite build) …`);
    const code = await run(join(BIN, 'vite'), ['build', '--logLevel', 'warn'], { cwd: join(ROOT, portal.dir) });
    if (code !== 0) throw new Error(`the ${portal.name} did not build (vite build)`);
    writeFileSync(stamp, inputs);
  }
}

/** Paths and modification times of everything a portal bundle is made of. */
function inputsFingerprint(roots) {
  const hash = createHash('sha256');
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path).sort()) visit(join(path, entry));
    } else {
      hash.update(`${path}:${stat.size}:${stat.mtimeMs}\n`);
    }
  };
  for (const root of roots) visit(join(ROOT, root));
  return hash.digest('hex');
}

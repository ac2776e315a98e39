// What `npm start` and `npm test` do first: install what is missing, build what is stale.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BIN, ROOT, mustRun, run } from './run.mjs';

const INSTALL_STAMP = join(ROOT, 'node_modules/.tolk-install-stamp');
const PORTAL_DIST = join(ROOT, 'apps/client-portal/dist');
const PORTAL_STAMP = join(PORTAL_DIST, '.tolk-build-stamp');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const hashOf = (path) => createHash('sha256').update(readFileSync(path)).digest('hex');

/** `npm ci` when node_modules is missing or older than package-lock.json. */
export async function ensureDependencies() {
  const lock = join(ROOT, 'package-lock.json');
  const wanted = existsSync(lock) ? hashOf(lock) : 'no-lock';
  const installed = existsSync(INSTALL_STAMP) ? readFileSync(INSTALL_STAMP, 'utf8') : '';
  if (wanted === installed && existsSync(join(ROOT, 'node_modules/.bin/tsc'))) return;
  console.log('› installing dependencies (npm ci) …');
  await mustRun(npm, existsSync(lock) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund']);
  writeFileSync(INSTALL_STAMP, existsSync(lock) ? hashOf(lock) : 'no-lock');
}

/** Type-checks and compiles every project (incremental), then builds the portal if its inputs changed; throws on failure. */
export async function build({ force = false } = {}) {
  console.log('› type-checking and compiling (tsc -b) …');
  if ((await run(join(BIN, 'tsc'), ['-b'])) !== 0) throw new Error('type-check failed (tsc -b)');
  const inputs = portalInputsFingerprint();
  if (!force && existsSync(PORTAL_STAMP) && readFileSync(PORTAL_STAMP, 'utf8') === inputs) {
    console.log('› client portal is up to date');
    return;
  }
  console.log('› building the client portal (vite build) …');
  const code = await run(join(BIN, 'vite'), ['build', '--logLevel', 'warn'], { cwd: join(ROOT, 'apps/client-portal') });
  if (code !== 0) throw new Error('the client portal did not build (vite build)');
  writeFileSync(PORTAL_STAMP, inputs);
}

/** Paths and modification times of everything the portal bundle is made of. */
function portalInputsFingerprint() {
  const roots = [
    'apps/client-portal/src',
    'apps/client-portal/public',
    'apps/client-portal/index.html',
    'apps/client-portal/vite.config.ts',
    'apps/client-portal/build-info.ts',
    'apps/client-portal/precompress.ts',
    'packages/core/src',
    'packages/crm-contract/src',
    'packages/crm-client/src',
    'packages/ui/src',
    'package-lock.json',
  ];
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

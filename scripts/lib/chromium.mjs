// Browser tests drive Debian's Chromium: Playwright downloads no browser here.
//
// The tests use Debian's `chromium-headless-shell` (the same Chromium release, built as the old
// headless shell, which is what Playwright itself runs for headless tests): full Chromium in headless
// mode starts a whole browser UI besides the page and, measured on 2 cores, cost 127 CPU-seconds
// for 10 browser tests against the shell's 75 (docs/decisions.md, "the browser the tests drive").
// The benchmarks (Lighthouse among them) measure the full browser a user has: `/usr/bin/chromium`.
import { existsSync } from 'node:fs';
import { aptInstall, canInstall } from './apt.mjs';

export const CHROMIUM = { path: '/usr/bin/chromium', debianPackage: 'chromium' };
export const HEADLESS_SHELL = { path: '/usr/bin/chromium-headless-shell', debianPackage: 'chromium-headless-shell' };

/**
 * The browser's path, installed through apt-get when it is missing and the run is root; null when it
 * cannot be had. CHROMIUM_PATH, when set, is taken as it is. Without the shell (not root, say) the
 * tests fall back to a full Chromium that is there.
 */
export async function ensureChromium(wanted = CHROMIUM) {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : null;
  if (existsSync(wanted.path)) return wanted.path;
  if (canInstall()) {
    console.log(`› installing Debian ${wanted.debianPackage} (apt-get) …`);
    if ((await aptInstall([wanted.debianPackage])) && existsSync(wanted.path)) return wanted.path;
  }
  if (wanted !== CHROMIUM && existsSync(CHROMIUM.path)) {
    console.error(`! ${wanted.path} is missing: using ${CHROMIUM.path} (slower).`);
    return CHROMIUM.path;
  }
  console.error(
    `✗ ${wanted.path} is missing. Install Debian's ${wanted.debianPackage} (sudo apt-get install -y ${wanted.debianPackage}) or set CHROMIUM_PATH.`,
  );
  return null;
}

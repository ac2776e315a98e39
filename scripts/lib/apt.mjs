// Debian packages the tests need (Chromium's headless shell, redis-server), installed with apt-get.
import { run } from './run.mjs';

const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
let packageLists = null;
let queue = Promise.resolve(true);

/** Whether this process may install packages (apt-get runs as root only). */
export const canInstall = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Installs `packages`; resolves whether apt-get succeeded. Installs asked for at once (npm test
 * starts both while npm ci runs) take turns, for dpkg allows one at a time, and share one fetch of
 * the package lists.
 */
export function aptInstall(packages) {
  const turn = queue.then(async () => {
    packageLists ??= run('apt-get', ['update', '-qq'], { env });
    if ((await packageLists) !== 0) return false;
    return (await run('apt-get', ['install', '-y', '-qq', ...packages], { env })) === 0;
  });
  queue = turn.catch(() => false);
  return turn;
}

import { execFileSync } from 'node:child_process';
import type { Plugin } from 'vite';

/** What /version shows (spec 3 §2): the portal's version, and the branch and commit it was built from. */
export interface BuildInfo {
  readonly version: string;
  readonly branch: string;
  readonly commitHash: string;
}

function git(args: string[]): string {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || 'unknown';
  } catch {
    return 'unknown';
  }
}

/** BUILD_BRANCH and BUILD_COMMIT win (a CI checkout may be detached); else the local git; else "unknown". */
export function readBuildInfo(version: string, env: NodeJS.ProcessEnv = process.env): BuildInfo {
  return {
    version,
    branch: env.BUILD_BRANCH || git(['rev-parse', '--abbrev-ref', 'HEAD']),
    commitHash: env.BUILD_COMMIT || git(['rev-parse', 'HEAD']),
  };
}

/**
 * Writes `version.json` beside index.html at build time (and serves it in dev), the static text
 * file /version reads (spec 3 §7). Local git only: no network.
 */
export function buildInfoPlugin(version: string): Plugin {
  const json = () => `${JSON.stringify(readBuildInfo(version), null, 2)}\n`;
  return {
    name: 'tolk-build-info',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: json() });
    },
    configureServer(server) {
      server.middlewares.use('/version.json', (_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.end(json());
      });
    },
  };
}

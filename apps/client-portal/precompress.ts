import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What a browser fetches as text; source maps are left out (only devtools ask for them, rarely). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves less than a packet: the gateway sends the file itself. */
const MIN_BYTES = 1024;

/**
 * Writes `name.br` and `name.gz` beside every compressible file of the build, so that the gateway
 * serves them by content negotiation without compressing per request. Brotli at its best quality
 * (11) and gzip at 9: they are made once per build (about 4 s for the whole portal on a busy
 * 2-core machine) and sent millions of times. A copy that is not smaller is not written.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  let written = false;
  return {
    name: 'tolk-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    writeBundle() {
      written = true;
    },
    // After everything (the public dir's copies included) is on disk. A build that failed wrote
    // nothing to compress, and its own error, not a missing folder, is the one to report.
    async closeBundle() {
      if (!written) return;
      const files = (await filesUnder(outDir)).filter((path) => COMPRESSIBLE.test(path));
      await Promise.all(files.map(precompress));
    },
  };
}

async function precompress(path: string): Promise<void> {
  const body = await readFile(path);
  if (body.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < body.length) await writeFile(`${path}.br`, br);
  if (gz.length < body.length) await writeFile(`${path}.gz`, gz);
}

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true });
  const paths = entries.map((entry) => join(directory, entry));
  const isFile = await Promise.all(paths.map(async (path) => (await stat(path)).isFile()));
  return paths.filter((_, index) => isFile[index]);
}

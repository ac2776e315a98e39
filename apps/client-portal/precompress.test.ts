import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressPlugin } from './precompress.js';

const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

/** A one-page app whose script is `script`, built with the plugin into `root/dist`. */
async function buildApp(script: string) {
  const root = await mkdtemp(join(tmpdir(), 'precompress-'));
  roots.push(root);
  await writeFile(join(root, 'index.html'), '<!doctype html><script type="module" src="./main.js"></script>');
  await writeFile(join(root, 'main.js'), script);
  const built = build({ root, logLevel: 'silent', configFile: false, plugins: [precompressPlugin()], build: { minify: false } });
  return { root, built };
}

describe('precompressPlugin', () => {
  it('writes a Brotli and a gzip copy beside each compressible file, each decoding to the file', async () => {
    const { root, built } = await buildApp(`document.title = ${JSON.stringify('Tolkportal '.repeat(300))};`);
    await built;
    const html = join(root, 'dist/index.html');
    const assets = join(root, 'dist/assets');
    const [script] = (await readdir(assets)).filter((name) => name.endsWith('.js'));
    const file = join(assets, script!);
    const body = await readFile(file);
    expect(brotliDecompressSync(await readFile(`${file}.br`))).toEqual(body);
    expect(gunzipSync(await readFile(`${file}.gz`))).toEqual(body);
    // Below 1 KiB the file itself is sent: no copies.
    expect(existsSync(`${html}.br`)).toBe(false);
  });

  it('lets a failed build report its own error, not a missing output folder', async () => {
    const { built } = await buildApp(`import './missing.css';`);
    await expect(built).rejects.toThrow(/missing\.css/);
    await expect(built).rejects.not.toThrow(/ENOENT/);
  });
});

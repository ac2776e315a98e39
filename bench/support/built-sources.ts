import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');

interface Asset {
  readonly lineStarts: readonly number[];
  readonly map: SourceMap;
}

/**
 * Where a place in a built asset comes from, read through the asset's source map: the browser's
 * long-animation-frame entries name a script by its URL and the character where the function that
 * ran begins, which in minified code says little. `apps/client-portal/src/main.tsx:20`, or null
 * when the asset or its map is not in `assetsDir` (another origin, an inline script).
 */
export class BuiltSources {
  private readonly assets = new Map<string, Asset | null>();

  constructor(private readonly assetsDir: string) {}

  describe(url: string, charPosition: number): string | null {
    const asset = this.asset(url.split('?')[0]!.split('/').pop() ?? '');
    if (!asset || charPosition < 0) return null;
    let line = 0;
    while (line + 1 < asset.lineStarts.length && asset.lineStarts[line + 1]! <= charPosition) line++;
    const entry = asset.map.findEntry(line, charPosition - asset.lineStarts[line]!) as {
      originalSource?: string;
      originalLine?: number;
    };
    if (!entry.originalSource) return null;
    const source = entry.originalSource.replace(/^file:\/\//, '');
    const path = relative(ROOT, resolve(this.assetsDir, source)).replace(/^.*node_modules\//, '');
    return `${path}:${(entry.originalLine ?? 0) + 1}`;
  }

  private asset(file: string): Asset | null {
    if (!this.assets.has(file)) {
      const path = join(this.assetsDir, file);
      if (!file.endsWith('.js') || !existsSync(path) || !existsSync(`${path}.map`)) {
        this.assets.set(file, null);
      } else {
        const text = readFileSync(path, 'utf8');
        const lineStarts = [0];
        for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
        const map = new SourceMap(JSON.parse(readFileSync(`${path}.map`, 'utf8')));
        this.assets.set(file, { lineStarts, map });
      }
    }
    return this.assets.get(file)!;
  }
}

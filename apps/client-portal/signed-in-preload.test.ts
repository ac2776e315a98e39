import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { signedInChunks } from './signed-in-preload.js';

/** A bundle's chunk as far as the plugin reads it. */
const chunk = (fileName: string, imports: string[], modules: string[] = [], isEntry = false) =>
  ({ type: 'chunk', fileName, imports, moduleIds: modules, isEntry }) as unknown as Rollup.OutputChunk;

const bundle = (...chunks: Rollup.OutputChunk[]): Rollup.OutputBundle => Object.fromEntries(chunks.map((c) => [c.fileName, c]));

describe('the chunks a page opened logged in asks for beside the entry', () => {
  const build = bundle(
    chunk('assets/index.js', ['assets/vendor.js', 'assets/portal.js'], ['/app/src/main.tsx'], true),
    chunk('assets/vendor.js', []),
    chunk('assets/portal.js', ['assets/vendor.js']),
    chunk(
      'assets/signed-in-root.js',
      ['assets/signed-in.js', 'assets/vendor.js', 'assets/messages.js'],
      ['/app/src/di/signed-in-root.ts'],
    ),
    chunk('assets/signed-in.js', ['assets/portal.js', 'assets/vendor.js']),
    chunk('assets/messages.js', ['assets/signed-in.js']),
    chunk('assets/report-page.js', ['assets/signed-in.js'], ['/app/src/features/reports/report-page.tsx']),
  );

  it('are the logged-in stores’ chunk and its static imports, not what the entry loads already nor other screens', () => {
    expect(signedInChunks(build, '/src/di/signed-in-root.ts').sort()).toEqual([
      'assets/messages.js',
      'assets/signed-in-root.js',
      'assets/signed-in.js',
    ]);
  });

  it('are found in a group’s chunk when the build put the module in one', () => {
    const grouped = bundle(
      chunk('assets/index.js', ['assets/vendor.js'], ['/app/src/main.tsx'], true),
      chunk('assets/vendor.js', []),
      chunk(
        'assets/signed-in.js',
        ['assets/vendor.js', 'assets/messages.js'],
        ['/app/src/di/signed-in-root.ts', '/app/packages/core/x.ts'],
      ),
      chunk('assets/messages.js', []),
    );
    expect(signedInChunks(grouped, '/src/di/signed-in-root.ts').sort()).toEqual(['assets/messages.js', 'assets/signed-in.js']);
  });

  it('fail the build when the module is not in it (a renamed file would otherwise preload nothing)', () => {
    expect(() => signedInChunks(build, '/src/di/renamed.ts')).toThrow(/no chunk of \/src\/di\/renamed\.ts/);
  });
});

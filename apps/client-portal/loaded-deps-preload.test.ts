import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { loadedDepsPreload } from './loaded-deps-preload.js';

/** A bundle's chunk as far as the plugin reads it. */
const chunk = (fileName: string, imports: string[]) => ({ type: 'chunk', fileName, imports }) as unknown as Rollup.OutputChunk;

/** The plugin after it has read a bundle of these chunks, as the build runs it. */
function afterBundle(...chunks: Rollup.OutputChunk[]) {
  const preload = loadedDepsPreload();
  const hook = preload.plugin.generateBundle as { handler: (options: unknown, bundle: Rollup.OutputBundle) => void };
  hook.handler({}, Object.fromEntries(chunks.map((c) => [c.fileName, c])));
  return preload.resolveDependencies;
}

describe('what a lazy import preloads', () => {
  const resolve = afterBundle(
    chunk('assets/index.js', ['assets/runtime.js', 'assets/vendor.js', 'assets/portal.js']),
    chunk('assets/runtime.js', []),
    chunk('assets/vendor.js', ['assets/runtime.js']),
    chunk('assets/portal.js', ['assets/vendor.js', 'assets/runtime.js']),
    chunk('assets/person-icon.js', ['assets/runtime.js']),
    chunk('assets/signed-in.js', ['assets/vendor.js', 'assets/portal.js']),
    chunk('assets/dashboard.js', ['assets/signed-in.js', 'assets/vendor.js', 'assets/drawer.js']),
    chunk('assets/drawer.js', ['assets/vendor.js']),
  );
  const fromPortal = { hostId: 'assets/portal.js', hostType: 'js' } as const;

  it('is nothing for a chunk whose only import the importer has loaded (an icon and the runtime)', () => {
    expect(resolve('assets/person-icon.js', ['assets/person-icon.js', 'assets/runtime.js'], fromPortal)).toEqual([]);
  });

  it('is what the importer has not loaded, the chunk itself among it, for a screen with imports of its own', () => {
    expect(
      resolve(
        'assets/dashboard.js',
        ['assets/dashboard.js', 'assets/signed-in.js', 'assets/vendor.js', 'assets/drawer.js', 'assets/runtime.js'],
        fromPortal,
      ),
    ).toEqual(['assets/dashboard.js', 'assets/signed-in.js', 'assets/drawer.js']);
  });

  it('counts what the importer loads through its own imports, transitively', () => {
    const fromSignedIn = { hostId: 'assets/signed-in.js', hostType: 'js' } as const;
    expect(
      resolve('assets/dashboard.js', ['assets/dashboard.js', 'assets/drawer.js', 'assets/runtime.js'], fromSignedIn),
    ).toEqual(['assets/dashboard.js', 'assets/drawer.js']);
  });

  it('leaves the list as it is for the page (an HTML host) and for a chunk it does not know', () => {
    const deps = ['assets/person-icon.js', 'assets/runtime.js'];
    expect(resolve('assets/person-icon.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(deps);
    expect(resolve('assets/person-icon.js', deps, { hostId: 'assets/unknown.js', hostType: 'js' })).toEqual(deps);
  });
});

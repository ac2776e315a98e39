import type { Plugin } from 'vite';

/** What Vite's `build.modulePreload.resolveDependencies` is given and returns. */
type ResolveDependencies = (filename: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];

/**
 * A lazy import first preloads the JS files the imported chunk needs: Vite's helper resolves each
 * one's URL and adds a `<link rel=modulepreload>` for it, unless the page has one. The files the
 * importing chunk imports statically have been loaded before it ran, so they are left out; and a
 * chunk that then needs nothing but itself is simply imported, with no link at all. Each icon is
 * such a chunk (its one import is the runtime every page loads): on `/` about 45 of them, whose
 * links took some 60 ms of the main thread while the page loaded (issue 12, docs/decisions.md).
 * A chunk's stylesheets are preloaded as before (Vite adds them after this step).
 */
export function loadedDepsPreload(): { readonly plugin: Plugin; readonly resolveDependencies: ResolveDependencies } {
  const staticImports = new Map<string, readonly string[]>();
  const loadedWith = new Map<string, ReadonlySet<string>>();

  /** The chunk and every file it imports statically, transitively. */
  const closure = (fileName: string): ReadonlySet<string> => {
    const known = loadedWith.get(fileName);
    if (known) return known;
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const imported of staticImports.get(file) ?? []) visit(imported);
    };
    visit(fileName);
    loadedWith.set(fileName, seen);
    return seen;
  };

  return {
    plugin: {
      name: 'tolk-loaded-deps-preload',
      apply: 'build',
      generateBundle: {
        // Before Vite's import analysis writes the preload lists, which calls resolveDependencies.
        order: 'pre',
        handler(_, bundle) {
          staticImports.clear();
          loadedWith.clear();
          for (const file of Object.values(bundle)) if (file.type === 'chunk') staticImports.set(file.fileName, file.imports);
        },
      },
    },
    resolveDependencies: (filename, deps, { hostId, hostType }) => {
      if (hostType !== 'js') return deps;
      const loaded = closure(hostId);
      const needed = deps.filter((dep) => !loaded.has(dep));
      return needed.length === 1 && needed[0] === filename ? [] : needed;
    },
  };
}

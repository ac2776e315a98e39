import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** What the plugin needs to know of the app: the module loaded after login, and the login marker. */
export interface SignedInPreloadOptions {
  /** The dynamically imported module that makes the logged-in stores (its path, or how it ends). */
  readonly module: string;
  /** The local-storage key whose value 'true' says the browser is logged in (STORAGE_KEYS.loginMarker). */
  readonly markerKey: string;
}

/**
 * A page opened logged in needs the logged-in stores' chunk at once, but the entry only asks for
 * it once the vendor chunk has arrived and run. This build step writes a small script, loaded
 * async beside the entry, that asks for that chunk and its static imports when the login marker
 * says the browser is logged in, so they arrive with the vendor chunk instead of after it; /login
 * logged out fetches only the script (issue 12, docs/decisions.md). A file rather than an inline
 * script: the gateway's CSP allows scripts of 'self' only.
 */
export function signedInPreloadPlugin(options: SignedInPreloadOptions): Plugin {
  let base = '/';
  return {
    name: 'tolk-signed-in-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      // After Vite has written index.html into the bundle.
      order: 'post',
      handler(_, bundle) {
        const html = bundle['index.html'];
        if (!html || html.type !== 'asset') return;
        const chunks = signedInChunks(bundle, options.module);
        const reference = this.emitFile({
          type: 'asset',
          name: 'signed-in-preload.js',
          source: preloadScript(chunks, base, options),
        });
        const script = `<script async src="${base}${this.getFileName(reference)}"></script>`;
        html.source = String(html.source).replace('<script type="module"', `${script}\n    <script type="module"`);
      },
    },
  };
}

/** The chunk holding `module` and what it imports statically, but not what the page's entry loads already. */
export function signedInChunks(bundle: OutputBundle, module: string): string[] {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  // The chunk that holds the module: its own, or a group's the build put it in.
  const signedIn = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(module)));
  if (!signedIn) throw new Error(`signed-in preload: no chunk of ${module} in the build`);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: OutputChunk): Set<string> => {
    const seen = new Set<string>();
    const visit = (chunk: OutputChunk) => {
      if (seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      chunk.imports.forEach((name) => byName.get(name) && visit(byName.get(name)!));
    };
    visit(start);
    return seen;
  };
  const loadedByEntry = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((entry) => [...closure(entry)]));
  return [...closure(signedIn)].filter((name) => !loadedByEntry.has(name));
}

function preloadScript(chunks: readonly string[], base: string, options: SignedInPreloadOptions): string {
  const hrefs = JSON.stringify(chunks.map((name) => base + name));
  return `// The logged-in stores' chunks, asked for beside the entry when the browser is logged in (signed-in-preload.ts).
try {
  if (localStorage.getItem(${JSON.stringify(options.markerKey)}) === 'true') {
    for (const href of ${hrefs}) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  }
} catch {}
`;
}

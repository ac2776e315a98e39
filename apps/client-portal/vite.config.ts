import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { blueprintCssTrimPlugin } from './blueprint-css-trim.js';
import { portalIconNamesPlugin } from './blueprint-icon-names.js';
import { buildInfoPlugin } from './build-info.js';
import { IN_PACKAGES, SIGNED_IN_ROOT, portalChunkGroups } from './chunk-groups.js';
import { lazyTimezonesPlugin } from './lazy-timezones.js';
import { loadedDepsPreload } from './loaded-deps-preload.js';
import { nativeTemporalPlugin } from './native-temporal.js';
import { precompiledMessagesPlugin } from './precompiled-messages.js';
import { precompressPlugin } from './precompress.js';
import { signedInPreloadPlugin } from './signed-in-preload.js';
import { STORAGE_KEYS } from '../../packages/ui/src/state/client-storage.js';
import { PORTAL_VERSION } from './src/app/version.js';

const preload = loadedDepsPreload();
const crmTarget = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 8080}`;

export default defineConfig({
  // version.json for /version (issue 6): version, branch and commit of the build.
  // precompress: .br and .gz beside each asset, served by the gateway by content negotiation (issue 12).
  // lazyTimezones: Blueprint's time-zone lists made on first use, not when a date field loads.
  // blueprintCssTrim: Blueprint's stylesheets without the dark theme and the components never shown.
  // portalIconNames: Blueprint's icon loader checks names against the portal's icons, not all of them.
  // precompiledMessages: messages parsed at build time, and no ICU parser in the page.
  // nativeTemporal: the browser's own Temporal where it has one; the polyfill fetched only where not.
  // signedInPreload: a page opened logged in asks for the logged-in stores' chunks beside the entry.
  // loadedDepsPreload: a lazy import preloads only what is not loaded yet (with modulePreload below).
  plugins: [
    react(),
    buildInfoPlugin(PORTAL_VERSION),
    precompressPlugin(),
    lazyTimezonesPlugin(),
    blueprintCssTrimPlugin(),
    portalIconNamesPlugin(),
    precompiledMessagesPlugin(),
    nativeTemporalPlugin({ polyfill: 'on-demand' }),
    signedInPreloadPlugin({ module: SIGNED_IN_ROOT, markerKey: STORAGE_KEYS.loginMarker }),
    preload.plugin,
  ],
  // Workspace packages are read from their TypeScript source, so dev and build need no prebuild.
  resolve: { conditions: ['@tolk/source', ...defaultClientConditions] },
  // `npm run dev`: Vite serves the app with hot reload; CRM calls go through the running gateway.
  server: { port: Number(process.env.VITE_PORT ?? 5173), proxy: { '/crm': crmTarget } },
  // The report worker is a module worker that loads exceljs on its first export (a chunk of its own),
  // which a classic (iife) worker bundle cannot split off.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 900,
    // dist/.vite/manifest.json: which chunks each entry and lazy screen loads (for looking into the build).
    manifest: true,
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    // Each lazy screen brings its own CSS (Vite loads it before the screen renders): the entry's
    // stylesheet holds Blueprint's core, the shell and the login only; datetime2's and the screens'
    // styles come with the screens that use them (issue 12, docs/decisions.md).
    cssCodeSplit: true,
    rolldownOptions: {
      // The workspace packages' modules have no side effects but their stylesheets: a module reached
      // only through a package's index, its exports unused, is no dependency of the importer's chunk.
      // Without this, /login loaded every package module any screen uses (issue 12).
      treeshake: { moduleSideEffects: (id) => !IN_PACKAGES.test(id) || id.endsWith('.css') },
      output: {
        codeSplitting: {
          // The libraries the first page needs in one stable chunk, the portal's own code it needs in
          // another, and what the logged-in stores bring in a third (chunk-groups.ts).
          groups: portalChunkGroups(),
        },
      },
    },
  },
});

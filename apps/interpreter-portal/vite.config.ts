import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { blueprintCssTrimPlugin } from '../client-portal/blueprint-css-trim.js';
import { nativeTemporalPlugin } from '../client-portal/native-temporal.js';
import { portalIconNamesPlugin } from '../client-portal/blueprint-icon-names.js';
import { precompiledMessagesPlugin } from '../client-portal/precompiled-messages.js';
import { loadedDepsPreload } from '../client-portal/loaded-deps-preload.js';
import { precompressPlugin } from '../client-portal/precompress.js';

const preload = loadedDepsPreload();
const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 8080}`;

/**
 * The interpreter portal (issue 15): served by the gateway under /interpreter/, built like the
 * client portal (workspace packages from source, .br/.gz beside each asset, Blueprint's stylesheet
 * trimmed, its icon names the portal's, its messages
 * parsed at build time, the browser's own Temporal where it has one, one vendor chunk, a lazy import
 * preloading only what is not loaded yet).
 */
export default defineConfig({
  base: '/interpreter/',
  plugins: [
    react(),
    precompressPlugin(),
    blueprintCssTrimPlugin(),
    portalIconNamesPlugin(),
    precompiledMessagesPlugin(),
    nativeTemporalPlugin({ polyfill: 'bundled' }),
    preload.plugin,
  ],
  resolve: { conditions: ['@tolk/source', ...defaultClientConditions] },
  server: {
    port: Number(process.env.VITE_PORT ?? 5174),
    proxy: { '/interpreter/session': gateway, '/interpreter/crm': gateway },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The vendor chunk (React, MobX, Blueprint, react-intl) is one cacheable file, as in the client portal.
    chunkSizeWarningLimit: 900,
    manifest: true,
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    cssCodeSplit: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] }] },
      },
    },
  },
});

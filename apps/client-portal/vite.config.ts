import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { buildInfoPlugin } from './build-info.js';
import { PORTAL_VERSION } from './src/app/version.js';

const crmTarget = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 8080}`;

export default defineConfig({
  // version.json for /version (issue 6): version, branch and commit of the build.
  plugins: [react(), buildInfoPlugin(PORTAL_VERSION)],
  // Workspace packages are read from their TypeScript source, so dev and build need no prebuild.
  resolve: { conditions: ['@tolk/source', ...defaultClientConditions] },
  // `npm run dev`: Vite serves the app with hot reload; CRM calls go through the running gateway.
  server: { port: Number(process.env.VITE_PORT ?? 5173), proxy: { '/crm': crmTarget } },
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 900 },
});

// `npm run dev`: mock-crm and the gateway as in `npm start`, plus Vite with hot reload on :5173.
import { join } from 'node:path';
import { ensureDependencies } from './lib/bootstrap.mjs';
import { BIN, ROOT, mustRun, startGateway, startServer, waitForHealthy } from './lib/run.mjs';

await ensureDependencies();
await mustRun(join(BIN, 'tsc'), ['-b']);
const crmPort = process.env.MOCK_CRM_PORT ?? '4010';
const gatewayPort = process.env.GATEWAY_PORT ?? '8080';
const children = [
  startServer('mock-crm', 'mock-crm/dist/server.js', {
    MOCK_CRM_PORT: crmPort,
    MOCK_CRM_DB: process.env.MOCK_CRM_DB ?? join(ROOT, '.data/mock-crm.sqlite'),
  }),
];
await waitForHealthy(`http://127.0.0.1:${crmPort}/health`, children[0], 60_000);
children.push(startGateway('gateway', { GATEWAY_PORT: gatewayPort, CRM_URL: `http://127.0.0.1:${crmPort}` }));
children.push(startServer('vite', join(BIN, 'vite'), {}, join(ROOT, 'apps/client-portal')));
process.on('SIGINT', () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
});

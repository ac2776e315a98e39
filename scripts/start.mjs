// `npm start`: install, build, start mock-crm and the gateway, print the URL and the demo logins.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build, ensureDependencies } from './lib/bootstrap.mjs';
import { ROOT, portInUse, startGateway, startServer, waitForHealthy } from './lib/run.mjs';

const gatewayPort = Number(process.env.GATEWAY_PORT ?? process.env.PORT ?? 8080);
const crmPort = Number(process.env.MOCK_CRM_PORT ?? 4010);
const database = process.env.MOCK_CRM_DB ?? join(ROOT, '.data/mock-crm.sqlite');

await ensureDependencies();
await build().catch((error) => {
  console.error(`✗ ${error.message}`);
  process.exit(1);
});

for (const [name, port, variable] of [
  ['mock-crm', crmPort, 'MOCK_CRM_PORT'],
  ['gateway', gatewayPort, 'GATEWAY_PORT'],
]) {
  if (await portInUse(port)) {
    console.error(`✗ port ${port} (${name}) is already in use. Stop what runs there, or choose another: ${variable}=… npm start`);
    process.exit(1);
  }
}
if (database !== ':memory:' && !existsSync(database)) console.log(`› creating and seeding the mock CRM database at ${database}`);

const children = [];
const stop = (code) => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// Mail is printed here: the interpreters' login links (and password-reset links) lead to this gateway.
const crm = startServer('mock-crm', 'mock-crm/dist/server.js', {
  MOCK_CRM_PORT: String(crmPort),
  MOCK_CRM_DB: database,
  MOCK_CRM_PRINT_MAIL: '1',
  MOCK_CRM_PORTAL_URL: process.env.MOCK_CRM_PORTAL_URL ?? `http://localhost:${gatewayPort}`,
});
children.push(crm);
crm.on('exit', (code) => code && stop(code));
await waitForHealthy(`http://127.0.0.1:${crmPort}/health`, crm, 60_000).catch((error) => {
  console.error(`✗ ${error.message}`);
  stop(1);
});

const gateway = startGateway('gateway', {
  GATEWAY_PORT: String(gatewayPort),
  CRM_URL: process.env.CRM_URL ?? `http://127.0.0.1:${crmPort}`,
});
children.push(gateway);
gateway.on('exit', (code) => code && stop(code));
await waitForHealthy(`http://127.0.0.1:${gatewayPort}/health`, gateway).catch((error) => {
  console.error(`✗ ${error.message}`);
  stop(1);
});

console.log(`
  Tolkportal is running:  http://localhost:${gatewayPort}
  Mock CRM and its API:   http://localhost:${crmPort}/docs

  Demo logins (customer number / password):
    1001 / Tolkportal1   every feature, direct booking, KPI reports
    1002 / Tolkportal2   e-mail required for orderer and contact, no direct booking, no KPI reports

  Interpreter portal:     http://localhost:${gatewayPort}/interpreter/login
  Demo interpreters (e-mail / interpreter number): the login link is mailed, and printed here
  as "[mock-crm] mail to …"; open it within 15 minutes.
    anna.lindqvist@tolk.example / 30001   Ryska, Ukrainska
    carlos.berg@tolk.example    / 30002   Spanska
    maria.sjoberg@tolk.example  / 30003   Spanska, Ryska

  Ctrl-C stops everything.
`);

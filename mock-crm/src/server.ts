import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { app } from './app.js';
import { BODY_LIMIT_BYTES, configFromEnv } from './config.js';

const config = (() => {
  try {
    return configFromEnv();
  } catch (error) {
    console.error(`mock-crm: ${(error as Error).message}`);
    process.exit(1);
  }
})();
// No plugin timeout: seeding a large world at the first start (MOCK_CRM_SEED_ORDERS=100000 takes
// some seconds, more on a busy machine) runs inside the app plugin, beyond Fastify's 10 s default.
const server = Fastify({ logger: config.logger ? { level: 'warn' } : false, bodyLimit: BODY_LIMIT_BYTES, pluginTimeout: 0 });
await server.register(fp(app), { config });
await server.listen({ host: config.host, port: config.port });
console.log(`mock-crm listening on http://${config.host}:${config.port} (docs at /docs, database ${config.databasePath})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}

import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { app } from './app.js';
import { configFromEnv } from './config.js';

const config = configFromEnv();
const server = Fastify({ logger: config.logger ? { level: 'warn' } : false, bodyLimit: 30 * 1024 * 1024, trustProxy: true });
await server.register(fp(app), { config });
await server.listen({ host: config.host, port: config.port });
console.log(`gateway listening on http://${config.host}:${config.port}, forwarding /crm to ${config.crmUrl}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}

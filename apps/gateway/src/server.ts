import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { app, serverOptions } from './app.js';
import { configFromEnv } from './config.js';

const config = configFromEnv();
const server = Fastify(serverOptions(config));
await server.register(fp(app), { config });
await server.listen({ host: config.host, port: config.port });
console.log(
  `gateway listening on http://${config.host}:${config.port}, forwarding /crm to ${config.crmUrl}` +
    (config.redisUrl ? ', sessions in Redis' : ''),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}

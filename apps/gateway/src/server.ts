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

// The flag scripts/lib/run.mjs starts the gateway with (GATEWAY_NODE_FLAGS). Without it the gateway
// works, but after an idle spell it passes long answers on at about half its rate (docs/decisions.md).
if (!process.execArgv.includes('--no-memory-reducer')) {
  console.warn('gateway: started without node --no-memory-reducer: long answers slow down after idle spells (docs/decisions.md)');
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}

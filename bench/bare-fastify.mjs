// A bare Fastify server for the SearchOrders benchmark's baselines (bench/search-orders.bench.ts):
// POST /json parses the JSON body and answers a small JSON object; POST /payload answers the bytes
// of BARE_PAYLOAD_FILE (a SearchOrders answer), so the cost of shipping that much JSON is known.
// Fastify is the mock's own (a workspace dependency of mock-crm).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const payload = process.env.BARE_PAYLOAD_FILE ? readFileSync(process.env.BARE_PAYLOAD_FILE) : Buffer.from('{}');
const app = Fastify({ logger: false, bodyLimit: 30 * 1024 * 1024 });
app.post('/json', async (request) => ({ ok: true, received: Object.keys(request.body ?? {}).length, Errors: null }));
app.post('/payload', async (_request, reply) => reply.header('content-type', 'application/json; charset=utf-8').send(payload));
app.get('/health', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.BARE_PORT) });
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void app.close().then(() => process.exit(0)));

import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { app } from './app.js';
import { BODY_LIMIT_BYTES, testConfig, type MockCrmConfig } from './config.js';
import { clientHashOf } from './store/passwords.js';

/** A mock CRM on an in-memory database, seeded, for `inject` tests. */
export async function buildTestApp(overrides: Partial<MockCrmConfig> = {}): Promise<FastifyInstance> {
  // No plugin timeout: seeding a larger world (seedOrders) on a busy machine outlasts Fastify's 10 s.
  // The server's body limit, so a test sends what the server takes (a receipt photo of some MB).
  const instance = Fastify({ logger: false, pluginTimeout: 0, bodyLimit: BODY_LIMIT_BYTES });
  await instance.register(fp(app), { config: testConfig(overrides) });
  await instance.ready();
  return instance;
}

/** Calls a CRM path the way the gateway does: POST JSON, with the ApiKey added. */
export async function call(instance: FastifyInstance, path: string, body: Record<string, unknown> = {}) {
  const response = await instance.inject({
    method: 'POST',
    url: path,
    payload: { ApiKey: instance.config.apiKey, ...body },
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> & { Errors: unknown } };
}

export async function logIn(instance: FastifyInstance, customerNumber = '1001', password = 'Tolkportal1'): Promise<string> {
  const { body } = await call(instance, '/CRMCustomer/ValidateCustomerPassword', {
    CustomerNumber: customerNumber,
    PasswordHash: clientHashOf(password),
  });
  if (typeof body.Token !== 'string') throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.Token;
}

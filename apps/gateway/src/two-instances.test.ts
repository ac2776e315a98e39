import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeCrm, GOOD_HASH, cookieOf, gatewayFor, testConfig } from './testing/fake-crm.js';

// Two gateway instances behind one load balancer share sessions and limits through one Redis: a
// real redis-server (Debian's; scripts/lib/redis.mjs installs it) started here on a free port.
const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

const crm = new FakeCrm();
let redis: ChildProcess;
let redisUrl: string;
let one: FastifyInstance;
let two: FastifyInstance;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForRedis(url: string): Promise<void> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await client.connect();
      await client.ping();
      client.disconnect();
      return;
    } catch {
      client.disconnect();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`redis-server did not answer at ${url}`);
}

beforeAll(async () => {
  await crm.start();
  const port = await freePort();
  redis = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  redisUrl = `redis://127.0.0.1:${port}`;
  await waitForRedis(redisUrl);
  const config = testConfig(crm.url, {
    redisUrl,
    redisPrefix: 'two:',
    loginRateLimit: { max: 3, timeWindowMs: 60_000 },
    trustProxy: ['127.0.0.1'],
  });
  one = await gatewayFor(config);
  two = await gatewayFor(config);
}, 30_000);

afterAll(async () => {
  await one?.close();
  await two?.close();
  redis?.kill('SIGTERM');
  await crm.stop();
});

describe('two gateway instances on one Redis', () => {
  it('log in through one, continue through the other; logout through either ends it for both', async () => {
    const login = await one.inject({
      method: 'POST',
      url: '/session/login',
      payload: { CustomerNumber: '1001', PasswordHash: GOOD_HASH },
    });
    expect(login.statusCode).toBe(200);
    const cookie = cookieOf(login);
    const call = await two.inject({
      method: 'POST',
      url: '/crm/CRMCustomer/GetContactPersons',
      payload: {},
      headers: { cookie },
    });
    expect(call.json()).toEqual({ Echo: '/CRMCustomer/GetContactPersons', Errors: null });
    // A token renewed by one instance is the one the other uses.
    crm.expireAll();
    const logins = crm.logins;
    expect(
      (await one.inject({ method: 'POST', url: '/crm/CRMCustomer/GetContactPersons', payload: {}, headers: { cookie } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await two.inject({ method: 'POST', url: '/crm/CRMCustomer/GetContactPersons', payload: {}, headers: { cookie } }))
        .statusCode,
    ).toBe(200);
    expect(crm.logins - logins).toBe(1);
    await two.inject({ method: 'POST', url: '/session/logout', headers: { cookie } });
    expect((await one.inject({ method: 'GET', url: '/session', headers: { cookie } })).statusCode).toBe(401);
  });

  it('renews an expired token once across both: calls through either wait for that one login', async () => {
    const login = await one.inject({
      method: 'POST',
      url: '/session/login',
      payload: { CustomerNumber: '1001', PasswordHash: GOOD_HASH },
    });
    const cookie = cookieOf(login);
    crm.expireAll();
    const logins = crm.logins;
    // A slow CRM login: the instances meet the stale token while the first renewal is under way.
    crm.loginDelayMs = 300;
    try {
      const calls = [one, two, one, two].map((instance) =>
        instance.inject({ method: 'POST', url: '/crm/CRMCustomer/GetContactPersons', payload: {}, headers: { cookie } }),
      );
      const answers = await Promise.all(calls);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      expect(crm.logins - logins).toBe(1);
    } finally {
      crm.loginDelayMs = 0;
    }
  });

  it('a re-login refused through one is told once through the other, then the session is simply gone', async () => {
    const login = await one.inject({
      method: 'POST',
      url: '/session/login',
      payload: { CustomerNumber: '1001', PasswordHash: GOOD_HASH },
    });
    const cookie = cookieOf(login);
    crm.expireAll();
    crm.passwordHash = 'changed-elsewhere';
    try {
      const lost = await one.inject({ method: 'POST', url: '/crm/CRMCustomer/GetDeviations', payload: {}, headers: { cookie } });
      expect(lost.statusCode).toBe(401);
    } finally {
      crm.passwordHash = GOOD_HASH;
    }
    const codes = async (instance: FastifyInstance) =>
      (await instance.inject({ method: 'GET', url: '/session', headers: { cookie } }))
        .json<{ Errors: { ErrorCode: number }[] }>()
        .Errors.map((e) => e.ErrorCode);
    expect(await codes(two)).toEqual([6061, 1004]);
    expect(await codes(one)).toEqual([6060]);
  });

  it('counts the login limit across both', async () => {
    const statuses: number[] = [];
    for (const instance of [one, two, one, two]) {
      const response = await instance.inject({
        method: 'POST',
        url: '/crm/CRMCustomer/ValidateCustomerPassword',
        payload: { CustomerNumber: '2002', PasswordHash: 'guess' },
        // One client behind the load balancer (the trusted proxy names it).
        headers: { 'x-forwarded-for': '10.9.9.9' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('keeps neither the token nor the password hash readable in Redis', async () => {
    const client = new Redis(redisUrl);
    try {
      const keys = await client.keys('two:*');
      const values = await Promise.all(keys.filter((k) => k.startsWith('two:session:')).map((k) => client.get(k)));
      expect(keys.every((key) => !key.includes('token-'))).toBe(true);
      expect(values.every((value) => value === null || !value.includes('tolk_session'))).toBe(true);
    } finally {
      client.disconnect();
    }
  });
});

/**
 * Test support (no production code uses it): a CRM on a free port that logs 1001 in with the hash
 * `good`, knows the tokens it issued (1003 otherwise), records what it received, and answers each
 * other call with an echo. `expireAll` makes every issued token unknown, as the CRM's expiry does.
 */
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { app, serverOptions } from '../app.js';
import type { GatewayConfig } from '../config.js';
import type { KeyValueStore } from '../sessions/store.js';

export interface Received {
  readonly url: string;
  readonly body: Record<string, unknown> | undefined;
  readonly headers: Record<string, string | string[] | undefined>;
}

export const GOOD_HASH = 'good';

export class FakeCrm {
  readonly received: Received[] = [];
  readonly tokens = new Map<string, string>([['token-of-1001', '1001']]);
  logins = 0;
  /** Delays the answer to logins (shared re-login tests). */
  loginDelayMs = 0;
  passwordHash = GOOD_HASH;
  /** The answer to a call with `Trickle: true`, written by the test as it likes (streaming tests). */
  trickle: PassThrough | null = null;
  /** Delays every answer's headers (timeout tests). */
  answerDelayMs = 0;
  /** The client ports of the connections calls came over (connection reuse tests). */
  readonly connections: number[] = [];
  url = '';
  private server: FastifyInstance | null = null;
  private issued = 0;

  async start(): Promise<void> {
    // As the real CRM, it takes a deviation's or booking's attachments up to the portal's limit.
    const server = Fastify({ bodyLimit: 64 * 1024 * 1024 });
    server.all('/*', async (request, reply) => {
      const body = request.body as Record<string, unknown> | undefined;
      this.received.push({ url: request.url, body, headers: request.headers });
      this.connections.push(request.socket.remotePort ?? 0);
      if (this.answerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.answerDelayMs));
      if (body?.Trickle === true) {
        this.trickle = new PassThrough();
        return reply.type('application/json').send(this.trickle);
      }
      const path = request.url.split('?')[0]!;
      const token = typeof body?.Token === 'string' ? body.Token : (request.headers.token as string | undefined);
      if (path === '/CRMCustomer/ValidateCustomerPassword') {
        this.logins++;
        if (this.loginDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.loginDelayMs));
        if (body?.CustomerNumber === '1001' && body.PasswordHash === this.passwordHash) {
          const issued = `token-${++this.issued}`;
          this.tokens.set(issued, '1001');
          return { Token: issued, Errors: null };
        }
        return { Token: null, Errors: [{ ErrorCode: 1004, ErrorMessage: 'Invalid customer number or password' }] };
      }
      if (path === '/CRMCustomer/GetCustomer') {
        if (token === 'crm-down')
          return reply
            .code(503)
            .send({ CustomerInformation: null, Errors: [{ ErrorCode: 4001, ErrorMessage: 'CRM unresponsive' }] });
        if (token === 'garbled') return { CustomerInformation: { CustomerNumber: 'a\u0000b' }, Errors: null };
        const customer = token ? this.tokens.get(token) : undefined;
        if (!customer) return { CustomerInformation: null, Errors: [{ ErrorCode: 1003, ErrorMessage: 'Invalid token' }] };
        return { CustomerInformation: { CustomerNumber: customer, CustomerName: 'Stockholms stad' }, Errors: null };
      }
      if (path === '/CRMCustomer/SetCustomerPassword') {
        this.passwordHash = String(body?.PasswordHash);
        return { IsSuccess: true, Errors: null };
      }
      const tokenCall =
        !['/CRMCustomer/GetSkills', '/LogService/SendLog', '/api/v1/send-mail'].includes(path) &&
        !path.startsWith('/api/v1/reportData/');
      if (tokenCall && !(token && this.tokens.has(token)))
        return { Errors: [{ ErrorCode: 1003, ErrorMessage: 'Invalid token' }] };
      if (path === '/Common/GetNotifications' && body?.Broken === true)
        return reply.code(503).send({ Notifications: null, Errors: null });
      // A large answer on request (compression and streaming tests).
      if (typeof body?.Padding === 'number') return { Echo: path, Padding: 'x'.repeat(body.Padding), Errors: null };
      // A list of varied rows on request, compressible as the CRM's answers are (compression tests).
      if (typeof body?.Rows === 'number') return { Echo: path, Rows: answerRows(body.Rows), Errors: null };
      return { Echo: path, Errors: null };
    });
    this.url = await server.listen({ port: 0, host: '127.0.0.1' });
    this.server = server;
  }

  expireAll(): void {
    this.tokens.clear();
  }

  last(path: string): Received | undefined {
    return this.received.filter((r) => r.url.split('?')[0] === path).at(-1);
  }

  count(path: string): number {
    return this.received.filter((r) => r.url.split('?')[0] === path).length;
  }

  async stop(): Promise<void> {
    await this.server?.close();
  }
}

/**
 * The portal's folder the gateway serves in tests: its page and the KPI list (1001 and 1004 allowed).
 * A folder of the repository, read only, rather than one made in /tmp for each test and left there.
 */
export const PORTAL_FOLDER = fileURLToPath(new URL('./portal-folder', import.meta.url));

export function testConfig(crmUrl: string, overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  return {
    host: '127.0.0.1',
    port: 0,
    crmUrl,
    crmApiKey: 'secret-key',
    staticDir: PORTAL_FOLDER,
    loginRateLimit: { max: 3, timeWindowMs: 60_000 },
    publicRateLimit: { max: 5, timeWindowMs: 60_000 },
    // Generous: a loaded machine must not turn a slow answer into a 504.
    crmTimeoutMs: 15_000,
    logger: false,
    mailRecipients: { complaint: 'klagomal@provider.test' },
    ...overrides,
  };
}

/** A gateway over the fake CRM, ready for `inject`. */
export async function gatewayFor(config: GatewayConfig, store?: KeyValueStore): Promise<FastifyInstance> {
  const instance = Fastify(serverOptions(config));
  await instance.register(fp(app), { config, ...(store ? { store } : {}) });
  await instance.ready();
  return instance;
}

/** The session cookie of a login answer, as the browser would send it back. */
export function cookieOf(response: { headers: Record<string, unknown> }): string {
  const setCookie = response.headers['set-cookie'];
  const first = Array.isArray(setCookie) ? String(setCookie[0]) : String(setCookie);
  return first.split(';')[0]!;
}

/** Rows shaped like the CRM's orders: repeated keys, values that vary. */
export function answerRows(count: number): unknown[] {
  const languages = ['Arabiska', 'Somaliska', 'Tigrinja', 'Dari'];
  const cities = ['Stockholm', 'Göteborg', 'Malmö'];
  return Array.from({ length: count }, (_, i) => ({
    OrderIdentifier: `ord-${1000 + i}`,
    OrderNumber: String(500_000 + i * 7),
    Language: languages[i % languages.length],
    Minutes: [30, 45, 60, 90][i % 4]! * (1 + (i % 3)),
    Address: { Row1: `Sveavägen ${i % 90}`, PostalCode: String(11_100 + (i % 50)), City: cities[i % cities.length] },
    Note: i % 5 === 0 ? `Ring på porttelefon ${i}` : null,
  }));
}

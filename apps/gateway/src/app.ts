import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { BODY_LIMIT_BYTES, type GatewayConfig } from './config.js';
import { crmProxy } from './crm-proxy.js';
import {
  DEFAULT_EXTERNAL_CALENDAR,
  EXTERNAL_CALENDAR_PATH,
  INTERPRETER_EXTERNAL_CALENDAR_PATH,
  externalCalendarRoutes,
} from './external-calendar.js';
import { catalogueShapedErrors } from './gateway-errors.js';
import { INTERPRETER_COOKIE, interpreterRoutes } from './interpreter/interpreter-routes.js';
import { newInterpreterSessions } from './interpreter/interpreter-sessions.js';
import { portalFiles } from './portal-files.js';
import { sessionRoutes } from './session-routes.js';
import { Doors } from './sessions/doors.js';
import { RedisStore } from './sessions/redis-store.js';
import { MemoryStore, type KeyValueStore } from './sessions/store.js';

/** HSTS for a year, subdomains included, when the portal is reached over HTTPS only (HTTPS_ONLY=1). */
const HSTS = { maxAge: 31_536_000, includeSubDomains: true };

/**
 * The Fastify options the gateway needs: the body limit, and X-Forwarded-For believed only from the
 * configured proxies (TRUST_PROXY; none by default, so a client cannot choose its own address).
 */
export function serverOptions(config: GatewayConfig): FastifyServerOptions {
  return {
    logger: config.logger ? { level: 'warn' } : false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy && config.trustProxy.length > 0 ? [...config.trustProxy] : false,
  };
}

/** The session store of the config: Redis when REDIS_URL is set (shared by instances), else in memory. */
export function storeFor(config: GatewayConfig): KeyValueStore {
  return config.redisUrl ? new RedisStore(config.redisUrl, config.redisPrefix) : new MemoryStore();
}

/** The gateway as a plugin: server.ts listens, tests `inject`. */
export async function app(instance: FastifyInstance, options: { config: GatewayConfig; store?: KeyValueStore }): Promise<void> {
  const { config } = options;
  const store = options.store ?? storeFor(config);
  if (!options.store) instance.addHook('onClose', () => store.close());
  await instance.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        // Served over plain http on a laptop; production TLS terminates in front of the gateway.
        'upgrade-insecure-requests': config.httpsOnly ? [] : null,
      },
    },
    hsts: config.httpsOnly ? HSTS : false,
  });
  await instance.register(cookie);
  catalogueShapedErrors(instance);
  await instance.register(rateLimit, { global: false });
  const doors = new Doors(config, store);
  await instance.register(sessionRoutes, { doors });
  await instance.register(crmProxy, { doors });
  await instance.register(interpreterRoutes, { config, store });
  // The feed fetcher serves signed-in users only, each portal's at a path its session cookie reaches.
  const calendar = config.externalCalendar ?? DEFAULT_EXTERNAL_CALENDAR;
  const interpreterSessions = newInterpreterSessions(config, store);
  await instance.register(externalCalendarRoutes, {
    config: calendar,
    path: EXTERNAL_CALENDAR_PATH,
    signedIn: async (request) => (await doors.session(request)) !== null,
  });
  await instance.register(externalCalendarRoutes, {
    config: calendar,
    path: INTERPRETER_EXTERNAL_CALENDAR_PATH,
    signedIn: async (request) => (await interpreterSessions.read(request.cookies[INTERPRETER_COOKIE])) !== null,
  });
  await instance.register(portalFiles, { root: config.staticDir, interpreterRoot: config.interpreterStaticDir });
  instance.get('/health', async () => ({ ok: true }));
}

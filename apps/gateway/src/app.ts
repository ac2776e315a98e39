import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from './config.js';
import { crmProxy } from './crm-proxy.js';
import { DEFAULT_EXTERNAL_CALENDAR, externalCalendarRoutes } from './external-calendar.js';
import { portalFiles } from './portal-files.js';

/** The gateway as a plugin: server.ts listens, tests `inject`. */
export async function app(instance: FastifyInstance, options: { config: GatewayConfig }): Promise<void> {
  const { config } = options;
  await instance.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        // Served over plain http on a laptop; production TLS terminates in front of the gateway.
        'upgrade-insecure-requests': null,
      },
    },
    hsts: false,
  });
  await instance.register(rateLimit, { global: false });
  await instance.register(crmProxy, { config });
  await instance.register(externalCalendarRoutes, { config: config.externalCalendar ?? DEFAULT_EXTERNAL_CALENDAR });
  await instance.register(portalFiles, { root: config.staticDir });
  instance.get('/health', async () => ({ ok: true }));
}

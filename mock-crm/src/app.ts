import type { FastifyInstance } from 'fastify';
import type { MockCrmConfig } from './config.js';
import { docsRoutes } from './docs/openapi.js';
import { clockPlugin } from './plugins/clock.js';
import { domainPlugin } from './plugins/domain.js';
import { faultsPlugin } from './plugins/faults.js';
import { followUpPlugin } from './plugins/follow-up.js';
import { interpreterPlugin } from './plugins/interpreter.js';
import { ordersPlugin } from './plugins/orders.js';
import { storePlugin } from './plugins/store.js';
import { accountRoutes } from './routes/account.js';
import { catalogueRoutes } from './routes/catalogue.js';
import { contactPersonRoutes } from './routes/contact-persons.js';
import { customerUserRoutes } from './routes/customer-users.js';
import { pushServiceRoutes } from './routes/push-service.js';
import { directBookingRoutes } from './routes/direct-booking.js';
import { interpreterRoutes } from './routes/interpreter.js';
import { interpreterNotificationRoutes } from './routes/interpreter-notifications.js';
import { followUpRoutes } from './routes/follow-up.js';
import { controlRoutes } from './routes/control.js';
import { logRoutes } from './routes/log.js';
import { orderRoutes } from './routes/orders.js';
import { passwordResetRoutes } from './routes/password-reset.js';
import { reasonRoutes } from './routes/reasons.js';
import { reportRoutes } from './routes/reports.js';
import { serviceRoutes } from './routes/services.js';

/** The mock CRM as a plugin: server.ts listens, tests `inject`. */
export async function app(instance: FastifyInstance, options: { config: MockCrmConfig }): Promise<void> {
  const { config } = options;
  await instance.register(clockPlugin, { start: config.startAt });
  await instance.register(storePlugin, { path: config.databasePath });
  await instance.register(domainPlugin, { config });
  await instance.register(faultsPlugin, { settings: config.faults });
  await instance.register(ordersPlugin, {
    settings: config.orders,
    databasePath: config.databasePath,
    searchThreads: config.searchThreads,
  });
  await instance.register(followUpPlugin);
  await instance.register(interpreterPlugin);

  // Malformed JSON is bad input like any other: a catalogued code, never a 500.
  instance.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error(error);
    const code = status < 500 ? 2004 : 9999;
    return reply.code(status < 500 ? 400 : 500).send({ Errors: [{ ErrorCode: code, ErrorMessage: error.message }] });
  });

  await instance.register(accountRoutes);
  await instance.register(passwordResetRoutes);
  await instance.register(catalogueRoutes);
  await instance.register(logRoutes);
  await instance.register(contactPersonRoutes);
  await instance.register(customerUserRoutes);
  await instance.register(pushServiceRoutes);
  await instance.register(serviceRoutes);
  await instance.register(reasonRoutes);
  await instance.register(orderRoutes);
  await instance.register(followUpRoutes);
  await instance.register(directBookingRoutes);
  await instance.register(reportRoutes);
  await instance.register(interpreterRoutes);
  await instance.register(interpreterNotificationRoutes);
  await instance.register(docsRoutes);
  if (config.controlEnabled) await instance.register(controlRoutes);
  instance.get('/health', async () => ({ ok: true, now: instance.clock.now().toString() }));
}

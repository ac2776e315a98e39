import type { FastifyInstance } from 'fastify';
import { SendLog } from '@tolk/crm-contract';
import { crmRoute } from './crm-route.js';

/** The log service: keeps each report and writes it to the mock's own log. */
export async function logRoutes(app: FastifyInstance): Promise<void> {
  crmRoute(app, SendLog, {}, (request) => {
    app.logEntries.add(app.clock.now().toString(), request.Level, request.Message);
    app.log.warn({ level: request.Level, message: request.Message }, 'SendLog');
    return {};
  });
}

import type { FastifyInstance } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import { parseInstant } from '@tolk/core';
import { faultControlRoutes } from './faults-control.js';
import { mailControlRoutes } from './mail.js';
import { orderControlRoutes } from './orders-control.js';

/**
 * Test-only controls, registered only with MOCK_CRM_CONTROL=1: read, set or advance the clock,
 * expire every token, read what the log service received and what the mail service was asked to
 * send, read and set the faults, make orders and notifications only the CRM makes (orders-control.ts).
 */
export async function controlRoutes(app: FastifyInstance): Promise<void> {
  const clockState = () => ({
    now: app.clock.now().toString(),
    stockholm: app.clock.now().toZonedDateTimeISO('Europe/Stockholm').toString(),
  });

  app.get('/__control/clock', async () => clockState());

  app.post<{ Body: { now?: string; advanceMinutes?: number } }>('/__control/clock', async (request, reply) => {
    const { now, advanceMinutes } = request.body ?? {};
    try {
      if (typeof now === 'string') app.clock.set(parseInstant(now));
      if (typeof advanceMinutes === 'number' && Number.isFinite(advanceMinutes)) {
        app.clock.advance(Temporal.Duration.from({ minutes: Math.trunc(advanceMinutes) }));
      }
    } catch {
      return reply.code(400).send({ error: 'now must be an ISO instant or YYYY-MM-DD HH:mm:ss' });
    }
    return clockState();
  });

  app.post('/__control/expire-tokens', async () => ({
    expired: app.sessions.expireAll() + app.interpreterSessions.expireAll(),
  }));

  app.get<{ Querystring: { limit?: string } }>('/__control/log-entries', async (request) => ({
    entries: app.logEntries.latest(Math.min(Number(request.query.limit ?? 50) || 50, 500)),
  }));

  await faultControlRoutes(app);
  await mailControlRoutes(app);
  await orderControlRoutes(app);
}

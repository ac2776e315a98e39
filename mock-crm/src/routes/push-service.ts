import type { FastifyInstance } from 'fastify';
import { LogPushEvent, RegisterPushUser, toCrmDateTime } from '@tolk/crm-contract';

import { Temporal } from 'temporal-polyfill';
import { PushService } from '../engagement/store.js';
import { crmRoute } from './crm-route.js';

const withTimes = <T extends object>(row: T, ms: number) => {
  const at = Temporal.Instant.fromEpochMilliseconds(ms);
  return { ...row, at: at.toString(), atStockholm: toCrmDateTime(at) };
};

/**
 * The push service and analytics of spec 3 §7 (docs/api.md "Push service"): the portal registers
 * the customer's browser and logs log_in, log_out and web_session_open. Read back with
 * `GET /__control/push-service` when the control routes are on.
 */
export async function pushServiceRoutes(app: FastifyInstance): Promise<void> {
  const push = new PushService(app.db);

  crmRoute(app, RegisterPushUser, { IsSuccess: false }, (request, { customer }) => {
    push.register(
      customer!.id,
      request.BrowserIdentifier.trim(),
      request.PushPermission,
      request.Language,
      app.clock.now().epochMilliseconds,
    );
    return { IsSuccess: true };
  });

  crmRoute(app, LogPushEvent, { IsSuccess: false }, (request, { customer }) => {
    push.log(customer!.id, request.BrowserIdentifier.trim(), request.EventName, app.clock.now().epochMilliseconds);
    return { IsSuccess: true };
  });

  if (app.config.controlEnabled) {
    app.get<{ Querystring: { limit?: string } }>('/__control/push-service', async (request) => {
      const limit = Math.min(Number(request.query.limit ?? 50) || 50, 500);
      return {
        events: push.latestEvents(limit).map((event) => withTimes(event, event.atMs)),
        users: push.latestUsers(limit).map((user) => withTimes(user, user.registeredMs)),
      };
    });
  }
}

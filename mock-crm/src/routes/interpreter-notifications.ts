import type { FastifyInstance } from 'fastify';
import {
  ErrorCode,
  errorItem,
  fromCrmDateTime,
  GetInterpreterNotifications,
  SetInterpreterNotificationReadStatus,
  UpdateInterpreterPhone,
} from '@tolk/crm-contract';
import { phoneProblem } from '@tolk/core';
import { InterpreterNotifications } from '../interpreter/interpreter-notifications.js';
import { InterpreterPhoneChange } from '../interpreter/phone-change.js';
import { crmRoute, refuse } from './crm-route.js';

/**
 * The interpreter's notifications and phone number (issue 15; docs/api.md, "The interpreter's
 * calls"): interpreter-token calls, each scoped to the token's interpreter.
 */
export async function interpreterNotificationRoutes(app: FastifyInstance): Promise<void> {
  const world = app.orderWorld;
  const notifications = new InterpreterNotifications(app.db);
  const phones = new InterpreterPhoneChange(app.db, world.notifications);
  // The lifecycle raises notifications as orders move (offers made and expired): settle first.
  const now = () => {
    const nowMs = app.clock.nowMs();
    world.lifecycle.settle(nowMs);
    return nowMs;
  };

  crmRoute(app, GetInterpreterNotifications, { Notifications: null }, (request, { interpreterId }) => {
    const nowMs = now();
    const list = notifications.list(
      interpreterId!,
      {
        unreadOnly: request.DoOnlyIncludeUnreadNotifications,
        fromMs: request.DatetimeSentFrom ? (fromCrmDateTime(request.DatetimeSentFrom)?.epochMilliseconds ?? null) : null,
      },
      nowMs,
    );
    return { Notifications: list.length === 0 ? null : list };
  });

  crmRoute(app, SetInterpreterNotificationReadStatus, { IsSuccess: false }, (request, { interpreterId }) => {
    const nowMs = now();
    // Another interpreter's notification is as unknown as a made-up one: 6003, as the customer's.
    if (!notifications.setRead(interpreterId!, request.NotificationIdentifier.trim(), request.IsRead, nowMs))
      return refuse(errorItem(ErrorCode.NotificationNotFound));
    return { IsSuccess: true };
  });

  crmRoute(app, UpdateInterpreterPhone, { Interpreter: null }, (request, { interpreterId }) => {
    // The codec has refused what is too long or has other characters (2007); core's rule adds the rest.
    const phone = request.PhoneNumberMobile.trim();
    const problem = phoneProblem(phone, { required: true });
    if (problem?.kind === 'required') return refuse(errorItem(ErrorCode.MandatoryFieldMissing, 'PhoneNumberMobile'));
    if (problem) return refuse(errorItem(ErrorCode.InvalidPhone, 'PhoneNumberMobile'));
    // Settled first: an order that has ended is performed, not booked, and keeps the old number.
    phones.change(interpreterId!, phone, now());
    return { Interpreter: app.interpreterSide.desk.profile(interpreterId!) };
  });
}

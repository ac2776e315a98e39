import * as t from 'io-ts';
import { CrmDateTime, Text, nullable, request } from '../codecs/coded.js';
import { endpoint } from '../endpoint.js';
import { Errors } from '../errors.js';

/**
 * The interpreter's notifications (spec 3 §2 lists "notifications" among the interpreter portal's
 * screens; issue 15). Designed after the customer's GetNotifications and SetNotificationReadStatus,
 * under /CRMInterpreter/ with an interpreter's Token (docs/api.md, "The interpreter's calls").
 */
const Token = t.string;
const Id = Text(100);

/** What raised an interpreter's notification (docs/api.md); a portal shows any other value as a plain notification. */
export const INTERPRETER_NOTIFICATION_EVENTS = [
  'request-offered',
  'request-withdrawn',
  'assignment-cancelled',
  'assignment-changed',
  'time-report-signed',
  'assignment-booked',
] as const;
export type InterpreterNotificationEvent = (typeof INTERPRETER_NOTIFICATION_EVENTS)[number];

export const InterpreterNotificationWire = t.type({
  NotificationIdentifier: t.string,
  Headline: t.string,
  Message: t.string,
  /** `YYYY-MM-DD HH:mm:ss`, Stockholm time. */
  DatetimeSent: t.string,
  IsRead: t.boolean,
  /** One of INTERPRETER_NOTIFICATION_EVENTS; a string, so a newer CRM's event still decodes. */
  Event: t.string,
  /** The order's (and so the assignment's) number, for the text around a link. */
  WorkAssignmentNumber: t.string,
  /** The offer it is about (request-offered, request-withdrawn), else null. */
  ResourceRequestIdentifier: nullable(t.string),
  /** The interpreter's assignment it is about (`WA-<number>`: assignment-cancelled, time-report-signed, assignment-booked), else null. */
  WorkAssignmentIdentifier: nullable(t.string),
});
export type InterpreterNotificationWire = t.TypeOf<typeof InterpreterNotificationWire>;

export const GetInterpreterNotifications = endpoint({
  name: 'GetInterpreterNotifications',
  method: 'POST',
  path: '/CRMInterpreter/GetInterpreterNotifications',
  authentication: 'interpreter-token',
  summary:
    "The token's interpreter's notifications (a new request, a withdrawn request, a cancelled or changed assignment, a time report signed by the customer), newest first (at most 1000): only unread ones, sent from a time on. Notifications null when none.",
  request: request(
    'GetInterpreterNotificationsRequest',
    { Token, DoOnlyIncludeUnreadNotifications: t.boolean },
    { DatetimeSentFrom: CrmDateTime },
  ),
  response: t.type({ Notifications: nullable(t.array(InterpreterNotificationWire)), Errors }),
});

export const SetInterpreterNotificationReadStatus = endpoint({
  name: 'SetInterpreterNotificationReadStatus',
  method: 'POST',
  path: '/CRMInterpreter/SetInterpreterNotificationReadStatus',
  authentication: 'interpreter-token',
  summary: "Mark one of the interpreter's notifications read or unread (6003 when unknown or another interpreter's).",
  request: request('SetInterpreterNotificationReadStatusRequest', { Token, NotificationIdentifier: Id, IsRead: t.boolean }),
  response: t.type({ IsSuccess: t.boolean, Errors }),
});

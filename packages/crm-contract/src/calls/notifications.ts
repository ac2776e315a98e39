import * as t from 'io-ts';
import { CrmDateTime, Text, nullable, request } from '../codecs/coded.js';
import { endpoint } from '../endpoint.js';
import { Errors } from '../errors.js';

const Token = t.string;
const Id = Text(100);

export const NotificationWire = t.type({
  NotificationIdentifier: t.string,
  Headline: t.string,
  Message: t.string,
  /** `YYYY-MM-DD HH:mm:ss`, Stockholm time. */
  DatetimeSent: t.string,
  IsRead: t.boolean,
  WorkAssignmentIdentifiers: t.array(t.type({ WorkAssignmentIdentifier: t.string })),
  OrderIdentifiers: t.array(t.type({ OrderIdentifier: t.string })),
});
export type NotificationWire = t.TypeOf<typeof NotificationWire>;

export const GetNotifications = endpoint({
  name: 'GetNotifications',
  method: 'POST',
  path: '/Common/GetNotifications',
  authentication: 'token',
  summary:
    "The customer's notifications, newest first (at most 1000): of one order (5001 when it is not this customer's), only unread ones, sent from a time on. Notifications null when none.",
  request: request(
    'GetNotificationsRequest',
    { Token, DoOnlyIncludeUnreadNotifications: t.boolean },
    { OrderIdentifier: Id, DatetimeSentFrom: CrmDateTime },
  ),
  response: t.type({ Notifications: nullable(t.array(NotificationWire)), Errors }),
});

export const SetNotificationReadStatus = endpoint({
  name: 'SetNotificationReadStatus',
  method: 'POST',
  path: '/Common/SetNotificationReadStatus',
  authentication: 'token',
  summary: "Mark one of the customer's notifications read or unread (6003 when unknown or another customer's).",
  request: request('SetNotificationReadStatusRequest', { Token, NotificationIdentifier: Id, IsRead: t.boolean }),
  response: t.type({ IsSuccess: t.boolean, Errors }),
});

import * as t from 'io-ts';
import { Text, request } from '../codecs/coded.js';
import { endpoint } from '../endpoint.js';
import { Errors } from '../errors.js';

const Token = t.string;

/** What the browser allows for web notifications (the Notification API's permission, or none at all). */
export const PushPermission = t.keyof({ default: null, granted: null, denied: null, unsupported: null });

/** The push service's custom events and the analytics event (spec 3 §7). */
export const EngagementEventName = t.keyof({ log_in: null, log_out: null, web_session_open: null });

export const RegisterPushUser = endpoint({
  name: 'RegisterPushUser',
  method: 'POST',
  path: '/PushService/RegisterUser',
  authentication: 'token',
  summary:
    "The push service: registers the token's customer as the user of this browser, with the browser's permission for web notifications and the portal's language.",
  request: request('RegisterPushUserRequest', {
    Token,
    BrowserIdentifier: Text(100),
    PushPermission,
    Language: t.keyof({ sv: null, en: null }),
  }),
  response: t.type({ IsSuccess: t.boolean, Errors }),
});

export const LogPushEvent = endpoint({
  name: 'LogPushEvent',
  method: 'POST',
  path: '/PushService/LogEvent',
  authentication: 'token',
  summary:
    "The push service and analytics: records an event (log_in, log_out, web_session_open) of the token's customer in this browser.",
  request: request('LogPushEventRequest', { Token, BrowserIdentifier: Text(100), EventName: EngagementEventName }),
  response: t.type({ IsSuccess: t.boolean, Errors }),
});

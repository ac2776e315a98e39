import * as t from 'io-ts';
import { Text, request } from '../codecs/coded.js';
import { endpoint } from '../endpoint.js';
import { Errors } from '../errors.js';

export const LogLevel = t.keyof({ error: null, warning: null, info: null });

/** The Message is a JSON text: environment, portal, http status, status text, response data. */
export const LogMessage = t.type({
  environment: t.string,
  portal: t.string,
  httpStatus: t.union([t.number, t.null]),
  statusText: t.string,
  responseData: t.unknown,
});
export type LogMessage = t.TypeOf<typeof LogMessage>;

export const SendLog = endpoint({
  name: 'SendLog',
  method: 'POST',
  path: '/LogService/SendLog',
  authentication: 'api-key',
  summary: "The log service: the portal's error reports.",
  request: request('SendLogRequest', { ApiKey: t.string, Message: Text(20000), Level: LogLevel }),
  response: t.type({ Errors }),
});

/** HTTP statuses whose failures are reported to the log service (spec 3 §7). */
export const LOGGED_HTTP_STATUSES: readonly number[] = [400, 401, 403, 404, 408, 500, 502, 503, 504];

import * as t from 'io-ts';
import { Email, Text, request } from '../codecs/coded.js';
import { endpoint } from '../endpoint.js';
import { Errors } from '../errors.js';

/**
 * The mail service (spec 2 §7, spec 3 §7): the portal sends general complaints through it, and
 * the account area password-reset links. `to` absent means the provider's customer service.
 */
export const SendMail = endpoint({
  name: 'SendMail',
  method: 'POST',
  path: '/api/v1/send-mail',
  authentication: 'api-key',
  summary: "The mail service: a subject and HTML content, to the provider's customer service or to `to`.",
  request: request('SendMailRequest', { ApiKey: t.string, subject: Text(300), content: Text(100_000) }, { to: Email(300) }),
  response: t.type({ IsSuccess: t.boolean, Errors }),
});

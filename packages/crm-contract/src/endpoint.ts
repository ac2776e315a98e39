import type * as t from 'io-ts';

/**
 * How a call proves who makes it: `token` calls carry a customer's session Token in the body,
 * `interpreter-token` calls an interpreter's; `api-key` calls carry the ApiKey, which only the
 * gateway (server side) adds; `none` needs neither.
 */
export type Authentication = 'token' | 'interpreter-token' | 'api-key' | 'none';

export interface Endpoint<Req extends t.Mixed = t.Mixed, Res extends t.Mixed = t.Mixed> {
  readonly name: string;
  readonly method: 'POST' | 'GET';
  readonly path: string;
  readonly authentication: Authentication;
  readonly request: Req;
  readonly response: Res;
  readonly summary: string;
}

export const endpoint = <Req extends t.Mixed, Res extends t.Mixed>(spec: Endpoint<Req, Res>): Endpoint<Req, Res> => spec;

/** What the browser sends: the wire request without the fields the transport or gateway adds. */
export type ClientRequest<E extends Endpoint> = Omit<t.TypeOf<E['request']>, 'ApiKey' | 'Token'>;
export type WireResponse<E extends Endpoint> = t.TypeOf<E['response']>;

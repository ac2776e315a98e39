import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import type { GatewayConfig } from './config.js';

/** The headers of a CRM answer, as Node reads them (lower-case names). */
export type CrmHeaders = Readonly<IncomingHttpHeaders>;

/** One CRM answer read whole: status, the headers passed on, the bytes. */
export interface CrmAnswer {
  readonly status: number;
  readonly headers: CrmHeaders;
  readonly body: Buffer;
}

/**
 * A CRM answer whose first bytes have been read: whole (`body`), or, when it is longer, as a
 * `stream` of those bytes and the rest as it arrives, meant to be piped on.
 */
export type CrmAnswerStart =
  | (CrmAnswer & { readonly stream?: undefined })
  | { readonly status: number; readonly headers: CrmHeaders; readonly stream: Readable; readonly body?: undefined };

/** The init of one call: the method, a JSON body, extra headers. */
export interface CrmCallInit {
  readonly method: string;
  readonly body?: string;
  readonly headers?: Record<string, string>;
}

/**
 * Kept-alive connections to the CRM, one pool per origin, reused by every call (a new TCP, and
 * for HTTPS TLS, handshake per call is what made the gateway a quarter of the CRM's rate). Idle
 * connections are closed after 4 s, before a server's usual 5 s keep-alive closes them under us.
 */
const pools = new Map<string, HttpAgent>();
const POOL = { keepAlive: true, maxSockets: 256, maxFreeSockets: 64, timeout: 4_000, scheduling: 'lifo' } as const;

function poolFor(url: URL): HttpAgent {
  let pool = pools.get(url.origin);
  if (!pool) {
    pool = url.protocol === 'https:' ? new HttpsAgent(POOL) : new HttpAgent(POOL);
    pools.set(url.origin, pool);
  }
  return pool;
}

/** An answer whose headers have come, and the signal that ends the call at its timeout. */
interface OpenedCall {
  readonly answer: IncomingMessage;
  readonly signal: AbortSignal;
}

/**
 * Opens a call to the CRM with the ApiKey header (the body field is added by the caller): resolves
 * with the answer once its headers are there, its body still arriving. The config's timeout covers
 * the whole exchange, body included; a timeout rejects (or ends the body) with a `TimeoutError`.
 */
function openCrm(config: GatewayConfig, pathAndQuery: string, init: CrmCallInit): Promise<OpenedCall> {
  const signal = AbortSignal.timeout(config.crmTimeoutMs);
  const attempt = (retryOnStaleConnection: boolean): Promise<OpenedCall> =>
    new Promise((resolve, reject) => {
      const url = new URL(`${config.crmUrl}${pathAndQuery}`);
      const body = init.body === undefined ? undefined : Buffer.from(init.body, 'utf8');
      const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, {
        method: init.method,
        agent: poolFor(url),
        signal,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(body.length) }),
          ApiKey: config.crmApiKey,
          ...init.headers,
        },
      });
      request.once('response', (answer) => resolve({ answer, signal }));
      request.once('error', (error: NodeJS.ErrnoException) => {
        if (signal.aborted) return reject(signal.reason as Error);
        // A kept connection the CRM closed as it was being reused: it never saw the call, so it is sent once more.
        if (retryOnStaleConnection && request.reusedSocket && error.code === 'ECONNRESET') return resolve(attempt(false));
        reject(error);
      });
      request.end(body);
    });
  return attempt(true);
}

/**
 * Reads an answer's body until its end, or until more than `limit` bytes have come: then the answer
 * is paused with the rest unread. A timeout meanwhile rejects with the `TimeoutError`.
 */
function readUpTo(opened: OpenedCall, limit: number): Promise<{ bytes: Buffer; complete: boolean }> {
  const { answer, signal } = opened;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const stop = () => {
      answer.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length <= limit) return;
      stop();
      answer.pause();
      resolve({ bytes: Buffer.concat(chunks, length), complete: false });
    };
    const onEnd = () => {
      stop();
      resolve({ bytes: Buffer.concat(chunks, length), complete: true });
    };
    const onError = (error: Error) => {
      stop();
      reject(signal.aborted ? (signal.reason as Error) : error);
    };
    const onClose = () => {
      if (!answer.readableEnded) onError(Object.assign(new Error('the CRM closed the answer early'), { name: 'AbortError' }));
    };
    answer.on('data', onData).once('end', onEnd).once('error', onError).once('close', onClose);
  });
}

/** The rest of an answer after its first bytes, as one stream to pipe on; a timeout ends it with the `TimeoutError`. */
function restOf(opened: OpenedCall, head: Buffer): Readable {
  const { answer, signal } = opened;
  const stream = Readable.from(
    (async function* () {
      yield head;
      try {
        for await (const chunk of answer) yield chunk as Buffer;
      } catch (error) {
        throw signal.aborted ? (signal.reason as Error) : error;
      }
    })(),
    { objectMode: false },
  );
  // A browser gone before the rest was read: the CRM's answer is dropped and its connection freed
  // (a generator stopped before it started would not do it itself).
  stream.once('close', () => {
    if (!answer.readableEnded) answer.destroy();
  });
  return stream;
}

/** A call to the CRM, its answer read whole. */
export async function callCrm(config: GatewayConfig, pathAndQuery: string, init: CrmCallInit): Promise<CrmAnswer> {
  const opened = await openCrm(config, pathAndQuery, init);
  const { bytes } = await readUpTo(opened, Number.POSITIVE_INFINITY);
  return { status: opened.answer.statusCode ?? 502, headers: opened.answer.headers, body: bytes };
}

/**
 * A call to the CRM whose answer is read only as far as `peekBytes`: a shorter answer comes whole
 * (the gateway looks into those: 1003, a saved password), a longer one as a stream of its first
 * bytes and the rest as it arrives, to be piped on.
 */
export async function startCrmCall(
  config: GatewayConfig,
  pathAndQuery: string,
  init: CrmCallInit,
  peekBytes: number,
): Promise<CrmAnswerStart> {
  const opened = await openCrm(config, pathAndQuery, init);
  const { statusCode, headers } = opened.answer;
  const { bytes, complete } = await readUpTo(opened, peekBytes);
  const status = statusCode ?? 502;
  return complete ? { status, headers, body: bytes } : { status, headers, stream: restOf(opened, bytes) };
}

/** The catalogue errors of an answer ([] when none or not JSON). */
export function errorsOf(body: Buffer): { ErrorCode: number; ErrorMessage: string }[] {
  try {
    const json = JSON.parse(body.toString('utf8')) as { Errors?: unknown };
    return Array.isArray(json?.Errors) ? (json.Errors as { ErrorCode: number; ErrorMessage: string }[]) : [];
  } catch {
    return [];
  }
}

/** Whether an answer carries the CRM's 1003 (an unknown or expired token), looked at cheaply first. */
export const saysInvalidToken = (body: Buffer): boolean =>
  body.includes('1003') && errorsOf(body).some((error) => error.ErrorCode === 1003);

export const withFields = (body: unknown, fields: Record<string, unknown>): unknown =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body, ...fields } : body;

/** A login with the CRM: the token, or its refusal as it answered it. */
export async function crmLogin(
  config: GatewayConfig,
  customerNumber: string,
  passwordHash: string,
  /** The client's address: the CRM's lockout counts failures per number and address. */
  address: string,
): Promise<{ token: string } | { status: number; errors: { ErrorCode: number; ErrorMessage: string }[] }> {
  const answer = await callCrm(config, '/CRMCustomer/ValidateCustomerPassword', {
    method: 'POST',
    body: JSON.stringify({ CustomerNumber: customerNumber, PasswordHash: passwordHash, ApiKey: config.crmApiKey }),
    headers: { 'x-forwarded-for': address },
  });
  let token: unknown = null;
  try {
    token = (JSON.parse(answer.body.toString('utf8')) as { Token?: unknown }).Token;
  } catch {
    // Not JSON: no token, and the errors below are empty.
  }
  if (typeof token === 'string' && token !== '') return { token };
  return { status: answer.status, errors: errorsOf(answer.body) };
}

import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import { ErrorCode } from '@tolk/crm-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refuse } from './gateway-errors.js';

/**
 * Fetching a user-given calendar address (issue 6) must not become a door inward: https only, no
 * private, loopback, link-local or other non-public addresses (checked on every address a name
 * resolves to, at connect time, so a DNS answer cannot swap in one), at most `maxBytes`, within
 * `timeoutMs`, a few redirects each checked the same way. `allowPrivate` lifts the address and
 * https rules for tests with a locally served feed, and nothing else.
 */
export interface ExternalCalendarConfig {
  readonly allowPrivate: boolean;
  readonly maxBytes: number;
  readonly timeoutMs: number;
  readonly maxRedirects: number;
  /** Requests per minute and client address. */
  readonly rateLimitPerMinute: number;
}

export const DEFAULT_EXTERNAL_CALENDAR: ExternalCalendarConfig = {
  allowPrivate: false,
  maxBytes: 5_000_000,
  timeoutMs: 10_000,
  maxRedirects: 3,
  rateLimitPerMinute: 30,
};

export const EXTERNAL_CALENDAR_PATH = '/external-calendar';

export type FeedFailure =
  'bad-address' | 'not-https' | 'address-not-allowed' | 'too-large' | 'timed-out' | 'unreachable' | 'not-a-calendar';

const STATUS: Record<FeedFailure, number> = {
  'bad-address': 400,
  'not-https': 400,
  'address-not-allowed': 403,
  'too-large': 413,
  'not-a-calendar': 422,
  unreachable: 502,
  'timed-out': 504,
};

/** Every range that is not the public internet (IANA special-purpose registries), per family. */
const NOT_PUBLIC_V4 = new BlockList();
const NOT_PUBLIC_V6 = new BlockList();
/** IPv4-mapped IPv6 (::ffff:a.b.c.d), judged as the IPv4 address it carries. */
const MAPPED = new BlockList();
MAPPED.addSubnet('::ffff:0:0', 96, 'ipv6');
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC_V4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC_V6.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is on the public internet; IPv4-mapped IPv6 is judged as its IPv4. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 0) return false;
  if (family === 4) return !NOT_PUBLIC_V4.check(bare, 'ipv4');
  if (MAPPED.check(bare, 'ipv6')) {
    const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
    const hex = /:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(bare);
    if (dotted) return isPublicAddress(dotted[1]!);
    if (!hex) return false;
    const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
    return isPublicAddress(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
  }
  return !NOT_PUBLIC_V6.check(bare, 'ipv6');
}

class FeedError extends Error {
  constructor(readonly failure: FeedFailure) {
    super(failure);
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

type Resolve = (
  hostname: string,
  options: { all: true; family?: number },
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/** dns.lookup that refuses names resolving to any non-public address (unless allowed). */
export function guardedLookup(allowPrivate: boolean, resolve: Resolve = dnsLookup as Resolve) {
  return (hostname: string, options: { all?: boolean; family?: number }, callback: LookupCallback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (!allowPrivate && (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address)))) {
        return callback(Object.assign(new Error('address-not-allowed'), { code: 'EADDRNOTALLOWED' }), []);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0]!;
      return callback(null, first.address, first.family);
    });
  };
}

/** The address to fetch, or why not: the scheme and, for an IP literal, the address itself. */
export function checkFeedUrl(raw: string, allowPrivate: boolean): URL | FeedFailure {
  let url: URL;
  try {
    url = new URL(raw.trim().replace(/^webcals?:\/\//i, 'https://'));
  } catch {
    return 'bad-address';
  }
  if (url.username || url.password) return 'bad-address';
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) {
    return url.protocol === 'http:' ? 'not-https' : 'bad-address';
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && isIP(host) !== 0 && !isPublicAddress(host)) return 'address-not-allowed';
  if (!allowPrivate && /^localhost$|\.localhost$/i.test(host)) return 'address-not-allowed';
  return url;
}

/** Fetches one feed under the rules above; answers its text or the failure. */
export async function fetchFeed(
  raw: string,
  config: ExternalCalendarConfig,
): Promise<{ text: string } | { failure: FeedFailure }> {
  const deadline = Date.now() + config.timeoutMs;
  try {
    let target: string = raw;
    for (let hop = 0; hop <= config.maxRedirects; hop++) {
      const url = checkFeedUrl(target, config.allowPrivate);
      if (typeof url === 'string') return { failure: url };
      const answer = await getOnce(url, config, deadline);
      if ('redirect' in answer) {
        target = new URL(answer.redirect, url).toString();
        continue;
      }
      const text = answer.body.toString('utf8').replace(/^\uFEFF/, '');
      return /^\s*BEGIN:VCALENDAR/i.test(text) ? { text } : { failure: 'not-a-calendar' };
    }
    return { failure: 'unreachable' };
  } catch (error) {
    return { failure: error instanceof FeedError ? error.failure : 'unreachable' };
  }
}

function getOnce(url: URL, config: ExternalCalendarConfig, deadline: number): Promise<{ redirect: string } | { body: Buffer }> {
  return new Promise((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return reject(new FeedError('timed-out'));
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(url, {
      agent: false,
      lookup: guardedLookup(config.allowPrivate) as never,
      headers: {
        accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1',
        'user-agent': 'Tolkportal-gateway (calendar subscription)',
      },
    });
    const timer = setTimeout(() => request.destroy(new FeedError('timed-out')), remaining);
    const fail = (error: Error) => {
      clearTimeout(timer);
      const code = (error as NodeJS.ErrnoException).code;
      reject(
        error instanceof FeedError ? error : new FeedError(code === 'EADDRNOTALLOWED' ? 'address-not-allowed' : 'unreachable'),
      );
    };
    request.on('error', fail);
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        clearTimeout(timer);
        response.resume();
        return resolve({ redirect: response.headers.location });
      }
      if (status < 200 || status >= 300) {
        response.resume();
        return fail(new FeedError('unreachable'));
      }
      if (Number(response.headers['content-length'] ?? 0) > config.maxBytes) {
        response.destroy();
        return fail(new FeedError('too-large'));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > config.maxBytes) {
          response.destroy();
          fail(new FeedError('too-large'));
          return;
        }
        chunks.push(chunk);
      });
      response.on('error', fail);
      response.on('end', () => {
        clearTimeout(timer);
        if (size <= config.maxBytes) resolve({ body: Buffer.concat(chunks) });
      });
    });
  });
}

/** Where the interpreter portal reads its feed: under /interpreter, where its session cookie goes. */
export const INTERPRETER_EXTERNAL_CALENDAR_PATH = '/interpreter/external-calendar';

export interface ExternalCalendarRouteOptions {
  readonly config: ExternalCalendarConfig;
  readonly path: string;
  /** Whether the caller has a live session of the portal this path serves: no one else may use the fetcher. */
  readonly signedIn: (request: FastifyRequest) => Promise<boolean>;
}

/**
 * `GET <path>?url=…`: the feed's iCalendar text (no-store), or `{ error }` with a status per
 * failure; 6060 without a session. The portal parses the text; the gateway only fetches under the rules.
 */
export async function externalCalendarRoutes(app: FastifyInstance, options: ExternalCalendarRouteOptions): Promise<void> {
  const { config, path, signedIn } = options;
  app.get<{ Querystring: { url?: string } }>(
    path,
    { config: { rateLimit: { max: config.rateLimitPerMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      if (!(await signedIn(request))) return refuse(reply, 401, ErrorCode.NoSession);
      const url = typeof request.query.url === 'string' ? request.query.url : '';
      if (url === '' || url.length > 2000) return reply.code(400).send({ error: 'bad-address' });
      const result = await fetchFeed(url, config);
      reply.header('cache-control', 'no-store');
      if ('failure' in result) return reply.code(STATUS[result.failure]).send({ error: result.failure });
      return reply.type('text/calendar; charset=utf-8').send(result.text);
    },
  );
}

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_EXTERNAL_CALENDAR,
  EXTERNAL_CALENDAR_PATH,
  checkFeedUrl,
  guardedLookup,
  externalCalendarRoutes,
  fetchFeed,
  isPublicAddress,
  type ExternalCalendarConfig,
} from './external-calendar.js';

const FEED =
  'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:1\r\nDTSTART:20261124T090000Z\r\nSUMMARY:Möte\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

let feeds: Server;
let base: string;
/** How many requests the feed server has had. */
let fetched = 0;

beforeAll(async () => {
  feeds = createServer((request, response) => {
    fetched++;
    switch (request.url) {
      case '/feed.ics':
        return response.writeHead(200, { 'content-type': 'text/calendar' }).end(`\uFEFF${FEED}`);
      case '/big.ics':
        response.writeHead(200, { 'content-type': 'text/calendar' });
        response.write('BEGIN:VCALENDAR\r\n');
        return response.end('X'.repeat(5000));
      case '/page':
        return response.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
      case '/moved':
        return response.writeHead(302, { location: '/feed.ics' }).end();
      case '/loop':
        return response.writeHead(302, { location: '/loop' }).end();
      case '/slow':
        return; // never answers
      default:
        return response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
});
afterAll(() => {
  feeds.closeAllConnections();
  feeds.close();
});

const testing: ExternalCalendarConfig = { ...DEFAULT_EXTERNAL_CALENDAR, allowPrivate: true, maxBytes: 2000, timeoutMs: 500 };

describe('which addresses the gateway may fetch', () => {
  it('knows the public internet from private, loopback, link-local and special ranges', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '2a00:1450:4010:c05::71', '::ffff:8.8.8.8'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      'nonsense',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('takes https (and webcal as https) only, and no private literal or localhost', () => {
    expect(checkFeedUrl('http://calendar.example.se/a.ics', false)).toBe('not-https');
    expect(checkFeedUrl('ftp://calendar.example.se/a.ics', false)).toBe('bad-address');
    expect(checkFeedUrl('not a url', false)).toBe('bad-address');
    expect(checkFeedUrl('https://user:pw@calendar.example.se/a.ics', false)).toBe('bad-address');
    expect(checkFeedUrl('https://127.0.0.1/a.ics', false)).toBe('address-not-allowed');
    expect(checkFeedUrl('https://[::1]/a.ics', false)).toBe('address-not-allowed');
    expect(checkFeedUrl('https://169.254.169.254/latest', false)).toBe('address-not-allowed');
    expect(checkFeedUrl('https://localhost/a.ics', false)).toBe('address-not-allowed');
    expect(String(checkFeedUrl('webcal://calendar.example.se/a.ics', false))).toBe('https://calendar.example.se/a.ics');
    // The test setting lifts both rules, for a feed served on this machine.
    expect(String(checkFeedUrl(`${base}/feed.ics`, true))).toBe(`${base}/feed.ics`);
  });

  it('refuses a name that resolves to any private address, at connect time', async () => {
    const resolving =
      (...addresses: string[]) =>
      (_host: string, _options: unknown, callback: (error: null, found: { address: string; family: number }[]) => void) =>
        callback(
          null,
          addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
        );
    const ask = (allowPrivate: boolean, all: boolean, ...addresses: string[]) =>
      new Promise<unknown[]>((done) =>
        guardedLookup(allowPrivate, resolving(...addresses))('calendar.example.se', { all }, (...answer) => done(answer)),
      );
    expect(await ask(false, false, '93.184.216.34')).toEqual([null, '93.184.216.34', 4]);
    expect(await ask(false, true, '93.184.216.34', '2606:2800:220:1::')).toEqual([
      null,
      [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:2800:220:1::', family: 6 },
      ],
    ]);
    // One private answer among public ones is enough to refuse (DNS rebinding, split answers).
    const [refused] = await ask(false, true, '93.184.216.34', '10.0.0.5');
    expect(refused).toMatchObject({ code: 'EADDRNOTALLOWED' });
    expect((await ask(true, false, '127.0.0.1'))[1]).toBe('127.0.0.1');
  });
});

describe('fetchFeed', () => {
  it('answers the text of a calendar, its byte-order mark dropped, following a redirect', async () => {
    expect(await fetchFeed(`${base}/feed.ics`, testing)).toEqual({ text: FEED });
    expect(await fetchFeed(`${base}/moved`, testing)).toEqual({ text: FEED });
  });

  it('refuses too large, not a calendar, endless redirects, missing and slow feeds', async () => {
    expect(await fetchFeed(`${base}/big.ics`, testing)).toEqual({ failure: 'too-large' });
    expect(await fetchFeed(`${base}/page`, testing)).toEqual({ failure: 'not-a-calendar' });
    expect(await fetchFeed(`${base}/loop`, testing)).toEqual({ failure: 'unreachable' });
    expect(await fetchFeed(`${base}/missing.ics`, testing)).toEqual({ failure: 'unreachable' });
    expect(await fetchFeed(`${base}/slow`, testing)).toEqual({ failure: 'timed-out' });
  });

  it('without the test setting, a locally served feed is refused', async () => {
    expect(await fetchFeed(`${base}/feed.ics`, DEFAULT_EXTERNAL_CALENDAR)).toEqual({ failure: 'not-https' });
    expect(await fetchFeed(`${base.replace('http:', 'https:')}/feed.ics`, DEFAULT_EXTERNAL_CALENDAR)).toEqual({
      failure: 'address-not-allowed',
    });
  });
});

const signedIn = { cookie: 'signed=in' };

describe('GET /external-calendar', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await app.register(rateLimit, { global: false });
    await app.register(externalCalendarRoutes, {
      config: { ...testing, rateLimitPerMinute: 5 },
      path: EXTERNAL_CALENDAR_PATH,
      signedIn: async (request) => request.headers.cookie === 'signed=in',
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('fetches nothing for a caller without a session (6060)', async () => {
    const before = fetched;
    const response = await app.inject({ url: `/external-calendar?url=${encodeURIComponent(`${base}/feed.ics`)}` });
    expect(response.statusCode).toBe(401);
    expect(response.json<{ Errors: { ErrorCode: number }[] }>().Errors[0]!.ErrorCode).toBe(6060);
    expect(fetched).toBe(before);
  });

  it('answers the feed as text/calendar, not to be cached', async () => {
    const response = await app.inject({
      url: `/external-calendar?url=${encodeURIComponent(`${base}/feed.ics`)}`,
      headers: signedIn,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe(FEED);
  });

  it('answers each failure with its status and name', async () => {
    const status = async (url: string) => {
      const response = await app.inject({ url: `/external-calendar?url=${encodeURIComponent(url)}`, headers: signedIn });
      return [response.statusCode, response.json<{ error: string }>().error];
    };
    expect(await status(`${base}/page`)).toEqual([422, 'not-a-calendar']);
    expect(await status('')).toEqual([400, 'bad-address']);
    expect(await status(`${base}/big.ics`)).toEqual([413, 'too-large']);
  });

  it('is rate limited per client', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await app.inject({ url: '/external-calendar?url=x', headers: signedIn })).statusCode);
    expect(codes).toContain(429);
  });
});

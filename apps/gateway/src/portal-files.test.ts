import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE } from './portal-files.js';
import { COMPRESS_ABOVE_BYTES } from './crm-proxy.js';
import { FakeCrm, answerRows, gatewayFor, testConfig } from './testing/fake-crm.js';

const crm = new FakeCrm();
let gateway: FastifyInstance;
let portal: string;
let interpreterPortal: string;
const interpreterPage = Buffer.from('<!doctype html><title>Tolkportal för tolkar</title>');
const script = Buffer.from(`export const texts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `text ${i}`))};\n`);
const page = Buffer.from(`<!doctype html><title>Tolkportal</title><script type="module" src="/assets/app-1a2b3c.js"></script>`);

/** A built portal as the build leaves it: each file, its .br and .gz copies beside it. */
function builtPortal(indexPage: Buffer = page): string {
  const root = mkdtempSync(join(tmpdir(), 'gateway-portal-'));
  mkdirSync(join(root, 'assets'));
  for (const [path, body] of [
    ['assets/app-1a2b3c.js', script],
    ['index.html', indexPage],
  ] as const) {
    writeFileSync(join(root, path), body);
    writeFileSync(join(root, `${path}.br`), brotliCompressSync(body));
    writeFileSync(join(root, `${path}.gz`), gzipSync(body));
  }
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}

beforeAll(async () => {
  await crm.start();
  portal = builtPortal();
  interpreterPortal = builtPortal(interpreterPage);
  gateway = await gatewayFor(testConfig(crm.url, { staticDir: portal, interpreterStaticDir: interpreterPortal }));
});
afterAll(async () => {
  await gateway.close();
  await crm.stop();
  rmSync(portal, { recursive: true, force: true });
  rmSync(interpreterPortal, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  gateway.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe("the portal's files", () => {
  it('sends the Brotli copy of a hashed asset to a browser that accepts it, cached for a year', async () => {
    const response = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(response.rawPayload).equals(script)).toBe(true);
  });

  it('sends the gzip copy when Brotli is not accepted, and the file itself when nothing is', async () => {
    const gzipped = await get('/assets/app-1a2b3c.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gzipped.rawPayload).equals(script)).toBe(true);

    const plain = await get('/assets/app-1a2b3c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.rawPayload.equals(script)).toBe(true);
  });

  it('sends the page itself (and any route that is a page) compressed but never cached unasked', async () => {
    for (const url of ['/index.html', '/login', '/my-assignment']) {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(brotliDecompressSync(response.rawPayload).equals(page)).toBe(true);
    }
  });

  it('sends a file without compressed copies as it is, not cached unasked', async () => {
    const response = await get('/favicon.svg', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404', async () => {
    expect((await get('/assets/gone-123.js', 'br')).statusCode).toBe(404);
  });
});

describe('/crm answers', () => {
  const call = (padding: number, acceptEncoding?: string) =>
    gateway.inject({
      method: 'POST',
      url: '/crm/CRMCustomer/GetSkills',
      payload: { Token: 'token-of-1001', Padding: padding },
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('are compressed on the fly above the threshold, for the encoding the browser prefers', async () => {
    const br = await call(COMPRESS_ABOVE_BYTES * 4, 'gzip, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual({
      Echo: '/CRMCustomer/GetSkills',
      Padding: 'x'.repeat(COMPRESS_ABOVE_BYTES * 4),
      Errors: null,
    });

    const gzip = await call(COMPRESS_ABOVE_BYTES * 4, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8')).Padding).toHaveLength(COMPRESS_ABOVE_BYTES * 4);
  });

  it('are compressed by Brotli at quality 5: a list of rows a fifth smaller or more than at the default 4', async () => {
    const response = await gateway.inject({
      method: 'POST',
      url: '/crm/CRMCustomer/GetSkills',
      payload: { Token: 'token-of-1001', Rows: 400 },
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    const json = brotliDecompressSync(response.rawPayload);
    expect(JSON.parse(json.toString('utf8'))).toEqual({ Echo: '/CRMCustomer/GetSkills', Rows: answerRows(400), Errors: null });
    const atQuality = (quality: number) =>
      brotliCompressSync(json, {
        params: {
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
        },
      }).length;
    expect(response.rawPayload.length).toBeLessThanOrEqual(atQuality(5) * 1.02);
    expect(response.rawPayload.length).toBeLessThan(atQuality(4) * 0.8);
  });

  it('are sent as they are below the threshold, or to a client that accepts no encoding', async () => {
    const small = await call(10, 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ Echo: '/CRMCustomer/GetSkills', Padding: 'x'.repeat(10), Errors: null });

    const plain = await call(COMPRESS_ABOVE_BYTES * 4);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().Padding).toHaveLength(COMPRESS_ABOVE_BYTES * 4);
  });
});

describe("the interpreter portal's files (issue 15)", () => {
  it('are served under /interpreter/, and its routes get its own page', async () => {
    for (const url of ['/interpreter/login', '/interpreter/', '/interpreter', '/interpreter/assignment/WA-1?x=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(interpreterPage.toString());
    }
    const asset = await get('/interpreter/assets/app-1a2b3c.js', 'br');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
  });

  it("leave the client portal's routes to the client portal", async () => {
    expect((await get('/login')).body).toBe(page.toString());
    expect((await get('/interpreters')).body).toBe(page.toString());
  });

  it("never answer the interpreter's session or CRM routes with a page", async () => {
    expect((await get('/interpreter/crm/CRMInterpreter/GetWorkAssignments')).statusCode).toBe(404);
    const session = await get('/interpreter/session');
    expect(session.statusCode).toBe(401);
    expect(session.json().Errors[0].ErrorCode).toBe(6060);
  });
});

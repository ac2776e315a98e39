import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GatewayConfig } from './config.js';
import { STREAM_AFTER_BYTES } from './crm-proxy.js';
import { FakeCrm, gatewayFor, testConfig } from './testing/fake-crm.js';

const crm = new FakeCrm();
const started: FastifyInstance[] = [];
beforeAll(() => crm.start());
afterAll(async () => {
  await Promise.all(started.map((instance) => instance.close()));
  await crm.stop();
});
beforeEach(() => {
  crm.received.length = 0;
  crm.connections.length = 0;
  crm.answerDelayMs = 0;
});

/** A gateway listening on a free port (streaming is seen on a real connection, not through inject). */
async function listening(overrides: Partial<GatewayConfig> = {}): Promise<string> {
  const instance = await gatewayFor(testConfig(crm.url, overrides));
  started.push(instance);
  await instance.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(instance.server.address() as AddressInfo).port}`;
}

/** POSTs a script's call; resolves with the status once the headers are there, the body as it comes. */
function post(base: string, payload: object) {
  const chunks: Buffer[] = [];
  let onChunk = () => undefined as void;
  const ended = new Promise<{ status: number; body: string; complete: boolean }>((resolve, reject) => {
    const call = request(
      `${base}/crm/CRMCustomer/GetSkills`,
      { method: 'POST', headers: { 'content-type': 'application/json' } },
      (answer) => {
        answer.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          onChunk();
        });
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), complete: answer.complete }),
        );
        answer.on('error', () =>
          resolve({ status: answer.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), complete: false }),
        );
        answer.on('aborted', () =>
          resolve({ status: answer.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), complete: false }),
        );
      },
    );
    call.on('error', reject);
    call.end(JSON.stringify({ Token: 'token-of-1001', ...payload }));
  });
  const received = (bytes: number) =>
    new Promise<void>((resolve) => {
      onChunk = () => {
        if (Buffer.concat(chunks).length >= bytes) resolve();
      };
      onChunk();
    });
  return { ended, received };
}

const untilTrickle = async () => {
  while (!crm.trickle) await new Promise((resolve) => setTimeout(resolve, 5));
  const trickle = crm.trickle;
  crm.trickle = null;
  return trickle;
};

describe("the gateway's path to the CRM", () => {
  it('passes a long answer on before the CRM has finished it', async () => {
    const base = await listening();
    const call = post(base, { Trickle: true });
    const trickle = await untilTrickle();
    const first = `{"Items":"${'a'.repeat(STREAM_AFTER_BYTES * 2)}`;
    trickle.write(first);
    // The browser has the first part while the CRM still holds the rest back.
    await call.received(first.length);
    trickle.end('","Errors":null}');
    const { status, body, complete } = await call.ended;
    expect(status).toBe(200);
    expect(complete).toBe(true);
    expect(JSON.parse(body)).toEqual({ Items: 'a'.repeat(STREAM_AFTER_BYTES * 2), Errors: null });
  });

  it("drops the CRM's answer, freeing its connection, when the browser leaves midway", async () => {
    const base = await listening();
    const closed: Promise<void>[] = [];
    const leaving = request(
      `${base}/crm/CRMCustomer/GetSkills`,
      { method: 'POST', headers: { 'content-type': 'application/json' } },
      (answer) => {
        answer.once('data', () => leaving.destroy());
      },
    );
    leaving.on('error', () => undefined);
    leaving.end(JSON.stringify({ Token: 'token-of-1001', Trickle: true }));
    const trickle = await untilTrickle();
    closed.push(new Promise((resolve) => trickle.once('close', () => resolve())));
    trickle.write(`{"Items":"${'a'.repeat(STREAM_AFTER_BYTES * 2)}`);
    await Promise.all(closed);
    expect(trickle.destroyed).toBe(true);
  });

  it('sends a long answer whole and unchanged', async () => {
    const base = await listening();
    const { status, body } = await post(base, { Padding: STREAM_AFTER_BYTES * 5 }).ended;
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({
      Echo: '/CRMCustomer/GetSkills',
      Padding: 'x'.repeat(STREAM_AFTER_BYTES * 5),
      Errors: null,
    });
  });

  it('keeps its connections to the CRM alive: calls one after another share one', async () => {
    const base = await listening();
    for (let i = 0; i < 5; i++) expect((await post(base, {}).ended).status).toBe(200);
    expect(crm.connections.length).toBeGreaterThanOrEqual(5);
    expect(new Set(crm.connections).size).toBe(1);
  });

  it('answers 504 in the catalogue shape when the CRM does not answer in time', async () => {
    const base = await listening({ crmTimeoutMs: 200 });
    crm.answerDelayMs = 1_000;
    const { status, body } = await post(base, {}).ended;
    expect(status).toBe(504);
    expect(JSON.parse(body).Errors[0]).toMatchObject({ ErrorCode: expect.any(Number) });
  });

  it('cuts a long answer off, rather than send it as if whole, when the CRM stops midway past the timeout', async () => {
    const base = await listening({ crmTimeoutMs: 1_000 });
    const call = post(base, { Trickle: true });
    const trickle = await untilTrickle();
    trickle.write(`{"Items":"${'a'.repeat(STREAM_AFTER_BYTES * 2)}`);
    const { complete, body } = await call.ended;
    expect(complete).toBe(false);
    expect(() => JSON.parse(body)).toThrow();
    trickle.end();
  });
});

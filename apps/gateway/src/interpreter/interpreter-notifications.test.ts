import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, gatewayFor, testConfig } from '../testing/fake-crm.js';
import { FakeInterpreterCrm } from '../testing/fake-interpreter-crm.js';

const crm = new FakeInterpreterCrm();
beforeAll(() => crm.start());
afterAll(() => crm.stop());

const post = (instance: FastifyInstance, url: string, payload: object = {}, cookie?: string) =>
  instance.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const codesOf = (response: { json: () => unknown }) =>
  ((response.json() as { Errors: { ErrorCode: number }[] | null }).Errors ?? []).map((e) => e.ErrorCode);

/** The interpreter's notification and phone calls (issue 15): listed by the contract, so the gateway forwards them by name. */
const CALLS = [
  '/CRMInterpreter/GetInterpreterNotifications',
  '/CRMInterpreter/SetInterpreterNotificationReadStatus',
  '/CRMInterpreter/UpdateInterpreterPhone',
];

describe("the interpreter's notifications and phone change through the gateway", () => {
  it("forwards them for an interpreter's session with its token, and for no customer's", async () => {
    const instance = await gatewayFor(testConfig(crm.url));
    const interpreter = cookieOf(await post(instance, '/interpreter/session/login', { LoginTicket: 'good-ticket' }));
    const customer = cookieOf(await post(instance, '/session/login', { CustomerNumber: '1001', PasswordHash: 'x' }));
    for (const path of CALLS) {
      const answer = await post(instance, `/interpreter/crm${path}`, { Token: 'mine' }, interpreter);
      expect(answer.json(), path).toEqual({ Echo: path, Errors: null });
      const sent = crm.received.filter((r) => r.path === path).at(-1)!.body;
      expect(crm.tokens.has(String(sent.Token)), path).toBe(true);
      // The customer's proxy knows no interpreter call; the interpreter's routes know no customer session.
      expect(codesOf(await post(instance, `/crm${path}`, {}, customer)), path).toEqual([6067]);
      expect(codesOf(await post(instance, `/interpreter/crm${path}`, {}, customer)), path).toEqual([6060]);
      expect(codesOf(await post(instance, `/interpreter/crm${path}`)), path).toEqual([6060]);
    }
    // And an interpreter's session reaches none of the customer's notification calls.
    for (const path of ['/Common/GetNotifications', '/Common/SetNotificationReadStatus']) {
      expect(codesOf(await post(instance, `/interpreter/crm${path}`, {}, interpreter)), path).toEqual([6067]);
      expect(codesOf(await post(instance, `/crm${path}`, {}, interpreter)), path).toEqual([6060]);
    }
    expect(crm.count('/Common/GetNotifications')).toBe(0);
    await instance.close();
  });
});

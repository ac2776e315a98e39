import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LINKS_PER_WINDOW, LOGIN_LINK_LIFETIME_MS } from '../interpreter/login-links.js';
import { ANNA, CARLOS, INTERPRETER_PATH, logInInterpreter, mailedTicket, redeem, requestLink } from '../interpreter/testing.js';
import { call, logIn } from '../testing.js';
import { advance, buildOrdersApp, codes, setClock } from './orders-testing.js';

const NOW = '2026-11-23 10:00:00';

describe("the interpreter's login link", () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildOrdersApp({ tokenTtlMinutes: 60 });
  });
  afterAll(() => app.close());
  // Each test on its own quarter hour, so the rate limit of one does not reach the next.
  let quarter = 0;
  beforeEach(() => {
    setClock(app, NOW);
    advance(app, 60 * 24 * ++quarter);
  });

  it('is mailed to the interpreter, logs in once and gives a token of that interpreter', async () => {
    expect(codes(await requestLink(app, ANNA.email, ANNA.number))).toEqual([]);
    const mail = app.mailOutbox.latest(1)[0]!;
    expect(mail.to).toBe(ANNA.email);
    expect(mail.content).toContain('/interpreter/login?ticket=');
    const ticket = mailedTicket(app, ANNA.email)!;

    const first = await redeem(app, ticket);
    expect(first.Errors).toBeNull();
    expect(first.InterpreterNumber).toBe(ANNA.number);
    const profile = await call(app, INTERPRETER_PATH('GetInterpreter'), { Token: first.Token });
    expect(profile.body.Interpreter).toMatchObject({ InterpreterNumber: ANNA.number, FirstName: 'Anna', LastName: 'Lindqvist' });

    expect(codes(await redeem(app, ticket))).toEqual([6071]);
  });

  it('accepts the e-mail in any case, and refuses with 1002 and mails nothing when e-mail and number are not one interpreter’s', async () => {
    expect(codes(await requestLink(app, ANNA.email.toUpperCase(), ANNA.number))).toEqual([]);
    const mails = app.mailOutbox.latest(500).length;
    expect(codes(await requestLink(app, ANNA.email, CARLOS.number))).toEqual([1002]);
    expect(codes(await requestLink(app, 'nobody@tolk.example', '30001'))).toEqual([1002]);
    // A seeded interpreter without a portal account has a number but no e-mail: refused alike.
    expect(codes(await requestLink(app, 'x@tolk.example', '20000'))).toEqual([1002]);
    expect(app.mailOutbox.latest(500).length).toBe(mails);
  });

  it(`expires ${LOGIN_LINK_LIFETIME_MS / 60_000} minutes after it is mailed`, async () => {
    await requestLink(app, CARLOS.email, CARLOS.number);
    const ticket = mailedTicket(app, CARLOS.email)!;
    advance(app, LOGIN_LINK_LIFETIME_MS / 60_000);
    expect(codes(await redeem(app, ticket))).toEqual([6072]);
  });

  it('refuses a ticket it never mailed with 6070', async () => {
    expect(codes(await redeem(app, 'not-a-ticket-of-ours'))).toEqual([6070]);
  });

  it(`mails at most ${LINKS_PER_WINDOW} links in 15 minutes to one interpreter (6062), and again after`, async () => {
    for (let i = 0; i < LINKS_PER_WINDOW; i++) expect(codes(await requestLink(app, ANNA.email, ANNA.number))).toEqual([]);
    expect(codes(await requestLink(app, ANNA.email, ANNA.number))).toEqual([6062]);
    // Another interpreter is not held back by Anna's links.
    expect(codes(await requestLink(app, CARLOS.email, CARLOS.number))).toEqual([]);
    advance(app, 16);
    expect(codes(await requestLink(app, ANNA.email, ANNA.number))).toEqual([]);
  });

  it("keeps the two kinds of token apart: a customer's token makes no interpreter call and the reverse (1003)", async () => {
    const interpreter = await logInInterpreter(app, ANNA);
    const customerToken = await logIn(app);
    expect(codes((await call(app, INTERPRETER_PATH('GetResourceRequests'), { Token: customerToken })).body)).toEqual([1003]);
    expect(codes((await call(app, '/CRMCustomer/GetCustomer', { Token: interpreter.token })).body)).toEqual([1003]);
    expect(codes((await call(app, '/CRMCustomer/SearchOrders', { Token: interpreter.token, OrderNumber: '1' })).body)).toEqual([
      1003,
    ]);
    expect(codes(await interpreter.call('GetResourceRequests'))).toEqual([]);
  });

  it('renews an expired token with the renewal key for 12 hours, for its own interpreter only (6074)', async () => {
    await requestLink(app, ANNA.email, ANNA.number);
    const login = await redeem(app, mailedTicket(app, ANNA.email)!);
    advance(app, 61);
    expect(codes((await call(app, INTERPRETER_PATH('GetResourceRequests'), { Token: login.Token })).body)).toEqual([1003]);
    const renew = (number: string, key: unknown) =>
      call(app, INTERPRETER_PATH('RenewInterpreterToken'), { InterpreterNumber: number, RenewalKey: key });
    const renewed = (await renew(ANNA.number, login.RenewalKey)).body;
    expect(codes((await call(app, INTERPRETER_PATH('GetResourceRequests'), { Token: renewed.Token })).body)).toEqual([]);
    expect(codes((await renew(CARLOS.number, login.RenewalKey)).body)).toEqual([6074]);
    expect(codes((await renew(ANNA.number, 'made-up')).body)).toEqual([6074]);
    advance(app, 12 * 60);
    expect(codes((await renew(ANNA.number, login.RenewalKey)).body)).toEqual([6074]);
  });

  it('has a token that expires on the CRM clock like a customer’s (1003), and a new link logs in again', async () => {
    const interpreter = await logInInterpreter(app, CARLOS);
    advance(app, 61);
    expect(codes(await interpreter.call('GetResourceRequests'))).toEqual([1003]);
    const again = await logInInterpreter(app, CARLOS);
    expect(codes(await again.call('GetResourceRequests'))).toEqual([]);
  });
});

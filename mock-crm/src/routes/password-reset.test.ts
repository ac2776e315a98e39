import type { FastifyInstance } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueResetLink } from '../account/testing.js';
import { clientHashOf } from '../store/passwords.js';
import { buildTestApp, call, logIn } from '../testing.js';

const REQUEST = '/CRMCustomer/RequestPasswordReset';
const SET = '/CRMCustomer/SetCustomerPasswordWithResetToken';
const codes = (body: { Errors: unknown }) => (body.Errors as { ErrorCode: number }[] | null)?.map((e) => e.ErrorCode) ?? [];

async function latestMail(app: FastifyInstance) {
  const response = await app.inject({ method: 'GET', url: '/__control/mail-outbox?limit=1' });
  return (response.json() as { mails: { to: string; subject: string; content: string }[] }).mails[0]!;
}
const dataOf = (content: string) => /set-new-password\?data=([A-Za-z0-9_-]+)/.exec(content)![1]!;

describe('password reset by mailed link', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('mails a link to the portal; the link sets the password once', async () => {
    expect((await call(app, REQUEST, { CustomerNumber: '1103' })).body).toEqual({ IsSuccess: true, Errors: null });
    const mail = await latestMail(app);
    expect(mail.to).toBe('kundnummer-1103@example.se');
    expect(mail.content).toContain('http://portal.test/set-new-password?data=');
    const data = dataOf(mail.content);

    const first = await call(app, SET, { Data: data, PasswordHash: clientHashOf('Nyttlosen1') });
    expect(first.body).toEqual({ IsSuccess: true, Errors: null });
    expect(await logIn(app, '1103', 'Nyttlosen1')).toMatch(/.{16,}/);

    // The same link again: "password already saved on reset", and nothing changes.
    const second = await call(app, SET, { Data: data, PasswordHash: clientHashOf('Annat12345') });
    expect(second.body.IsSuccess).toBe(false);
    expect(codes(second.body)).toEqual([6041]);
    expect(await logIn(app, '1103', 'Nyttlosen1')).toMatch(/.{16,}/);
  });

  it('answers an unknown customer number like a known one, and mails nothing', async () => {
    const before = await latestMail(app);
    expect((await call(app, REQUEST, { CustomerNumber: '999999' })).body).toEqual({ IsSuccess: true, Errors: null });
    expect(await latestMail(app)).toEqual(before);
    expect(codes((await call(app, REQUEST, { CustomerNumber: ' ' })).body)).toEqual([2001]);
  });

  it('refuses a link that does not decrypt or was changed with 6040', async () => {
    const data = issueResetLink(app, '1104');
    const changed = `${data.slice(0, 10)}${data[10] === 'A' ? 'B' : 'A'}${data.slice(11)}`;
    for (const bad of ['nonsense', changed, '']) {
      const { body } = await call(app, SET, { Data: bad, PasswordHash: clientHashOf('Nyttlosen1') });
      expect(codes(body), bad).toEqual([6040]);
    }
    expect(await logIn(app, '1104', 'Tolkportal14')).toMatch(/.{16,}/);
  });

  it('refuses an expired link with 6042, after 24 hours on the mock clock', async () => {
    const data = issueResetLink(app, '1104');
    app.clock.advance(Temporal.Duration.from({ hours: 24 }));
    const { body } = await call(app, SET, { Data: data, PasswordHash: clientHashOf('Nyttlosen1') });
    expect(codes(body)).toEqual([6042]);
    expect(await logIn(app, '1104', 'Tolkportal14')).toMatch(/.{16,}/);
  });

  it('needs the ApiKey, and a SHA-256 hex hash', async () => {
    const data = issueResetLink(app, '1102');
    expect(codes((await call(app, SET, { ApiKey: 'wrong', Data: data, PasswordHash: clientHashOf('X1234567') })).body)).toEqual([
      1001,
    ]);
    expect(codes((await call(app, SET, { Data: data, PasswordHash: 'Nyttlosen1' })).body)).toEqual([2004]);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHashOf } from '../store/passwords.js';
import { buildTestApp, call, logIn } from '../testing.js';

const SET_PASSWORD = '/CRMCustomer/SetCustomerPassword';
const LOGIN = '/CRMCustomer/ValidateCustomerPassword';
const codes = (body: { Errors: unknown }) => (body.Errors as { ErrorCode: number }[] | null)?.map((e) => e.ErrorCode) ?? [];

describe('SetCustomerPassword', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('replaces the password: the new one logs in, the old one no longer does, the live token still works', async () => {
    const token = await logIn(app, '1101', 'Tolkportal11');

    const { body } = await call(app, SET_PASSWORD, { Token: token, PasswordHash: clientHashOf('Nytt12345') });

    expect(body).toEqual({ IsSuccess: true, Errors: null });
    expect(await logIn(app, '1101', 'Nytt12345')).toMatch(/.{16,}/);
    const old = await call(app, LOGIN, { CustomerNumber: '1101', PasswordHash: clientHashOf('Tolkportal11') });
    expect(codes(old.body)).toEqual([1004]);
    const stillLive = await call(app, '/CRMCustomer/GetCustomer', { Token: token });
    expect(codes(stillLive.body)).toEqual([]);
  });

  it('stores a fresh salted slow hash, never the client hash itself', async () => {
    const before = app.db.prepare("SELECT password_salt, password_hash FROM customers WHERE number = '1102'").get();
    await call(app, SET_PASSWORD, {
      Token: await logIn(app, '1102', 'Tolkportal12'),
      PasswordHash: clientHashOf('Tolkportal12'),
    });
    const after = app.db.prepare("SELECT password_salt, password_hash FROM customers WHERE number = '1102'").get() as {
      password_salt: string;
      password_hash: string;
    };
    expect(after).not.toEqual(before);
    expect(after.password_hash).not.toBe(clientHashOf('Tolkportal12'));
    expect(await logIn(app, '1102', 'Tolkportal12')).toMatch(/.{16,}/);
  });

  it("changes only the token's customer", async () => {
    await call(app, SET_PASSWORD, { Token: await logIn(app, '1103', 'Tolkportal13'), PasswordHash: clientHashOf('Annat1234') });
    expect(await logIn(app, '1104', 'Tolkportal14')).toMatch(/.{16,}/);
    expect(await logIn(app, '1001', 'Tolkportal1')).toMatch(/.{16,}/);
  });

  it('refuses what is no SHA-256 hex with 2004, a missing hash with 2001, a bad token with 1003', async () => {
    const token = await logIn(app, '1104', 'Tolkportal14');
    expect(codes((await call(app, SET_PASSWORD, { Token: token, PasswordHash: 'Tolkportal14' })).body)).toEqual([2004]);
    expect(codes((await call(app, SET_PASSWORD, { Token: token })).body)).toEqual([2001]);
    expect(codes((await call(app, SET_PASSWORD, { Token: 'nope', PasswordHash: clientHashOf('X1234567') })).body)).toEqual([
      1003,
    ]);
    expect(await logIn(app, '1104', 'Tolkportal14')).toMatch(/.{16,}/);
  });
});

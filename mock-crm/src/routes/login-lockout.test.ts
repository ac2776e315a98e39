import { describe, expect, it } from 'vitest';
import { clientHashOf } from '../store/passwords.js';
import { buildTestApp } from '../testing.js';

// Repeated failures lock a customer number from one address for a while (6063 with the minutes
// left); another address can still log in to the same number, and a right password is refused
// while locked (docs/api.md, "The gateway").
describe('the login lockout', () => {
  it('locks a number from one address after five failures, for fifteen minutes on the mock clock', async () => {
    const app = await buildTestApp();
    const login = async (password: string, address: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/CRMCustomer/ValidateCustomerPassword',
        headers: { apikey: app.config.apiKey, 'x-forwarded-for': address },
        payload: { ApiKey: app.config.apiKey, CustomerNumber: '1001', PasswordHash: clientHashOf(password) },
      });
      return response.json<{ Token: string | null; Errors: { ErrorCode: number; ErrorMessage: string }[] | null }>();
    };
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await login('wrong', '10.0.0.1')).Errors![0]!.ErrorCode);
    expect(codes).toEqual([1004, 1004, 1004, 1004, 6063]);
    const locked = await login('Tolkportal1', '10.0.0.1');
    expect(locked.Token).toBeNull();
    expect(locked.Errors).toEqual([{ ErrorCode: 6063, ErrorMessage: 'Too many failed logins: try again in 15 minutes' }]);
    // Not by number alone: the customer at another address still gets in.
    expect(typeof (await login('Tolkportal1', '10.0.0.2')).Token).toBe('string');
    app.clock.set(app.clock.now().add({ minutes: 15 }));
    expect(typeof (await login('Tolkportal1', '10.0.0.1')).Token).toBe('string');
    await app.close();
  });

  it('believes X-Forwarded-For only from the gateway (the ApiKey header)', async () => {
    const app = await buildTestApp({ loginLockout: { failures: 1, minutes: 15 } });
    const fail = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/CRMCustomer/ValidateCustomerPassword',
        headers,
        payload: { ApiKey: app.config.apiKey, CustomerNumber: '1002', PasswordHash: clientHashOf('wrong') },
      });
    // Without the header key the forwarded address is ignored: the connection's address is locked.
    expect((await fail({ 'x-forwarded-for': '10.0.0.9' })).json()).toMatchObject({ Errors: [{ ErrorCode: 6063 }] });
    expect((await fail({ 'x-forwarded-for': '10.0.0.8' })).json()).toMatchObject({ Errors: [{ ErrorCode: 6063 }] });
    await app.close();
  });
});

import type { FastifyInstance } from 'fastify';
import type { CustomerInformation, SkillWire } from '@tolk/crm-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHashOf } from '../store/passwords.js';
import { buildTestApp, call, logIn } from '../testing.js';

const LOGIN = '/CRMCustomer/ValidateCustomerPassword';
const GET_CUSTOMER = '/CRMCustomer/GetCustomer';

const codes = (body: { Errors: unknown }) => (body.Errors as { ErrorCode: number }[] | null)?.map((e) => e.ErrorCode) ?? [];
const customerOf = async (app: FastifyInstance, token: string) => {
  const { body } = await call(app, GET_CUSTOMER, { Token: token });
  return { codes: codes(body), customer: body.CustomerInformation as CustomerInformation | null };
};

describe('mock CRM accounts', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  describe('ValidateCustomerPassword', () => {
    it('logs in the demo customers', async () => {
      expect(await logIn(app, '1001', 'Tolkportal1')).toMatch(/.{16,}/);
      expect(await logIn(app, '1002', 'Tolkportal2')).toMatch(/.{16,}/);
    });

    it('refuses a wrong password and an unknown customer alike, with 1004 and no token', async () => {
      for (const [number, password] of [
        ['1001', 'Tolkportal2'],
        ['9999', 'Tolkportal1'],
      ] as const) {
        const { status, body } = await call(app, LOGIN, { CustomerNumber: number, PasswordHash: clientHashOf(password) });
        expect(status).toBe(200);
        expect(body.Token).toBeNull();
        expect(codes(body)).toEqual([1004]);
      }
    });

    it('refuses a wrong ApiKey with 1001', async () => {
      const { body } = await call(app, LOGIN, {
        ApiKey: 'not-the-key',
        CustomerNumber: '1001',
        PasswordHash: clientHashOf('Tolkportal1'),
      });
      expect(body.Token).toBeNull();
      expect(codes(body)).toEqual([1001]);
    });
  });

  describe('GetCustomer', () => {
    it("answers the token's own customer with its flags", async () => {
      const first = await customerOf(app, await logIn(app, '1001', 'Tolkportal1'));
      const second = await customerOf(app, await logIn(app, '1002', 'Tolkportal2'));

      expect(first.customer).toMatchObject({
        CustomerNumber: '1001',
        CanCreateAutoAssignOrder: true,
        ContactPersonOrdererRequiresEmail: false,
        ContactPersonUponInterpretationRequiresEmail: false,
      });
      expect(second.customer).toMatchObject({
        CustomerNumber: '1002',
        CanCreateAutoAssignOrder: false,
        ContactPersonOrdererRequiresEmail: true,
        ContactPersonUponInterpretationRequiresEmail: true,
      });
      expect(first.customer?.CustomerIdentifier).not.toBe(second.customer?.CustomerIdentifier);
    });

    it('refuses an unknown or missing token with 1003', async () => {
      expect((await customerOf(app, 'made-up')).codes).toEqual([1003]);
      expect(codes((await call(app, GET_CUSTOMER, {})).body)).toEqual([1003]);
    });
  });

  describe('GetSkills', () => {
    it('lists about a hundred languages, the common ones among them, Dari with Persiska as substitute', async () => {
      const { body } = await call(app, '/CRMCustomer/GetSkills');
      const skills = body.Skills as SkillWire[];
      expect(skills.length).toBeGreaterThanOrEqual(90);
      expect(skills.length).toBeLessThanOrEqual(130);
      const byName = new Map(skills.map((s) => [s.SkillName, s]));
      for (const name of ['Arabiska', 'Dari', 'Persiska', 'Ryska', 'Somaliska', 'Spanska', 'Tigrinja']) {
        expect(byName.has(name), name).toBe(true);
      }
      const persiska = byName.get('Persiska')!.SkillIdentifier;
      expect(byName.get('Dari')!.SubstituteSkills.map((s) => s.SkillIdentifier)).toContain(persiska);
    });
  });
});

describe('mock CRM tokens', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({ tokenTtlMinutes: 60 });
  });
  afterAll(() => app.close());

  const advance = (minutes: number) =>
    app.inject({ method: 'POST', url: '/__control/clock', payload: { advanceMinutes: minutes } });

  it('expire after their time on the mock clock', async () => {
    const token = await logIn(app);
    expect((await advance(59)).statusCode).toBe(200);
    expect((await customerOf(app, token)).codes).toEqual([]);

    await advance(2);
    expect(await customerOf(app, token)).toEqual({ codes: [1003], customer: null });
  });

  it('expire all at once through the control route', async () => {
    const token = await logIn(app);
    const expired = await app.inject({ method: 'POST', url: '/__control/expire-tokens' });
    expect(expired.statusCode).toBe(200);
    expect(expired.json<{ expired: number }>().expired).toBeGreaterThanOrEqual(1);

    expect((await customerOf(app, token)).codes).toEqual([1003]);
  });
});

describe('mock CRM without control routes', () => {
  it('answers 404 on them', async () => {
    const app = await buildTestApp({ controlEnabled: false });
    try {
      for (const [method, url] of [
        ['POST', '/__control/clock'],
        ['GET', '/__control/clock'],
        ['POST', '/__control/expire-tokens'],
        ['GET', '/__control/log-entries'],
      ] as const) {
        expect(
          (await app.inject({ method, url, payload: method === 'POST' ? { advanceMinutes: 61 } : undefined })).statusCode,
          url,
        ).toBe(404);
      }
    } finally {
      await app.close();
    }
  });
});

import type { FastifyInstance } from 'fastify';
import { isCatalogued, type CustomerUserWire } from '@tolk/crm-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, logIn } from '../testing.js';
import { seedCustomerUsers } from '../users/seed.js';

const GET = '/CRMCustomer/GetCustomerUsers';
const SAVE = '/CRMCustomer/CreateUpdateCustomerUser';

type Answer = { Errors: unknown } & Record<string, unknown>;
const codes = (body: Answer) => (body.Errors as { ErrorCode: number }[] | null)?.map((e) => e.ErrorCode) ?? [];
const swedish = new Intl.Collator('sv');

const karin = { Name: 'Karin Lind', EmailAddress: 'karin.lind@example.se', PhoneNumber: '08-123 45 67', UserTypeIdentifier: 2 };

describe('portal users', () => {
  let app: FastifyInstance;
  let first: string; // customer 1001
  let second: string; // customer 1002

  const list = async (token: string) => (await call(app, GET, { Token: token })).body.CustomerUsers as CustomerUserWire[];
  const save = async (token: string, body: Record<string, unknown>) => (await call(app, SAVE, { Token: token, ...body })).body;

  beforeAll(async () => {
    app = await buildTestApp();
    [first, second] = await Promise.all([logIn(app, '1001', 'Tolkportal1'), logIn(app, '1002', 'Tolkportal2')]);
  });
  afterAll(() => app.close());

  it("lists the customer's seeded users by name in Swedish order, with their types' names", async () => {
    const users = await list(first);
    expect(users.map((u) => u.Name)).toEqual([
      'Anna Lindqvist',
      'Erik Johansson',
      'Fatima Hassan',
      'Johan Öberg',
      'Maria Åkesson',
      'Sara Nilsson',
    ]);
    expect(users[0]).toMatchObject({
      EmailAddress: 'anna.lindqvist@stockholms.se',
      UserTypeIdentifier: 1,
      UserTypeName: 'Administratör',
    });
    expect(users[1]).toMatchObject({ UserTypeIdentifier: 2, UserTypeName: 'Beställare' });
    const names = users.map((u) => u.Name);
    expect(names).toEqual([...names].sort(swedish.compare));
  });

  it('seeds the same users (ids included) into every fresh world, and only once', async () => {
    const other = await buildTestApp();
    try {
      const token = await logIn(other, '1001', 'Tolkportal1');
      expect((await call(other, GET, { Token: token })).body.CustomerUsers).toEqual(await list(first));
      const before = other.db.prepare('SELECT count(*) FROM customer_users').pluck().get();
      seedCustomerUsers(other.db);
      expect(other.db.prepare('SELECT count(*) FROM customer_users').pluck().get()).toBe(before);
    } finally {
      await other.close();
    }
  });

  it('adds a user, answers its id, and changes it; an edit may keep its own e-mail', async () => {
    const added = await save(second, karin);
    expect(codes(added)).toEqual([]);
    const id = added.CustomerUserIdentifier as string;
    expect((await call(app, GET, { Token: second, CustomerUserIdentifier: id })).body.CustomerUsers).toEqual([
      { CustomerUserIdentifier: id, ...karin, UserTypeName: 'Beställare' },
    ]);
    const changed = await save(second, {
      ...karin,
      CustomerUserIdentifier: id,
      Name: '  Karin Lindberg ',
      UserTypeIdentifier: 1,
    });
    expect(changed).toEqual({ CustomerUserIdentifier: id, Errors: null });
    const user = (await list(second)).find((u) => u.CustomerUserIdentifier === id);
    expect(user).toMatchObject({ Name: 'Karin Lindberg', UserTypeName: 'Administratör' });
  });

  it('wants every field (2001), a valid e-mail (2006), a contact number with digits (2007), a known type (2004)', async () => {
    expect(codes(await save(second, { ...karin, Name: '  ', EmailAddress: '', PhoneNumber: ' ' }))).toEqual([2001, 2001, 2001]);
    expect(codes(await save(second, { ...karin, EmailAddress: 'karin@' }))).toEqual([2006]);
    expect(codes(await save(second, { ...karin, PhoneNumber: '()' }))).toEqual([2007]);
    expect(codes(await save(second, { ...karin, PhoneNumber: 'abc' }))).toEqual([2007]);
    expect(codes(await save(second, { ...karin, UserTypeIdentifier: 3 }))).toEqual([2004]);
    expect(codes(await save(second, { ...karin, Name: 'x'.repeat(301) }))).toEqual([2002]);
    const { UserTypeIdentifier: _type, ...noType } = karin;
    expect(codes(await save(second, noType))).toEqual([2001]);
  });

  it("refuses another user's e-mail of the same customer (6051), whatever its case; another customer's is free", async () => {
    const taken = (await list(first))[0]!.EmailAddress;
    expect(codes(await save(first, { ...karin, EmailAddress: taken.toUpperCase() }))).toEqual([6051]);
    expect(codes(await save(second, { ...karin, EmailAddress: taken }))).toEqual([]);
  });

  it('keeps an administrator: the last one cannot become an orderer (6052)', async () => {
    const token = await logIn(app, '1101', 'Tolkportal11');
    expect(await list(token)).toEqual([]);
    expect(codes(await save(token, karin))).toEqual([6052]);
    const admin = await save(token, { ...karin, UserTypeIdentifier: 1 });
    const id = admin.CustomerUserIdentifier as string;
    expect(codes(await save(token, { ...karin, CustomerUserIdentifier: id, UserTypeIdentifier: 2 }))).toEqual([6052]);
    expect(codes(await save(token, { ...karin, EmailAddress: 'other@example.se' }))).toEqual([]);
  });

  it("never shows or changes another customer's user: 6050, as for an unknown id", async () => {
    const theirs = (await list(first))[1]!;
    expect((await call(app, GET, { Token: second, CustomerUserIdentifier: theirs.CustomerUserIdentifier })).body).toEqual({
      CustomerUsers: null,
      Errors: [{ ErrorCode: 6050, ErrorMessage: 'Portal user not found: CustomerUserIdentifier' }],
    });
    expect(codes(await save(second, { ...karin, CustomerUserIdentifier: theirs.CustomerUserIdentifier }))).toEqual([6050]);
    expect(codes(await save(second, { ...karin, CustomerUserIdentifier: 'no-such-user' }))).toEqual([6050]);
    expect((await list(first)).find((u) => u.CustomerUserIdentifier === theirs.CustomerUserIdentifier)).toEqual(theirs);
    expect(isCatalogued(6050) && isCatalogued(6051) && isCatalogued(6052)).toBe(true);
  });

  it('wants a valid token (1003)', async () => {
    expect(codes((await call(app, GET, { Token: 'stale' })).body)).toEqual([1003]);
    expect(codes(await save('stale', karin))).toEqual([1003]);
  });
});

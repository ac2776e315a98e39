import type { FastifyInstance } from 'fastify';
import { isCatalogued, type ContactPersonWire } from '@tolk/crm-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, logIn } from '../testing.js';

const GET = '/CRMCustomer/GetContactPersons';
const SAVE = '/CRMCustomer/CreateUpdateContactPerson';
const DELETE = '/CRMCustomer/DeleteContactPerson';

type Answer = { Errors: unknown } & Record<string, unknown>;
const codes = (body: Answer) => (body.Errors as { ErrorCode: number }[] | null)?.map((e) => e.ErrorCode) ?? [];
const messages = (body: Answer) => (body.Errors as { ErrorMessage: string }[] | null)?.map((e) => e.ErrorMessage) ?? [];
const swedish = new Intl.Collator('sv');

const anna = { FirstName: 'Anna', LastName: 'Lindqvist', Title: 'Handläggare', EmailAddress: 'anna.lindqvist@example.se' };

describe('contact persons', () => {
  let app: FastifyInstance;
  let first: string; // customer 1001
  let second: string; // customer 1002

  const list = async (token: string) =>
    (await call(app, GET, { Token: token })).body.CustomerContactPersons as ContactPersonWire[];
  const save = async (token: string, body: Record<string, unknown>) => (await call(app, SAVE, { Token: token, ...body })).body;

  beforeAll(async () => {
    app = await buildTestApp();
    [first, second] = await Promise.all([logIn(app, '1001', 'Tolkportal1'), logIn(app, '1002', 'Tolkportal2')]);
  });
  afterAll(() => app.close());

  describe('GetContactPersons', () => {
    it("lists the customer's seeded persons, sorted by first then last name in Swedish order", async () => {
      const persons = await list(first);
      expect(persons.length).toBeGreaterThanOrEqual(10);
      const sorted = [...persons].sort(
        (a, b) => swedish.compare(a.FirstName, b.FirstName) || swedish.compare(a.LastName, b.LastName),
      );
      expect(persons.map((p) => [p.FirstName, p.LastName])).toEqual(sorted.map((p) => [p.FirstName, p.LastName]));
    });

    it('puts Å, Ä and Ö after Z, and sorts equal first names by last name', async () => {
      const token = await logIn(app, '1004', 'Tolkportal4');
      for (const [FirstName, LastName] of [
        ['Östen', 'Berg'],
        ['Åsa', 'Nilsson'],
        ['Ärla', 'Ek'],
        ['Zara', 'Ali'],
        ['Adam', 'Öhman'],
        ['Adam', 'Åberg'],
        ['Adam', 'Zetterlund'],
      ]) {
        expect(codes(await save(token, { FirstName, LastName, PhoneNumberMobile: '070-111 22 33' }))).toEqual([]);
      }
      const names = (await list(token)).map((p) => `${p.FirstName} ${p.LastName}`);
      const ours = names.filter((name) => /^(Östen Berg|Åsa Nilsson|Ärla Ek|Zara Ali|Adam (Öhman|Åberg|Zetterlund))$/.test(name));
      expect(ours).toEqual(['Adam Zetterlund', 'Adam Åberg', 'Adam Öhman', 'Zara Ali', 'Åsa Nilsson', 'Ärla Ek', 'Östen Berg']);
    });

    it('answers only the one asked for; an empty identifier means all', async () => {
      const [someone] = await list(first);
      const { body } = await call(app, GET, { Token: first, ContactPersonIdentifier: someone!.ContactPersonIdentifier });
      expect(body).toEqual({ CustomerContactPersons: [someone], Errors: null });
      expect(await list(first)).toHaveLength(
        ((await call(app, GET, { Token: first, ContactPersonIdentifier: '' })).body.CustomerContactPersons as unknown[]).length,
      );
    });

    it('refuses an unknown identifier with 6001 and no data', async () => {
      const { status, body } = await call(app, GET, { Token: first, ContactPersonIdentifier: 'no-such-person' });
      expect(status).toBe(200);
      expect(body.CustomerContactPersons).toBeNull();
      expect(codes(body)).toEqual([6001]);
    });

    it('refuses a missing or unknown token with 1003', async () => {
      expect(codes((await call(app, GET, {})).body)).toEqual([1003]);
      expect(codes((await call(app, GET, { Token: 'made-up' })).body)).toEqual([1003]);
    });
  });

  describe('create, read, update, delete', () => {
    it('goes the whole way, then answers 6001', async () => {
      const created = await save(first, { ...anna, PhoneNumberDirect: '', PhoneNumberMobile: null });
      expect(created.Errors).toBeNull();
      const id = created.ContactPersonIdentifier as string;
      expect(id).toMatch(/.{8,}/);

      const read = async () => (await call(app, GET, { Token: first, ContactPersonIdentifier: id })).body;
      expect((await read()).CustomerContactPersons).toEqual([
        {
          ContactPersonIdentifier: id,
          FirstName: 'Anna',
          LastName: 'Lindqvist',
          Title: 'Handläggare',
          Email: 'anna.lindqvist@example.se',
          PhoneNumberDirect: null,
          PhoneNumberMobile: null,
        },
      ]);
      expect((await list(first)).map((p) => p.ContactPersonIdentifier)).toContain(id);

      // An update replaces every field; blanks read as none.
      const updated = await save(first, {
        ContactPersonIdentifier: id,
        FirstName: 'Anna',
        LastName: 'Lindqvist Berg',
        EmailAddress: '',
        PhoneNumberDirect: '08-508 09 112',
        PhoneNumberMobile: '+46 (0)70-123 45 67',
      });
      expect(updated).toEqual({ ContactPersonIdentifier: id, Errors: null });
      expect((await read()).CustomerContactPersons).toEqual([
        {
          ContactPersonIdentifier: id,
          FirstName: 'Anna',
          LastName: 'Lindqvist Berg',
          Title: null,
          Email: null,
          PhoneNumberDirect: '08-508 09 112',
          PhoneNumberMobile: '+46 (0)70-123 45 67',
        },
      ]);

      expect((await call(app, DELETE, { Token: first, ContactPersonIdentifier: id })).body).toEqual({
        IsSuccess: true,
        Errors: null,
      });
      expect(codes(await read())).toEqual([6001]);
      expect((await list(first)).map((p) => p.ContactPersonIdentifier)).not.toContain(id);
      const again = (await call(app, DELETE, { Token: first, ContactPersonIdentifier: id })).body;
      expect(again.IsSuccess).toBe(false);
      expect(codes(again)).toEqual([6001]);
      expect(codes(await save(first, { ...anna, ContactPersonIdentifier: id }))).toEqual([6001]);
    });

    it('treats an empty identifier as a new person', async () => {
      const body = await save(first, { ...anna, ContactPersonIdentifier: '' });
      expect(body.Errors).toBeNull();
      expect(typeof body.ContactPersonIdentifier).toBe('string');
    });

    it('refuses an update or delete of an unknown identifier with 6001', async () => {
      const updated = await save(first, { ...anna, ContactPersonIdentifier: 'no-such-person' });
      expect(updated.ContactPersonIdentifier).toBeNull();
      expect(codes(updated)).toEqual([6001]);
      expect(codes((await call(app, DELETE, { Token: first, ContactPersonIdentifier: 'no-such-person' })).body)).toEqual([6001]);
    });
  });

  describe('CreateUpdateContactPerson validation', () => {
    const refusal = async (body: Record<string, unknown>) => {
      const answer = await save(first, body);
      expect(answer.ContactPersonIdentifier).toBeNull();
      return { codes: codes(answer), messages: messages(answer) };
    };

    it('refuses a person with no e-mail, direct or mobile phone with 2001 naming the three', async () => {
      for (const blanks of [
        {},
        { EmailAddress: '', PhoneNumberDirect: '', PhoneNumberMobile: '' },
        { EmailAddress: null, PhoneNumberMobile: '  ' },
      ]) {
        expect(await refusal({ FirstName: 'Bo', LastName: 'Ek', Title: 'Kurator', ...blanks })).toEqual({
          codes: [2001],
          messages: ['Mandatory field missing: one of EmailAddress, PhoneNumberDirect, PhoneNumberMobile'],
        });
      }
    });

    it('accepts any one channel', async () => {
      for (const channel of [
        { EmailAddress: 'bo.ek@example.se' },
        { PhoneNumberDirect: '08-123 456' },
        { PhoneNumberMobile: '0701234567' },
      ]) {
        expect(codes(await save(first, { FirstName: 'Bo', LastName: 'Ek', ...channel }))).toEqual([]);
      }
    });

    it('requires both names (2001), also when blank', async () => {
      expect((await refusal({ LastName: 'Ek', EmailAddress: 'bo@example.se' })).messages).toEqual([
        'Mandatory field missing: FirstName',
      ]);
      expect((await refusal({ FirstName: 'Bo', LastName: '  ', EmailAddress: 'bo@example.se' })).messages).toEqual([
        'Mandatory field missing: LastName',
      ]);
      expect((await refusal({ FirstName: '', LastName: '', EmailAddress: 'bo@example.se' })).codes).toEqual([2001, 2001]);
    });

    it('keeps the limits: names 300, title 100 (2002), e-mail valid and 300 (2006), phones 30 of the allowed characters (2007)', async () => {
      const ok = { FirstName: 'Bo', LastName: 'Ek', EmailAddress: 'bo@example.se' };
      expect(codes(await save(first, { ...ok, FirstName: 'x'.repeat(300), Title: 't'.repeat(100) }))).toEqual([]);
      expect((await refusal({ ...ok, FirstName: 'x'.repeat(301) })).messages).toEqual(['String too long: FirstName']);
      expect((await refusal({ ...ok, LastName: 'x'.repeat(301) })).codes).toEqual([2002]);
      expect((await refusal({ ...ok, Title: 't'.repeat(101) })).messages).toEqual(['String too long: Title']);
      expect((await refusal({ ...ok, EmailAddress: 'bo.example.se' })).messages).toEqual(['Invalid email: EmailAddress']);
      expect((await refusal({ ...ok, EmailAddress: `${'b'.repeat(290)}@example.se` })).codes).toEqual([2006]);
      expect((await refusal({ ...ok, PhoneNumberDirect: '08-123 45 67 ank 12' })).messages).toEqual([
        'Invalid phone: PhoneNumberDirect',
      ]);
      expect((await refusal({ ...ok, PhoneNumberMobile: '0'.repeat(31) })).codes).toEqual([2007]);
      expect((await refusal({ ...ok, PhoneNumberMobile: '( ) -' })).messages).toEqual(['Invalid phone: PhoneNumberMobile']);
      expect(codes(await save(first, { ...ok, PhoneNumberMobile: '0'.repeat(30) }))).toEqual([]);
    });

    it('answers only catalogued codes', async () => {
      const answer = await save(first, { FirstName: 5, LastName: null, EmailAddress: [], PhoneNumberDirect: {} });
      expect(codes(answer).length).toBeGreaterThan(0);
      expect(codes(answer).every(isCatalogued)).toBe(true);
    });
  });

  describe('isolation between customers', () => {
    it('never lets 1002 read, change or delete a contact person of 1001 (6001, no data)', async () => {
      const theirs = (await list(first))[0]!;
      const id = theirs.ContactPersonIdentifier;

      expect((await list(second)).map((p) => p.ContactPersonIdentifier)).not.toContain(id);

      const read = (await call(app, GET, { Token: second, ContactPersonIdentifier: id })).body;
      expect(read).toEqual({ CustomerContactPersons: null, Errors: [{ ErrorCode: 6001, ErrorMessage: expect.any(String) }] });
      expect(JSON.stringify(read)).not.toContain(theirs.LastName);

      const updated = await save(second, {
        ContactPersonIdentifier: id,
        FirstName: 'Inkräktare',
        LastName: 'X',
        EmailAddress: 'x@example.se',
      });
      expect(updated.ContactPersonIdentifier).toBeNull();
      expect(codes(updated)).toEqual([6001]);

      const deleted = (await call(app, DELETE, { Token: second, ContactPersonIdentifier: id })).body;
      expect(deleted.IsSuccess).toBe(false);
      expect(codes(deleted)).toEqual([6001]);

      // 1001's person is untouched.
      expect((await call(app, GET, { Token: first, ContactPersonIdentifier: id })).body.CustomerContactPersons).toEqual([theirs]);
    });

    it("keeps each customer's new persons to itself", async () => {
      const created = (await save(second, { FirstName: 'Karin', LastName: 'Malm', EmailAddress: 'karin.malm@example.se' }))
        .ContactPersonIdentifier as string;
      expect((await list(second)).map((p) => p.ContactPersonIdentifier)).toContain(created);
      expect((await list(first)).map((p) => p.ContactPersonIdentifier)).not.toContain(created);
      expect(codes((await call(app, GET, { Token: first, ContactPersonIdentifier: created })).body)).toEqual([6001]);
    });
  });
});

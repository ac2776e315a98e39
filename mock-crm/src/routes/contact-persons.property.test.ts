import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import type { ContactPersonWire } from '@tolk/crm-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, logIn } from '../testing.js';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 300);

/** A channel left empty, in each way the portal or another client may send it. */
const ABSENT = Symbol('absent');
const empty = fc.constantFrom<typeof ABSENT | null | string>(ABSENT, null, '', ' ', '   ');

const word = fc.stringMatching(/^[a-z0-9]{1,12}$/);
const email = fc.tuple(word, word, fc.constantFrom('se', 'com', 'nu')).map(([user, domain, tld]) => `${user}@${domain}.${tld}`);
const phone = fc.stringMatching(/^\+?[0-9]{1,4}[ -]?\(?[0-9]{1,4}\)?[ -]?[0-9]{2,8}$/).filter((p) => p.length <= 30);

const channel = (filled: fc.Arbitrary<string>) => fc.oneof(empty, filled);

describe('CreateUpdateContactPerson: the contact channels (property)', () => {
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    app = await buildTestApp();
    token = await logIn(app);
  });
  afterAll(() => app.close());

  it('accepts any combination of empty and filled channels iff at least one is filled, and stores blanks as none', async () => {
    await fc.assert(
      fc.asyncProperty(channel(email), channel(phone), channel(phone), async (mail, direct, mobile) => {
        const sent = { EmailAddress: mail, PhoneNumberDirect: direct, PhoneNumberMobile: mobile };
        const body = Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== ABSENT));
        const isFilled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

        const { body: answer } = await call(app, '/CRMCustomer/CreateUpdateContactPerson', {
          Token: token,
          FirstName: 'Egil',
          LastName: 'Öst',
          ...body,
        });

        if (![mail, direct, mobile].some(isFilled)) {
          expect(answer).toEqual({
            ContactPersonIdentifier: null,
            Errors: [
              {
                ErrorCode: 2001,
                ErrorMessage: 'Mandatory field missing: one of EmailAddress, PhoneNumberDirect, PhoneNumberMobile',
              },
            ],
          });
          return;
        }
        expect(answer.Errors).toBeNull();
        const id = answer.ContactPersonIdentifier as string;
        const read = await call(app, '/CRMCustomer/GetContactPersons', { Token: token, ContactPersonIdentifier: id });
        const [stored] = read.body.CustomerContactPersons as ContactPersonWire[];
        const expected = (value: unknown) => (isFilled(value) ? (value as string).trim() : null);
        expect(stored).toMatchObject({
          Email: expected(mail),
          PhoneNumberDirect: expected(direct),
          PhoneNumberMobile: expected(mobile),
        });
      }),
      { numRuns: RUNS },
    );
  });
});

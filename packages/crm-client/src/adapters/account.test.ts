import { createHash } from 'node:crypto';
import { TransportFailed } from '@tolk/core';
import { describe, expect, it } from 'vitest';
import { HASH_1001, harness, json } from '../testing/fake-crm.js';
import { CrmAuthenticator, CrmCustomerDirectory, Sha256PasswordHasher } from './account.js';

describe('CrmAuthenticator', () => {
  it("answers the gateway's session info for good credentials", async () => {
    const { transport } = harness({ loggedIn: false });
    expect(await new CrmAuthenticator(transport).authenticate({ customerNumber: '1001', passwordHash: HASH_1001 })).toEqual({
      kind: 'session',
      session: { customerNumber: '1001', displayKPIReports: false, loginId: 'L1' },
    });
  });

  it('answers the refusal of wrong credentials, which the user is shown', async () => {
    const { notifier, transport } = harness({ loggedIn: false });
    const refusal = [{ kind: 'invalid-customer-login', message: 'Error 1004' }];

    expect(await new CrmAuthenticator(transport).authenticate({ customerNumber: '1001', passwordHash: 'wrong' })).toEqual({
      kind: 'rejected',
      errors: refusal,
    });
    expect(notifier.problems).toEqual([{ kind: 'service-errors', errors: refusal }]);
  });

  it('answers no-token when the gateway answers neither a session nor errors', async () => {
    for (const Session of [null, {}]) {
      const { transport } = harness({ loggedIn: false, fetch: () => async () => json({ Session, Errors: null }) });
      expect(await new CrmAuthenticator(transport).authenticate({ customerNumber: '1001', passwordHash: HASH_1001 })).toEqual({
        kind: 'no-token',
      });
    }
  });

  it('lets a transport failure through', async () => {
    const { transport } = harness({ loggedIn: false, fetch: () => () => Promise.reject(new TypeError('fetch failed')) });
    await expect(
      new CrmAuthenticator(transport).authenticate({ customerNumber: '1001', passwordHash: HASH_1001 }),
    ).rejects.toBeInstanceOf(TransportFailed);
  });
});

describe('CrmCustomerDirectory', () => {
  it("maps the token's customer, missing texts as empty", async () => {
    const { transport } = harness();
    const profile = await new CrmCustomerDirectory(transport).profile();
    expect(profile).toMatchObject({
      customerIdentifier: 'id-1001',
      customerNumber: '1001',
      department: '',
      phoneNumberDirect: '',
      phoneNumberSwitchboard: '08-508 00 000',
      customerAddress: {
        addressRow1: 'Tegnérgatan 23',
        addressRow2: '',
        careOf: '',
        postalCode: '11140',
        city: 'Stockholm',
        country: 'Sverige',
      },
      canCreateAutoAssignOrder: true,
      image: null,
    });
  });
});

describe('Sha256PasswordHasher', () => {
  it('answers the lowercase hex SHA-256 of the UTF-8 bytes', async () => {
    const hasher = new Sha256PasswordHasher();
    for (const password of ['Tolkportal1', 'Lösenord åäö 🔑', '']) {
      expect(await hasher.hash(password)).toBe(createHash('sha256').update(password, 'utf8').digest('hex'));
    }
  });
});

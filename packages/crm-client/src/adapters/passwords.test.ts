import { TransportFailed } from '@tolk/core';
import { describe, expect, it } from 'vitest';
import { HASH_1001, errorsAnswer, harness, json } from '../testing/fake-crm.js';
import { CrmAuthenticator } from './account.js';
import { CrmPasswordResetLinks, CrmPasswordSaver } from './passwords.js';

const NEW_HASH = 'b2'.repeat(32);

describe('CrmPasswordSaver', () => {
  it('sends the new hash (the gateway adds the token) and answers saved', async () => {
    const { crm, transport } = harness();
    crm.handlers.set('/CRMCustomer/SetCustomerPassword', (body, customer) => {
      crm.passwords.set(customer!, String(body.PasswordHash));
      return json({ IsSuccess: true, Errors: null });
    });

    expect(await new CrmPasswordSaver(transport).save(NEW_HASH)).toEqual({ kind: 'saved' });
    expect(crm.passwords.get('1001')).toBe(NEW_HASH);
    // The gateway adds the session's token and makes the new hash its re-login secret.
    expect(crm.received.at(-1)?.body).toEqual({ PasswordHash: NEW_HASH });
  });

  it('answers a refusal without toasting it, and IsSuccess false as a refusal', async () => {
    const { crm, notifier, transport } = harness();
    crm.handlers.set('/CRMCustomer/SetCustomerPassword', () => json({ IsSuccess: false, ...errorsAnswer(2004) }));
    expect(await new CrmPasswordSaver(transport).save(NEW_HASH)).toEqual({
      kind: 'refused',
      errors: [{ kind: 'unexpected-value', message: 'Error 2004' }],
    });
    crm.handlers.set('/CRMCustomer/SetCustomerPassword', () => json({ IsSuccess: false, Errors: null }));
    expect(await new CrmPasswordSaver(transport).save(NEW_HASH)).toEqual({ kind: 'refused', errors: [] });
    expect(notifier.problems).toEqual([]);
  });

  it('lets a transport failure through', async () => {
    const { transport } = harness({ fetch: () => () => Promise.reject(new TypeError('fetch failed')) });
    await expect(new CrmPasswordSaver(transport).save(NEW_HASH)).rejects.toBeInstanceOf(TransportFailed);
  });
});

describe('CrmAuthenticator, quiet', () => {
  it('answers a refusal without toasting it', async () => {
    const { notifier, transport } = harness();
    expect(
      await new CrmAuthenticator(transport, { quiet: true }).authenticate({ customerNumber: '1001', passwordHash: 'wrong' }),
    ).toEqual({ kind: 'rejected', errors: [{ kind: 'invalid-customer-login', message: 'Error 1004' }] });
    expect(notifier.problems).toEqual([]);
    expect(
      await new CrmAuthenticator(transport, { quiet: true }).authenticate({ customerNumber: '1001', passwordHash: HASH_1001 }),
    ).toMatchObject({ kind: 'session' });
  });
});

describe('CrmPasswordResetLinks', () => {
  it('sends the data and the hash without a token, and tells a used link from other refusals', async () => {
    const { crm, notifier, transport } = harness({ loggedIn: false });
    const used = new Set<string>();
    crm.handlers.set('/CRMCustomer/SetCustomerPasswordWithResetToken', (body) => {
      const data = String(body.Data);
      if (data === 'old') return json({ IsSuccess: false, ...errorsAnswer(6042) });
      if (data === 'busy') return json({ IsSuccess: false, ...errorsAnswer(1001) });
      if (data !== 'good') return json({ IsSuccess: false, ...errorsAnswer(6040) });
      if (used.has(data)) return json({ IsSuccess: false, ...errorsAnswer(6041) });
      used.add(data);
      return json({ IsSuccess: true, Errors: null });
    });
    const links = new CrmPasswordResetLinks(transport);

    expect(await links.setPassword('good', NEW_HASH)).toEqual({ kind: 'saved' });
    expect(crm.received.at(-1)?.body).toEqual({ Data: 'good', PasswordHash: NEW_HASH });
    expect(await links.setPassword('good', NEW_HASH)).toEqual({ kind: 'already-saved' });
    // An unreadable or expired link cannot be retried: it is told apart (issue 17 item 3).
    expect(await links.setPassword('bad', NEW_HASH)).toEqual({ kind: 'link-invalid' });
    expect(await links.setPassword('old', NEW_HASH)).toEqual({ kind: 'link-invalid' });
    expect(await links.setPassword('busy', NEW_HASH)).toEqual({
      kind: 'refused',
      errors: [{ kind: 'invalid-api-key', message: 'Error 1001' }],
    });
    expect(notifier.problems).toEqual([]);
  });
});

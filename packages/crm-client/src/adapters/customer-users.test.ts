import { describe, expect, it } from 'vitest';
import { errorsAnswer, harness, json } from '../testing/fake-crm.js';
import { CrmCustomerUsers } from './customer-users.js';
import { CrmEngagement } from './engagement.js';

const wire = {
  CustomerUserIdentifier: 'u1',
  Name: 'Åsa Öberg',
  EmailAddress: 'asa@example.se',
  PhoneNumber: '08-123 45 67',
  UserTypeIdentifier: 1,
  UserTypeName: 'Administratör',
};

describe('CrmCustomerUsers', () => {
  it('lists the users with their types, no list as none', async () => {
    const { crm, transport } = harness();
    crm.handlers.set('/CRMCustomer/GetCustomerUsers', () =>
      json({ CustomerUsers: [wire, { ...wire, CustomerUserIdentifier: 'u2', UserTypeIdentifier: 2 }], Errors: null }),
    );
    expect(await new CrmCustomerUsers(transport).list()).toEqual([
      { id: 'u1', name: 'Åsa Öberg', email: 'asa@example.se', phone: '08-123 45 67', type: 'administrator' },
      { id: 'u2', name: 'Åsa Öberg', email: 'asa@example.se', phone: '08-123 45 67', type: 'orderer' },
    ]);
    crm.handlers.set('/CRMCustomer/GetCustomerUsers', () => json({ CustomerUsers: null, Errors: null }));
    expect(await new CrmCustomerUsers(transport).list()).toEqual([]);
  });

  it('sends the draft with the type as its id and answers the saved id', async () => {
    const { crm, transport } = harness();
    crm.handlers.set('/CRMCustomer/CreateUpdateCustomerUser', () => json({ CustomerUserIdentifier: 'u9', Errors: null }));
    const users = new CrmCustomerUsers(transport);
    expect(await users.save({ id: null, name: 'Karin', email: 'k@example.se', phone: '08-1', type: 'orderer' })).toEqual({
      kind: 'saved',
      id: 'u9',
    });
    expect(crm.received.at(-1)?.body).toMatchObject({
      CustomerUserIdentifier: null,
      Name: 'Karin',
      EmailAddress: 'k@example.se',
      PhoneNumber: '08-1',
      UserTypeIdentifier: 2,
    });
  });

  it('answers a refusal as data, after the transport told the user', async () => {
    const { crm, transport, notifier } = harness();
    crm.handlers.set('/CRMCustomer/CreateUpdateCustomerUser', () =>
      json({ CustomerUserIdentifier: null, ...errorsAnswer(6051) }),
    );
    const outcome = await new CrmCustomerUsers(transport).save({
      id: 'u1',
      name: 'Karin',
      email: 'k@example.se',
      phone: '08-1',
      type: 'administrator',
    });
    expect(outcome).toEqual({ kind: 'refused', errors: [{ kind: 'portal-user-email-taken', message: 'Error 6051' }] });
    expect(notifier.problems).toHaveLength(1);
  });
});

describe('CrmEngagement', () => {
  it('registers the browser and logs events quietly; a refusal rejects without a toast', async () => {
    const { crm, transport, notifier } = harness();
    crm.handlers.set('/PushService/RegisterUser', () => json({ IsSuccess: true, Errors: null }));
    crm.handlers.set('/PushService/LogEvent', () => json({ IsSuccess: true, Errors: null }));
    const engagement = new CrmEngagement(transport);
    await engagement.registerUser({ browserId: 'b1', permission: 'default', language: 'sv' });
    await engagement.logEvent('log_in', 'b1');
    expect(crm.received.map((r) => [r.path, r.body])).toEqual([
      [
        '/PushService/RegisterUser',
        expect.objectContaining({ BrowserIdentifier: 'b1', PushPermission: 'default', Language: 'sv' }),
      ],
      ['/PushService/LogEvent', expect.objectContaining({ BrowserIdentifier: 'b1', EventName: 'log_in' })],
    ]);
    crm.handlers.set('/PushService/LogEvent', () => json({ IsSuccess: false, ...errorsAnswer(4001) }));
    await expect(engagement.logEvent('log_out', 'b1')).rejects.toThrow();
    expect(notifier.problems).toEqual([]);
  });
});

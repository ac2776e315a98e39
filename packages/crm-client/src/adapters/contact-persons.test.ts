import { describe, expect, it } from 'vitest';
import { errorsAnswer, harness, json } from '../testing/fake-crm.js';
import { CrmContactPersons } from './contact-persons.js';

const wire = {
  ContactPersonIdentifier: 'p1',
  FirstName: 'Åsa',
  LastName: 'Öberg',
  Title: '',
  Email: 'asa@example.se',
  PhoneNumberDirect: null,
  PhoneNumberMobile: '070-123 45 67',
};

describe('CrmContactPersons', () => {
  it('lists the persons, empty texts as null, no list as none', async () => {
    const { crm, transport } = harness();
    crm.handlers.set('/CRMCustomer/GetContactPersons', () => json({ CustomerContactPersons: [wire], Errors: null }));
    expect(await new CrmContactPersons(transport).list()).toEqual([
      {
        id: 'p1',
        firstName: 'Åsa',
        lastName: 'Öberg',
        title: null,
        email: 'asa@example.se',
        phoneDirect: null,
        phoneMobile: '070-123 45 67',
      },
    ]);
    crm.handlers.set('/CRMCustomer/GetContactPersons', () => json({ CustomerContactPersons: null, Errors: null }));
    expect(await new CrmContactPersons(transport).list()).toEqual([]);
  });

  it('sends the whole draft with null for none, and answers the id', async () => {
    const { crm, transport } = harness();
    crm.handlers.set('/CRMCustomer/CreateUpdateContactPerson', () => json({ ContactPersonIdentifier: 'p9', Errors: null }));
    const outcome = await new CrmContactPersons(transport).save({
      id: null,
      firstName: 'Åsa',
      lastName: 'Öberg',
      title: null,
      email: null,
      phoneDirect: '08-1',
      phoneMobile: null,
    });
    expect(outcome).toEqual({ kind: 'saved', id: 'p9' });
    expect(crm.received.at(-1)?.body).toMatchObject({
      ContactPersonIdentifier: null,
      FirstName: 'Åsa',
      LastName: 'Öberg',
      Title: null,
      EmailAddress: null,
      PhoneNumberDirect: '08-1',
      PhoneNumberMobile: null,
    });
  });

  it('answers refusals as data, which the transport has toasted', async () => {
    const { crm, notifier, transport } = harness();
    crm.handlers.set('/CRMCustomer/DeleteContactPerson', () => json({ IsSuccess: false, ...errorsAnswer(6001) }));
    expect(await new CrmContactPersons(transport).remove('p1')).toEqual({
      kind: 'refused',
      errors: [{ kind: 'contact-person-not-found', message: 'Error 6001' }],
    });
    expect(notifier.problems).toHaveLength(1);
    crm.handlers.set('/CRMCustomer/DeleteContactPerson', () => json({ IsSuccess: true, Errors: null }));
    expect(await new CrmContactPersons(transport).remove('p1')).toEqual({ kind: 'deleted' });
  });
});

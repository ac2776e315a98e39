import {
  ServiceErrorsRaised,
  type ContactPerson,
  type ContactPersonDraft,
  type ContactPersonRegister,
  type DeleteContactPersonOutcome,
  type SaveContactPersonOutcome,
} from '@tolk/core';
import { CreateUpdateContactPerson, DeleteContactPerson, GetContactPersons, type ContactPersonWire } from '@tolk/crm-contract';
import type { CrmTransport } from '../transport/transport.js';

export function toContactPerson(wire: ContactPersonWire): ContactPerson {
  return {
    id: wire.ContactPersonIdentifier,
    firstName: wire.FirstName,
    lastName: wire.LastName,
    title: wire.Title || null,
    email: wire.Email || null,
    phoneDirect: wire.PhoneNumberDirect || null,
    phoneMobile: wire.PhoneNumberMobile || null,
  };
}

/**
 * The customer's contact persons over the CRM. Refusals are toasted by the transport as any
 * Errors (spec 3 §8) and answered as data; transport failures reject.
 */
export class CrmContactPersons implements ContactPersonRegister {
  constructor(private readonly transport: CrmTransport) {}

  async list(): Promise<readonly ContactPerson[]> {
    const answer = await this.transport.call(GetContactPersons, {});
    return (answer.CustomerContactPersons ?? []).map(toContactPerson);
  }

  async save(draft: ContactPersonDraft): Promise<SaveContactPersonOutcome> {
    try {
      const answer = await this.transport.call(CreateUpdateContactPerson, {
        ContactPersonIdentifier: draft.id,
        FirstName: draft.firstName,
        LastName: draft.lastName,
        Title: draft.title,
        EmailAddress: draft.email,
        PhoneNumberDirect: draft.phoneDirect,
        PhoneNumberMobile: draft.phoneMobile,
      });
      return answer.ContactPersonIdentifier
        ? { kind: 'saved', id: answer.ContactPersonIdentifier }
        : { kind: 'refused', errors: [] };
    } catch (error) {
      if (error instanceof ServiceErrorsRaised) return { kind: 'refused', errors: error.errors };
      throw error;
    }
  }

  async remove(id: string): Promise<DeleteContactPersonOutcome> {
    try {
      const answer = await this.transport.call(DeleteContactPerson, { ContactPersonIdentifier: id });
      return answer.IsSuccess ? { kind: 'deleted' } : { kind: 'refused', errors: [] };
    } catch (error) {
      if (error instanceof ServiceErrorsRaised) return { kind: 'refused', errors: error.errors };
      throw error;
    }
  }
}

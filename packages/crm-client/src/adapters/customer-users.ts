import {
  ServiceErrorsRaised,
  type CustomerUser,
  type CustomerUserDraft,
  type CustomerUserRegister,
  type CustomerUserType,
  type SaveCustomerUserOutcome,
} from '@tolk/core';
import {
  CreateUpdateCustomerUser,
  GetCustomerUsers,
  type CustomerUserTypeIdentifier,
  type CustomerUserWire,
} from '@tolk/crm-contract';
import type { CrmTransport } from '../transport/transport.js';

const TYPE_OF_ID: Record<CustomerUserTypeIdentifier, CustomerUserType> = { 1: 'administrator', 2: 'orderer' };
const ID_OF_TYPE: Record<CustomerUserType, CustomerUserTypeIdentifier> = { administrator: 1, orderer: 2 };

export const toCustomerUser = (wire: CustomerUserWire): CustomerUser => ({
  id: wire.CustomerUserIdentifier,
  name: wire.Name,
  email: wire.EmailAddress,
  phone: wire.PhoneNumber,
  type: TYPE_OF_ID[wire.UserTypeIdentifier],
});

/**
 * The customer's portal users over the CRM (GetCustomerUsers, CreateUpdateCustomerUser). Refusals
 * are toasted by the transport as any Errors (spec 3 §8) and answered as data; transport failures reject.
 */
export class CrmCustomerUsers implements CustomerUserRegister {
  constructor(private readonly transport: CrmTransport) {}

  async list(): Promise<readonly CustomerUser[]> {
    const answer = await this.transport.call(GetCustomerUsers, {});
    return (answer.CustomerUsers ?? []).map(toCustomerUser);
  }

  async save(draft: CustomerUserDraft): Promise<SaveCustomerUserOutcome> {
    try {
      const answer = await this.transport.call(CreateUpdateCustomerUser, {
        CustomerUserIdentifier: draft.id,
        Name: draft.name,
        EmailAddress: draft.email,
        PhoneNumber: draft.phone,
        UserTypeIdentifier: ID_OF_TYPE[draft.type],
      });
      return answer.CustomerUserIdentifier
        ? { kind: 'saved', id: answer.CustomerUserIdentifier }
        : { kind: 'refused', errors: [] };
    } catch (error) {
      if (error instanceof ServiceErrorsRaised) return { kind: 'refused', errors: error.errors };
      throw error;
    }
  }
}

import {
  AppError,
  ServiceErrorsRaised,
  type AuthenticationOutcome,
  type Authenticator,
  type Credentials,
  type CustomerDirectory,
  type CustomerProfile,
  type KpiAccessList,
  type PasswordHasher,
} from '@tolk/core';
import { GetCustomer, ValidateCustomerPassword } from '@tolk/crm-contract';
import { toCustomerProfile } from '../mappers/customer.js';
import type { CrmTransport } from '../transport/transport.js';

export class CrmAuthenticator implements Authenticator {
  /** `quiet`: a refusal is not toasted (the change-password form says "wrong current password" itself). */
  constructor(
    private readonly transport: CrmTransport,
    private readonly options: { readonly quiet?: boolean } = {},
  ) {}

  async authenticate(credentials: Credentials): Promise<AuthenticationOutcome> {
    try {
      const answer = await this.transport.call(
        ValidateCustomerPassword,
        { CustomerNumber: credentials.customerNumber, PasswordHash: credentials.passwordHash },
        { quiet: this.options.quiet === true },
      );
      return answer.Token ? { kind: 'token', token: answer.Token } : { kind: 'no-token' };
    } catch (error) {
      if (error instanceof ServiceErrorsRaised) return { kind: 'rejected', errors: error.errors };
      throw error;
    }
  }
}

export class CrmCustomerDirectory implements CustomerDirectory {
  constructor(private readonly transport: CrmTransport) {}

  async profile(): Promise<CustomerProfile> {
    const answer = await this.transport.call(GetCustomer, {});
    if (!answer.CustomerInformation) throw new AppError('getCustomer error');
    return toCustomerProfile(answer.CustomerInformation);
  }
}

/** SHA-256 of the password's UTF-8 bytes, lowercase hex: what ValidateCustomerPassword expects. */
export class Sha256PasswordHasher implements PasswordHasher {
  async hash(password: string): Promise<string> {
    const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(password));
    return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  }
}

/** The allowed-KPI-customer list is a static text file served with the portal (spec 3 §7). */
export class StaticKpiAccessList implements KpiAccessList {
  constructor(
    private readonly url: string,
    private readonly fetchImpl: typeof fetch = (...args) => fetch(...args),
  ) {}

  async allowedCustomerNumbers(): Promise<readonly string[]> {
    try {
      const response = await this.fetchImpl(this.url);
      if (!response.ok) return [];
      return (await response.text()).split(/\s+/).filter((line) => /^\d+$/.test(line));
    } catch {
      // Without the list nobody sees KPI reports; that is the safe side, and nothing else breaks.
      return [];
    }
  }
}

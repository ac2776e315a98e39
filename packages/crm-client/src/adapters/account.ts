import {
  AppError,
  type AuthenticationOutcome,
  type Authenticator,
  type Credentials,
  type CustomerDirectory,
  type CustomerProfile,
  type PasswordHasher,
} from '@tolk/core';
import { GetCustomer } from '@tolk/crm-contract';
import { toCustomerProfile } from '../mappers/customer.js';
import type { CrmTransport } from '../transport/transport.js';

export class CrmAuthenticator implements Authenticator {
  /** `quiet`: a refusal is not toasted (the change-password form says "wrong current password" itself). */
  constructor(
    private readonly transport: CrmTransport,
    private readonly options: { readonly quiet?: boolean } = {},
  ) {}

  /** Through the gateway's session login: it keeps the token and the hash; the browser gets the info. */
  authenticate(credentials: Credentials): Promise<AuthenticationOutcome> {
    return this.transport.logIn(credentials, { quiet: this.options.quiet === true });
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

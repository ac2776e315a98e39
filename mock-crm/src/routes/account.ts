import type { FastifyInstance } from 'fastify';
import { ErrorCode, GetCustomer, SetCustomerPassword, ValidateCustomerPassword, errorItem } from '@tolk/crm-contract';
import { LoginLockout } from '../account/login-lockout.js';
import { storePassword } from '../store/passwords.js';
import { toCustomerInformation } from '../store/customers.js';
import { crmRoute, refuse } from './crm-route.js';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const lockout = new LoginLockout(app.config.loginLockout);

  // A locked number from this address is refused, right password or not, with the minutes left
  // (6063, docs/api.md "The gateway"); wrong credentials stay 1004.
  crmRoute(app, ValidateCustomerPassword, { Token: null }, (request, { address }) => {
    const nowMs = app.clock.nowMs();
    const locked = lockout.minutesLocked(request.CustomerNumber, address, nowMs);
    if (locked > 0) return refuse(lockedOut(locked));
    const customer = app.customers.authenticate(request.CustomerNumber, request.PasswordHash);
    if (!customer) {
      lockout.failed(request.CustomerNumber, address, nowMs);
      const now = lockout.minutesLocked(request.CustomerNumber, address, nowMs);
      return refuse(now > 0 ? lockedOut(now) : errorItem(ErrorCode.InvalidCustomerNumber));
    }
    lockout.succeeded(request.CustomerNumber, address);
    return { Token: app.sessions.issue(customer.id, app.clock.now()) };
  });

  crmRoute(app, GetCustomer, { CustomerInformation: null }, (_request, { customer }) => ({
    CustomerInformation: toCustomerInformation(customer!),
  }));

  // The new password as the seed stores them: a fresh salt and the slow hash of the client's hash.
  // The customer's live tokens stay valid; the next login needs the new password.
  crmRoute(app, SetCustomerPassword, { IsSuccess: false }, (request, { customer }) => ({
    IsSuccess: app.customers.setPassword(customer!.id, storePassword(request.PasswordHash.toLowerCase())),
  }));
}

/** 6063 with the wait in whole minutes, in a form the portal reads ("… try again in 15 minutes"). */
const lockedOut = (minutes: number) =>
  errorItem(ErrorCode.LoginLocked, `try again in ${minutes} minute${minutes === 1 ? '' : 's'}`);

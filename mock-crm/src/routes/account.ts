import type { FastifyInstance } from 'fastify';
import { ErrorCode, GetCustomer, SetCustomerPassword, ValidateCustomerPassword, errorItem } from '@tolk/crm-contract';
import { storePassword } from '../store/passwords.js';
import { toCustomerInformation } from '../store/customers.js';
import { crmRoute, refuse } from './crm-route.js';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  crmRoute(app, ValidateCustomerPassword, { Token: null }, (request) => {
    const customer = app.customers.authenticate(request.CustomerNumber, request.PasswordHash);
    if (!customer) return refuse(errorItem(ErrorCode.InvalidCustomerNumber));
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

import type { FastifyInstance } from 'fastify';
import { ErrorCode, GetCustomer, ValidateCustomerPassword, errorItem } from '@tolk/crm-contract';
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
}

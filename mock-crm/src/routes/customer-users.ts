import type { FastifyInstance } from 'fastify';
import { CreateUpdateCustomerUser, ErrorCode, GetCustomerUsers, errorItem, type ErrorItem } from '@tolk/crm-contract';
import { seedCustomerUsers } from '../users/seed.js';
import { ADMINISTRATOR, CustomerUsers, type CustomerUserDetails } from '../users/store.js';
import { crmRoute, refuse } from './crm-route.js';

/** The rules the codecs cannot state: every field filled (2001), a contact number with a digit (2007). */
function checkDetails(details: CustomerUserDetails): ErrorItem[] {
  const errors: ErrorItem[] = [];
  if (!details.name) errors.push(errorItem(ErrorCode.MandatoryFieldMissing, 'Name'));
  if (!details.email) errors.push(errorItem(ErrorCode.MandatoryFieldMissing, 'EmailAddress'));
  if (!details.phone) errors.push(errorItem(ErrorCode.MandatoryFieldMissing, 'PhoneNumber'));
  else if (!/\d/.test(details.phone)) errors.push(errorItem(ErrorCode.InvalidPhone, 'PhoneNumber'));
  return errors;
}

/**
 * The customer's portal users (issue 6, /settings/manageusers; docs/api.md "Portal users"). Nothing
 * here ever reads or touches another customer's users.
 */
export async function customerUserRoutes(app: FastifyInstance): Promise<void> {
  const users = new CustomerUsers(app.db);
  seedCustomerUsers(app.db);

  crmRoute(app, GetCustomerUsers, { CustomerUsers: null }, (request, { customer }) => {
    const id = request.CustomerUserIdentifier?.trim();
    if (!id) return { CustomerUsers: users.list(customer!.id) };
    const user = users.get(customer!.id, id);
    return user ? { CustomerUsers: [user] } : refuse(errorItem(ErrorCode.CustomerUserNotFound, 'CustomerUserIdentifier'));
  });

  crmRoute(app, CreateUpdateCustomerUser, { CustomerUserIdentifier: null }, (request, { customer }) => {
    const details: CustomerUserDetails = {
      name: request.Name.trim(),
      email: request.EmailAddress.trim(),
      phone: request.PhoneNumber.trim(),
      typeId: request.UserTypeIdentifier,
    };
    const problems = checkDetails(details);
    if (problems.length > 0) return refuse(...problems);
    const customerId = customer!.id;
    const id = request.CustomerUserIdentifier?.trim() || null;
    if (id !== null && !users.get(customerId, id)) {
      return refuse(errorItem(ErrorCode.CustomerUserNotFound, 'CustomerUserIdentifier'));
    }
    if (users.emailTaken(customerId, details.email, id)) {
      return refuse(errorItem(ErrorCode.CustomerUserEmailTaken, 'EmailAddress'));
    }
    if (details.typeId !== ADMINISTRATOR && users.administratorsBesides(customerId, id) === 0) {
      return refuse(errorItem(ErrorCode.LastAdministrator, 'UserTypeIdentifier'));
    }
    if (id === null) return { CustomerUserIdentifier: users.create(customerId, details) };
    users.update(customerId, id, details);
    return { CustomerUserIdentifier: id };
  });
}

import type { FastifyInstance } from 'fastify';
import {
  CreateUpdateContactPerson,
  DeleteContactPerson,
  ErrorCode,
  GetContactPersons,
  errorItem,
  type ErrorItem,
} from '@tolk/crm-contract';
import type { ContactPersonDetails } from '../store/contact-persons.js';
import { crmRoute, refuse } from './crm-route.js';

/** Empty and blank strings read as none (spec 1 §5: the portal sends '' for an empty field). */
const filled = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

export const MISSING_CHANNEL = 'one of EmailAddress, PhoneNumberDirect, PhoneNumberMobile';

/**
 * The rules of the contact-person dialog (spec 1 §5, spec 3 §5) that the codec cannot state:
 * both names filled, a phone with at least one digit, and at least one way to reach the person.
 */
function checkDetails(details: ContactPersonDetails): ErrorItem[] {
  const errors: ErrorItem[] = [];
  if (!details.firstName) errors.push(errorItem(ErrorCode.MandatoryFieldMissing, 'FirstName'));
  if (!details.lastName) errors.push(errorItem(ErrorCode.MandatoryFieldMissing, 'LastName'));
  if (details.phoneDirect && !/\d/.test(details.phoneDirect)) errors.push(errorItem(ErrorCode.InvalidPhone, 'PhoneNumberDirect'));
  if (details.phoneMobile && !/\d/.test(details.phoneMobile)) errors.push(errorItem(ErrorCode.InvalidPhone, 'PhoneNumberMobile'));
  if (!details.email && !details.phoneDirect && !details.phoneMobile) {
    errors.push(errorItem(ErrorCode.MandatoryFieldMissing, MISSING_CHANNEL));
  }
  return errors;
}

/** The customer's register of contact persons; nothing here ever reads or touches another customer's. */
export async function contactPersonRoutes(app: FastifyInstance): Promise<void> {
  crmRoute(app, GetContactPersons, { CustomerContactPersons: null }, (request, { customer }) => {
    const id = filled(request.ContactPersonIdentifier);
    if (!id) return { CustomerContactPersons: app.contactPersons.list(customer!.id) };
    const person = app.contactPersons.get(customer!.id, id);
    return person
      ? { CustomerContactPersons: [person] }
      : refuse(errorItem(ErrorCode.ContactPersonNotFound, 'ContactPersonIdentifier'));
  });

  crmRoute(app, CreateUpdateContactPerson, { ContactPersonIdentifier: null }, (request, { customer }) => {
    const details: ContactPersonDetails = {
      firstName: request.FirstName.trim(),
      lastName: request.LastName.trim(),
      title: filled(request.Title),
      email: filled(request.EmailAddress),
      phoneDirect: filled(request.PhoneNumberDirect),
      phoneMobile: filled(request.PhoneNumberMobile),
    };
    const problems = checkDetails(details);
    if (problems.length > 0) return refuse(...problems);
    const id = filled(request.ContactPersonIdentifier);
    if (!id) return { ContactPersonIdentifier: app.contactPersons.create(customer!.id, details) };
    return app.contactPersons.update(customer!.id, id, details)
      ? { ContactPersonIdentifier: id }
      : refuse(errorItem(ErrorCode.ContactPersonNotFound, 'ContactPersonIdentifier'));
  });

  crmRoute(app, DeleteContactPerson, { IsSuccess: false }, (request, { customer }) =>
    app.contactPersons.delete(customer!.id, request.ContactPersonIdentifier.trim())
      ? { IsSuccess: true }
      : refuse(errorItem(ErrorCode.ContactPersonNotFound, 'ContactPersonIdentifier')),
  );
}

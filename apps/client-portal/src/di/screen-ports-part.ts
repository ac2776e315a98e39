import { ChangePassword, ResetPassword, SaveContactPerson, SaveCustomerUser } from '@tolk/core';
import {
  CrmAttachmentFiles,
  CrmAuthenticator,
  CrmCancellations,
  CrmContactPersons,
  CrmCustomerUsers,
  CrmFeedback,
  CrmPasswordSaver,
  CrmServiceOffers,
} from '@tolk/crm-client';
import type { Container } from 'inversify';
import { TOKENS } from './tokens.js';

/*
 * The composition root's part for the calls the dashboard does not make: cancelling (and the
 * services whose SMS a cancel may add), attachments, the account's password, its contact persons and
 * its users, the ratings, deviations and time reports. A chunk of its own, fetched at the first such call (port-on-demand.ts), so
 * that the dashboard does not download their adapters, codecs and use cases (issue 12,
 * docs/decisions.md). The ports stand in for them in the container (signed-in-root.ts).
 */

/** The adapters and use cases of the part, made over the container's transport, log and session. */
export function screenPorts(container: Container) {
  const transport = container.get(TOKENS.transport);
  const errorLog = container.get(TOKENS.errorLog);
  const clock = container.get(TOKENS.clock);
  const hasher = container.get(TOKENS.passwordHasher);
  const session = container.get(TOKENS.session);
  const passwordSaver = new CrmPasswordSaver(transport);
  const contactPersons = new CrmContactPersons(transport);
  const customerUsers = new CrmCustomerUsers(transport);
  return {
    cancellations: new CrmCancellations(transport),
    serviceOffers: new CrmServiceOffers(transport, errorLog, () => clock.now()),
    attachmentFiles: new CrmAttachmentFiles(transport, errorLog),
    passwordSaver,
    // The current password is checked by a quiet login (issue 6).
    changePassword: new ChangePassword(hasher, new CrmAuthenticator(transport, { quiet: true }), passwordSaver, session),
    resetPassword: new ResetPassword(hasher, passwordSaver, session),
    contactPersons,
    saveContactPerson: new SaveContactPerson(contactPersons),
    customerUsers,
    saveCustomerUser: new SaveCustomerUser(customerUsers),
    // Feedback and quality (issue 13).
    feedback: new CrmFeedback(transport, errorLog),
  };
}

export type ScreenPorts = ReturnType<typeof screenPorts>;

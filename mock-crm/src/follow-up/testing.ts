import type { FastifyInstance } from 'fastify';
import { SERVICE_IDS } from '../seed/services.js';
import { orderBody } from '../routes/orders-testing.js';
import { call } from '../testing.js';

/** Test helpers of the follow-up calls: ids of the seeded world and a valid order to create. */
export const customerIdOf = (app: FastifyInstance, number: string) =>
  app.db.prepare('SELECT id FROM customers WHERE number = ?').pluck().get(number) as string;

/** A telephone order in Arabic for a customer, with whatever attachments are given. */
export function telephoneOrder(
  app: FastifyInstance,
  customerNumber: string,
  options: {
    from?: string;
    to?: string;
    attachments?: { Attachment: string; AttachmentContentType: string; AttachmentFilename: string }[];
  } = {},
) {
  const person = app.contactPersons
    .list(customerIdOf(app, customerNumber))
    .find((p) => p.Email || p.PhoneNumberMobile || p.PhoneNumberDirect)!;
  return orderBody(
    {
      skillId: app.catalogue.skills().find((s) => s.SkillName === 'Arabiska')!.SkillIdentifier,
      service: 'Telefontolkning',
      serviceId: SERVICE_IDS.telefontolkning,
      from: options.from ?? '2026-11-30 09:00:00',
      to: options.to ?? '2026-11-30 10:00:00',
      contactId: person.ContactPersonIdentifier,
    },
    { AttachmentData: (options.attachments ?? []).map((a) => ({ ...a, Description: null })) },
  );
}

/** Creates the order and answers its identifier (throws with the answer when refused). */
export async function createOrder(app: FastifyInstance, token: string, body: Record<string, unknown>): Promise<string> {
  const answer = await call(app, '/CRMCustomer/CreateNewOrder', { Token: token, ...body });
  const returned = answer.body.ReturnedOrder as { OrderIdentifier: string }[] | null;
  if (!returned?.[0]) throw new Error(`CreateNewOrder refused: ${JSON.stringify(answer.body.Errors)}`);
  return returned[0].OrderIdentifier;
}

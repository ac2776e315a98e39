import type { FastifyInstance } from 'fastify';
import { SERVICE_IDS } from '../seed/services.js';
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
  const contact = {
    ContactPersonIdentifier: person.ContactPersonIdentifier,
    FirstName: null,
    LastName: null,
    Title: null,
    Email: null,
    PhoneNumberDirect: null,
    PhoneNumberMobile: null,
  };
  return {
    SkillIdentifier: app.catalogue.skills().find((s) => s.SkillName === 'Arabiska')!.SkillIdentifier,
    SkillSubstituteIdentifier: null,
    CompetenceIdentifier: null,
    DoRequireCompetenceLevelOrHigher: false,
    DoRequireExactCompetenceLevel: false,
    GenderIdPreferred: null,
    DoRequireCorrectGender: false,
    PreferredResourceCustomer: null,
    PreferredResourceLevel: null,
    NotesResource: null,
    AdditionalRequirements: null,
    CustomerReference: null,
    CustomerOrderNumber: null,
    InvoiceReceiverIdentifier: null,
    DigitalMeetingPlatformIdentifier: null,
    DoRequireBankIdVerification: false,
    MeetingPassCode: null,
    MeetingPhoneNumber: '08-123 45 67',
    MeetingUrl: null,
    AlternativeServices: null,
    CustomerOrderAdditionalServices: null,
    IsPatientConsentGiven: true,
    OrderOccasions: [
      {
        DatetimeFrom: options.from ?? '2026-11-30 09:00:00',
        DatetimeTo: options.to ?? '2026-11-30 10:00:00',
        ServiceIdentifier: SERVICE_IDS.telefontolkning,
      },
    ],
    ContactPersonOrderer: contact,
    ContactPersonUponInterpretation: contact,
    AttachmentData: (options.attachments ?? []).map((a) => ({ ...a, Description: null })),
  };
}

/** Creates the order and answers its identifier (throws with the answer when refused). */
export async function createOrder(app: FastifyInstance, token: string, body: Record<string, unknown>): Promise<string> {
  const answer = await call(app, '/CRMCustomer/CreateNewOrder', { Token: token, ...body });
  const returned = answer.body.ReturnedOrder as { OrderIdentifier: string }[] | null;
  if (!returned?.[0]) throw new Error(`CreateNewOrder refused: ${JSON.stringify(answer.body.Errors)}`);
  return returned[0].OrderIdentifier;
}

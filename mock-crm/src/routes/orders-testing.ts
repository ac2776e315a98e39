import type { FastifyInstance } from 'fastify';
import { parseInstant } from '@tolk/core';
import type { ContactPersonWire, OrderWire, ServiceWire, SkillWire } from '@tolk/crm-contract';
import { Temporal } from 'temporal-polyfill';
import type { MockCrmConfig } from '../config.js';
import { NO_WISHES } from '../orders/orders-store.js';
import { buildTestApp, call, logIn } from '../testing.js';

/** Helpers of the order route tests (`orders-*.test.ts`): requests as the portal sends them. */

export const ORDER_PATHS = {
  search: '/CRMCustomer/SearchOrders',
  create: '/CRMCustomer/CreateNewOrder',
  update: '/CRMCustomer/UpdateOrder',
  cancel: '/CRMCustomer/CancelOrder',
  rate: '/CRMCustomer/RateOrder',
} as const;

export type Answer = { Errors: unknown } & Record<string, unknown>;
export const codes = (body: Answer) => (body.Errors as { ErrorCode: number }[] | null)?.map((e) => e.ErrorCode) ?? [];

/** A session outlives every clock jump of these tests (the mock's tokens expire on its clock). */
const TWENTY_YEARS_MINUTES = 20 * 366 * 24 * 60;

/** A seeded mock whose clock stands still at `now` (Stockholm time) unless a test moves it. */
export async function buildOrdersApp(overrides: Partial<MockCrmConfig> = {}): Promise<FastifyInstance> {
  return buildTestApp({ tokenTtlMinutes: TWENTY_YEARS_MINUTES, ...overrides });
}

export const setClock = (app: FastifyInstance, stockholmTime: string) => app.clock.set(parseInstant(stockholmTime));
export const advance = (app: FastifyInstance, minutes: number) => app.clock.advance(Temporal.Duration.from({ minutes }));

export const CANCELLATION_REASON_PATH = '/CRMCustomer/GetOrderCancellationReasons';

export type ServiceName = 'Telefontolkning' | 'Kontakttolkning' | 'Videotolkning' | 'Skypetolkning';

/** A contact person as an order carries it (OrderContactPerson). */
export interface PersonFields {
  readonly ContactPersonIdentifier: string | null;
  readonly FirstName: string | null;
  readonly LastName: string | null;
  readonly Title: string | null;
  readonly Email: string | null;
  readonly PhoneNumberDirect: string | null;
  readonly PhoneNumberMobile: string | null;
}

/** A saved contact person: by id, nothing typed. */
export const savedPerson = (id: string): PersonFields => ({
  ContactPersonIdentifier: id,
  FirstName: null,
  LastName: null,
  Title: null,
  Email: null,
  PhoneNumberDirect: null,
  PhoneNumberMobile: null,
});

/** A contact person typed in the form. */
export const typedPerson = (details: Partial<PersonFields> = {}): PersonFields => ({
  ContactPersonIdentifier: null,
  FirstName: 'Sara',
  LastName: 'Nordin',
  Title: 'Kurator',
  Email: 'sara.nordin@example.se',
  PhoneNumberDirect: null,
  PhoneNumberMobile: '070-765 43 21',
  ...details,
});

export const ADDRESS = { AddressRow1: 'Sveavägen 44', CareOf: null, City: 'Stockholm', PostalCode: 11134, IsHomeAddress: false };

/**
 * What CreateNewOrder and UpdateOrder carry besides the times, language, service and people, for
 * an order without special wishes (the direct order's details), as the booking form sends them.
 */
export const PLAIN_ORDER_DETAILS = { ...NO_WISHES, CustomerOrderNumber: null, IsPatientConsentGiven: true };

/**
 * A complete CreateNewOrder body, Token aside: one occasion, a saved contact person as orderer and
 * contact, and what the service needs (a meeting phone, link or address); `overrides` last.
 */
export function orderBody(
  order: { skillId: string; service: ServiceName; serviceId: string; from: string; to: string; contactId: string },
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const remoteWithLink = order.service === 'Videotolkning' || order.service === 'Skypetolkning';
  return {
    ...PLAIN_ORDER_DETAILS,
    SkillIdentifier: order.skillId,
    MeetingPhoneNumber: order.service === 'Telefontolkning' ? '08-508 09 100' : null,
    MeetingUrl: remoteWithLink ? 'https://teams.microsoft.com/l/meetup-join/abc123' : null,
    OrderOccasions: [{ DatetimeFrom: order.from, DatetimeTo: order.to, ServiceIdentifier: order.serviceId }],
    ContactPersonOrderer: savedPerson(order.contactId),
    ContactPersonUponInterpretation: savedPerson(order.contactId),
    PostalAddressPerformingRequestData: order.service === 'Kontakttolkning' ? ADDRESS : null,
    ...overrides,
  };
}

/** What a test says of an order; everything else gets the booking form's defaults. */
export interface OrderSpec {
  readonly skill?: string;
  readonly service?: ServiceName;
  /** `YYYY-MM-DD HH:mm:ss`, Stockholm time. */
  readonly from: string;
  readonly to: string;
}

/**
 * One customer's session with the catalogue looked up the way the portal does: the skills from
 * GetSkills, the service ids from GetServices, a saved contact person from GetContactPersons.
 */
export class OrderSession {
  private constructor(
    readonly app: FastifyInstance,
    readonly token: string,
    readonly skills: readonly SkillWire[],
    readonly serviceIds: Readonly<Record<ServiceName, string>>,
    readonly contact: ContactPersonWire,
  ) {}

  static async start(app: FastifyInstance, customerNumber = '1001', password = 'Tolkportal1'): Promise<OrderSession> {
    const token = await logIn(app, customerNumber, password);
    const skills = (await call(app, '/CRMCustomer/GetSkills')).body.Skills as SkillWire[];
    const arabic = skills.find((s) => s.SkillName === 'Arabiska')!.SkillIdentifier;
    const tomorrow = app.clock.now().toZonedDateTimeISO('Europe/Stockholm').add({ days: 1 }).toPlainDate().toString();
    const services = (
      await call(app, '/CRMCustomer/GetServices', {
        Token: token,
        SkillExternalidentifier: arabic,
        DatetimeFrom: `${tomorrow} 09:00:00`,
        DatetimeTo: `${tomorrow} 10:00:00`,
      })
    ).body.Services as ServiceWire[];
    const serviceIds = Object.fromEntries(services.map((s) => [s.ServiceName, s.ServiceIdentifier])) as Record<
      ServiceName,
      string
    >;
    const persons = (await call(app, '/CRMCustomer/GetContactPersons', { Token: token })).body
      .CustomerContactPersons as ContactPersonWire[];
    const contact = persons.find((p) => p.Email && (p.PhoneNumberMobile || p.PhoneNumberDirect))!;
    return new OrderSession(app, token, skills, serviceIds, contact);
  }

  skillId(name: string): string {
    const skill = this.skills.find((s) => s.SkillName === name);
    if (!skill) throw new Error(`no skill ${name}`);
    return skill.SkillIdentifier;
  }

  /** A complete CreateNewOrder body (orderBody) with the session's token and catalogue ids. */
  createBody(spec: OrderSpec, overrides: Record<string, unknown> = {}): Record<string, unknown> {
    const service = spec.service ?? 'Telefontolkning';
    const order = {
      skillId: this.skillId(spec.skill ?? 'Arabiska'),
      service,
      serviceId: this.serviceIds[service],
      from: spec.from,
      to: spec.to,
      contactId: this.contact.ContactPersonIdentifier,
    };
    return { Token: this.token, ...orderBody(order, overrides) };
  }

  /** The UpdateOrder body that sends an order's create body back, changed by `changes`. */
  updateBody(created: Record<string, unknown>, orderId: string, changes: Record<string, unknown> = {}): Record<string, unknown> {
    const {
      OrderOccasions,
      ContactPersonOrderer,
      ContactPersonUponInterpretation,
      PostalAddressPerformingRequestData,
      AttachmentData: _attachments,
      OrderGroupRequestData: _group,
      ...details
    } = created;
    const [occasion] = OrderOccasions as { DatetimeFrom: string; DatetimeTo: string; ServiceIdentifier: string }[];
    return {
      ...details,
      OrderIdentifier: orderId,
      ServiceIdentifier: occasion!.ServiceIdentifier,
      DatetimeFrom: occasion!.DatetimeFrom,
      DatetimeTo: occasion!.DatetimeTo,
      UpdateContactPersonOrderer: ContactPersonOrderer,
      UpdateContactPersonUponInterpretation: ContactPersonUponInterpretation,
      UpdatePostalAddressPerformingRequestData: PostalAddressPerformingRequestData ?? null,
      ...changes,
    };
  }

  async create(spec: OrderSpec, overrides: Record<string, unknown> = {}) {
    return (await call(this.app, ORDER_PATHS.create, this.createBody(spec, overrides))).body;
  }

  /** Creates an order that must succeed; answers it as SearchOrders reads it, and what was sent. */
  async order(
    spec: OrderSpec,
    overrides: Record<string, unknown> = {},
  ): Promise<{ order: OrderWire; sent: Record<string, unknown> }> {
    const sent = this.createBody(spec, overrides);
    const { body } = await call(this.app, ORDER_PATHS.create, sent);
    if (body.Errors !== null) throw new Error(`CreateNewOrder refused: ${JSON.stringify(body.Errors)}`);
    const [returned] = body.ReturnedOrder as { OrderNumber: string }[];
    return { order: await this.byNumber(returned!.OrderNumber), sent };
  }

  async search(criteria: Record<string, unknown>): Promise<OrderWire[] | null> {
    const { body } = await call(this.app, ORDER_PATHS.search, { Token: this.token, ...criteria });
    if (body.Errors !== null) throw new Error(`SearchOrders refused: ${JSON.stringify(body.Errors)}`);
    return body.Orders as OrderWire[] | null;
  }

  async byNumber(number: string): Promise<OrderWire> {
    const orders = await this.search({ OrderNumber: number });
    if (orders?.length !== 1) throw new Error(`order ${number}: ${orders?.length ?? 0} found`);
    return orders[0]!;
  }

  async update(body: Record<string, unknown>) {
    return (await call(this.app, ORDER_PATHS.update, { ...body, Token: this.token })).body;
  }

  async cancel(orderId: string, reasonId?: string) {
    const reason =
      reasonId ??
      (
        (await call(this.app, CANCELLATION_REASON_PATH)).body.OrderCancellationReasons as {
          OrderCancellationReasonIdentifier: string;
        }[]
      )[0]!.OrderCancellationReasonIdentifier;
    return (
      await call(this.app, ORDER_PATHS.cancel, {
        Token: this.token,
        OrderIdentifier: orderId,
        OrderCancellationReasonIdentifier: reason,
        CustomerOrderAdditionalServices: null,
        IsPatientConsentGiven: true,
      })
    ).body;
  }

  async rate(orderId: string, rating: unknown, comment: string | null = null, reasonId: string | null = null) {
    return (
      await call(this.app, ORDER_PATHS.rate, {
        Token: this.token,
        OrderIdentifier: orderId,
        RatingCustomer: rating,
        Comment: comment,
        ComplaintReasonDeliveryIdentifier: reasonId,
      })
    ).body;
  }
}

export interface Interpreter {
  readonly name: string;
  readonly gender: 1 | 2;
  readonly level: number;
}

/**
 * Who interprets a language in the seeded world. Read from the database only to choose
 * requirements that some interpreters meet and others do not; the tests observe the orders.
 */
export const interpretersOf = (app: FastifyInstance, skillName: string) =>
  app.db
    .prepare(
      `SELECT i.first_name || ' ' || i.last_name AS name, i.gender, i.competence_level AS level
       FROM interpreters i JOIN interpreter_skills s ON s.interpreter_id = i.id JOIN skills k ON k.id = s.skill_id WHERE k.name = ?`,
    )
    .all(skillName) as Interpreter[];

/** An interpreter of the language at the lowest level, whom no other interpreter shares a name with. */
export function aLowLevelInterpreter(app: FastifyInstance, skillName: string): Interpreter {
  const pool = interpretersOf(app, skillName);
  const unique = pool.filter((i) => pool.filter((j) => j.name === i.name).length === 1);
  return unique.sort((a, b) => a.level - b.level)[0]!;
}

export const subStatusOf = (order: OrderWire) =>
  order.ConsolidatedOrderStatus.ConsolidatedOrderStatusMessages[0]?.StatusMessageIdentifier;

import { expect, type Locator, type Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { detailMessages } from '../../apps/client-portal/src/features/assignment-detail/assignment-detail.messages.js';
import { myAssignmentsMessages } from '../../apps/client-portal/src/features/my-assignments/my-assignments.messages.js';
import { notificationsMessages } from '../../packages/ui/src/notifications/notifications.messages.js';
import { CrmApi, STOCKHOLM, savedContactOnWire } from './crm-api.js';
import { test } from './fixtures.js';
import type { Localize } from './localize.js';
import { expectOverlaysSettled } from './overlays.js';
import { DEMO, type LoginPage } from './pages.js';
import { E2E_API_KEY } from './servers.js';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An order as SearchOrders answers it, the fields these tests compare. */
export interface WireOrder {
  readonly OrderIdentifier: string;
  readonly OrderNumber: string;
  readonly OrderGroup: { readonly OrderGroupIdentifier: string } | null;
  readonly OrderStatus: string;
  readonly ArticleName: string;
  readonly Skill: string;
  readonly CompetenceLevel: string | null;
  readonly DatetimeFrom: string;
  readonly DatetimeTo: string;
  readonly CanBeRated: boolean;
  readonly RatingCustomer: number | null;
  readonly IsLateCancellation: boolean;
  readonly IsDeviatingAddressPerforming: boolean;
  readonly AddressPerformingEffective: string | null;
  readonly ConsolidatedOrderStatus: { readonly StatusIdentifier: number };
  readonly Resource: { readonly ResourceFullName: string; readonly ResourcePhoneNumber: string | null } | null;
  readonly MeetingDetails: { readonly MeetingPhoneNumber: string | null } | null;
  readonly ContactPerson: {
    readonly ContactPersonName: string;
    readonly ContactPersonEmail: string | null;
    readonly ContactPersonDirectPhoneNumber: string | null;
    readonly ContactPersonMobilePhoneNumber: string | null;
  } | null;
  readonly UnreadNotifications: readonly { readonly NotificationIdentifier: string; readonly DatetimeSent: string }[];
  readonly CustomerOrderAdditionalServices: readonly { readonly MessageReceiver: string | null }[];
}

export interface WireNotification {
  readonly NotificationIdentifier: string;
  readonly Headline: string;
  readonly DatetimeSent: string;
  readonly IsRead: boolean;
  readonly OrderIdentifiers: readonly { readonly OrderIdentifier: string }[];
}

export type ServiceName = 'Telefontolkning' | 'Kontakttolkning';

const crmTime = (value: Temporal.ZonedDateTime) => value.toPlainDateTime().toString({ smallestUnit: 'second' }).replace('T', ' ');
export const zonedOf = (crm: string) => Temporal.PlainDateTime.from(crm.replace(' ', 'T')).toZonedDateTime(STOCKHOLM);

/**
 * The mock CRM as these tests use it: orders made and read over the API, the notifications, the
 * mock's clock. Wire names stay here.
 */
export class FollowUpCrm {
  private constructor(
    readonly api: CrmApi,
    private readonly mockUrl: string,
  ) {}

  static async logIn(): Promise<FollowUpCrm> {
    return new FollowUpCrm(await CrmApi.logIn(DEMO.full), process.env.MOCK_CRM_URL ?? '');
  }

  /** The mock's now, in Stockholm (tests move its clock, so it may be ahead of the browser's). */
  async now(): Promise<Temporal.ZonedDateTime> {
    const answer = (await (await fetch(`${this.mockUrl}/__control/clock`)).json()) as Record<string, unknown>;
    const instant = Object.values(answer).find((v) => typeof v === 'string' && /Z$/.test(v)) as string | undefined;
    if (!instant) throw new Error(`clock: ${JSON.stringify(answer)}`);
    return Temporal.Instant.from(instant).toZonedDateTimeISO(STOCKHOLM);
  }

  /** Creates an Arabic order as the booking form would, with a saved contact person; answers its number. */
  async createOrder(service: ServiceName, start: Temporal.ZonedDateTime, minutes = 60): Promise<string> {
    const [number] = await this.createOrders(service, [start], minutes);
    return number!;
  }

  /**
   * Creates an Arabic order on each start as the booking form would, several starts as one order
   * group (a multi-date order, spec 1 §5); answers their numbers.
   */
  async createOrders(service: ServiceName, starts: readonly Temporal.ZonedDateTime[], minutes = 60): Promise<string[]> {
    const start = starts[0]!;
    const skills = (await this.api.call('/CRMCustomer/GetSkills', { ApiKey: E2E_API_KEY })).Skills as {
      SkillIdentifier: string;
      SkillName: string;
    }[];
    const skillId = skills.find((s) => s.SkillName === 'Arabiska')!.SkillIdentifier;
    const end = start.add({ minutes });
    const services = (
      await this.api.call('/CRMCustomer/GetServices', {
        SkillExternalidentifier: skillId,
        DatetimeFrom: crmTime(start),
        DatetimeTo: crmTime(end),
      })
    ).Services as { ServiceIdentifier: string; ServiceName: string }[];
    const serviceId = services.find((s) => s.ServiceName === service)?.ServiceIdentifier;
    if (!serviceId) throw new Error(`${service} is not offered at ${crmTime(start)}`);
    const persons = (await this.api.call('/CRMCustomer/GetContactPersons', {})).CustomerContactPersons as {
      ContactPersonIdentifier: string;
      Email: string | null;
      PhoneNumberDirect: string | null;
      PhoneNumberMobile: string | null;
    }[];
    const contact = persons.find((p) => p.Email && p.PhoneNumberDirect && p.PhoneNumberMobile) ?? persons.find((p) => p.Email)!;
    const saved = savedContactOnWire(contact.ContactPersonIdentifier);
    const answer = await this.api.call('/CRMCustomer/CreateNewOrder', {
      SkillIdentifier: skillId,
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
      CustomerReference: 'E2E uppföljning',
      CustomerOrderNumber: null,
      InvoiceReceiverIdentifier: null,
      DigitalMeetingPlatformIdentifier: null,
      DoRequireBankIdVerification: false,
      MeetingPassCode: null,
      MeetingPhoneNumber: service === 'Telefontolkning' ? '08-508 09 100' : null,
      MeetingUrl: null,
      AlternativeServices: null,
      CustomerOrderAdditionalServices: null,
      IsPatientConsentGiven: true,
      OrderOccasions: starts.map((from) => ({
        DatetimeFrom: crmTime(from),
        DatetimeTo: crmTime(from.add({ minutes })),
        ServiceIdentifier: serviceId,
      })),
      OrderGroupRequestData:
        starts.length > 1 ? { Description: 'E2E flera tillfällen', DoRequireSameResourceForAllWorkAssignments: false } : null,
      ContactPersonOrderer: saved,
      ContactPersonUponInterpretation: saved,
      PostalAddressPerformingRequestData:
        service === 'Kontakttolkning'
          ? { AddressRow1: 'Sveavägen 44', CareOf: null, City: 'Stockholm', PostalCode: 11134, IsHomeAddress: false }
          : null,
    });
    return (answer.ReturnedOrder as { OrderNumber: string }[]).map((order) => order.OrderNumber);
  }

  async orderByNumber(orderNumber: string): Promise<WireOrder> {
    const answer = await this.api.call('/CRMCustomer/SearchOrders', { OrderNumber: orderNumber });
    const [order] = (answer.Orders as WireOrder[] | null) ?? [];
    if (!order) throw new Error(`no order ${orderNumber}`);
    return order;
  }

  async orderById(orderId: string): Promise<WireOrder> {
    const answer = await this.api.call('/CRMCustomer/SearchOrders', { OrderIdentifier: orderId });
    const [order] = (answer.Orders as WireOrder[] | null) ?? [];
    if (!order) throw new Error(`no order ${orderId}`);
    return order;
  }

  async ordersOnDays(from: Temporal.PlainDate, to: Temporal.PlainDate): Promise<WireOrder[]> {
    const answer = await this.api.call('/CRMCustomer/SearchOrders', {
      DatetimeFrom: `${from} 00:00:00`,
      DatetimeTo: `${to.add({ days: 1 })} 00:00:00`,
    });
    return (answer.Orders as WireOrder[] | null) ?? [];
  }

  async notifications(): Promise<WireNotification[]> {
    const answer = await this.api.call('/Common/GetNotifications', { DoOnlyIncludeUnreadNotifications: false });
    return (answer.Notifications as WireNotification[] | null) ?? [];
  }

  /**
   * The notifications the bell shows, as the portal takes them (spec 2 §7): sent in the last three
   * days of the browser's now, newest first, at most 30. One stamped after that now (the CRM's clock
   * ahead) is the newest, not hidden (core's notificationWindow).
   */
  async notificationWindow(): Promise<WireNotification[]> {
    const since = Temporal.Now.instant().epochMilliseconds - 3 * 24 * 3_600_000;
    return (await this.notifications())
      .filter((n) => zonedOf(n.DatetimeSent).epochMilliseconds >= since)
      .sort((a, b) => zonedOf(b.DatetimeSent).epochMilliseconds - zonedOf(a.DatetimeSent).epochMilliseconds)
      .slice(0, 30);
  }
}

/** `/my-assignment` as a user works it. */
export class MyAssignmentsPage {
  constructor(
    readonly page: Page,
    private readonly t: Localize,
    private readonly loginPage: LoginPage,
  ) {}

  /** Logs in and opens the list (optionally with a query string). */
  async open(search = ''): Promise<void> {
    await this.loginPage.logInAtOnce(DEMO.full, `/my-assignment${search}`);
    await expect(this.page.getByRole('heading', { level: 1, name: this.t(myAssignmentsMessages.title) })).toBeVisible();
  }

  get searchBox(): Locator {
    return this.page.getByRole('searchbox', { name: this.t(myAssignmentsMessages.search) });
  }

  async search(text: string): Promise<void> {
    await this.searchBox.fill(text);
    await this.searchBox.press('Enter');
  }

  get table(): Locator {
    return this.page.getByRole('table');
  }

  /** The body rows of the table (group headers excluded). */
  get rows(): Locator {
    return this.table.locator('tbody tr:not(.tolk-group-row)');
  }

  /** The button that opens an order from its row. */
  openButton(orderNumber: string): Locator {
    return this.page.getByRole('button', { name: this.t(myAssignmentsMessages.openLabel, { number: orderNumber }) });
  }

  /**
   * Searches an order by number and opens it in the detail drawer, once the search's answer shows
   * (the order alone): a row clicked while the answer replaces the rows can lose its click. Returns
   * once the drawer has slid in, so that its buttons are pressed where they stay.
   */
  async openOrder(orderNumber: string): Promise<DetailDrawer> {
    await this.search(orderNumber);
    await expect(this.rows).toHaveCount(1);
    await this.openButton(orderNumber).click();
    const drawer = new DetailDrawer(this.page, this.t, orderNumber);
    await expect(drawer.dialog).toBeVisible();
    await expectOverlaysSettled(this.page);
    return drawer;
  }

  sortButton(label: keyof typeof myAssignmentsMessages): Locator {
    return this.table.getByRole('columnheader', { name: this.t(myAssignmentsMessages[label]) }).getByRole('button');
  }

  column(index: number): Locator {
    return this.rows.locator(`td:nth-child(${index + 1})`);
  }

  get empty(): Locator {
    return this.page.getByText(this.t(myAssignmentsMessages.empty));
  }

  get bell(): Locator {
    return this.page.getByRole('button', {
      name: new RegExp(`^${escape(this.t(notificationsMessages.bell, { count: 999 })).replace('999', '(\\d+)')}$`),
    });
  }

  async bellCount(): Promise<number> {
    const name = (await this.bell.getAttribute('aria-label')) ?? '';
    return Number(/\d+/.exec(name)?.[0] ?? NaN);
  }
}

/** The detail drawer of one order: a dialog named by its number. */
export class DetailDrawer {
  constructor(
    readonly page: Page,
    private readonly t: Localize,
    readonly orderNumber: string,
  ) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: this.t(detailMessages.title, { number: this.orderNumber }), exact: true });
  }

  /** The value of a field, found by its label. */
  field(label: keyof typeof detailMessages): Locator {
    return this.dialog
      .locator('dt', { hasText: new RegExp(`^${escape(this.t(detailMessages[label]))}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  button(label: keyof typeof detailMessages): Locator {
    return this.dialog.getByRole('button', { name: this.t(detailMessages[label]), exact: true });
  }
}

export const followUpTest = test.extend<{ myAssignments: MyAssignmentsPage }>({
  myAssignments: async ({ page, t, loginPage }, use) => use(new MyAssignmentsPage(page, t, loginPage)),
});

import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { type Temporal } from 'temporal-polyfill';
import { contactPersonsMessages } from '../../apps/client-portal/src/features/contact-persons/contact-persons.messages.js';
import { bookNowMessages } from '../../apps/client-portal/src/features/direct-booking/book-now.messages.js';
import { directBookingMessages as m } from '../../apps/client-portal/src/features/direct-booking/direct-booking.messages.js';
import { BookingMenu } from './booking-pages.js';
import { CrmApi, STOCKHOLM, savedContactOnWire } from './crm-api.js';
import { test as base } from './fixtures.js';
import type { Localize } from './localize.js';
import type { MockCrmControl } from './mock-crm.js';
import { DEMO } from './pages.js';
import { E2E_API_KEY } from './servers.js';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How many minutes to move the mock's clock so that direct booking is open (weekdays 07:30–19:00,
 * docs/api.md) with room for a booking and its retries: none between 08:00 and 17:00 on a
 * weekday, otherwise back to 12:00 of the latest weekday. Backwards only: moving forward would
 * settle orders for good, moving back changes nothing that stays once the clock is put back.
 */
export function minutesToOpenHours(now: Temporal.Instant): number {
  const local = now.toZonedDateTimeISO(STOCKHOLM);
  const minuteOfDay = local.hour * 60 + local.minute;
  if (local.dayOfWeek <= 5 && minuteOfDay >= 8 * 60 && minuteOfDay <= 17 * 60) return 0;
  let day = minuteOfDay > 17 * 60 ? local.toPlainDate() : local.toPlainDate().subtract({ days: 1 });
  while (day.dayOfWeek > 5) day = day.subtract({ days: 1 });
  const target = day.toZonedDateTime({ timeZone: STOCKHOLM, plainTime: '12:00' });
  return Math.trunc(local.until(target, { largestUnit: 'minute' }).total({ unit: 'minute' }));
}

/** The next weekday after `now`'s date, at 06:30 Stockholm: before direct booking opens. */
export function nextWeekdayMorning(now: Temporal.Instant): Temporal.ZonedDateTime {
  let day = now.toZonedDateTimeISO(STOCKHOLM).toPlainDate().add({ days: 1 });
  while (day.dayOfWeek > 5) day = day.add({ days: 1 });
  return day.toZonedDateTime({ timeZone: STOCKHOLM, plainTime: '06:30' });
}

/**
 * The mock's clock inside direct booking's opening hours, and the browser's at the same time, for
 * a test that has the mock to itself (`movesMockClock`). Answers the undoing, which moves the clock
 * back by as much as it was moved (other moves made meanwhile stay) and clears the 1075 fault.
 */
export async function openDirectBookingHours(page: Page, mockCrm: MockCrmControl): Promise<() => Promise<void>> {
  const shift = minutesToOpenHours(await mockCrm.now());
  if (shift !== 0) await mockCrm.advanceClock(shift);
  await followMockClock(page, mockCrm);
  return async () => {
    await mockCrm.takeNextDirectSlots(0);
    if (shift !== 0) await mockCrm.advanceClock(-shift);
  };
}

/**
 * A browser's clock at the mock's now, running on from there: a page, or a second browser beside the
 * customer's (the interpreter's), so that what it shows and counts down agrees with the CRM's time.
 */
export async function followMockClock(browser: Page | BrowserContext, mockCrm: MockCrmControl): Promise<void> {
  await browser.clock.install({ time: new Date((await mockCrm.now()).epochMilliseconds) });
}

/** A contact person of the demo customer made for a test over the API, removed after it. */
export interface TestPerson {
  readonly id: string;
  readonly name: string;
}

export async function createPerson(api: CrmApi, firstName: string, email: string | null): Promise<TestPerson> {
  const lastName = `Direkt${Date.now() % 1_000_000}`;
  const answer = await api.call('/CRMCustomer/CreateUpdateContactPerson', {
    ContactPersonIdentifier: null,
    FirstName: firstName,
    LastName: lastName,
    Title: null,
    EmailAddress: email,
    PhoneNumberDirect: '08-123 45 67',
    PhoneNumberMobile: null,
  });
  return { id: String(answer.ContactPersonIdentifier), name: `${firstName} ${lastName}` };
}

export async function removePerson(api: CrmApi, person: TestPerson): Promise<void> {
  await api.call('/CRMCustomer/DeleteContactPerson', { ContactPersonIdentifier: person.id });
}

/** The direct-booking modal as the user works it, by roles and names in the test's language. */
export class DirectBookingModal {
  constructor(
    private readonly page: Page,
    private readonly t: Localize,
  ) {}

  /** "Boka nu" on today's calendar cell (its name carries the date). */
  get bookNow(): Locator {
    const [before, after] = this.t(bookNowMessages.bookNowOn, { date: '\u0000' }).split('\u0000');
    return this.page.getByRole('button', { name: new RegExp(`^${escape(before!)}.+${escape(after!)}$`) });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog').filter({ has: this.page.locator('#direct-booking-title') });
  }

  heading(message: keyof typeof m): Locator {
    return this.dialog.getByRole('heading', { name: this.t(m[message]) });
  }

  /** A drop-down of the form by its label (which ends in the required mark). */
  field(name: 'duration' | 'orderer' | 'contact'): Locator {
    return this.dialog.getByRole('combobox', { name: new RegExp(`^${escape(this.t(m[name]))}\\b`) });
  }

  get submit(): Locator {
    return this.dialog.getByRole('button', { name: this.t(m.submit) });
  }

  async open(): Promise<void> {
    await this.bookNow.click();
    await expect(this.dialog).toBeVisible();
  }

  /** The booking menu's "Boka nu" (Shift+B opens the menu). */
  get menuEntry(): Locator {
    return this.page.getByRole('menuitem', { name: new RegExp(`^${escape(this.t(bookNowMessages.bookNow))}`) });
  }

  async openFromMenu(): Promise<void> {
    await new BookingMenu(this.page, this.t).openWithShortcut();
    await this.menuEntry.click();
    await expect(this.dialog).toBeVisible();
  }

  /** Starttid, typed and left (the field reads it when it loses focus). */
  async setStart(time: string): Promise<void> {
    const field = this.dialog.getByRole('textbox', { name: new RegExp(`^${escape(this.t(m.start))}\\b`) });
    await field.fill(time);
    await field.press('Tab');
    await expect(field).toHaveValue(time);
  }

  async chooseLanguage(name: string): Promise<void> {
    const field = this.dialog.getByRole('combobox', { name: this.t(m.language) });
    await field.fill(name);
    await this.page.getByRole('option', { name, exact: true }).click();
    await expect(field).toHaveValue(name);
  }

  async choosePerson(role: 'orderer' | 'contact', person: TestPerson): Promise<void> {
    await this.field(role).selectOption({ label: person.name });
  }

  /** "+ Lägg till här" under a person without an e-mail, then the e-mail saved in the contact dialog. */
  async addEmail(person: TestPerson, email: string): Promise<void> {
    await this.dialog.getByRole('button', { name: this.t(m.addEmailFor, { name: person.name }) }).click();
    const editor = this.page.getByRole('dialog', { name: this.t(contactPersonsMessages.editTitle, { name: person.name }) });
    await editor.getByLabel(this.t(contactPersonsMessages.email)).fill(email);
    await editor.getByRole('button', { name: this.t(contactPersonsMessages.save) }).click();
    await expect(editor).toBeHidden();
  }

  /** A fact of the completion (Bokningsnummer, Tolk …). */
  fact(label: keyof typeof m): Locator {
    return this.dialog
      .locator('.tolk-direct-fact')
      .filter({ has: this.page.getByText(this.t(m[label]), { exact: true }) })
      .locator('dd');
  }
}

/** `2026-11-24 10:15:00`, Stockholm: the CRM's date-time. */
const crmDateTime = (at: Temporal.ZonedDateTime): string =>
  at.withTimeZone(STOCKHOLM).toPlainDateTime().toString({ smallestUnit: 'second' }).replace('T', ' ');

/**
 * Books over the API, as "Boka nu" does (an availability check that holds the best free interpreter,
 * then the order), every interpreter of `language` a direct booking could get for [from, to), until
 * the check finds nobody free; answers the orders' identifiers, to cancel after the test. The
 * simulated pool is free whenever nothing is booked (docs/decisions.md, issue 16): a test that is
 * about one interpreter who uses the portal books the pool away first.
 */
export async function bookEveryFreeInterpreter(
  api: CrmApi,
  language: string,
  from: Temporal.ZonedDateTime,
  to: Temporal.ZonedDateTime,
  person: TestPerson,
): Promise<string[]> {
  const skills = (await api.call('/CRMCustomer/GetSkills', { ApiKey: E2E_API_KEY })).Skills as {
    SkillIdentifier: string;
    SkillName: string;
  }[];
  const skill = skills.find((s) => s.SkillName === language)?.SkillIdentifier;
  if (!skill) throw new Error(`no language ${language}`);
  const period = { TimeOrderFrom: crmDateTime(from), TimeOrderTo: crmDateTime(to) };
  const services = (
    await api.call('/CRMCustomer/GetServices', {
      SkillExternalidentifier: skill,
      DatetimeFrom: period.TimeOrderFrom,
      DatetimeTo: period.TimeOrderTo,
    })
  ).Services as { ServiceIdentifier: string; IsDefaultServiceForAutoAssignOrder: boolean }[];
  const service = services.find((s) => s.IsDefaultServiceForAutoAssignOrder)?.ServiceIdentifier;
  if (!service) throw new Error(`no direct-booking service for ${language}`);
  const request = {
    ServiceIdentifier: service,
    SkillIdentifier: skill,
    ...period,
    SessionIdentifier: `e2e-pool-${Date.now()}`,
  };
  const contact = savedContactOnWire(person.id);
  const booked: string[] = [];
  for (let i = 0; i < 50; i++) {
    const check = await api.call('/CRMCustomer/GetAvailableResourcesForAutoAssignOrder', request);
    if (check.CanCreateOrderWithOriginalTimeOrderFromTo !== true) {
      await api.call('/CRMCustomer/ClearAutoAssignOrderResources', { SessionIdentifier: request.SessionIdentifier });
      return booked;
    }
    const answer = await api.call('/CRMCustomer/CreateNewAutoAssignOrder', {
      ...request,
      ContactPersonOrderer: contact,
      ContactPersonUponInterpretation: contact,
    });
    booked.push((answer.ReturnedAutoAssignOrder as { OrderIdentifier: string }).OrderIdentifier);
  }
  throw new Error(`still an interpreter of ${language} free after ${booked.length} bookings`);
}

export interface DirectBookingFixtures {
  readonly modal: DirectBookingModal;
  /** The mock's clock (and the browser's) inside opening hours for the test; put back after it. */
  readonly openHours: void;
  /** The demo customer's API, and two persons made for the test: the orderer with an e-mail, the contact without. */
  readonly people: { readonly api: CrmApi; readonly orderer: TestPerson; readonly contact: TestPerson };
}

/** The portal's fixtures and those of a direct booking, for tests that have the mock to themselves (`movesMockClock`). */
export const directBookingTest = base.extend<DirectBookingFixtures>({
  modal: async ({ page, t }, use) => use(new DirectBookingModal(page, t)),
  openHours: async ({ page, mockCrm }, use) => {
    const undo = await openDirectBookingHours(page, mockCrm);
    try {
      await use();
    } finally {
      await undo();
    }
  },
  // Made and removed while the clock is moved (its token is of that time).
  people: async ({ openHours }, use) => {
    void openHours;
    const api = await CrmApi.logIn(DEMO.full);
    const orderer = await createPerson(api, 'Beställare', 'bestallare@example.se');
    const contact = await createPerson(api, 'Kontakt', null);
    try {
      await use({ api, orderer, contact });
    } finally {
      await removePerson(api, orderer);
      await removePerson(api, contact);
    }
  },
});

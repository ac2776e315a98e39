import { expect, type Locator, type Page, type Route } from '@playwright/test';
import { bookingFormMessages } from '../../apps/client-portal/src/features/booking-form/booking-form.messages.js';
import { bookingMenuMessages } from '../../apps/client-portal/src/features/booking-menu/booking-menu.messages.js';
import { multipleBookingMessages } from '../../apps/client-portal/src/features/multiple-booking/multiple-booking.messages.js';
import { pushAnalyticsMessages } from '../../apps/client-portal/src/features/push-analytics/push-analytics.messages.js';
import { quickBookingMessages } from '../../apps/client-portal/src/features/quick-booking/quick-booking.messages.js';
import { singleBookingMessages } from '../../apps/client-portal/src/features/single-booking/single-booking.messages.js';
import type { Localize } from './localize.js';
import type { MockCrmControl } from './mock-crm.js';
import { FIRST_PAGE_TIMEOUT } from './pages.js';

/**
 * Page objects of the booking flows (issue 4), shared by the single-, multiple- and quick-booking
 * specs: add classes, keep the ones here stable.
 */

/** The booking menu: "Starta bokning" in the header and on the dashboard, Shift+B anywhere. */
export class BookingMenu {
  constructor(
    private readonly page: Page,
    private readonly t: Localize,
  ) {}

  get menu(): Locator {
    return this.page.getByRole('menu', { name: this.t(bookingMenuMessages.menuLabel) });
  }

  /** The header's Start booking button (the dashboard has a second one in its side column). */
  get headerButton(): Locator {
    return this.page.getByRole('navigation').getByRole('button', { name: this.t(bookingMenuMessages.startBooking) });
  }

  get preBooking(): Locator {
    return this.menu.getByRole('menuitem', { name: new RegExp(this.t(bookingMenuMessages.preBooking)) });
  }

  get quickOrder(): Locator {
    return this.menu.getByRole('menuitem', { name: new RegExp(this.t(bookingMenuMessages.quickOrder)) });
  }

  /** Shift+B with the focus outside any text field. */
  async pressShortcut(): Promise<void> {
    await this.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await this.page.keyboard.press('Shift+B');
  }

  /** Shift+B, and the menu is open. */
  async openWithShortcut(): Promise<void> {
    await this.pressShortcut();
    await expect(this.menu).toBeVisible();
  }
}

/** Choose-assignment: one or several assignments, then "Nästa". */
export class ChooseAssignmentDialog {
  constructor(
    private readonly page: Page,
    private readonly t: Localize,
  ) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: this.t(bookingMenuMessages.chooseTitle) });
  }

  option(kind: 'single' | 'multiple'): Locator {
    return this.dialog.getByRole('radio', {
      name: this.t(kind === 'single' ? bookingMenuMessages.single : bookingMenuMessages.multiple),
    });
  }

  get next(): Locator {
    return this.dialog.getByRole('button', { name: this.t(bookingMenuMessages.next) });
  }
}

/** What a telephone assignment needs: a language, the meeting's phone number, a contact who is also the orderer. */
export interface TelephoneAssignment {
  readonly language: string;
  readonly meetingPhone: string;
}

/** The fields of one booking form (AssignmentForm), inside the element that holds it. */
export class BookingFormFields {
  constructor(
    private readonly root: Locator,
    private readonly t: Localize,
  ) {}

  get language(): Locator {
    return this.root.getByRole('combobox', { name: this.t(bookingFormMessages.language), exact: true });
  }

  typeOption(name: string): Locator {
    return this.root.getByRole('radio', { name });
  }

  get meetingPhone(): Locator {
    return this.root.getByLabel(this.t(bookingFormMessages.meetingPhone));
  }

  get contact(): Locator {
    return this.root.getByLabel(this.t(bookingFormMessages.contact));
  }

  get sameAsAbove(): Locator {
    return this.root.getByRole('checkbox', { name: this.t(bookingFormMessages.sameAsAbove) });
  }

  get end(): Locator {
    return this.root.getByRole('textbox', { name: this.t(bookingFormMessages.end), exact: true });
  }

  get start(): Locator {
    return this.root.getByRole('textbox', { name: this.t(bookingFormMessages.start), exact: true });
  }

  /** Types the language and takes the first match from the list. */
  async chooseLanguage(name: string): Promise<void> {
    await this.language.click();
    await this.language.fill(name);
    await this.root.getByRole('option', { name, exact: true }).first().click();
    await expect(this.language).toHaveValue(name);
  }

  /** A telephone assignment (the default type once the services are known) with the first saved contact. */
  async fillTelephone(assignment: TelephoneAssignment): Promise<void> {
    await this.chooseLanguage(assignment.language);
    await expect(this.meetingPhone).toBeVisible();
    await this.meetingPhone.fill(assignment.meetingPhone);
    await this.contact.selectOption({ index: 1 });
    // Blueprint draws its own box over the input: the click goes to the input itself.
    await this.sameAsAbove.check({ force: true });
  }
}

/** `/advanced-order-form`: the tabs, the selected assignment's form, add, delete and preview. */
export class MultipleOrderPage {
  constructor(
    private readonly page: Page,
    private readonly t: Localize,
  ) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: this.t(multipleBookingMessages.title) });
  }

  get tabs(): Locator {
    return this.page.getByRole('tablist', { name: this.t(multipleBookingMessages.tabsLabel) }).getByRole('tab');
  }

  tab(number: number): Locator {
    return this.page.getByRole('tab', { name: new RegExp(`^${this.t(multipleBookingMessages.tabNumber, { number })}\\b`) });
  }

  get form(): BookingFormFields {
    return new BookingFormFields(this.page.getByRole('tabpanel'), this.t);
  }

  get addAssignment(): Locator {
    return this.page.getByRole('button', { name: this.t(multipleBookingMessages.addAssignment) });
  }

  deleteButton(number: number): Locator {
    return this.page.getByRole('button', { name: this.t(multipleBookingMessages.deleteAssignment, { number }) });
  }

  get preview(): Locator {
    return this.page.getByRole('button', { name: this.t(multipleBookingMessages.preview), exact: true });
  }
}

/** `/preview-advanced-order-form`: one section per assignment, cancel, go back, print, confirm now. */
export class MultiplePreviewPage {
  constructor(
    private readonly page: Page,
    private readonly t: Localize,
  ) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: this.t(multipleBookingMessages.previewTitle) });
  }

  /** The assignments' headings, "Uppdrag 1 av 3" … */
  get assignments(): Locator {
    const name = new RegExp(this.t(multipleBookingMessages.previewAssignment, { number: '\\d+', total: '\\d+' }));
    return this.page.getByRole('heading', { level: 2, name });
  }

  get confirmNow(): Locator {
    return this.page.getByRole('button', { name: this.t(multipleBookingMessages.confirmNow) });
  }
}

/** `/thank-you`: the detail message and the created assignments. */
export class ThankYouPage {
  constructor(
    private readonly page: Page,
    private readonly t: Localize,
  ) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: this.t(multipleBookingMessages.thankYouTitle) });
  }

  get rows(): Locator {
    return this.page.getByRole('table', { name: this.t(multipleBookingMessages.thankYouListLabel) }).locator('tbody tr');
  }

  /** The booking numbers, in the list's order. */
  async numbers(): Promise<string[]> {
    return (await this.rows.locator('td:first-child').allInnerTexts()).map((text) => text.trim());
  }
}

/** The quick-order drawer on the dashboard, its preview and success modals. */
export class QuickOrderDrawer {
  constructor(
    private readonly page: Page,
    private readonly t: Localize,
  ) {}

  get drawer(): Locator {
    return this.page.getByRole('dialog', { name: this.t(quickBookingMessages.title), exact: true });
  }

  get form(): BookingFormFields {
    return new BookingFormFields(this.drawer, this.t);
  }

  get preview(): Locator {
    return this.drawer.getByRole('button', { name: this.t(quickBookingMessages.preview), exact: true });
  }

  get previewDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.t(quickBookingMessages.previewTitle) });
  }

  get confirmNow(): Locator {
    return this.previewDialog.getByRole('button', { name: this.t(quickBookingMessages.confirmNow) });
  }

  get success(): Locator {
    return this.page.getByRole('dialog', { name: this.t(bookingFormMessages.created) });
  }

  get bookingNumber(): Locator {
    return this.success.getByTestId('booking-number');
  }

  get continueBooking(): Locator {
    return this.success.getByRole('button', { name: this.t(bookingFormMessages.continueBooking) });
  }

  get leaveDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.t(quickBookingMessages.leaveTitle) });
  }

  get stay(): Locator {
    return this.leaveDialog.getByRole('button', { name: this.t(bookingFormMessages.stay) });
  }

  get leave(): Locator {
    return this.leaveDialog.getByRole('button', { name: this.t(quickBookingMessages.leave) });
  }
}

/**
 * Makes the mock CRM refuse the portal's next CreateNewOrder calls that `refuse(n)` picks (fault
 * failCreateOrder, answered 9999). The fault is set just before the chosen call goes on, so that
 * other tests' orders are not hit by it; answers what the chosen calls were answered.
 */
export async function refuseCreateOrders(
  page: Page,
  mockCrm: MockCrmControl,
  refuse: (callNumber: number) => boolean,
): Promise<{ readonly refused: () => number }> {
  let calls = 0;
  let refused = 0;
  await page.route('**/CRMCustomer/CreateNewOrder', async (route: Route) => {
    calls += 1;
    if (!refuse(calls)) return route.continue();
    await mockCrm.failNextCreateOrders(1);
    const response = await route.fetch();
    const answer = (await response.json()) as { Errors: { ErrorCode: number }[] | null };
    if (answer.Errors?.some((error) => error.ErrorCode === 9999)) refused += 1;
    await route.fulfill({ response });
  });
  return { refused: () => refused };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/create-single-assignment` and `/preview-assignment`: the two steps, the preview and the success view. */
export class SingleBookingPage {
  constructor(
    private readonly page: Page,
    private readonly t: Localize,
  ) {}

  /** A new booking, straight to the form. */
  async open(): Promise<void> {
    await this.page.goto('/create-single-assignment');
    await expect(this.stepIndicator(1)).toBeVisible({ timeout: FIRST_PAGE_TIMEOUT });
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  stepIndicator(step: 1 | 2): Locator {
    return this.page.getByText(this.t(singleBookingMessages.stepOf, { step }), { exact: true });
  }

  /** The form's fields, in whichever step is shown. */
  get form(): BookingFormFields {
    return new BookingFormFields(this.page.getByRole('main'), this.t);
  }

  /** A field by its label (the whole label; a required field's asterisk aside). */
  field(label: keyof typeof bookingFormMessages): Locator {
    return this.page.getByRole('main').getByLabel(new RegExp(`^${escapeRegExp(this.t(bookingFormMessages[label]))}\\s*\\*?$`));
  }

  /** The first (or only) date input. */
  get date(): Locator {
    return this.page.getByRole('main').getByLabel(new RegExp(`^${escapeRegExp(this.t(bookingFormMessages.date))}( 1)?\\s*\\*?$`));
  }

  /** Chooses a type of interpreting by its name (the radio's own input lies under its drawn circle). */
  async chooseType(name: string): Promise<void> {
    await this.form.typeOption(name).check({ force: true });
    await expect(this.form.typeOption(name)).toBeChecked();
  }

  button(label: keyof typeof singleBookingMessages): Locator {
    return this.page.getByRole('button', { name: this.t(singleBookingMessages[label]), exact: true });
  }

  /** The text of a field's problem, as announced. */
  problemOf(field: Locator): Locator {
    return field.locator('xpath=ancestor::*[contains(@class,"bp6-form-group")][1]').getByRole('alert');
  }

  get success(): Locator {
    return this.page.getByRole('region', {
      name: new RegExp(`^(${this.t(bookingFormMessages.created)}|${this.t(bookingFormMessages.changed)})$`),
    });
  }

  get bookingNumber(): Locator {
    return this.success.getByTestId('booking-number');
  }

  successButton(label: 'done' | 'continueBooking'): Locator {
    return this.success.getByRole('button', { name: this.t(bookingFormMessages[label]) });
  }

  dialog(title: keyof typeof bookingFormMessages): Locator {
    return this.page.getByRole('dialog', { name: this.t(bookingFormMessages[title]) });
  }

  dialogButton(title: keyof typeof bookingFormMessages, label: keyof typeof bookingFormMessages): Locator {
    return this.dialog(title).getByRole('button', { name: this.t(bookingFormMessages[label]), exact: true });
  }
}

/**
 * The push-notification prompt floats over the page's lower right corner, where the booking flows
 * have their buttons: whenever it shows, the test answers "not now", as a user would.
 */
export async function answerPushPromptNotNow(page: Page, t: Localize): Promise<void> {
  const prompt = page.getByRole('region', { name: t(pushAnalyticsMessages.promptHeading) });
  await page.addLocatorHandler(prompt, async () => {
    await prompt.getByRole('button', { name: t(pushAnalyticsMessages.notNow) }).click();
  });
}

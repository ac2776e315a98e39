import type { Temporal } from 'temporal-polyfill';
import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { appMessages } from '../../apps/interpreter-portal/src/app/app.messages.js';
import {
  actionLabelMessages,
  assignmentMessages,
} from '../../apps/interpreter-portal/src/features/assignment-detail/assignment.messages.js';
import { loginMessages } from '../../apps/interpreter-portal/src/features/login/login.messages.js';
import { requestMessages } from '../../apps/interpreter-portal/src/features/requests/requests.messages.js';
import { startMessages } from '../../apps/interpreter-portal/src/features/start/start.messages.js';
import { timeReportMessages } from '../../apps/interpreter-portal/src/features/time-report/time-report.messages.js';
import { notificationsMessages } from '../../packages/ui/src/notifications/notifications.messages.js';
import { DEMO_INTERPRETERS } from '../../mock-crm/src/interpreter/demo-interpreters.js';
import type { Language, Localize } from './localize.js';
import { mailOutbox } from './mail-outbox.js';

export type DemoInterpreter = (typeof DEMO_INTERPRETERS)[number];
export const interpreter = (number: DemoInterpreter['number']): DemoInterpreter =>
  DEMO_INTERPRETERS.find((i) => i.number === number)!;

/** Who is asked first for an order of each project's language: the only Ukrainian, or the level-5 Spanish interpreter. */
export const FIRST_ASKED = {
  sv: { skill: 'Ukrainska', who: interpreter('30001') },
  en: { skill: 'Spanska', who: interpreter('30003') },
} as const;

/** A slot of its own for each test, days ahead, so that an interpreter booked by one test is free for the next. */
export const slot = async (mockCrm: { now(): Promise<Temporal.Instant> }, daysAhead: number): Promise<Temporal.ZonedDateTime> =>
  (await mockCrm.now())
    .toZonedDateTimeISO('Europe/Stockholm')
    .add({ days: daysAhead })
    .with({ hour: 10, minute: 0, second: 0, millisecond: 0, microsecond: 0, nanosecond: 0 });

/** The path and query of the newest login link mailed to this address (the mock's outbox). */
export async function mailedLoginLink(email: string): Promise<string> {
  const mail = (await mailOutbox()).find((m) => m.to === email);
  const link = mail && /href="([^"]+)"/.exec(mail.content)?.[1];
  if (!link) throw new Error(`no login link mailed to ${email}`);
  const url = new URL(link.replace(/&amp;/g, '&'));
  return `${url.pathname}${url.search}`;
}

/** A second browser for the interpreter, in the test's language, beside the customer's. */
export async function interpreterBrowser(
  browser: Browser,
  baseURL: string,
  language: Language,
  device: 'desktop' | 'phone' = 'desktop',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    locale: language === 'sv' ? 'sv-SE' : 'en-GB',
    // Interpreters use the portal on the move: a phone's screen, touch included.
    ...(device === 'phone' ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } : {}),
  });
  await context.addInitScript((chosen) => {
    if (!window.localStorage.getItem('localLanguage')) window.localStorage.setItem('localLanguage', chosen);
  }, language);
  return context;
}

/** The interpreter portal as an interpreter works it: by labels, headings and button names. */
export class InterpreterPortal {
  constructor(
    readonly page: Page,
    private readonly t: Localize,
  ) {}

  /** Asks for a login link by e-mail and interpreter number, then opens the mailed link. */
  async logIn(who: DemoInterpreter): Promise<void> {
    await this.page.goto('/interpreter/login');
    await expect(this.page).toHaveTitle(`${this.t(loginMessages.title)} | Tolkportal`);
    await this.page.getByLabel(this.t(loginMessages.email)).fill(who.email);
    await this.page.getByLabel(this.t(loginMessages.interpreterNumber)).fill(who.number);
    await this.page.getByRole('button', { name: this.t(loginMessages.send) }).click();
    await expect(this.page.getByText(this.t(loginMessages.sent, { email: who.email }))).toBeVisible();
    await this.page.goto(await mailedLoginLink(who.email));
    await expect(
      this.page.getByRole('heading', { level: 1, name: this.t(startMessages.greeting, { number: who.number }) }),
    ).toBeVisible();
  }

  /** The card of the request for an order. */
  request(orderNumber: string): Locator {
    return this.page.getByRole('group', { name: this.t(requestMessages.requestLabel, { number: orderNumber }) });
  }

  requestButton(orderNumber: string, label: 'accept' | 'reject'): Locator {
    return this.request(orderNumber).getByRole('button', { name: this.t(requestMessages[label]) });
  }

  /** The header's notification bell, whatever its unread count. */
  get bell(): Locator {
    const name = this.t(notificationsMessages.bell, { count: 999 }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.page.getByRole('button', { name: new RegExp(`^${name.replace('999', '\\d+')}$`) });
  }

  /** Opens the bell's list and answers the notification whose headline and message have these words. */
  async bellItem(...words: string[]): Promise<Locator> {
    await this.bell.click();
    let item = this.page.locator('.tolk-bell-panel').getByRole('link');
    for (const text of words) item = item.filter({ hasText: text });
    return item.first();
  }

  toast(text: string): Locator {
    return this.page.locator('.bp6-toast').filter({ hasText: text });
  }

  /** The link to an assignment in a list, by its number. */
  assignmentLink(number: string): Locator {
    return this.page.getByRole('link', { name: number, exact: true });
  }

  /** A page link of the header (Blueprint draws it as a button, as in the client portal). */
  navigation(label: keyof typeof appMessages): Locator {
    return this.page.getByRole('navigation').getByRole('button', { name: this.t(appMessages[label]) });
  }

  action(label: keyof typeof actionLabelMessages): Locator {
    return this.page.getByRole('group', { name: this.t(assignmentMessages.actions) }).getByRole('button', {
      name: this.t(actionLabelMessages[label]),
    });
  }

  /** The value of a fact of the assignment's screen, by its label. */
  fact(label: keyof typeof assignmentMessages): Locator {
    return this.page.locator('dt', { hasText: this.t(assignmentMessages[label]) }).locator('xpath=following-sibling::dd[1]');
  }

  /** A labelled field of the time report form. */
  reportField(label: keyof typeof timeReportMessages, values?: Record<string, string | number>): Locator {
    return this.page.getByLabel(this.t(timeReportMessages[label], values), { exact: true });
  }

  /** Draws a signature on the report's canvas with the pointer, as a finger would. */
  async drawSignature(): Promise<void> {
    await drawSignature(this.page, this.page.getByRole('img', { name: this.t(timeReportMessages.signatureCanvas) }));
    await expect(this.page.getByRole('button', { name: this.t(timeReportMessages.clearSignature) })).toBeEnabled();
  }
}

/** A small PNG (a receipt's photo) for the file inputs. */
export const RECEIPT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Draws a scribble on a signature canvas with the pointer (either portal's SignaturePad). */
export async function drawSignature(page: Page, canvas: Locator): Promise<void> {
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [x, y] of [
    [0.25, 0.3],
    [0.4, 0.7],
    [0.55, 0.35],
    [0.7, 0.65],
    [0.85, 0.4],
  ] as const)
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 4 });
  await page.mouse.up();
}

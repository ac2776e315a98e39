import type { Page } from '@playwright/test';

interface Mail {
  readonly to: string | null;
  readonly subject: string;
  readonly content: string;
}

/** What the mock's mail service was asked to send, newest first (GET /__control/mail-outbox). */
export async function mailOutbox(limit = 50): Promise<Mail[]> {
  const response = await fetch(`${process.env.MOCK_CRM_URL}/__control/mail-outbox?limit=${limit}`);
  if (!response.ok) throw new Error(`mail outbox: HTTP ${response.status}`);
  return ((await response.json()) as { mails: Mail[] }).mails;
}

/**
 * Asks for a reset mail the way a browser can (through the gateway, which adds the ApiKey) and
 * answers the path and query of the set-new-password link the newest mail to that customer holds.
 */
export async function requestResetLink(page: Page, customerNumber: string): Promise<string> {
  const answer = await page.request.post('/crm/CRMCustomer/RequestPasswordReset', { data: { CustomerNumber: customerNumber } });
  if (!answer.ok()) throw new Error(`RequestPasswordReset: HTTP ${answer.status()}`);
  const mail = (await mailOutbox()).find((m) => m.to === `kundnummer-${customerNumber}@example.se`);
  const link = mail && /href="([^"]+)"/.exec(mail.content)?.[1];
  if (!link) throw new Error(`no reset mail to customer ${customerNumber}`);
  const url = new URL(link.replace(/&amp;/g, '&'));
  return `${url.pathname}${url.search}`;
}

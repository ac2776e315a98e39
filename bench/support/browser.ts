import { chromium, type Browser, type BrowserContext } from '@playwright/test';

/** Debian's Chromium, quiet: no background traffic of its own beside the page's. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });

/** The cookie and storage of a session of the demo customer 1001, logged in through the form. */
export async function loggedInState(browser: Browser): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> {
  const login = await browser.newContext();
  const page = await login.newPage();
  await page.goto(`${process.env.PORTAL_URL}/login`);
  await page.locator('#customerNumber').fill('1001');
  await page.locator('#password').fill('Tolkportal1');
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 60_000 });
  const state = await login.storageState();
  await login.close();
  return state;
}

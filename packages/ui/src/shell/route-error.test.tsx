import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider, createIntl } from 'react-intl';
import { StaticRouter } from 'react-router-dom/server';
import { describe, expect, it } from 'vitest';
import { uiEnglish } from '../i18n/en.js';
import type { Locale } from '../i18n/locale.js';
import { shellMessages } from '../i18n/shared.messages.js';
import { RouteError, routeErrorReport } from './route-error.js';

/** The shared texts in each language: Swedish is every message's default. */
const messagesOf = (locale: Locale) => (locale === 'en' ? uiEnglish : {});

/**
 * Renders the error page as the boundary shows it for a screen that threw. A server render runs no
 * effects: the title and the report are the browser's (routeErrorReport below); the boundary itself,
 * which a server render does not run, is tried by the browser tests (not-found.spec.ts).
 */
function renderFailing(locale: Locale, error: unknown, homeHref?: string): string {
  return renderToStaticMarkup(
    <IntlProvider locale={locale} defaultLocale="sv" messages={messagesOf(locale)}>
      <StaticRouter location="/dashboard">
        <RouteError error={error} report={() => undefined} homeHref={homeHref} />
      </StaticRouter>
    </IntlProvider>,
  );
}

describe('RouteError', () => {
  it.each(['sv', 'en'] as const)('shows what happened, a retry and the way to the start page (%s)', (locale) => {
    const intl = createIntl({ locale, defaultLocale: 'sv', messages: messagesOf(locale) });
    const text = (message: (typeof shellMessages)[keyof typeof shellMessages]) => intl.formatMessage(message);
    const html = renderFailing(locale, new Error('Failed to fetch dynamically imported module'));

    expect(html).toContain(`<h1 class="bp6-heading tolk-route-error-heading">${text(shellMessages.errorHeading)}</h1>`);
    expect(html).toContain(text(shellMessages.errorText));
    expect(html).toMatch(
      new RegExp(`<button type="button" class="[^"]*bp6-intent-primary[^"]*">.*${text(shellMessages.tryAgain)}`),
    );
    expect(html).toMatch(new RegExp(`<a role="link" href="/"[^>]*>.*${text(shellMessages.toStartPage)}`));
  });

  it("links to the portal's own start page: the interpreter portal's is /interpreter/", () => {
    const html = renderFailing('sv', new Error('x'), '/interpreter/');
    expect(html).toMatch(new RegExp(`<a role="link" href="/interpreter/"[^>]*>.*${shellMessages.toStartPage.defaultMessage}`));
  });

  it('tells the log the error, where it happened and its stack', () => {
    const error = new TypeError('x is undefined');
    expect(routeErrorReport(error, '/dashboard')).toEqual({
      statusText: 'screen not shown at /dashboard: TypeError: x is undefined',
      responseData: error.stack,
    });
    expect(routeErrorReport('lost', '/')).toEqual({ statusText: 'screen not shown at /: lost', responseData: null });
  });
});

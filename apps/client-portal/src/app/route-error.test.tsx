import { shellMessages, type Locale } from '@tolk/ui';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider, createIntl } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogues } from '../i18n/catalogues.js';
import { RouteError, routeErrorReport } from './route-error.js';

/**
 * Renders the error page as the boundary shows it for a screen that threw. A server render runs no
 * effects: the title and the report are the browser's (routeErrorReport below); the boundary itself,
 * which a server render does not run, is tried by the browser tests (lost-connection.spec.ts).
 */
function renderFailing(locale: Locale, error: unknown): string {
  return renderToStaticMarkup(
    <IntlProvider locale={locale} defaultLocale="sv" messages={catalogues.of(locale)}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <RouteError error={error} report={() => undefined} />
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe('RouteError', () => {
  beforeAll(() => catalogues.load('en'));

  it.each(['sv', 'en'] as const)('shows what happened, a retry and the way to the start page (%s)', (locale) => {
    const intl = createIntl({ locale, defaultLocale: 'sv', messages: catalogues.of(locale) });
    const text = (message: (typeof shellMessages)[keyof typeof shellMessages]) => intl.formatMessage(message);
    const html = renderFailing(locale, new Error('Failed to fetch dynamically imported module'));

    expect(html).toContain(`<h1 class="bp6-heading tolk-route-error-heading">${text(shellMessages.errorHeading)}</h1>`);
    expect(html).toContain(text(shellMessages.errorText));
    expect(html).toMatch(
      new RegExp(`<button type="button" class="[^"]*bp6-intent-primary[^"]*">.*${text(shellMessages.tryAgain)}`),
    );
    expect(html).toMatch(new RegExp(`<a role="link" href="/"[^>]*>.*${text(shellMessages.toStartPage)}`));
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

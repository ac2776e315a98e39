import { shellMessages, type Locale } from '@tolk/ui';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider, createIntl } from 'react-intl';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogues } from '../i18n/catalogues.js';
import { RouteError, routeErrorReport } from './route-error.js';

/**
 * Renders the route error element as the data router does when its route throws (here, its loader).
 * A server render runs no effects: the title and the report are the browser's (routeErrorReport below).
 */
async function renderFailing(locale: Locale, error: unknown): Promise<string> {
  const routes = [
    {
      path: '*',
      loader: () => {
        throw error;
      },
      element: null,
      errorElement: <RouteError report={() => undefined} />,
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://portal.test/dashboard'));
  if (context instanceof Response) throw new Error('expected a context, not a redirect');
  return renderToStaticMarkup(
    <IntlProvider locale={locale} defaultLocale="sv" messages={catalogues.of(locale)}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </IntlProvider>,
  );
}

describe('RouteError', () => {
  beforeAll(() => catalogues.load('en'));

  it.each(['sv', 'en'] as const)('shows what happened, a retry and the way to the start page (%s)', async (locale) => {
    const intl = createIntl({ locale, defaultLocale: 'sv', messages: catalogues.of(locale) });
    const text = (message: (typeof shellMessages)[keyof typeof shellMessages]) => intl.formatMessage(message);
    const html = await renderFailing(locale, new Error('Failed to fetch dynamically imported module'));

    expect(html).toContain(`<h1 class="bp6-heading tolk-route-error-heading">${text(shellMessages.errorHeading)}</h1>`);
    expect(html).toContain(text(shellMessages.errorText));
    expect(html).toMatch(
      new RegExp(`<button type="button" class="[^"]*bp6-intent-primary[^"]*">.*${text(shellMessages.tryAgain)}`),
    );
    expect(html).toMatch(new RegExp(`<a role="link" href="/"[^>]*>.*${text(shellMessages.toStartPage)}`));
    expect(html).not.toContain('Unexpected Application Error');
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

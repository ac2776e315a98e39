import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider, createIntl } from 'react-intl';
import { StaticRouter } from 'react-router-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_PATH } from '../features/contact/contact-details.js';
import { ContactNavLink } from '../features/contact/contact-nav-link.js';
import { contactNavMessages } from '../features/contact/contact-nav.messages.js';
import { myAssignmentsMessages } from '../features/my-assignments/my-assignments.messages.js';
import { qualityNavMessages } from '../features/quality/quality-nav.messages.js';
import { settingsNavMessages } from '../features/settings/settings-nav.messages.js';
import { MyAssignmentsNavLink } from '../features/my-assignments/my-assignments-nav-link.js';
import { QualityNavLink } from '../features/quality/quality-nav-link.js';
import { SettingsNavLink } from '../features/settings/settings-nav-link.js';
import { catalogues } from '../i18n/catalogues.js';

interface RenderedLink {
  readonly href: string;
  readonly current: boolean;
  readonly pressed: boolean;
  readonly text: string;
}

/** The header's links as rendered at `pathname`, in `locale` (a server render: no DOM here). */
function header(locale: 'sv' | 'en', pathname: string): RenderedLink[] {
  const html = renderToStaticMarkup(
    <IntlProvider locale={locale} defaultLocale="sv" messages={catalogues.of(locale)}>
      <StaticRouter location={pathname}>
        <MyAssignmentsNavLink />
        <QualityNavLink />
        <SettingsNavLink />
        <ContactNavLink />
      </StaticRouter>
    </IntlProvider>,
  );
  return [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map(([, attributes, inner]) => ({
    href: /href="([^"]*)"/.exec(attributes!)![1]!,
    current: attributes!.includes('aria-current="page"'),
    pressed: /class="[^"]*bp6-active/.test(attributes!),
    text: /<span class="tolk-nav-text">([^<]*)<\/span>/.exec(inner!)?.[1] ?? '',
  }));
}

describe('the header nav links (one NavLinkButton)', () => {
  beforeAll(() => catalogues.load('en'));

  it.each(['sv', 'en'] as const)('are links named by their text, none current on the dashboard (%s)', (locale) => {
    const links = header(locale, '/');
    expect(links.map((link) => link.href)).toEqual(['/my-assignment', '/report-quality', '/settings', CONTACT_PATH]);
    const intl = createIntl({ locale, defaultLocale: 'sv', messages: catalogues.of(locale) });
    expect(links.map((link) => link.text)).toEqual(
      [myAssignmentsMessages.title, qualityNavMessages.nav, settingsNavMessages.navLink, contactNavMessages.navLink].map(
        (message) => intl.formatMessage(message),
      ),
    );
    expect(new Set(links.map((link) => link.text)).size).toBe(4);
    expect(links.some((link) => link.current || link.pressed)).toBe(false);
  });

  it.each([
    ['/my-assignment', '/my-assignment'],
    ['/my-assignment/123', '/my-assignment'],
    ['/report-quality', '/report-quality'],
    ['/settings/terms', '/settings'],
    [CONTACT_PATH, CONTACT_PATH],
  ])('on %s only the link to %s is current and pressed', (pathname, href) => {
    const links = header('sv', pathname);
    expect(links.filter((link) => link.current).map((link) => link.href)).toEqual([href]);
    expect(links.filter((link) => link.pressed).map((link) => link.href)).toEqual([href]);
  });

  it('the deviations and contact links are current on their own path only', () => {
    for (const pathname of ['/report-quality/new', `${CONTACT_PATH}/more`]) {
      expect(header('sv', pathname).some((link) => link.current || link.pressed)).toBe(false);
    }
  });
});

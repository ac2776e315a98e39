import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { LanguageStore } from './language-store.js';
import type { Catalogue, Locale } from './locale.js';

interface IntlRootProps {
  readonly language: LanguageStore;
  /** Catalogues of the non-default locales; Swedish texts are the messages' defaults. */
  readonly catalogues: Partial<Record<Locale, Catalogue>>;
  readonly children: ReactNode;
}

export const IntlRoot = observer(function IntlRoot({ language, catalogues, children }: IntlRootProps) {
  // Screen readers and the browser's spelling and hyphenation follow the page's language.
  useEffect(() => {
    document.documentElement.lang = language.locale;
  }, [language.locale]);
  return (
    <IntlProvider locale={language.locale} defaultLocale="sv" messages={catalogues[language.locale] ?? {}}>
      {children}
    </IntlProvider>
  );
});

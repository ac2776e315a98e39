import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Catalogues } from './catalogues.js';
import type { LanguageStore } from './language-store.js';

interface IntlRootProps {
  readonly language: LanguageStore;
  /** The texts of each locale the page has (Swedish texts are the messages' defaults). */
  readonly catalogues: Pick<Catalogues, 'of'>;
  readonly children: ReactNode;
}

export const IntlRoot = observer(function IntlRoot({ language, catalogues, children }: IntlRootProps) {
  // Screen readers and the browser's spelling and hyphenation follow the page's language.
  useEffect(() => {
    document.documentElement.lang = language.locale;
  }, [language.locale]);
  return (
    <IntlProvider locale={language.locale} defaultLocale="sv" messages={catalogues.of(language.locale)}>
      {children}
    </IntlProvider>
  );
});

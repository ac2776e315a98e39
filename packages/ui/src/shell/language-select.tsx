import { HTMLSelect } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { shellMessages } from '../i18n/shared.messages.js';
import type { LanguageStore } from '../i18n/language-store.js';
import { isLocale } from '../i18n/locale.js';

export const LanguageSelect = observer(function LanguageSelect({ language }: { language: LanguageStore }) {
  const intl = useIntl();
  return (
    <HTMLSelect
      minimal
      aria-label={intl.formatMessage(shellMessages.language)}
      value={language.locale}
      onChange={(event) => {
        // Unfetchable texts (no connection) leave the choice where it was (docs/decisions.md).
        if (isLocale(event.currentTarget.value)) void language.choose(event.currentTarget.value).catch(() => undefined);
      }}
      options={[
        { value: 'sv', label: intl.formatMessage(shellMessages.swedish) },
        { value: 'en', label: intl.formatMessage(shellMessages.english) },
      ]}
    />
  );
});

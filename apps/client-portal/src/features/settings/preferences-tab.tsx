import { H3, Radio, RadioGroup } from '@blueprintjs/core';
import { CalendarSettings, isLocale, shellMessages } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useRootStore } from '../../app/root-context.js';
import { ChangePasswordForm } from '../reset-password/change-password-form.js';
import { RESET_PASSWORD_PATH, fromSettings } from '../reset-password/reset-password-route.js';
import { settingsMessages as m } from './settings.messages.js';

/** Settings tab 0: language, password change (and the way to the reset page). */
export const PreferencesTab = observer(function PreferencesTab() {
  const root = useRootStore();
  const intl = useIntl();
  const [changePassword] = useState(() => root.screens.changePassword());
  return (
    <div className="tolk-settings-preferences">
      <section aria-labelledby="settings-language-heading" className="tolk-settings-section">
        <H3 id="settings-language-heading">
          <FormattedMessage {...m.languageHeading} />
        </H3>
        <RadioGroup
          label={intl.formatMessage(m.languageHelp)}
          selectedValue={root.language.locale}
          onChange={(event) => {
            const value = event.currentTarget.value;
            // Unfetchable texts (no connection) leave the choice where it was (docs/decisions.md).
            if (isLocale(value)) void root.language.choose(value).catch(() => undefined);
          }}
        >
          <Radio value="sv" label={intl.formatMessage(shellMessages.swedish)} />
          <Radio value="en" label={intl.formatMessage(shellMessages.english)} />
        </RadioGroup>
      </section>
      <CalendarSettings calendar={root.account.externalCalendar} notifier={root.notifier} />
      <div className="tolk-settings-section">
        <ChangePasswordForm store={changePassword} />
        <p className="tolk-settings-reset">
          <FormattedMessage {...m.resetPasswordHelp} />{' '}
          <Link to={RESET_PASSWORD_PATH} state={fromSettings}>
            <FormattedMessage {...m.resetPasswordLink} />
          </Link>
        </p>
      </div>
    </div>
  );
});

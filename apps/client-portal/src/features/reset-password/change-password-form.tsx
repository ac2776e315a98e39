import { Button, Callout, Checkbox, H3 } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ChangePasswordField, ChangePasswordStore } from './change-password-store.js';
import { PasswordField } from './password-field.js';
import { passwordProblemText } from './password-problem.js';
import { resetPasswordMessages as m } from './reset-password.messages.js';
import './reset-password.css';

const FIELDS: readonly {
  field: ChangePasswordField;
  label: typeof m.currentPassword;
  autoComplete: 'current-password' | 'new-password';
}[] = [
  { field: 'currentPassword', label: m.currentPassword, autoComplete: 'current-password' },
  { field: 'newPassword', label: m.newPassword, autoComplete: 'new-password' },
  { field: 'repeatPassword', label: m.repeatPassword, autoComplete: 'new-password' },
];

/** Settings tab 0: current password, new password, repeat (spec 3 §2, §5). */
export const ChangePasswordForm = observer(function ChangePasswordForm({ store }: { store: ChangePasswordStore }) {
  const intl = useIntl();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };
  return (
    <section aria-labelledby="change-password-heading" className="tolk-password-form">
      <H3 id="change-password-heading">
        <FormattedMessage {...m.changeHeading} />
      </H3>
      <p>
        <FormattedMessage {...m.changeIntro} />
      </p>
      <Callout intent="primary" icon={null} id="password-policy" className="tolk-password-policy">
        <FormattedMessage {...m.policy} />
      </Callout>
      <form onSubmit={onSubmit} noValidate aria-label={intl.formatMessage(m.changeHeading)}>
        {FIELDS.map(({ field, label, autoComplete }) => {
          const name = intl.formatMessage(label);
          const problem = store.problemOf(field);
          return (
            <PasswordField
              key={field}
              id={field}
              label={name}
              value={store.form[field]}
              onChange={(value) => store.set(field, value)}
              onBlur={() => store.touch(field)}
              problem={problem ? passwordProblemText(intl, problem, name) : undefined}
              visible={store.visible}
              autoComplete={autoComplete}
              describedBy={field === 'newPassword' ? 'password-policy' : undefined}
            />
          );
        })}
        <Checkbox checked={store.visible} onChange={() => store.toggleVisible()} label={intl.formatMessage(m.showPasswords)} />
        <Button type="submit" intent="primary" icon="key" loading={store.submitting}>
          <FormattedMessage {...m.save} />
        </Button>
      </form>
    </section>
  );
});

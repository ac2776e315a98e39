import { Button, Callout, Checkbox } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { NewPasswordField, NewPasswordStore } from './new-password-store.js';
import { PasswordField } from './password-field.js';
import { passwordProblemText } from './password-problem.js';
import { resetPasswordMessages as m } from './reset-password.messages.js';

/** New password and its repeat ("retype" on the reset page), with the policy (spec 3 §5). */
export const NewPasswordForm = observer(function NewPasswordForm({
  store,
  name,
  repeatLabel,
}: {
  store: NewPasswordStore;
  /** The form's accessible name: the page's heading. */
  name: string;
  repeatLabel: MessageDescriptor;
}) {
  const intl = useIntl();
  const fields: readonly { field: NewPasswordField; label: MessageDescriptor }[] = [
    { field: 'newPassword', label: m.newPassword },
    { field: 'repeatPassword', label: repeatLabel },
  ];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={name} className="tolk-password-form">
      <Callout intent="primary" icon={null} id="new-password-policy" className="tolk-password-policy">
        <FormattedMessage {...m.policy} />
      </Callout>
      {fields.map(({ field, label }, index) => {
        const text = intl.formatMessage(label);
        const problem = store.problemOf(field);
        return (
          <PasswordField
            key={field}
            id={`new-${field}`}
            label={text}
            value={store.form[field]}
            onChange={(value) => store.set(field, value)}
            onBlur={() => store.touch(field)}
            problem={problem ? passwordProblemText(intl, problem, text) : undefined}
            visible={store.visible}
            autoComplete="new-password"
            describedBy={field === 'newPassword' ? 'new-password-policy' : undefined}
            autoFocus={index === 0}
          />
        );
      })}
      <Checkbox checked={store.visible} onChange={() => store.toggleVisible()} label={intl.formatMessage(m.showPasswords)} />
      <Button type="submit" intent="primary" icon="key" loading={store.submitting}>
        <FormattedMessage {...m.save} />
      </Button>
    </form>
  );
});

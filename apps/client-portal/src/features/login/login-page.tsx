import { Button, Callout, Card, H1 } from '@blueprintjs/core';
import { TextField, describeProblem, usePageTitle } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { usePortalStore } from '../../app/root-context.js';
import { loginMessages } from './login.messages.js';

export const LoginPage = observer(function LoginPage() {
  const root = usePortalStore();
  const intl = useIntl();
  const [form] = useState(() => root.screens.login());
  const [passwordVisible, setPasswordVisible] = useState(false);
  usePageTitle(loginMessages.title);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Success flips the session; the /login guard then sends the user where they were going.
    void form.submit();
  };
  const toggleLabel = intl.formatMessage(passwordVisible ? loginMessages.hidePassword : loginMessages.showPassword);

  return (
    <div className="tolk-login">
      <Card className="tolk-login-card" elevation={2}>
        <H1 className="tolk-login-title">
          <FormattedMessage {...loginMessages.title} />
        </H1>
        <p>
          <FormattedMessage {...loginMessages.intro} />
        </p>
        <form onSubmit={onSubmit} noValidate aria-label={intl.formatMessage(loginMessages.title)}>
          <TextField
            id="customerNumber"
            label={intl.formatMessage(loginMessages.customerNumber)}
            value={form.customerNumber}
            onChange={(value) => form.setCustomerNumber(value)}
            onBlur={() => form.touch('customerNumber')}
            problem={form.problems.customerNumber}
            showProblem={form.touched.customerNumber}
            inputMode="numeric"
            autoComplete="username"
            required
            autoFocus
          />
          <TextField
            id="password"
            label={intl.formatMessage(loginMessages.password)}
            value={form.password}
            onChange={(value) => form.setPassword(value)}
            onBlur={() => form.touch('password')}
            problem={form.problems.password}
            showProblem={form.touched.password}
            type={passwordVisible ? 'text' : 'password'}
            autoComplete="current-password"
            required
          />
          <Button
            variant="minimal"
            size="small"
            icon={passwordVisible ? 'eye-off' : 'eye-open'}
            // Its name says what it does next ("Visa" / "Dölj lösenord"), so it is no pressed toggle.
            aria-controls="password"
            onClick={() => setPasswordVisible((visible) => !visible)}
          >
            {toggleLabel}
          </Button>
          {form.rejection ? (
            <Callout intent="danger" className="tolk-login-rejection" role="alert">
              {describeProblem({ kind: 'service-errors', errors: form.rejection }, intl).join(' ')}
            </Callout>
          ) : null}
          <Button
            type="submit"
            intent="primary"
            size="large"
            fill
            icon="log-in"
            className="tolk-login-submit"
            disabled={!form.canSubmit}
            loading={form.submitting}
          >
            <FormattedMessage {...loginMessages.submit} />
          </Button>
        </form>
        <nav className="tolk-login-links">
          <Link to="/terms-and-conditions">
            <FormattedMessage {...loginMessages.terms} />
          </Link>
          <Link to="/privacy-policy">
            <FormattedMessage {...loginMessages.privacy} />
          </Link>
        </nav>
      </Card>
    </div>
  );
});

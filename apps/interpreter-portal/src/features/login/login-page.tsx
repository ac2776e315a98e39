import { Button, Callout, Card, H1, Spinner } from '@blueprintjs/core';
import { TextField, describeProblem, usePageTitle } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useInterpreterRoot } from '../../app/root-context.js';
import { loginMessages } from './login.messages.js';

/**
 * /interpreter/login (issue 15): the form that mails a login link, and the page the link opens
 * (`?ticket=…`), which logs in with it at once. A refused link (used, expired, unknown) says so and
 * offers the form for a new one.
 */
export const LoginPage = observer(function LoginPage() {
  const root = useInterpreterRoot();
  const intl = useIntl();
  const [store] = useState(() => root.screens.login());
  const [params, setParams] = useSearchParams();
  const ticket = params.get('ticket');
  usePageTitle(loginMessages.title);

  useEffect(() => {
    if (!ticket) return;
    // The ticket leaves the address bar (and the history) before it is used: it works once.
    setParams({}, { replace: true });
    void store.logInWithTicket(ticket);
  }, [ticket, store, setParams]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.requestLink();
  };
  const refusal = store.refusal ? describeProblem({ kind: 'service-errors', errors: store.refusal }, intl).join(' ') : null;

  return (
    <div className="tolk-login">
      <Card className="tolk-login-card" elevation={2}>
        <H1 className="tolk-login-title">
          <FormattedMessage {...loginMessages.title} />
        </H1>
        {store.loggingIn || ticket ? (
          <p role="status">
            <Spinner size={20} className="tolk-inline-spinner" /> <FormattedMessage {...loginMessages.loggingIn} />
          </p>
        ) : store.sentTo ? (
          <Callout intent="success" title={intl.formatMessage(loginMessages.sentHeading)} role="status">
            <p>
              <FormattedMessage {...loginMessages.sent} values={{ email: store.sentTo }} />
            </p>
            <Button variant="outlined" onClick={() => store.askAgain()}>
              <FormattedMessage {...loginMessages.askAgain} />
            </Button>
          </Callout>
        ) : (
          <>
            <p>
              <FormattedMessage {...loginMessages.intro} />
            </p>
            <form onSubmit={submit} noValidate aria-label={intl.formatMessage(loginMessages.title)}>
              <TextField
                id="email"
                label={intl.formatMessage(loginMessages.email)}
                value={store.email}
                onChange={(value) => store.setEmail(value)}
                onBlur={() => store.touch('email')}
                problem={store.problems.email}
                showProblem={store.touched.email}
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                autoFocus
              />
              <TextField
                id="interpreterNumber"
                label={intl.formatMessage(loginMessages.interpreterNumber)}
                value={store.interpreterNumber}
                onChange={(value) => store.setInterpreterNumber(value)}
                onBlur={() => store.touch('interpreterNumber')}
                problem={store.problems.interpreterNumber}
                showProblem={store.touched.interpreterNumber}
                autoComplete="username"
                required
              />
              {refusal ? (
                <Callout intent="danger" className="tolk-login-rejection" role="alert">
                  {refusal}
                </Callout>
              ) : null}
              <Button
                type="submit"
                intent="primary"
                size="large"
                fill
                icon="envelope"
                className="tolk-login-submit"
                loading={store.sending}
              >
                <FormattedMessage {...loginMessages.send} />
              </Button>
            </form>
          </>
        )}
        <nav className="tolk-login-links">
          <a href="/login">
            <FormattedMessage {...loginMessages.customerLogin} />
          </a>
        </nav>
      </Card>
    </div>
  );
});

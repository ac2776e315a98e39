import { Callout, Card, H1 } from '@blueprintjs/core';
import { usePageTitle } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { usePortalStore } from '../../app/root-context.js';
import { NewPasswordForm } from './new-password-form.js';
import { resetPasswordMessages as m } from './reset-password.messages.js';
import './reset-password.css';

/**
 * `/set-new-password?data=…` (spec 3 §2): a new password for the customer of a mailed link. The
 * CRM decrypts `data`; success goes to /login (or / when logged in), spec 3 §8.
 */
export const SetNewPasswordPage = observer(function SetNewPasswordPage() {
  const root = usePortalStore();
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const data = params.get('data');
  // A link the CRM cannot read or that has expired: retrying cannot help, so the form goes and the
  // page says how to get a new link (issue 17 item 3).
  const [linkInvalid, setLinkInvalid] = useState(false);
  const [store] = useState(() =>
    root.screens.setNewPassword(
      data,
      () => navigate(root.session.loggedIn ? '/' : '/login', { replace: true }),
      () => setLinkInvalid(true),
    ),
  );
  usePageTitle(m.setHeading);
  return (
    <div className="tolk-password-page">
      <Card elevation={1}>
        <H1 className="tolk-password-page-title">{intl.formatMessage(m.setHeading)}</H1>
        {linkInvalid ? (
          <Callout intent="danger" role="alert" className="tolk-password-link-invalid">
            <FormattedMessage {...m.linkInvalid} />
          </Callout>
        ) : data ? (
          <>
            <p>
              <FormattedMessage {...m.setIntro} />
            </p>
            <NewPasswordForm store={store} name={intl.formatMessage(m.setHeading)} repeatLabel={m.repeatPassword} />
          </>
        ) : (
          <Callout intent="warning" role="alert">
            <FormattedMessage {...m.noLink} />
          </Callout>
        )}
        <p className="tolk-password-page-back">
          <Link to="/login">
            <FormattedMessage {...m.toLogin} />
          </Link>
        </p>
      </Card>
    </div>
  );
});

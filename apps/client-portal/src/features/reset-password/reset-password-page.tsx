import { Card, H1 } from '@blueprintjs/core';
import { usePageTitle } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useRootStore } from '../../app/root-context.js';
import { NewPasswordForm } from './new-password-form.js';
import { cameFromSettings } from './reset-password-route.js';
import { resetPasswordMessages as m } from './reset-password.messages.js';
import './reset-password.css';

/** The reset-password page (spec 3 §2, §5): only from /settings, else to /; success goes to /. */
export const ResetPasswordPage = observer(function ResetPasswordPage() {
  const location = useLocation();
  if (!cameFromSettings(location.state)) return <Navigate to="/" replace />;
  return <ResetPasswordForm />;
});

const ResetPasswordForm = observer(function ResetPasswordForm() {
  const root = useRootStore();
  const intl = useIntl();
  const navigate = useNavigate();
  const [store] = useState(() => root.screens.resetPassword(() => navigate('/', { replace: true })));
  usePageTitle(m.resetHeading);
  return (
    <div className="tolk-password-page">
      <Card elevation={1}>
        <H1 className="tolk-password-page-title">{intl.formatMessage(m.resetHeading)}</H1>
        <p>
          <FormattedMessage {...m.resetIntro} />
        </p>
        <NewPasswordForm store={store} name={intl.formatMessage(m.resetHeading)} repeatLabel={m.retypePassword} />
        <p className="tolk-password-page-back">
          <Link to="/settings">
            <FormattedMessage {...m.backToSettings} />
          </Link>
        </p>
      </Card>
    </div>
  );
});

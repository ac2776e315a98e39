import { AnchorButton } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useRootStore } from '../../app/root-context.js';
import { REPORTS_DASHBOARD_PATH } from './report-services.js';
import { reportsNavMessages } from './reports-nav.messages.js';

/** The header's way to the statistics, shown only to customers allowed KPI reports (spec 3 §6). */
export const ReportsNavLink = observer(function ReportsNavLink() {
  const { reports } = useRootStore();
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  if (!reports.access.allowed) return null;
  const current = location.pathname === REPORTS_DASHBOARD_PATH || location.pathname.startsWith('/reports/');
  return (
    <AnchorButton
      variant="minimal"
      icon="timeline-bar-chart"
      href={REPORTS_DASHBOARD_PATH}
      active={current}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        event.preventDefault();
        navigate(REPORTS_DASHBOARD_PATH);
      }}
    >
      <span className="tolk-nav-text">{intl.formatMessage(reportsNavMessages.navLink)}</span>
    </AnchorButton>
  );
});

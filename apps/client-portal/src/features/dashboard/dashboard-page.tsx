import { usePageTitle } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '../../app/root-context.js';
import { dashboardMessages } from './dashboard.messages.js';
import { WelcomePanel } from './welcome-panel.js';

/** `/`: the left column with the welcome line; the calendar joins it in the main area. */
export const DashboardPage = observer(function DashboardPage() {
  const { profile } = useRootStore();
  usePageTitle(dashboardMessages.title);
  return (
    <div className="tolk-dashboard">
      <aside className="tolk-dashboard-side">
        <WelcomePanel profile={profile} />
      </aside>
    </div>
  );
});

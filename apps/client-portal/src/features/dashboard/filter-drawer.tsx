import { Button } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DashboardStore } from './dashboard-store.js';
import { filterMessages } from './dashboard.messages.js';
import { SideDrawer } from './side-drawer.js';
import { StatusFilterPanel } from './status-filter-panel.js';

/** The status filter in a drawer, for screens narrower than 1024 px (spec 2 §2, §9). */
export const FilterDrawer = observer(function FilterDrawer({ dashboard }: { dashboard: DashboardStore }) {
  const intl = useIntl();
  const close = () => dashboard.setFilterDrawerOpen(false);
  return (
    <SideDrawer
      isOpen={dashboard.filterDrawerOpen}
      onClose={close}
      title={intl.formatMessage(filterMessages.drawerTitle)}
      className="tolk-filter-drawer"
      footer={
        <Button intent="primary" fill onClick={close}>
          <FormattedMessage {...filterMessages.showResults} />
        </Button>
      }
    >
      <StatusFilterPanel dashboard={dashboard} />
    </SideDrawer>
  );
});

import { Button, Checkbox } from '@blueprintjs/core';
import { FILTERABLE_STATUSES, type StatusChoice } from '@tolk/core';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { statusChoiceMessageOf } from '@tolk/ui';
import type { DashboardStore } from './dashboard-store.js';
import { filterMessages } from './dashboard.messages.js';

const CHOICES: readonly StatusChoice[] = ['all', ...FILTERABLE_STATUSES];

/**
 * The status filter (spec 2 §2): all, or any of the specific statuses, by the core's rules; the
 * clear-all toggle selects every specific status when all is on, and goes back to all otherwise.
 */
export const StatusFilterPanel = observer(function StatusFilterPanel({ dashboard }: { dashboard: DashboardStore }) {
  const intl = useIntl();
  const allOn = dashboard.statuses.includes('all');
  return (
    <fieldset className="tolk-status-filter">
      <legend className="tolk-status-filter-legend">
        <FormattedMessage {...filterMessages.heading} />
      </legend>
      <Button
        className="tolk-status-filter-toggle"
        variant="minimal"
        size="small"
        intent="primary"
        onClick={() => dashboard.toggleClearAll()}
      >
        <FormattedMessage {...(allOn ? filterMessages.selectEach : filterMessages.clear)} />
      </Button>
      {CHOICES.map((choice) => (
        <Checkbox
          key={choice}
          checked={dashboard.statuses.includes(choice)}
          label={intl.formatMessage(statusChoiceMessageOf(choice))}
          onChange={() => dashboard.toggleStatus(choice)}
          data-status={choice}
        />
      ))}
    </fieldset>
  );
});

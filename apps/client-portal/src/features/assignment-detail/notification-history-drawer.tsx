import { Button, Drawer, Tag } from '@blueprintjs/core';
import type { Assignment } from '@tolk/core';
import { formatDateTimeIso, useNarrowScreen } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AssignmentDetailStore } from './assignment-detail-store.js';
import { detailMessages } from './assignment-detail.messages.js';

/**
 * The notification history (spec 2 §2): the unread notifications the drawer was opened with,
 * newest first, each with its headline, sent time (YYYY-MM-DD HH:mm) and a "new" label. Opening
 * it marked the first one read; the list stays as it was opened.
 */
export const NotificationHistoryDrawer = observer(function NotificationHistoryDrawer({
  assignment,
  store,
}: {
  readonly assignment: Assignment;
  readonly store: AssignmentDetailStore;
}) {
  const intl = useIntl();
  const narrow = useNarrowScreen();
  const titleId = useId();
  const history = store.history;
  return (
    <Drawer
      isOpen={history !== null}
      onClose={() => store.closeHistory()}
      position="right"
      size={narrow ? '100%' : 420}
      className="tolk-history-drawer"
    >
      <div className="tolk-detail" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="tolk-detail-header">
          <h2 id={titleId} className="tolk-detail-title">
            <FormattedMessage {...detailMessages.historyTitle} values={{ number: assignment.number }} />
          </h2>
          <Button
            variant="minimal"
            icon="cross"
            aria-label={intl.formatMessage(detailMessages.close)}
            onClick={() => store.closeHistory()}
          />
        </div>
        <div className="tolk-detail-body">
          {history && history.length > 0 ? (
            <ul className="tolk-history-list">
              {history.map((n) => (
                <li key={n.id} className="tolk-history-item">
                  <div className="tolk-history-headline">
                    <strong>{n.headline}</strong>
                    <Tag intent="primary" minimal>
                      <FormattedMessage {...detailMessages.newLabel} />
                    </Tag>
                  </div>
                  <time dateTime={n.sentAt.toInstant().toString()} className="tolk-muted">
                    {formatDateTimeIso(n.sentAt)}
                  </time>
                </li>
              ))}
            </ul>
          ) : (
            <p className="tolk-muted">
              <FormattedMessage {...detailMessages.historyEmpty} />
            </p>
          )}
        </div>
      </div>
    </Drawer>
  );
});

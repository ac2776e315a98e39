import { Button, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { groupByDay, type PortalNotification } from '@tolk/core';
import { formatTime } from '../format/temporal-format.js';
import { usePageTitle } from '../routing/use-page-title.js';
import type { NotificationHref } from './notification-bell.js';
import type { NotificationsStore } from './notifications-store.js';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { notificationsMessages as m } from './notifications.messages.js';
import './notifications.css';

/** `/notifications` (spec 2 §2): the notification window grouped by day (YYYY-MM-DD), newest first. */
export const NotificationsPage = observer(function NotificationsPage({
  notifications,
  hrefOf,
  onOpen,
  leadsSomewhere = (n) => n.orderIds.length > 0,
}: {
  notifications: NotificationsStore;
  hrefOf: NotificationHref;
  /** As the bell's: called as a notification is followed. */
  onOpen?: (notification: PortalNotification) => void;
  /** Whether a notification has somewhere to lead (the customer's: an order). */
  leadsSomewhere?: (notification: PortalNotification) => boolean;
}) {
  usePageTitle(m.title);
  const { locale } = useIntl();
  useEffect(() => {
    void notifications.refresh();
  }, [notifications]);
  const days = groupByDay(notifications.shown);
  return (
    <div className="tolk-notifications-page">
      <h1 className="tolk-page-heading">
        <FormattedMessage {...m.title} />
      </h1>
      <p className="tolk-notifications-intro">
        <FormattedMessage {...m.intro} />
      </p>
      {notifications.state === 'idle' || (notifications.state === 'loading' && days.length === 0) ? (
        <Spinner />
      ) : notifications.state === 'failed' && days.length === 0 ? (
        <NonIdealState
          icon="error"
          title={<FormattedMessage {...m.failed} />}
          action={
            <Button onClick={() => void notifications.forceRefresh()}>
              <FormattedMessage {...m.retry} />
            </Button>
          }
        />
      ) : days.length === 0 ? (
        <p className="tolk-notifications-empty" role="status">
          <FormattedMessage {...m.empty} />
        </p>
      ) : (
        days.map(({ day, notifications: list }) => (
          <section key={day} className="tolk-notifications-day" aria-labelledby={`day-${day}`}>
            <h2 id={`day-${day}`} className="tolk-notifications-date">
              {day}
            </h2>
            <ul className="tolk-notifications-list">
              {list.map((n) => (
                <li key={n.id} className="tolk-notifications-item">
                  <time dateTime={n.sentAt.toInstant().toString()} className="tolk-notifications-time">
                    {formatTime(locale, n.sentAt)}
                  </time>
                  <div className="tolk-notifications-text">
                    <span className="tolk-bell-headline">
                      {n.isRead ? null : (
                        <Tag intent="primary" minimal>
                          <FormattedMessage {...m.newLabel} />
                        </Tag>
                      )}
                      <strong>{n.headline}</strong>
                    </span>
                    <span>{n.message}</span>
                    {leadsSomewhere(n) ? (
                      <Link to={hrefOf(n)} onClick={() => onOpen?.(n)}>
                        <FormattedMessage {...m.openAssignment} />
                      </Link>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
});

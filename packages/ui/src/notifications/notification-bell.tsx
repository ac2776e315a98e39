import { Button, Tag } from '@blueprintjs/core';
import { JOB_TIMER_SECONDS, type PortalNotification } from '@tolk/core';
import { formatDateTimeIso } from '../format/temporal-format.js';
import type { NotificationsStore } from './notifications-store.js';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { notificationsMessages as m } from './notifications.messages.js';
import './notifications.css';

/** Spec 2 §9: the dropdown closes 250 ms after focus has left it. */
export const DROPDOWN_CLOSE_DELAY_MS = 250;

/** Where a notification leads, in the portal showing it. */
export type NotificationHref = (notification: PortalNotification) => string;

/**
 * The bell in the top navigation (spec 2 §2; both portals): the unread count of the notification
 * window and a dropdown listing the notifications; each leads where `hrefOf` says (its assignment).
 * Refreshed on the job timer.
 */
export const NotificationBell = observer(function NotificationBell({
  notifications,
  hrefOf,
  allHref = '/notifications',
  onOpen,
}: {
  notifications: NotificationsStore;
  hrefOf: NotificationHref;
  allHref?: string;
  /** Called as a notification is followed (a portal whose target page does not mark it read does it here). */
  onOpen?: (notification: PortalNotification) => void;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const closing = useRef<ReturnType<typeof setTimeout> | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => notifications.poll(JOB_TIMER_SECONDS * 1000), [notifications]);
  useEffect(() => () => clearTimeout(closing.current ?? undefined), []);

  const cancelClosing = () => {
    if (closing.current) clearTimeout(closing.current);
    closing.current = null;
  };
  const close = (returnFocus: boolean) => {
    cancelClosing();
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  const count = notifications.unreadCount;
  return (
    <div
      className="tolk-bell"
      onFocus={cancelClosing}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        cancelClosing();
        closing.current = setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close(true);
        }
      }}
    >
      <Button
        ref={button}
        variant="minimal"
        icon="notifications"
        aria-label={intl.formatMessage(m.bell, { count })}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (!open) void notifications.refresh();
          setOpen(!open);
        }}
      >
        {count > 0 ? (
          <Tag round intent="danger" className="tolk-bell-count" aria-hidden>
            {count}
          </Tag>
        ) : null}
      </Button>
      <div id={panelId} className="tolk-bell-panel" hidden={!open}>
        <h2 className="tolk-bell-title">
          <FormattedMessage {...m.dropdownTitle} />
        </h2>
        {notifications.shown.length === 0 ? (
          <p className="tolk-bell-empty">
            <FormattedMessage {...m.empty} />
          </p>
        ) : (
          <ul className="tolk-bell-list">
            {notifications.shown.map((n) => (
              <li key={n.id}>
                <Link
                  to={hrefOf(n)}
                  className="tolk-bell-item"
                  onClick={() => {
                    onOpen?.(n);
                    close(false);
                  }}
                >
                  <span className="tolk-bell-headline">
                    {n.isRead ? null : (
                      <Tag intent="primary" minimal>
                        <FormattedMessage {...m.newLabel} />
                      </Tag>
                    )}
                    <strong>{n.headline}</strong>
                  </span>
                  <span className="tolk-bell-message">{n.message}</span>
                  <time dateTime={n.sentAt.toInstant().toString()}>{formatDateTimeIso(n.sentAt)}</time>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Link to={allHref} className="tolk-bell-all" onClick={() => close(false)}>
          <FormattedMessage {...m.showAll} />
        </Link>
      </div>
    </div>
  );
});

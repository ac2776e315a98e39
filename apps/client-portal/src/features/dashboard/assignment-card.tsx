import { Icon } from '@blueprintjs/core';
import { articleKindOf, type Assignment } from '@tolk/core';
import { formatTimeRange } from '@tolk/ui';
import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ARTICLE_ICONS } from '../assignments/article-label.js';
import { articleTypeMessageOf } from '../assignments/article-type.messages.js';
import { statusMessageOf } from '@tolk/ui';
import { calendarMessages } from './dashboard.messages.js';

export interface AssignmentCardProps {
  readonly assignment: Assignment;
  readonly onOpen: (assignment: Assignment) => void;
}

/**
 * An assignment in the week view (spec 2 §2): language, time range, contact person, the service
 * with its icon, the status, and a bell when it has unread notifications. A button: it opens the
 * detail drawer. Assignments are immutable values, so a card renders again only when it changes.
 * The columns are narrow, so the service's icon stands in the top row and its name has a line.
 */
export const AssignmentCard = memo(function AssignmentCard({ assignment, onOpen }: AssignmentCardProps) {
  const intl = useIntl();
  const unread = assignment.unreadNotifications.length > 0;
  const service = articleTypeMessageOf(assignment.articleName);
  return (
    <button type="button" className="tolk-assignment-card" data-status={assignment.status} onClick={() => onOpen(assignment)}>
      <span className="tolk-assignment-card-top">
        <span className="tolk-assignment-card-skill">{assignment.skill}</span>
        <span className="tolk-assignment-card-icons">
          {unread ? (
            <Icon icon="notifications" size={12} intent="warning" title={intl.formatMessage(calendarMessages.unread)} />
          ) : null}
          <Icon icon={ARTICLE_ICONS[articleKindOf(assignment.articleName)]} size={12} aria-hidden />
        </span>
      </span>
      <span className="tolk-assignment-card-time">{formatTimeRange(intl.locale, assignment.start, assignment.end)}</span>
      {assignment.contact ? <span className="tolk-assignment-card-contact">{assignment.contact.name}</span> : null}
      <span className="tolk-assignment-card-service">{service ? intl.formatMessage(service) : assignment.articleName}</span>
      <span className="tolk-assignment-card-status">
        <FormattedMessage {...statusMessageOf(assignment.status)} />
      </span>
      <span className="tolk-visually-hidden">
        <FormattedMessage {...calendarMessages.orderNumber} values={{ number: assignment.number }} />
      </span>
    </button>
  );
});

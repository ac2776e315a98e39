import { Button, Drawer } from '@blueprintjs/core';
import type { Assignment } from '@tolk/core';
import { useNarrowScreen } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRootStore } from '../../app/root-context.js';
import type { AssignmentDetailStore } from './assignment-detail-store.js';
import { detailMessages } from './assignment-detail.messages.js';
import { AssignmentActionsBar } from './assignment-actions.js';
import { AssignmentFields } from './assignment-fields.js';
import { NotificationHistoryDrawer } from './notification-history-drawer.js';
import './assignment-detail.css';

/** Spec 2 §9: the drawer's animation takes 550 ms. */
export const DRAWER_ANIMATION_MS = 550;

/**
 * The detail drawer (spec 2 §2), rendered once in the app shell and driven by
 * `root.assignmentDrawer`: any screen opens it with `open(assignment, siblings)`.
 */
export const AssignmentDrawer = observer(function AssignmentDrawer() {
  const root = useRootStore();
  const [store] = useState(() => root.screens.assignmentDetail());
  const narrow = useNarrowScreen();
  const current = root.assignmentDrawer.current;
  // The last assignment stays rendered while the drawer slides away.
  const last = useRef<Assignment | null>(null);
  if (current) last.current = current;
  const shown = current ?? last.current;

  useEffect(() => {
    void store.loadServiceNames();
  }, [store, current?.id]);

  return (
    <Drawer
      isOpen={current !== null}
      onClose={() => root.assignmentDrawer.close()}
      onClosed={() => store.closeHistory()}
      position="right"
      size={narrow ? '100%' : 560}
      transitionDuration={DRAWER_ANIMATION_MS}
      className="tolk-detail-drawer"
    >
      {shown ? <DetailContent assignment={shown} store={store} /> : null}
    </Drawer>
  );
});

const DetailContent = observer(function DetailContent({
  assignment,
  store,
}: {
  assignment: Assignment;
  store: AssignmentDetailStore;
}) {
  const intl = useIntl();
  const { assignmentDrawer } = useRootStore();
  const titleId = useId();
  const { index, count } = assignmentDrawer.position;
  return (
    <div className="tolk-detail" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div className="tolk-detail-header">
        <h2 id={titleId} className="tolk-detail-title">
          <FormattedMessage {...detailMessages.title} values={{ number: assignment.number }} />
        </h2>
        {count > 1 && index >= 0 ? (
          <nav className="tolk-detail-walk" aria-label={intl.formatMessage(detailMessages.position, { index: index + 1, count })}>
            <Button
              variant="minimal"
              icon="chevron-left"
              aria-label={intl.formatMessage(detailMessages.previous)}
              disabled={index <= 0}
              onClick={() => assignmentDrawer.previous()}
            />
            <span className="tolk-detail-position" aria-live="polite">
              <FormattedMessage {...detailMessages.position} values={{ index: index + 1, count }} />
            </span>
            <Button
              variant="minimal"
              icon="chevron-right"
              aria-label={intl.formatMessage(detailMessages.next)}
              disabled={index >= count - 1}
              onClick={() => assignmentDrawer.next()}
            />
          </nav>
        ) : null}
        <Button
          variant="minimal"
          icon="cross"
          aria-label={intl.formatMessage(detailMessages.close)}
          onClick={() => assignmentDrawer.close()}
        />
      </div>
      <div className="tolk-detail-body">
        <AssignmentFields assignment={assignment} store={store} />
      </div>
      <AssignmentActionsBar assignment={assignment} store={store} />
      <NotificationHistoryDrawer assignment={assignment} store={store} />
    </div>
  );
});

import { Button, Callout, Checkbox, FormGroup, HTMLSelect, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import {
  FILTERABLE_STATUSES,
  INTERPRETATION_TYPES,
  JOB_TIMER_SECONDS,
  STOCKHOLM,
  listRangeFor,
  type DateRange,
  type RatingFilter,
} from '@tolk/core';
import { usePageTitle } from '@tolk/ui';
import { DateField } from '@tolk/ui/date-field';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useRootStore } from '../../app/root-context.js';
import type { AssignmentListStore } from './assignment-list-store.js';
import { articleTypeMessages } from '../assignments/article-type.messages.js';
import { assignmentStatusMessages, statusChoiceMessageOf } from '@tolk/ui';
import { AssignmentTable } from './assignment-table.js';
import { myAssignmentsMessages as m } from './my-assignments.messages.js';

/**
 * `/my-assignment` (spec 2 §2): the list with its search, period, type, status and rating filters,
 * sortable columns and multi-date orders grouped; a row opens the detail drawer with the rows as
 * siblings. `?notification_id=` opens the order a notification is about.
 */
export function MyAssignmentsPage() {
  const location = useLocation();
  // The list takes its days from the navigation that opened it: a new one (the dashboard's "Visa
  // alla" for another day, also while the page is still shown during a route change) starts afresh.
  return <MyAssignmentsList key={JSON.stringify(location.state ?? null)} />;
}

const MyAssignmentsList = observer(function MyAssignmentsList() {
  usePageTitle(m.title);
  const root = useRootStore();
  const location = useLocation();
  const [params] = useSearchParams();
  const [list] = useState(() =>
    root.screens.assignmentList(
      listRangeFor(location.state, root.clock.now().toZonedDateTimeISO(STOCKHOLM).toPlainDate(), STOCKHOLM),
    ),
  );
  const [notificationProblem, setNotificationProblem] = useState(false);

  // The dashboard's "to rate" link (issue 13).
  useEffect(() => {
    if ((location.state as { unrated?: unknown } | null)?.unrated === true) list.showUnrated();
  }, [list, location.state]);

  // A rating saved anywhere puts the new stars in the rows (spec 2 §4).
  useEffect(
    () =>
      reaction(
        () => root.feedback.ratedCount,
        () => void list.forceRefresh(),
      ),
    [list, root.feedback],
  );

  useEffect(() => {
    void list.load();
    const timer = setInterval(() => void list.refresh(), JOB_TIMER_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [list]);

  // A notification read in the drawer changes the order's flags: the rows reload (spec 2 §4).
  useEffect(
    () =>
      reaction(
        () => root.notifications.readCount,
        () => void list.forceRefresh(),
      ),
    [list, root.notifications],
  );

  const notificationId = params.get('notification_id');
  useEffect(() => {
    if (!notificationId) return;
    let live = true;
    setNotificationProblem(false);
    root.followUp.assignmentOfNotification.execute(notificationId).then(
      (target) => {
        if (!live) return;
        if (target.kind === 'found') root.assignmentDrawer.open(target.assignment, [target.assignment]);
        else setNotificationProblem(true);
      },
      () => live && setNotificationProblem(true),
    );
    return () => {
      live = false;
    };
  }, [notificationId, root]);

  return (
    <div className="tolk-list-page">
      <h1 className="tolk-page-heading">
        <FormattedMessage {...m.title} />
      </h1>
      <ListFilters list={list} />
      {notificationProblem ? (
        <Callout intent="warning" className="tolk-list-callout">
          <FormattedMessage {...m.notificationGone} />
        </Callout>
      ) : null}
      <ListBody list={list} />
    </div>
  );
});

const RATING_CHOICES: readonly { readonly value: RatingFilter; readonly label: typeof m.ratingAll }[] = [
  { value: 'all', label: m.ratingAll },
  { value: 'rated', label: m.ratingRated },
  { value: 'unrated', label: m.ratingUnrated },
];

const ListFilters = observer(function ListFilters({ list }: { readonly list: AssignmentListStore }) {
  const intl = useIntl();
  const setRange = (change: Partial<DateRange>) => void list.setRange({ ...list.range, ...change });
  const allStatuses = list.statuses.includes('all');
  const [collapsed, setCollapsed] = useState(true);
  return (
    <section className="tolk-list-filters" aria-label={intl.formatMessage(m.filters)}>
      <FormGroup
        label={intl.formatMessage(m.search)}
        labelFor="list-search"
        helperText={intl.formatMessage(m.searchHint)}
        className="tolk-filter-search"
      >
        <InputGroup
          id="list-search"
          type="search"
          leftIcon="search"
          value={list.searchText}
          onValueChange={(value) => list.setSearchText(value)}
          onBlur={() => void list.applySearch()}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void list.applySearch();
          }}
        />
      </FormGroup>
      <Button
        className="tolk-filter-toggle"
        icon="filter"
        aria-expanded={!collapsed}
        aria-controls="list-more-filters"
        onClick={() => setCollapsed(!collapsed)}
      >
        <FormattedMessage {...m.filters} />
      </Button>
      <div id="list-more-filters" className="tolk-filter-more" data-collapsed={collapsed}>
        <div className="tolk-filter-dates">
          <FormGroup label={intl.formatMessage(m.from)} labelFor="list-from">
            <DateField
              id="list-from"
              value={list.range.from}
              onChange={(from) => {
                if (from) setRange({ from });
              }}
            />
          </FormGroup>
          <FormGroup label={intl.formatMessage(m.to)} labelFor="list-to">
            <DateField
              id="list-to"
              value={list.range.to}
              firstPickable={list.range.from}
              onChange={(to) => {
                if (to) setRange({ to });
              }}
            />
          </FormGroup>
        </div>
        <fieldset className="tolk-filter-group">
          <legend>
            <FormattedMessage {...m.type} />
          </legend>
          {INTERPRETATION_TYPES.map((type) => (
            <Checkbox
              key={type}
              checked={list.types.includes(type)}
              label={intl.formatMessage(articleTypeMessages[type])}
              onChange={() => list.toggleType(type)}
            />
          ))}
        </fieldset>
        <fieldset className="tolk-filter-group">
          <legend>
            <FormattedMessage {...m.status} />
          </legend>
          <Checkbox
            checked={allStatuses}
            label={intl.formatMessage(assignmentStatusMessages.all)}
            onChange={() => list.toggleStatus('all')}
          />
          {FILTERABLE_STATUSES.map((status) => (
            <Checkbox
              key={status}
              checked={!allStatuses && list.statuses.includes(status)}
              label={intl.formatMessage(statusChoiceMessageOf(status))}
              onChange={() => list.toggleStatus(status)}
            />
          ))}
          <Button variant="minimal" size="small" onClick={() => list.toggleClearAll()}>
            <FormattedMessage {...(allStatuses ? m.selectAllStatuses : m.clearStatuses)} />
          </Button>
        </fieldset>
        <FormGroup label={intl.formatMessage(m.rating)} labelFor="list-rating">
          <HTMLSelect
            id="list-rating"
            value={list.rating}
            onChange={(event) => list.setRating(event.currentTarget.value as RatingFilter)}
          >
            {RATING_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {intl.formatMessage(choice.label)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      </div>
    </section>
  );
});

const ListBody = observer(function ListBody({ list }: { readonly list: AssignmentListStore }) {
  const { assignmentDrawer } = useRootStore();
  if (list.state === 'idle' || (list.state === 'loading' && list.rows.length === 0)) {
    return <Spinner className="tolk-list-spinner" />;
  }
  if (list.state === 'failed' && list.rows.length === 0) {
    return (
      <NonIdealState
        icon="error"
        title={<FormattedMessage {...m.loadFailed} />}
        action={
          <Button onClick={() => void list.forceRefresh()}>
            <FormattedMessage {...m.retry} />
          </Button>
        }
      />
    );
  }
  const ordered = list.ordered;
  if (ordered.length === 0) {
    return (
      <p className="tolk-list-empty" role="status">
        <FormattedMessage {...m.empty} />
      </p>
    );
  }
  return (
    <>
      <p className="tolk-list-count" role="status">
        <FormattedMessage {...m.count} values={{ count: ordered.length }} />
      </p>
      <AssignmentTable
        groups={list.groups}
        sort={list.sort}
        onSort={(column) => list.sortBy(column)}
        onOpen={(assignment) => assignmentDrawer.open(assignment, ordered)}
      />
    </>
  );
});

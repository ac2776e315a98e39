import { Button, ButtonGroup, Spinner, Tab, Tabs } from '@blueprintjs/core';
import type { CalendarPeriod, CalendarStep, CalendarView } from '@tolk/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDayMonth, formatLongDate, formatMonthYear } from '../format/temporal-format.js';
import { calendarNavMessages as m } from './calendar.messages.js';

export interface CalendarToolbarProps {
  /** The id of the view tabs, for the views' TabPanels (`parentId`). */
  readonly tabsId: string;
  /** The heading's id, which the calendar's section is labelled by. */
  readonly headingId: string;
  readonly view: CalendarView;
  readonly period: CalendarPeriod;
  readonly onView: (view: CalendarView) => void;
  readonly onStep: (step: CalendarStep) => void;
  readonly onToday: () => void;
  /** Shown beside the heading while the period's assignments load. */
  readonly loading?: boolean;
  readonly loadingLabel?: string;
  /** The portal's own actions, at the toolbar's end. */
  readonly actions?: ReactNode;
}

/**
 * The calendar's toolbar in both portals (spec 2 §2, spec 3 §2): the period as the heading, previous,
 * today and next, and the week and month tabs.
 */
export const CalendarToolbar = observer(function CalendarToolbar(props: CalendarToolbarProps) {
  const intl = useIntl();
  const week = props.view === 'week';
  return (
    <div className="tolk-calendar-toolbar">
      <div className="tolk-calendar-period">
        <h2 id={props.headingId} className="tolk-calendar-heading">
          <PeriodHeading period={props.period} />
        </h2>
        {props.loading ? <Spinner size={16} aria-label={props.loadingLabel} className="tolk-calendar-spinner" /> : null}
      </div>
      <ButtonGroup className="tolk-calendar-nav">
        <Button
          icon="chevron-left"
          aria-label={intl.formatMessage(week ? m.previousWeek : m.previousMonth)}
          onClick={() => props.onStep(-1)}
        />
        <Button onClick={props.onToday}>
          <FormattedMessage {...m.today} />
        </Button>
        <Button
          icon="chevron-right"
          aria-label={intl.formatMessage(week ? m.nextWeek : m.nextMonth)}
          onClick={() => props.onStep(1)}
        />
      </ButtonGroup>
      <Tabs
        id={props.tabsId}
        className="tolk-calendar-tabs"
        selectedTabId={props.view}
        // The sliding indicator measures the page as the view changes; without it the switch paints sooner.
        animate={false}
        onChange={(id) => props.onView(id as CalendarView)}
        aria-label={intl.formatMessage(m.views)}
      >
        <Tab id="week" title={intl.formatMessage(m.week)} />
        <Tab id="month" title={intl.formatMessage(m.month)} />
      </Tabs>
      {props.actions ? <div className="tolk-calendar-actions">{props.actions}</div> : null}
    </div>
  );
});

/** The heading: "Vecka 48, 23 nov – 29 november 2026", or the month. */
export function PeriodHeading({ period }: { readonly period: CalendarPeriod }) {
  const intl = useIntl();
  if (period.kind === 'month') return <span className="tolk-capitalised">{formatMonthYear(intl.locale, period.month)}</span>;
  return (
    <FormattedMessage
      {...m.weekPeriod}
      values={{
        week: period.isoWeek,
        from: formatDayMonth(intl.locale, period.from),
        to: formatLongDate(intl.locale, period.to),
      }}
    />
  );
}

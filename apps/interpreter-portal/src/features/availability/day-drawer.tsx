import { Button, Drawer, Switch } from '@blueprintjs/core';
import { formatWeekdayDate, useNarrowScreen } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Temporal } from 'temporal-polyfill';
import { useInterpreterRoot } from '../../app/root-context.js';
import { dayMessages as m } from './availability.messages.js';
import { DayPlanner } from './day-planner.js';
import type { DaysStore } from './days-store.js';
import { ExceptionForm } from './exception-form.js';
import { ExceptionList } from './exception-list.js';

/** The drawer's width beside the page; below 768 px it fills the screen (spec 3 §9). */
const DRAWER_WIDTH = 520;

/**
 * The day drawer (spec 3 §2): the day's exceptions and its 24-hour planner. A labelled modal dialog
 * from the right; below 768 px it is full-screen, and while it is open the page under it does not
 * scroll (Blueprint's backdrop puts `bp6-overlay-open` on the body, whose overflow is hidden).
 */
export const DayDrawer = observer(function DayDrawer({ days }: { days: DaysStore }) {
  const narrow = useNarrowScreen();
  // The last day stays drawn while the drawer slides away.
  const last = useRef<Temporal.PlainDate | null>(null);
  if (days.openDay) last.current = days.openDay;
  const shown = days.openDay ?? last.current;
  return (
    <Drawer
      isOpen={days.openDay !== null}
      onClose={() => days.close()}
      position="right"
      size={narrow ? '100%' : DRAWER_WIDTH}
      hasBackdrop
      className="tolk-day-drawer"
    >
      {shown ? <DayContent day={shown} days={days} /> : null}
    </Drawer>
  );
});

const DayContent = observer(function DayContent({ day, days }: { day: Temporal.PlainDate; days: DaysStore }) {
  const root = useInterpreterRoot();
  const intl = useIntl();
  const titleId = useId();
  const exceptionsId = useId();
  const geometry = days.openDay ? days.geometry : null;
  return (
    <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="tolk-day-drawer-frame">
      <div className="tolk-day-drawer-header">
        <h2 id={titleId} className="tolk-day-drawer-title">
          <FormattedMessage {...m.drawerTitle} values={{ date: formatWeekdayDate(intl.locale, day) }} />
        </h2>
        <Button variant="minimal" icon="cross" aria-label={intl.formatMessage(m.close)} onClick={() => days.close()} />
      </div>
      <div className="tolk-day-drawer-body">
        <div className="tolk-day-drawer-steps">
          <Button icon="chevron-left" onClick={() => days.open(day.subtract({ days: 1 }))}>
            <FormattedMessage {...m.previousDay} />
          </Button>
          <Button endIcon="chevron-right" onClick={() => days.open(day.add({ days: 1 }))}>
            <FormattedMessage {...m.nextDay} />
          </Button>
        </div>
        <section aria-labelledby={exceptionsId}>
          <div className="tolk-exceptions-head">
            <h3 id={exceptionsId} className="tolk-drawer-subheading">
              <FormattedMessage {...m.exceptions} />
            </h3>
            {days.canAdd && !days.form ? (
              <Button
                icon="plus"
                intent="primary"
                aria-label={intl.formatMessage(m.addException)}
                onClick={() => days.addException()}
              />
            ) : null}
          </div>
          {days.changeable ? (
            <Switch
              label={intl.formatMessage(m.allDay)}
              checked={days.unavailableAllDay}
              disabled={days.saving}
              onChange={() => void days.setUnavailableAllDay(!days.unavailableAllDay)}
            />
          ) : null}
          {days.form && !days.form.existing ? <ExceptionForm days={days} form={days.form} /> : null}
          <ExceptionList days={days} onDeleted={() => root.notifier.say(m.deleted, 'success')} />
        </section>
        {geometry ? <DayPlanner geometry={geometry} /> : null}
      </div>
    </div>
  );
});

import { Button, ButtonGroup, Callout, Card, H2 } from '@blueprintjs/core';
import { formatDayMonth, formatWeekdayDate } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Temporal } from 'temporal-polyfill';
import { useInterpreterRoot } from '../../app/root-context.js';
import { availabilityMessages, dayMessages as m } from './availability.messages.js';
import { pieceRange, kindText } from './availability-text.js';
import { DayDrawer } from './day-drawer.js';
import type { DaysStore } from './days-store.js';

/**
 * A week of days (issue 16 item 2): each day's effective availability in short, and a button that
 * opens the day drawer with its planner and exceptions.
 */
export const DaysCard = observer(function DaysCard({ days }: { days: DaysStore }) {
  const { availability } = useInterpreterRoot();
  const intl = useIntl();
  const { from, to } = days.range;
  return (
    <Card>
      <section aria-labelledby="availability-days-heading">
        <H2 id="availability-days-heading">
          <FormattedMessage {...m.heading} />
        </H2>
        <p>
          <FormattedMessage {...m.intro} />
        </p>
        <div className="tolk-days-nav">
          <span className="tolk-days-period" aria-live="polite">
            <FormattedMessage
              {...m.week}
              values={{
                week: from.weekOfYear ?? 0,
                from: formatDayMonth(intl.locale, from),
                to: formatDayMonth(intl.locale, to),
              }}
            />
          </span>
          <ButtonGroup>
            <Button icon="chevron-left" aria-label={intl.formatMessage(m.previousWeek)} onClick={() => days.step(-1)} />
            <Button onClick={() => days.thisWeek()}>
              <FormattedMessage {...m.thisWeek} />
            </Button>
            <Button icon="chevron-right" aria-label={intl.formatMessage(m.nextWeek)} onClick={() => days.step(1)} />
          </ButtonGroup>
        </div>
        {availability.rangeState === 'failed' ? (
          <Callout intent="warning" role="alert" className="tolk-availability-problems">
            <p>
              <FormattedMessage {...availabilityMessages.loadFailed} />
            </p>
            <Button onClick={() => days.load(true)}>
              <FormattedMessage {...availabilityMessages.retry} />
            </Button>
          </Callout>
        ) : null}
        <ul className="tolk-days" aria-busy={availability.rangeState === 'loading'}>
          {days.days.map((day) => (
            <li key={day.toString()}>
              <DayButton day={day} days={days} />
            </li>
          ))}
        </ul>
      </section>
      <DayDrawer days={days} />
    </Card>
  );
});

const DayButton = observer(function DayButton({ day, days }: { day: Temporal.PlainDate; days: DaysStore }) {
  const { availability } = useInterpreterRoot();
  const intl = useIntl();
  const pieces = availability.effectiveOf(day);
  const exceptions = availability.exceptionsOf(day).length;
  const isToday = day.equals(days.today);
  return (
    <button
      type="button"
      className={`tolk-day-button${isToday ? ' tolk-day-today' : ''}`}
      aria-haspopup="dialog"
      aria-current={isToday ? 'date' : undefined}
      onClick={() => days.open(day)}
    >
      <span className="tolk-day-button-date tolk-capitalised">{formatWeekdayDate(intl.locale, day)}</span>
      <span className="tolk-day-button-pieces">
        {pieces.length === 0 ? (
          <span className="tolk-muted">
            <FormattedMessage {...m.nothingStated} />
          </span>
        ) : (
          pieces.map((piece) => (
            <span key={piece.from.toString()} className={`tolk-availability-chip tolk-kind-${piece.kind}`}>
              {pieceRange(intl, piece)} {kindText(intl, piece.kind)}
            </span>
          ))
        )}
        {exceptions > 0 ? (
          <span className="tolk-muted">
            <FormattedMessage {...m.exceptionCount} values={{ count: exceptions }} />
          </span>
        ) : null}
      </span>
    </button>
  );
});

import { HTMLSelect } from '@blueprintjs/core';
import type { EffectiveInterval } from '@tolk/core';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { CALENDAR_SHOWS, type InterpreterCalendarStore } from '../calendar/calendar-store.js';
import { calendarAvailabilityMessages as m } from './availability.messages.js';
import { intervalText, pieceRange } from './availability-text.js';
import './availability.css';

/**
 * A day's effective availability in the start page's calendar (issue 16): chips with the times in the
 * week, a thin bar of the day in the month; each piece's words for a screen reader. It sits above the
 * day's assignments, so neither hides the other.
 */
export const DayAvailability = observer(function DayAvailability({
  pieces,
  compact,
}: {
  pieces: readonly EffectiveInterval[];
  compact: boolean;
}) {
  const intl = useIntl();
  if (pieces.length === 0) return null;
  const label = intl.formatMessage(m.dayAvailability);
  if (compact) {
    const start = pieces[0]!.from.startOfDay().epochMilliseconds;
    const length = pieces[0]!.from.hoursInDay * 3_600_000;
    return (
      <div className="tolk-day-strip">
        <ul className="tolk-visually-hidden" aria-label={label}>
          {pieces.map((piece) => (
            <li key={piece.from.toString()}>{intervalText(intl, piece)}</li>
          ))}
        </ul>
        {pieces.map((piece) => (
          <span
            key={piece.from.toString()}
            aria-hidden="true"
            className={`tolk-day-strip-piece tolk-kind-${piece.kind}`}
            style={{
              left: `${((piece.from.epochMilliseconds - start) / length) * 100}%`,
              width: `${((piece.to.epochMilliseconds - piece.from.epochMilliseconds) / length) * 100}%`,
            }}
          />
        ))}
      </div>
    );
  }
  return (
    <ul className="tolk-day-availability" aria-label={label}>
      {pieces.map((piece) => (
        <li key={piece.from.toString()} className={`tolk-availability-chip tolk-kind-${piece.kind}`}>
          <span aria-hidden="true">{pieceRange(intl, piece)}</span>
          <span className="tolk-visually-hidden">{intervalText(intl, piece)}</span>
        </li>
      ))}
    </ul>
  );
});

/** The calendar's filter: everything, availability, unavailability or assignments. */
export const CalendarShowSelect = observer(function CalendarShowSelect({ calendar }: { calendar: InterpreterCalendarStore }) {
  const intl = useIntl();
  const id = useId();
  return (
    <span className="tolk-calendar-show">
      <label htmlFor={id}>{intl.formatMessage(m.show)}</label>
      <HTMLSelect
        id={id}
        value={calendar.show}
        onChange={(event) => {
          const chosen = CALENDAR_SHOWS.find((show) => show === event.currentTarget.value);
          if (chosen) calendar.choose(chosen);
        }}
        options={CALENDAR_SHOWS.map((show) => ({ value: show, label: intl.formatMessage(m[show]) }))}
      />
    </span>
  );
});

import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ComponentType } from 'react';
import type { Temporal } from 'temporal-polyfill';
import type { ExternalCalendarStore } from './external-calendar-store.js';
import type { ExternalEventsListProps } from './external-events-list.js';

type EventsList = ComponentType<ExternalEventsListProps>;
let loadedList: EventsList | undefined;
let loadingList: Promise<EventsList> | undefined;

/**
 * The events' list (its dialog, texts and styles) is a chunk of its own, fetched once a calendar is
 * on, so that the dashboard of a user without one does not load it (issue 12). A failed fetch is
 * tried again by the next day drawn.
 */
function loadEventsList(): Promise<EventsList> {
  loadingList ??= import('./external-events-list.js').then(
    (module) => (loadedList = module.ExternalEventsList),
    (error: unknown) => {
      loadingList = undefined;
      throw error;
    },
  );
  return loadingList;
}

/**
 * The hook point in the dashboard's calendar (issue 6): the user's external events of one day,
 * each opening a small read-only dialog. Renders nothing while the calendar is off.
 * `compact` (the month view) shows at most two and a count of the rest.
 */
export const ExternalEventsOfDay = observer(function ExternalEventsOfDay({
  calendar,
  day,
  compact = false,
}: {
  calendar: ExternalCalendarStore;
  day: Temporal.PlainDate;
  compact?: boolean;
}) {
  const [List, setList] = useState<EventsList | undefined>(() => loadedList);
  const isOn = calendar.state !== 'off';
  useEffect(() => calendar.ensureLoaded(), [calendar]);
  useEffect(() => {
    if (!isOn || List) return;
    let drawn = true;
    loadEventsList().then(
      (list) => drawn && setList(() => list),
      () => undefined,
    );
    return () => void (drawn = false);
  }, [isOn, List]);
  const events = calendar.eventsOn(day);
  if (events.length === 0 || !List) return null;
  return <List calendar={calendar} day={day} events={events} compact={compact} />;
});

/*
 * What reading an external calendar's feed takes: the iCalendar parser, and the window the
 * dashboard keeps with repeating events made into their instances. A module of its own, the
 * package's `@tolk/core/external-calendar-feed`, so that the portals fetch it only once a calendar
 * is on, not on every logged-in page (issue 12).
 */
export { parseIcs } from './ics-parse.js';
export { eventsInWindow } from './calendar-window.js';

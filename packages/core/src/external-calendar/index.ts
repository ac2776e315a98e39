export * from './calendar-window.js';
export * from './event.js';
export * from './ics-parse.js';
export * from './settings.js';
export * from './recurrence.js';

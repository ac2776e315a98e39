import type { Catalogue } from '../i18n/locale.js';

/** English texts of the calendar's navigation. */
export const calendarNavEnglish: Catalogue = {
  'dashboard.calendar.heading': 'Calendar',
  'dashboard.calendar.views': 'Show the calendar by',
  'dashboard.calendar.week': 'Week',
  'dashboard.calendar.month': 'Month',
  'dashboard.calendar.previousWeek': 'Previous week',
  'dashboard.calendar.nextWeek': 'Next week',
  'dashboard.calendar.previousMonth': 'Previous month',
  'dashboard.calendar.nextMonth': 'Next month',
  'dashboard.calendar.today': 'Today',
  'dashboard.calendar.weekPeriod': 'Week {week}, {from} – {to}',
  'dashboard.calendar.todayMarker': 'today',
  'dashboard.calendar.noAssignments': 'No assignments',
};

import { defineMessages } from 'react-intl';

/** The calendar's navigation, in both portals (spec 2 §2, spec 3 §2): views, steps, the period. Ids kept from the client portal's first calendar. */
export const calendarNavMessages = defineMessages({
  heading: { id: 'dashboard.calendar.heading', defaultMessage: 'Kalender' },
  views: { id: 'dashboard.calendar.views', defaultMessage: 'Visa kalendern per' },
  week: { id: 'dashboard.calendar.week', defaultMessage: 'Vecka' },
  month: { id: 'dashboard.calendar.month', defaultMessage: 'Månad' },
  previousWeek: { id: 'dashboard.calendar.previousWeek', defaultMessage: 'Föregående vecka' },
  nextWeek: { id: 'dashboard.calendar.nextWeek', defaultMessage: 'Nästa vecka' },
  previousMonth: { id: 'dashboard.calendar.previousMonth', defaultMessage: 'Föregående månad' },
  nextMonth: { id: 'dashboard.calendar.nextMonth', defaultMessage: 'Nästa månad' },
  today: { id: 'dashboard.calendar.today', defaultMessage: 'Idag' },
  weekPeriod: { id: 'dashboard.calendar.weekPeriod', defaultMessage: 'Vecka {week}, {from} – {to}' },
  noAssignments: { id: 'dashboard.calendar.noAssignments', defaultMessage: 'Inga uppdrag' },
  todayMarker: { id: 'dashboard.calendar.todayMarker', defaultMessage: 'idag' },
});

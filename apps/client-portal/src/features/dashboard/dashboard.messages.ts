import { defineMessages } from 'react-intl';

export const dashboardMessages = defineMessages({
  title: { id: 'dashboard.title', defaultMessage: 'Start' },
  welcome: { id: 'dashboard.welcome', defaultMessage: 'Välkommen, {customerName}' },
  welcomeLoading: { id: 'dashboard.welcomeLoading', defaultMessage: 'Välkommen' },
  customerNumber: { id: 'dashboard.customerNumber', defaultMessage: 'Kundnummer' },
  visitingAddress: { id: 'dashboard.visitingAddress', defaultMessage: 'Besöksadress' },
  switchboard: { id: 'dashboard.switchboard', defaultMessage: 'Växel' },
  profileFailed: { id: 'dashboard.profileFailed', defaultMessage: 'Kunduppgifterna kunde inte hämtas.' },
  retry: { id: 'dashboard.retry', defaultMessage: 'Försök igen' },
  sideColumn: { id: 'dashboard.sideColumn', defaultMessage: 'Sök och filtrera' },
  openFilter: { id: 'dashboard.openFilter', defaultMessage: 'Filter' },
  addNew: { id: 'dashboard.addNew', defaultMessage: 'Ny bokning' },
  mobileActions: { id: 'dashboard.mobileActions', defaultMessage: 'Filter och ny bokning' },
  close: { id: 'dashboard.close', defaultMessage: 'Stäng' },
});

/** Search by order number (spec 2 §2, §4). */
export const searchMessages = defineMessages({
  label: { id: 'dashboard.search.label', defaultMessage: 'Sök på bokningsnummer' },
  placeholder: { id: 'dashboard.search.placeholder', defaultMessage: 'Bokningsnummer' },
  submit: { id: 'dashboard.search.submit', defaultMessage: 'Sök' },
  noResult: {
    id: 'dashboard.search.noResult',
    defaultMessage: 'Tyvärr gav din sökning inget resultat. Försök igen med att ändra sökkriterier.',
  },
  failed: { id: 'dashboard.search.failed', defaultMessage: 'Något gick fel, försök igen om en stund' },
});

/** The status filter (spec 2 §2). */
export const filterMessages = defineMessages({
  heading: { id: 'dashboard.filter.heading', defaultMessage: 'Status' },
  selectEach: { id: 'dashboard.filter.selectEach', defaultMessage: 'Markera alla' },
  clear: { id: 'dashboard.filter.clear', defaultMessage: 'Rensa alla' },
  drawerTitle: { id: 'dashboard.filter.drawerTitle', defaultMessage: 'Filtrera uppdrag' },
  showResults: { id: 'dashboard.filter.showResults', defaultMessage: 'Visa uppdrag' },
});

/** The calendar (spec 2 §2). */
/** The client portal's own calendar texts; the navigation's are packages/ui's calendarNavMessages (both portals' calendars). */
export const calendarMessages = defineMessages({
  weekNumber: { id: 'dashboard.calendar.weekNumber', defaultMessage: 'V.' },
  weekNumberLong: { id: 'dashboard.calendar.weekNumberLong', defaultMessage: 'Vecka' },
  count: {
    id: 'dashboard.calendar.count',
    defaultMessage: '{count, plural, one {# uppdrag} other {# uppdrag}}',
  },
  dayButton: {
    id: 'dashboard.calendar.dayButton',
    defaultMessage: '{date}: {count, plural, one {# uppdrag} other {# uppdrag}}',
  },
  unread: { id: 'dashboard.calendar.unread', defaultMessage: 'Olästa notiser' },
  orderNumber: { id: 'dashboard.calendar.orderNumber', defaultMessage: 'Bokningsnummer {number}' },
  addNewOn: { id: 'dashboard.calendar.addNewOn', defaultMessage: 'Ny bokning {date}' },
  loading: { id: 'dashboard.calendar.loading', defaultMessage: 'Hämtar uppdrag …' },
  loadFailed: { id: 'dashboard.calendar.loadFailed', defaultMessage: 'Uppdragen kunde inte hämtas.' },
  download: { id: 'dashboard.calendar.download', defaultMessage: 'Ladda ner kalender (.ics)' },
});

/** The day list drawer (spec 2 §2). */
export const dayListMessages = defineMessages({
  viewAll: { id: 'dashboard.dayList.viewAll', defaultMessage: 'Visa alla' },
  newBooking: { id: 'dashboard.dayList.newBooking', defaultMessage: 'Ny bokning' },
  empty: { id: 'dashboard.dayList.empty', defaultMessage: 'Inga uppdrag den här dagen.' },
  list: { id: 'dashboard.dayList.list', defaultMessage: 'Uppdrag {date}' },
});

/** The words of the calendar feed (.ics). */
export const feedMessages = defineMessages({
  calendarName: { id: 'dashboard.feed.calendarName', defaultMessage: 'Tolkuppdrag' },
  summary: { id: 'dashboard.feed.summary', defaultMessage: '{skill}, {service}' },
  number: { id: 'dashboard.feed.number', defaultMessage: 'Bokningsnummer: {number}' },
  status: { id: 'dashboard.feed.status', defaultMessage: 'Status: {status}' },
  contact: { id: 'dashboard.feed.contact', defaultMessage: 'Kontaktperson: {name}' },
  fileName: { id: 'dashboard.feed.fileName', defaultMessage: 'tolkuppdrag-{from}-{to}.ics' },
});

import { defineMessages } from 'react-intl';

export const externalCalendarMessages = defineMessages({
  heading: { id: 'externalCalendar.heading', defaultMessage: 'Extern kalender' },
  /** The spec's id (spec 3 §7: a sign-in success shows "settings.loginGoogleSuccessfully"). */
  loginGoogleSuccessfully: {
    id: 'settings.loginGoogleSuccessfully',
    defaultMessage: 'Din kalender är kopplad. Händelserna visas i kalendern på startsidan.',
  },
  intro: {
    id: 'externalCalendar.intro',
    defaultMessage:
      'Visa händelser från din egen kalender i Tolkportalens kalender, så ser du dina möten bredvid tolkuppdragen. Portalen läser bara kalendern, den ändrar ingenting.',
  },
  enabled: { id: 'externalCalendar.enabled', defaultMessage: 'Visa min kalender i Tolkportalen' },
  url: { id: 'externalCalendar.url', defaultMessage: 'Kalenderns adress i iCal-format' },
  urlHelp: {
    id: 'externalCalendar.urlHelp',
    defaultMessage:
      'Google: Inställningar för kalendern → Hemlig adress i iCal-format. Outlook: Kalender → Dela → Publicera, ICS-länken. Apple: Dela kalender → Offentlig kalender.',
  },
  save: { id: 'externalCalendar.save', defaultMessage: 'Spara kalenderinställning' },
  loading: { id: 'externalCalendar.loading', defaultMessage: 'Hämtar kalendern …' },
  loaded: {
    id: 'externalCalendar.loaded',
    defaultMessage: '{count, plural, one {# händelse visas i kalendern.} other {# händelser visas i kalendern.}}',
  },
  loadedNone: {
    id: 'externalCalendar.loadedNone',
    defaultMessage: 'Kalendern har inga händelser från början av månaden och ett år framåt.',
  },
  notACalendarAddress: {
    id: 'externalCalendar.notACalendarAddress',
    defaultMessage: 'Ange en adress som börjar med https:// eller webcal://',
  },
  failed: { id: 'externalCalendar.failed', defaultMessage: 'Kalendern kunde inte hämtas: {reason}' },
  failureNotHttps: { id: 'externalCalendar.failureNotHttps', defaultMessage: 'adressen måste börja med https://.' },
  failureAddressNotAllowed: {
    id: 'externalCalendar.failureAddressNotAllowed',
    defaultMessage: 'adressen pekar på ett internt nät. Använd kalenderns publika adress.',
  },
  failureTooLarge: { id: 'externalCalendar.failureTooLarge', defaultMessage: 'kalendern är för stor.' },
  failureTimedOut: { id: 'externalCalendar.failureTimedOut', defaultMessage: 'kalendern svarade inte i tid. Försök igen.' },
  failureUnreachable: { id: 'externalCalendar.failureUnreachable', defaultMessage: 'adressen gick inte att nå.' },
  failureNotACalendar: {
    id: 'externalCalendar.failureNotACalendar',
    defaultMessage: 'adressen ger ingen kalender i iCal-format.',
  },
  failureBadAddress: { id: 'externalCalendar.failureBadAddress', defaultMessage: 'adressen är ogiltig.' },
  eventsOfDay: { id: 'externalCalendar.eventsOfDay', defaultMessage: 'Händelser i din kalender {date}' },
  openEvent: { id: 'externalCalendar.openEvent', defaultMessage: 'Kalenderhändelse: {summary}, {time}' },
  allDay: { id: 'externalCalendar.allDay', defaultMessage: 'Heldag' },
  noTitle: { id: 'externalCalendar.noTitle', defaultMessage: '(Utan rubrik)' },
  more: { id: 'externalCalendar.more', defaultMessage: '+{count} till' },
  dialogTime: { id: 'externalCalendar.dialogTime', defaultMessage: 'Tid' },
  dialogLocation: { id: 'externalCalendar.dialogLocation', defaultMessage: 'Plats' },
  dialogDescription: { id: 'externalCalendar.dialogDescription', defaultMessage: 'Beskrivning' },
  dialogSource: { id: 'externalCalendar.dialogSource', defaultMessage: 'Från din externa kalender' },
  close: { id: 'externalCalendar.close', defaultMessage: 'Stäng' },
  allDayRange: { id: 'externalCalendar.allDayRange', defaultMessage: 'Heldag, {from} – {to}' },
  allDayOne: { id: 'externalCalendar.allDayOne', defaultMessage: 'Heldag, {date}' },
});

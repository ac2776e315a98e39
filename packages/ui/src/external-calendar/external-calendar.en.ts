import type { Catalogue } from '../i18n/locale.js';

/** English texts of the external calendar. */
export const externalCalendarEnglish: Catalogue = {
  'settings.loginGoogleSuccessfully': 'Your calendar is connected. Its events are shown in the calendar on the start page.',
  'externalCalendar.heading': 'External calendar',
  'externalCalendar.intro':
    'Show the events of your own calendar in the Tolkportal calendar, so you see your meetings beside the interpreting assignments. The portal only reads the calendar; it changes nothing.',
  'externalCalendar.enabled': 'Show my calendar in Tolkportal',
  'externalCalendar.url': 'The calendar’s address in iCal format',
  'externalCalendar.urlHelp':
    'Google: Settings of the calendar → Secret address in iCal format. Outlook: Calendar → Share → Publish, the ICS link. Apple: Share calendar → Public calendar.',
  'externalCalendar.save': 'Save calendar setting',
  'externalCalendar.loading': 'Fetching the calendar …',
  'externalCalendar.loaded':
    '{count, plural, one {# event is shown in the calendar.} other {# events are shown in the calendar.}}',
  'externalCalendar.loadedNone': 'The calendar has no events from the start of the month to a year ahead.',
  'externalCalendar.notACalendarAddress': 'Enter an address starting with https:// or webcal://',
  'externalCalendar.failed': 'The calendar could not be fetched: {reason}',
  'externalCalendar.failureNotHttps': 'the address must start with https://.',
  'externalCalendar.failureAddressNotAllowed': 'the address points into an internal network. Use the calendar’s public address.',
  'externalCalendar.failureTooLarge': 'the calendar is too large.',
  'externalCalendar.failureTimedOut': 'the calendar did not answer in time. Please try again.',
  'externalCalendar.failureUnreachable': 'the address could not be reached.',
  'externalCalendar.failureNotACalendar': 'the address gives no calendar in iCal format.',
  'externalCalendar.failureBadAddress': 'the address is not valid.',
  'externalCalendar.eventsOfDay': 'Events in your calendar {date}',
  'externalCalendar.openEvent': 'Calendar event: {summary}, {time}',
  'externalCalendar.allDay': 'All day',
  'externalCalendar.noTitle': '(No title)',
  'externalCalendar.more': '+{count} more',
  'externalCalendar.dialogTime': 'Time',
  'externalCalendar.dialogLocation': 'Location',
  'externalCalendar.dialogDescription': 'Description',
  'externalCalendar.dialogSource': 'From your external calendar',
  'externalCalendar.close': 'Close',
  'externalCalendar.allDayRange': 'All day, {from} – {to}',
  'externalCalendar.allDayOne': 'All day, {date}',
};

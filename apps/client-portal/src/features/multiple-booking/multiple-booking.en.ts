import type { Catalogue } from '@tolk/ui';

/** English texts of the multiple order, its preview and the thank-you page. */
export const multipleBookingEnglish: Catalogue = {
  'multipleBooking.title': 'Book several assignments',
  'multipleBooking.intro': 'Fill in one assignment per tab. All assignments are sent together when you confirm.',
  'multipleBooking.tabsLabel': 'Assignments in the booking',
  'multipleBooking.tabNumber': 'Assignment {number}',
  'multipleBooking.noLanguage': 'No language chosen',
  'multipleBooking.noType': 'No type chosen',
  'multipleBooking.tabHasProblems': 'Details are missing or wrong',
  'multipleBooking.addAssignment': 'Add assignment',
  'multipleBooking.deleteAssignment': 'Remove assignment {number}',
  'multipleBooking.preview': 'Preview',
  'multipleBooking.close': 'Close',
  'multipleBooking.invalid':
    '{count, plural, one {# assignment needs more details, its tab is marked.} other {# assignments need more details, their tabs are marked.}}',
  'multipleBooking.previewTitle': 'Preview booking',
  'multipleBooking.previewIntro': 'Check the {count, plural, one {# assignment} other {# assignments}} before you confirm.',
  'multipleBooking.previewAssignment': 'Assignment {number} of {total}',
  'multipleBooking.confirmNow': 'Confirm now',
  'multipleBooking.cancel': 'Cancel',
  'multipleBooking.goBack': 'Go back',
  'multipleBooking.print': 'Print',
  'multipleBooking.progress': '{sent} of {total} sent',
  'multipleBooking.sending': 'Sending the booking',
  'multipleBooking.createMultipleOrderError':
    '{count, plural, one {# assignment could not be booked and stays} other {# assignments could not be booked and stay}} in the list. Please try again.',
  'multipleBooking.partlySent':
    '{sent, plural, one {# assignment is booked} other {# assignments are booked}}. {failed, plural, one {# assignment could not be booked and stays} other {# assignments could not be booked and stay}} below.',
  'multipleBooking.bookedLine': 'Number {number}: {language}, {date} {time}',
  'multipleBooking.refusedHeading': 'Could not be booked',
  'multipleBooking.refusedField': '{field}: {reason}',
  'multipleBooking.refusedUnanswered': 'The booking system did not answer for this assignment. Please try again.',
  'multipleBooking.restoreTitle': 'You have an unsaved booking',
  'multipleBooking.restoreText':
    '{count, plural, one {# assignment from an earlier visit was} other {# assignments from an earlier visit were}} never sent. Do you want to continue with the booking?',
  'multipleBooking.restore': 'Continue with the booking',
  'multipleBooking.discard': 'Start over',
  'multipleBooking.thankYouTitle': 'Thank you for your booking',
  'multipleBooking.thankYouDetail':
    'We have received {count, plural, one {# assignment} other {# assignments}}. You will find them in the calendar and under My assignments. Quote the booking number if you contact us.',
  'multipleBooking.thankYouListLabel': 'Created assignments',
  'multipleBooking.columnNumber': 'Booking number',
  'multipleBooking.columnLanguage': 'Language',
  'multipleBooking.columnType': 'Type of interpreting',
  'multipleBooking.columnDate': 'Date',
  'multipleBooking.columnTime': 'Time',
  'multipleBooking.bookMore': 'Book more assignments',
  'multipleBooking.done': 'Done',
};

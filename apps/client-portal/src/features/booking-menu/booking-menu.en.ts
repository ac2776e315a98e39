import type { Catalogue } from '@tolk/ui';

/** English texts of the booking menu and the choose-assignment dialog. */
export const bookingMenuEnglish: Catalogue = {
  'bookingMenu.startBooking': 'Start booking',
  'bookingMenu.shortcutHint': 'Shortcut: Shift+B',
  'bookingMenu.menuLabel': 'Booking menu',
  'bookingMenu.preBooking': 'Pre-booking',
  'bookingMenu.preBookingDescription': 'Book an interpreter in advance, one or several assignments',
  'bookingMenu.quickOrder': 'Quick order',
  'bookingMenu.quickOrderDescription': 'Book one assignment straight from the start page',
  'bookingMenu.chooseTitle': 'What do you want to book?',
  'bookingMenu.chooseLegend': 'Choose the type of booking',
  'bookingMenu.single': 'One assignment',
  'bookingMenu.singleDescription': 'Book an interpreter for one assignment, on one or several dates at the same times.',
  'bookingMenu.multiple': 'Several assignments',
  'bookingMenu.multipleDescription':
    'Book several assignments at once, for example in different languages or at different times.',
  'bookingMenu.next': 'Next',
  'bookingMenu.backToDashboard': 'Back to the start page',
  'bookingMenu.close': 'Close',
};

import type { Catalogue } from '@tolk/ui';

/** English texts of /create-single-assignment and /preview-assignment. */
export const singleBookingEnglish: Catalogue = {
  'singleBooking.title': 'Book an interpreter',
  'singleBooking.heading': 'Book an interpreter',
  'singleBooking.copyHeading': 'Copy booking {number}',
  'singleBooking.editHeading': 'Change booking {number}',
  'singleBooking.copyIntro': 'The details come from booking {number}. Check the date and time before you send.',
  'singleBooking.editIntro': 'Date, time, language and address can be changed until the assignment starts.',
  'singleBooking.stepOf': 'Step {step} of 2',
  'singleBooking.stepEssentials': 'The assignment',
  'singleBooking.stepAdditional': 'Requirements and more information',
  'singleBooking.continue': 'Continue',
  'singleBooking.close': 'Close',
  'singleBooking.back': 'Back',
  'singleBooking.preview': 'Preview',
  'singleBooking.confirmNow': 'Confirm now',
  'singleBooking.saveChanges': 'Save the changes',
  'singleBooking.loading': 'Fetching the booking …',
  'singleBooking.missing': 'The booking was not found.',
  'singleBooking.failed': 'The booking could not be fetched. Try again in a while.',
  'singleBooking.notEditable': 'Booking {number} can no longer be changed. You can copy it to a new booking.',
  'singleBooking.copyInstead': 'Copy the booking',
  'singleBooking.toDashboard': 'To the start page',
  'singleBooking.sameDayRefused':
    'Date, time, language and address cannot be changed on the day of the assignment. Cancel the assignment and call us to book again.',
  'singleBooking.criticalChange':
    'You are changing the date, time, language or address. The booking then goes back to Open and an assigned interpreter is released. Close to the start time it becomes a new booking with a new number.',
  'singleBooking.previewTitle': 'Preview the booking',
  'singleBooking.previewHeading': 'Preview the booking',
  'singleBooking.goBack': 'Go back',
  'singleBooking.sending': 'Sending the booking …',
};

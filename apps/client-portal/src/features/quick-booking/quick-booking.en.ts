import type { Catalogue } from '@tolk/ui';

/** English texts of the quick-order drawer. */
export const quickBookingEnglish: Catalogue = {
  'quickBooking.title': 'Quick order',
  'quickBooking.moreOptions': 'More options',
  'quickBooking.moreOptionsHelp': 'Interpreter requirements, information, address and attachments',
  'quickBooking.switchToMultiple': 'Book several assignments',
  'quickBooking.step': 'Step {step} of {total}',
  'quickBooking.preview': 'Preview',
  'quickBooking.next': 'Continue',
  'quickBooking.back': 'Back',
  'quickBooking.close': 'Close',
  'quickBooking.previewTitle': 'Preview booking',
  'quickBooking.confirmNow': 'Confirm now',
  'quickBooking.goBack': 'Go back',
  'quickBooking.leaveTitle': 'Close the quick order?',
  'quickBooking.leaveText': 'You have details that are not sent. If you close, they are lost.',
  'quickBooking.leave': 'Close anyway',
  'quickBooking.failed': 'The booking could not be created. Your details are kept, please try again.',
};

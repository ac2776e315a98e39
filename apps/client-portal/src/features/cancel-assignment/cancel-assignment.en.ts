import type { Catalogue } from '@tolk/ui';

/** English texts of the cancel flow. */
export const cancelAssignmentEnglish: Catalogue = {
  'cancelAssignment.title': 'Cancel assignment',
  'cancelAssignment.heading': 'Cancel booking {number}',
  'cancelAssignment.summary': '{service}, {language}, {time}',
  'cancelAssignment.reason': 'Reason for the cancellation',
  'cancelAssignment.sms': 'Send an SMS about the cancellation',
  'cancelAssignment.smsReceiver': 'Mobile number for the SMS',
  'cancelAssignment.lateNotice':
    'The cancellation comes less than {hours} hours before the start of the assignment and will be charged according to the terms.',
  'cancelAssignment.freeNotice': 'The cancellation is free of charge.',
  'cancelAssignment.confirm': 'Confirm cancellation',
  'cancelAssignment.back': 'Back',
  'cancelAssignment.missing': 'The booking could not be found.',
  'cancelAssignment.failed': 'The cancellation could not be prepared.',
  'cancelAssignment.toMyAssignments': 'To my assignments',
  'cancelAssignment.doneHeading': 'The booking is cancelled',
  'cancelAssignment.doneText': 'Booking {number} is cancelled.',
  'cancelAssignment.doneLate': 'The cancellation came late and will be charged according to the terms.',
};

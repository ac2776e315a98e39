import type { Catalogue } from '@tolk/ui';

/** English texts of rating and feedback. */
export const feedbackEnglish: Catalogue = {
  'feedback.dialogTitle': 'Give feedback on booking {number}',
  'feedback.prompt':
    'How satisfied are you with the assignment? 1–2 stars means bad, and you can then also create a deviation. 5 stars means very good.',
  'feedback.stars': 'Rating',
  'feedback.starLabel': '{stars, plural, one {# star} other {# stars}}',
  'feedback.rateOrder': 'Rate booking {number}',
  'feedback.comment': 'Comment',
  'feedback.counter': '{count} of {max} characters',
  'feedback.reason': 'Reason for the rating',
  'feedback.reasonPlaceholder': 'Choose a reason',
  'feedback.createDeviation': 'Create a deviation about the assignment',
  'feedback.cancel': 'Cancel',
  'feedback.send': 'Send feedback',
  'feedback.failed': 'The rating could not be saved. Choose stars and try again.',
  'feedback.saved': 'Thank you for your feedback!',
  'feedback.starsRequired': 'Choose at least one star.',
  'feedback.averageTitle': 'Your average rating',
  'feedback.averagePeriod': 'Last 3 months',
  'feedback.averageValue': '{average} of 5',
  'feedback.averageNone': 'No ratings yet',
  'feedback.unrated': 'To rate: {count} assignments',
};

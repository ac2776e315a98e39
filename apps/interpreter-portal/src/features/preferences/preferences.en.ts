import type { Catalogue } from '@tolk/ui';

/** English texts of the assignment chooser. */
export const preferencesEnglish: Catalogue = {
  'assignmentPreferences.heading': 'Assignment chooser',
  'assignmentPreferences.intro':
    'Choose which assignments you want requests for. Leave a group with nothing chosen and you get requests for all of it.',
  'assignmentPreferences.agreements': 'Agreements',
  'assignmentPreferences.articles': 'Types of interpreting',
  'assignmentPreferences.businessAreas': 'Business areas',
  'assignmentPreferences.allOfGroup': 'Nothing chosen: you get requests for all.',
  'assignmentPreferences.save': 'Save the assignment chooser',
  'assignmentPreferences.undo': 'Undo the changes',
  'assignmentPreferences.unsaved': 'You have changes that are not saved.',
  'assignmentPreferences.saved': 'The assignment chooser is saved. New requests follow your choices.',
  'assignmentPreferences.loadFailed': 'The assignment chooser could not be loaded.',
  'assignmentPreferences.retry': 'Try again',
};

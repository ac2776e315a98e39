import type { Catalogue } from '@tolk/ui';

export const startEnglish: Catalogue = {
  'interpreterStart.title': 'Start',
  'interpreterStart.greeting': 'Welcome, interpreter {number}',
  'interpreterStart.allAssignments': 'All my assignments',
  'interpreterStart.toReport': 'Assignments to report',
};

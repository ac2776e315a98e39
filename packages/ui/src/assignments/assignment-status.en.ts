import type { Catalogue } from '../i18n/locale.js';

/** English names of the order statuses. */
export const assignmentStatusEnglish: Catalogue = {
  'assignments.status.all': 'All',
  'assignments.status.available': 'Waiting for acceptance',
  'assignments.status.accepted': 'Accepted',
  'assignments.status.confirmedByClient': 'Confirmed by client',
  'assignments.status.working': 'In progress',
  'assignments.status.fullfilled': 'Fulfilled',
  'assignments.status.submitted': 'Submitted',
  'assignments.status.done': 'Done',
  'assignments.status.rejected': 'Rejected',
  'assignments.status.cancelled': 'Cancelled',
  'assignments.status.unknown': 'Unknown status',
  'assignments.status.losted': 'Lost',
};

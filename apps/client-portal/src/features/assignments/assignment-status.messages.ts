import type { OrderStatus, StatusChoice } from '@tolk/core';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** How the product names the order statuses (spec 2 §4); available is shown as waiting for acceptance. */
export const assignmentStatusMessages = defineMessages({
  all: { id: 'assignments.status.all', defaultMessage: 'Alla' },
  available: { id: 'assignments.status.available', defaultMessage: 'Väntar på accept' },
  accepted: { id: 'assignments.status.accepted', defaultMessage: 'Accepterad' },
  working: { id: 'assignments.status.working', defaultMessage: 'Pågår' },
  fullfilled: { id: 'assignments.status.fullfilled', defaultMessage: 'Utförd' },
  submitted: { id: 'assignments.status.submitted', defaultMessage: 'Inskickad' },
  done: { id: 'assignments.status.done', defaultMessage: 'Klar' },
  rejected: { id: 'assignments.status.rejected', defaultMessage: 'Avböjd' },
  cancelled: { id: 'assignments.status.cancelled', defaultMessage: 'Avbokad' },
  unknown: { id: 'assignments.status.unknown', defaultMessage: 'Okänd status' },
});

/** The words for an assignment's status; losted is the CRM's unknown consolidated status. */
export const statusMessageOf = (status: OrderStatus | 'unknown'): MessageDescriptor =>
  status === 'losted' ? assignmentStatusMessages.unknown : assignmentStatusMessages[status];

/** The words for a status filter choice. */
export const statusChoiceMessageOf = (choice: StatusChoice): MessageDescriptor => assignmentStatusMessages[choice];

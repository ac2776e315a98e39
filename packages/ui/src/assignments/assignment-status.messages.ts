import type { InterpreterStatus, OrderStatus, StatusChoice } from '@tolk/core';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * How the product names the assignment statuses, in both portals (spec 2 §4, spec 3 §4's shared
 * texts); available is shown as waiting for acceptance.
 */
export const assignmentStatusMessages = defineMessages({
  all: { id: 'assignments.status.all', defaultMessage: 'Alla' },
  available: { id: 'assignments.status.available', defaultMessage: 'Väntar på accept' },
  accepted: { id: 'assignments.status.accepted', defaultMessage: 'Accepterad' },
  confirmedByClient: { id: 'assignments.status.confirmedByClient', defaultMessage: 'Bekräftad av kund' },
  working: { id: 'assignments.status.working', defaultMessage: 'Pågår' },
  fullfilled: { id: 'assignments.status.fullfilled', defaultMessage: 'Utförd' },
  submitted: { id: 'assignments.status.submitted', defaultMessage: 'Inskickad' },
  done: { id: 'assignments.status.done', defaultMessage: 'Klar' },
  rejected: { id: 'assignments.status.rejected', defaultMessage: 'Avböjd' },
  cancelled: { id: 'assignments.status.cancelled', defaultMessage: 'Avbokad' },
  unknown: { id: 'assignments.status.unknown', defaultMessage: 'Okänd status' },
  losted: { id: 'assignments.status.losted', defaultMessage: 'Förlorad' },
});

/** The words for an assignment's status; losted is the CRM's unknown consolidated status. */
export const statusMessageOf = (status: OrderStatus | 'unknown'): MessageDescriptor =>
  status === 'losted' ? assignmentStatusMessages.unknown : assignmentStatusMessages[status];

/** The words for a status filter choice. */
export const statusChoiceMessageOf = (choice: StatusChoice): MessageDescriptor => assignmentStatusMessages[choice];

/** The words for an interpreter's status (spec 3 §4): the interpreter portal names losted as such. */
export const interpreterStatusMessageOf = (status: InterpreterStatus): MessageDescriptor =>
  status === 'confirmed by client' ? assignmentStatusMessages.confirmedByClient : assignmentStatusMessages[status];

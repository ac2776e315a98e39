import { CONSOLIDATED_STATUS_IDS as CONSOLIDATED_STATUS } from '@tolk/crm-contract';

export { CONSOLIDATED_STATUS };

/** The order's state as stored; the wire shows it as OrderStatus and a consolidated status id. */
export type OrderState = 'open' | 'booked' | 'fulfilled' | 'cancelled' | 'rejected';

/** The status strings of spec 2 §4, spelling as in the product. */
export const ORDER_STATUS_TEXT: Record<OrderState, string> = {
  open: 'available',
  booked: 'accepted',
  fulfilled: 'fullfilled',
  cancelled: 'cancelled',
  rejected: 'rejected',
};

export const CONSOLIDATED_OF: Record<OrderState, number> = {
  open: CONSOLIDATED_STATUS.open,
  booked: CONSOLIDATED_STATUS.booked,
  fulfilled: CONSOLIDATED_STATUS.performed,
  cancelled: CONSOLIDATED_STATUS.cancelled,
  rejected: CONSOLIDATED_STATUS.rejected,
};

/** Sub-statuses in the order spec 2 §4 lists them; the id is the position. */
export const SUB_STATUS = {
  searchingForInterpreter: 1,
  interpreterAccepted: 2,
  orderInProgress: 3,
  assigningInterpreter: 4,
  awaitingTimeReport: 5,
  timeReportReceived: 6,
  deviationRegistered: 7,
  orderCancelled: 8,
  orderRejected: 9,
  unexpectedEventOccured: 10,
  unknownStatus: 11,
} as const;
export type SubStatus = (typeof SUB_STATUS)[keyof typeof SUB_STATUS];

export const SUB_STATUS_MESSAGE: Record<SubStatus, string> = {
  1: 'Vi söker en tolk till ditt uppdrag',
  2: 'Tolk har accepterat uppdraget',
  3: 'Uppdraget pågår',
  4: 'Tolk tillsätts',
  5: 'Inväntar tidrapport',
  6: 'Tidrapport mottagen',
  7: 'Avvikelse registrerad',
  8: 'Uppdraget är avbokat',
  9: 'Uppdraget kunde inte tillsättas',
  10: 'En oväntad händelse har inträffat',
  11: 'Okänd status',
};

import type { DeviationStatusName } from '@tolk/crm-contract';
import { COMPETENCE_LEVELS } from '../seed/services.js';

/**
 * What the reports read of a stored order: one flat, readonly fact per order (loaded by
 * report-store.ts), so that the aggregation is pure and testable without a database.
 */
export type OrderState = 'open' | 'booked' | 'fulfilled' | 'cancelled' | 'rejected';
export type OrderChannel = 'web' | 'phone' | 'email' | 'app';

export interface TimeReportFact {
  /** Worked time: started to ended, less the break. */
  readonly workedMinutes: number;
  /** Travel there and back. */
  readonly travelMinutes: number;
  /** Distance there and back, in tenths of a kilometre. */
  readonly kilometreTenths: number;
}

export interface OrderFact {
  readonly startMs: number;
  readonly endMs: number;
  /** When it was ordered (DatetimeSubmitted, else created). */
  readonly orderedMs: number;
  readonly state: OrderState;
  /** Cancelled so late that it is charged. */
  readonly lateCancellation: boolean;
  /** An interpreter was assigned at some point (now or before a change dropped them). */
  readonly hadInterpreter: boolean;
  readonly serviceName: string;
  readonly isRemote: boolean;
  readonly skill: string;
  readonly substituteSkill: string | null;
  /** The assigned interpreter's level, else the level asked for, else null. */
  readonly competenceLevel: number | null;
  readonly customerReference: string | null;
  readonly county: string | null;
  readonly city: string | null;
  readonly orderUnitNumber: string;
  readonly orderUnitName: string;
  readonly clientUnitName: string;
  readonly channel: OrderChannel;
  readonly autoAssign: boolean;
  /** The interpreter's time report, once the order is performed. */
  readonly timeReport: TimeReportFact | null;
}

/** The deviation statuses of the follow-up area (Nyregistrerad, Under utredning, Avslutad). */
export type DeviationState = DeviationStatusName;

export interface DeviationFact {
  /** The order the deviation is about (general complaints, without an order, are not reported). */
  readonly order: OrderFact;
  readonly cause: string | null;
  /** The status as of now. */
  readonly status: DeviationState;
  /** When the provider answers (or answered) it. */
  readonly answeredMs: number;
}

export const bookedMinutes = (order: Pick<OrderFact, 'startMs' | 'endMs'>): number =>
  Math.round((order.endMs - order.startMs) / 60_000);

/** The time an order is invoiced for: the time report's worked time, else the booked time. */
export const minutesSpent = (order: OrderFact): number => order.timeReport?.workedMinutes ?? bookedMinutes(order);

/** Ordered less than this long before the start: an emergency (akut) booking. */
export const EMERGENCY_LEAD_MS = 24 * 3_600_000;

// ---- Labels (Swedish, as the portal shows them) ----------------------------------------------

export const NO_COMPETENCE_LEVEL = 'Ingen nivå angiven';
export const competenceLabel = (level: number | null): string =>
  COMPETENCE_LEVELS.find((c) => c.level === level)?.name ?? NO_COMPETENCE_LEVEL;

export const CHANNEL_LABEL: Readonly<Record<OrderChannel, string>> = {
  web: 'Webbportal',
  phone: 'Telefon',
  email: 'E-post',
  app: 'Mobilapp',
};

export const AUTO_ASSIGN_LABEL = { direct: 'Direktbokning', request: 'Ordinarie bokning' } as const;

/** Placement (SuccessRateName): did the order get an interpreter? */
export const SUCCESS_RATE_LABEL: Readonly<Record<OrderState, string>> = {
  booked: 'Tillsatt',
  fulfilled: 'Tillsatt',
  rejected: 'Ej tillsatt',
  cancelled: 'Avbokad',
  open: 'Söker tolk',
};

/** How an order went (spec 3 §4's report groups); the five partition the orders. */
export type Fulfilment = 'completed' | 'accepted' | 'notAccepted' | 'cancelledByCustomer' | 'notFulFilled';
export const FULFILMENT_OF: Readonly<Record<OrderState, Fulfilment>> = {
  fulfilled: 'completed',
  booked: 'accepted',
  open: 'notAccepted',
  cancelled: 'cancelledByCustomer',
  rejected: 'notFulFilled',
};
export const FULFILMENT_LABEL: Readonly<Record<Fulfilment, string>> = {
  completed: 'Utförda',
  accepted: 'Accepterade',
  notAccepted: 'Ej accepterade',
  cancelledByCustomer: 'Avbokade av kund',
  notFulFilled: 'Ej utförda',
};
/** Accepted by an interpreter, yet not performed: cancelled or rejected after an interpreter was assigned. */
export const acceptedButNotFulfilled = (order: OrderFact): boolean =>
  order.hadInterpreter && (order.state === 'cancelled' || order.state === 'rejected');

export const BOOKING_TYPE = { emergency: 'Akut', preBooked: 'Förbokad' } as const;
export const bookingTypeOf = (order: OrderFact): string =>
  order.startMs - order.orderedMs < EMERGENCY_LEAD_MS ? BOOKING_TYPE.emergency : BOOKING_TYPE.preBooked;

export const LEAD_TIMES = ['Mindre än 24 timmar', '1–2 dygn', '3–7 dygn', 'Mer än 7 dygn'] as const;
export function leadTimeOf(order: OrderFact): string {
  const hours = (order.startMs - order.orderedMs) / 3_600_000;
  return LEAD_TIMES[hours < 24 ? 0 : hours < 72 ? 1 : hours < 192 ? 2 : 3];
}

export const WEEKDAYS = ['Måndag', 'Tisdag', 'Onsdag', 'Torsdag', 'Fredag', 'Lördag', 'Söndag'] as const;

/** What was done about a deviation, by its status. */
export const MEASURE_TAKEN: Readonly<Record<DeviationState, string>> = {
  Nyregistrerad: 'Ej påbörjad',
  'Under utredning': 'Under utredning',
  Avslutad: 'Åtgärdad',
};

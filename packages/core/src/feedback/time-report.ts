import type { Temporal } from 'temporal-polyfill';

/** Spec 2 §3: ExpenseType 1 is parking, 2 (and anything else) other expenses. */
export type ExpenseKind = 'parking' | 'other';
export const expenseKindOf = (type: number): ExpenseKind => (type === 1 ? 'parking' : 'other');

export interface Expense {
  readonly kind: ExpenseKind;
  /** Kronor, VAT included. */
  readonly amount: number;
  readonly receipt: { readonly filename: string; readonly reference: string } | null;
}

export interface Signature {
  readonly filename: string;
  readonly contentType: string;
  readonly base64: string;
}

export interface TravelLeg {
  readonly seconds: number | null;
  readonly from: Temporal.ZonedDateTime | null;
  readonly to: Temporal.ZonedDateTime | null;
}

/** The interpreter's time report of an order, read-only (spec 2 §2, §3). */
export interface TimeReport {
  readonly start: Temporal.ZonedDateTime;
  readonly end: Temporal.ZonedDateTime;
  readonly breakMinutes: number;
  readonly travelTo: TravelLeg;
  readonly travelFrom: TravelLeg;
  /** The documented total: travel distance to plus from, in km; null when neither was reported. */
  readonly distanceKm: number | null;
  readonly expenses: readonly Expense[];
  readonly signature: Signature | null;
  /** Why the client did not sign on the interpreter's screen; the customer may then sign online (issue 15). */
  readonly noSignatureReason: string | null;
}

/** A report sent without the client's signature, with a reason, waits for the customer's online signature. */
export const awaitsOnlineSignature = (report: Pick<TimeReport, 'signature' | 'noSignatureReason'>): boolean =>
  report.signature === null && (report.noSignatureReason ?? '').trim() !== '';

/**
 * "Total distance" (docs/decisions.md, issue 13): TravelDistanceTo + TravelDistanceFrom, the
 * distances travelled that the interpreter portal fills; DistanceTo/FromAssignment are the
 * planned distances and are not added. Null when neither is reported.
 */
export function totalDistanceKm(travelDistanceTo: number | null, travelDistanceFrom: number | null): number | null {
  if (travelDistanceTo === null && travelDistanceFrom === null) return null;
  return Math.round(((travelDistanceTo ?? 0) + (travelDistanceFrom ?? 0)) * 10) / 10;
}

/** Seconds as whole hours and minutes ("X tim Y minuter", spec 2 §9); seconds are rounded to the minute. */
export function hoursAndMinutes(seconds: number): { readonly hours: number; readonly minutes: number } {
  const total = Math.max(0, Math.round(seconds / 60));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** Travel is shown only for on-site work (spec 2 §2). */
export const showsTravel = (isRemote: boolean): boolean => !isRemote;

/** The sum of the expenses in kronor, to the öre. */
export const expensesTotal = (expenses: readonly Expense[]): number =>
  Math.round(expenses.reduce((sum, e) => sum + e.amount, 0) * 100) / 100;

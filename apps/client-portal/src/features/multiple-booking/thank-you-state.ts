import { Temporal } from 'temporal-polyfill';

/**
 * What `/thank-you` carries in the history state (spec 1 §2): the created assignments as plain
 * strings, so the page survives a reload (Temporal values do not survive the history's cloning).
 */
export interface ThankYouOrder {
  readonly orderNumber: string;
  readonly skillName: string;
  readonly serviceName: string;
  /** ZonedDateTime strings, e.g. 2026-11-23T09:00:00+01:00[Europe/Stockholm]. */
  readonly from: string;
  readonly to: string;
}

export interface ThankYouState {
  readonly thankYou: { readonly orders: readonly ThankYouOrder[] };
}

export const THANK_YOU_PATH = '/thank-you';

export const thankYouState = (orders: readonly ThankYouOrder[]): ThankYouState => ({ thankYou: { orders } });

/** The created orders from the history state; null for anything else (typed in, or stale). */
export function thankYouOrdersOf(state: unknown): readonly ThankYouShown[] | null {
  const orders = (state as Partial<ThankYouState> | null)?.thankYou?.orders;
  if (!Array.isArray(orders) || orders.length === 0) return null;
  try {
    return orders.map((order: ThankYouOrder) => ({
      orderNumber: String(order.orderNumber),
      skillName: String(order.skillName),
      serviceName: String(order.serviceName),
      from: Temporal.ZonedDateTime.from(order.from),
      to: Temporal.ZonedDateTime.from(order.to),
    }));
  } catch {
    return null;
  }
}

export interface ThankYouShown {
  readonly orderNumber: string;
  readonly skillName: string;
  readonly serviceName: string;
  readonly from: Temporal.ZonedDateTime;
  readonly to: Temporal.ZonedDateTime;
}

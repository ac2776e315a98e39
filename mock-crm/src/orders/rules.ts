import { Temporal } from 'temporal-polyfill';
import { STOCKHOLM, isLateCancellationWithLeft } from '@tolk/core';
import type { OrderState } from './statuses.js';

const HOUR_MS = 3_600_000;

/**
 * Terms (spec 3 §9): whether a cancellation now is charged is decided by the portal's own rule
 * (core, tested there), read off the order's row, so that what the portal tells before the CRM
 * answers and what the CRM decides cannot drift apart.
 */
export const isLateCancellation = (order: { startMs: number; isRemote: boolean }, nowMs: number): boolean =>
  isLateCancellationWithLeft(order.startMs - nowMs, order.isRemote);

/** Open and booked orders can be changed and cancelled until they start (spec 1 §1). */
export const isChangeable = (order: { state: OrderState; startMs: number }, nowMs: number): boolean =>
  (order.state === 'open' || order.state === 'booked') && order.startMs > nowMs;

export const canBeRated = (order: { state: OrderState; rating: number | null }): boolean =>
  order.state === 'fulfilled' && order.rating === null;

/** The fields whose change is critical (spec 1 §1): date, time, language, address. */
export interface CriticalFields {
  readonly startMs: number;
  readonly endMs: number;
  readonly skillId: string;
  readonly addressRow1: string | null;
  readonly postalCode: string | null;
  readonly city: string | null;
}

export function isCriticalChange(before: CriticalFields, after: CriticalFields): boolean {
  const norm = (value: string | null) => (value ?? '').trim().toLowerCase();
  return (
    before.startMs !== after.startMs ||
    before.endMs !== after.endMs ||
    before.skillId !== after.skillId ||
    norm(before.addressRow1) !== norm(after.addressRow1) ||
    norm(before.postalCode) !== norm(after.postalCode) ||
    norm(before.city) !== norm(after.city)
  );
}

export type CriticalChangeOutcome = 'same-day' | 'new-order' | 'reopen';

/**
 * What a critical change does (spec 1 §1, docs/api.md): refused on the assignment's own day;
 * within `newOrderHours` of the start it cancels the order and makes a new one; otherwise the
 * order returns to Open and its interpreter is dropped (and asked first again).
 */
export function criticalChangeOutcome(startMs: number, nowMs: number, newOrderHours: number): CriticalChangeOutcome {
  if (stockholmDate(startMs).equals(stockholmDate(nowMs))) return 'same-day';
  return startMs - nowMs < newOrderHours * HOUR_MS ? 'new-order' : 'reopen';
}

/** Spec 1 §1: no critical change on the assignment's day, nor one that moves it onto today. */
export const touchesToday = (oldStartMs: number, newStartMs: number, nowMs: number): boolean =>
  [oldStartMs, newStartMs].some((startMs) => stockholmDate(startMs).equals(stockholmDate(nowMs)));

export const stockholmDate = (epochMs: number): Temporal.PlainDate =>
  Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(STOCKHOLM).toPlainDate();

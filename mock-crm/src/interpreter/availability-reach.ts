import {
  dayEnd,
  dayStart,
  effectiveAvailability,
  isAvailableKind,
  type AvailabilityKind,
  type AvailabilityLayers,
} from '@tolk/core';
import type { Database } from 'better-sqlite3';
import { Temporal } from 'temporal-polyfill';
import { AvailabilityStore, zonedAt } from './availability-store.js';

/**
 * How an interpreter who uses the portal can be reached for a time (issue 16; docs/decisions.md,
 * "Issue 16: availability"), from their stated availability, core's effectiveAvailability:
 * - **asked** (a request offer): available (article type 1) or available without inquiry (2);
 * - **booked without asking** (direct booking, "Boka nu"): available without inquiry (2) only;
 * each for the order's channel (phone for a remote order, on-site otherwise), over the whole time.
 * Unavailable (3) or nothing stated is neither. The simulated pool states nothing and is not judged
 * here: it is reached whenever it is free, as before.
 */
export type Reach = 'asked' | 'booked-without-asking';
export type Channel = 'phone' | 'onSite';

const REACHES: Readonly<Record<Reach, (kind: AvailabilityKind) => boolean>> = {
  asked: isAvailableKind,
  'booked-without-asking': (kind) => kind === 'available-without-inquiry',
};

/**
 * Whether the layers make the interpreter reachable this way over all of [startMs, endMs). Each
 * Stockholm day's effective availability ends at 23:59 (spec 3 §4's clipping, for drawing); a piece
 * that reaches 23:59 is taken to run on to midnight, so an assignment across midnight or to 24:00
 * is judged by what is stated on both sides.
 */
export function reachableThroughout(
  layers: AvailabilityLayers,
  startMs: number,
  endMs: number,
  channel: Channel,
  reach: Reach,
): boolean {
  if (endMs <= startMs) return false;
  const accepts = REACHES[reach];
  const pieces: { from: number; to: number }[] = [];
  const lastDate = zonedAt(endMs - 1).toPlainDate();
  for (let date = zonedAt(startMs).toPlainDate(); Temporal.PlainDate.compare(date, lastDate) <= 0; date = date.add({ days: 1 })) {
    const end = dayEnd(date).epochMilliseconds;
    const nextMidnight = dayStart(date.add({ days: 1 })).epochMilliseconds;
    for (const piece of effectiveAvailability(date, layers)) {
      if (!accepts(piece.kind) || !piece.availableFor[channel]) continue;
      const to = piece.to.epochMilliseconds;
      pieces.push({ from: piece.from.epochMilliseconds, to: to >= end ? nextMidnight : to });
    }
  }
  pieces.sort((a, b) => a.from - b.from);
  let covered = startMs;
  for (const piece of pieces) {
    if (piece.from > covered) break;
    covered = Math.max(covered, piece.to);
    if (covered >= endMs) return true;
  }
  return covered >= endMs;
}

/** The interpreters' availability as the dispatcher and the direct booking ask it. */
export class InterpreterReach {
  private readonly store: AvailabilityStore;

  constructor(db: Database) {
    this.store = new AvailabilityStore(db);
  }

  /** Whether the interpreter who uses the portal can be reached this way over [startMs, endMs). */
  reaches(interpreterId: string, startMs: number, endMs: number, channel: Channel, reach: Reach): boolean {
    return reachableThroughout(this.store.layers(interpreterId, startMs, endMs), startMs, endMs, channel, reach);
  }
}

import { Temporal } from 'temporal-polyfill';
import { STOCKHOLM } from '../time/clock.js';
import { ACUTE_KIND } from './acute.js';
import {
  AVAILABILITY_KINDS,
  slotKind,
  weekdayOf,
  type AcuteAvailability,
  type AvailabilityException,
  type EffectiveInterval,
  type WeeklyDefault,
} from './availability.js';
import { clipToDay, intervalContains, rangeOn } from './day-window.js';
import { confirmSlot } from './slots.js';

/** What a day's availability is made of: the weekly default, the exceptions near the day, and "Tolka nu". */
export interface AvailabilityLayers {
  readonly weekly: WeeklyDefault;
  /** Exceptions; those without a part in the day are ignored. */
  readonly exceptions: readonly AvailabilityException[];
  readonly acute: AcuteAvailability | null;
}

const elapsed = (interval: { from: Temporal.ZonedDateTime; to: Temporal.ZonedDateTime }): number =>
  interval.to.epochMilliseconds - interval.from.epochMilliseconds;

/**
 * Spec 3 §2, §4 (issue 16): the date's effective availability, pieces within its 00:00–23:59 in time
 * order, none overlapping. Layers are laid over each other, each hiding what it covers below it:
 * 1. the weekday's default slots, each of its `slotKind`, at their wall-clock times on this date
 *    (`rangeOn`: on the days the clocks change a slot keeps its wall-clock meaning, and the
 *    spring-forward hour has no minutes);
 * 2. the exceptions, each over the part of the day it covers ("unavailable all day" is one of them).
 *    Exceptions the CRM lets overlap are decided the way the exceptions themselves override the
 *    default, the more specific statement winning: a shorter one over a longer one, and at equal
 *    length unavailable over available;
 * 3. "Tolka nu", over everything (`ACUTE_KIND`), for the part of its window in the day (an ended
 *    window still shows where it was: the planner draws what was true; `activeAcute` says what is).
 * Overlapping default slots (data the editor would refuse) leave an unavailable slot on top.
 */
export function effectiveAvailability(date: Temporal.PlainDate, layers: AvailabilityLayers): EffectiveInterval[] {
  const defaults = [...layers.weekly.slots[weekdayOf(date)]]
    .sort((a, b) => Number(!a.isAvailable) - Number(!b.isAvailable))
    .map((slot): EffectiveInterval => ({
      ...rangeOn(date, confirmSlot(slot)),
      kind: slotKind(slot),
      availableFor: slot.availableFor,
      source: { layer: 'default', slotId: slot.id },
    }));
  const exceptions = [...layers.exceptions]
    .sort(
      (a, b) =>
        elapsed(b) - elapsed(a) ||
        AVAILABILITY_KINDS.indexOf(a.kind) - AVAILABILITY_KINDS.indexOf(b.kind) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .map((e): EffectiveInterval => ({
      from: e.from,
      to: e.to,
      kind: e.kind,
      availableFor: e.availableFor,
      source: { layer: 'exception', exceptionId: e.id },
    }));
  const acute: EffectiveInterval[] = layers.acute
    ? [
        {
          from: layers.acute.from,
          to: layers.acute.to,
          kind: ACUTE_KIND,
          availableFor: layers.acute.availableFor,
          source: { layer: 'acute' },
        },
      ]
    : [];

  let pieces: EffectiveInterval[] = [];
  for (const layer of [...defaults, ...exceptions, ...acute]) {
    const inDay = clipToDay(layer, date);
    if (inDay) pieces = layOver(pieces, inDay);
  }
  return pieces.sort((a, b) => Temporal.ZonedDateTime.compare(a.from, b.from));
}

/** The pieces with `top` laid over them: what it covers is cut away, what sticks out on either side stays. */
function layOver(pieces: readonly EffectiveInterval[], top: EffectiveInterval): EffectiveInterval[] {
  const next: EffectiveInterval[] = [];
  for (const piece of pieces) {
    if (Temporal.ZonedDateTime.compare(piece.to, top.from) <= 0 || Temporal.ZonedDateTime.compare(top.to, piece.from) <= 0) {
      next.push(piece);
      continue;
    }
    if (Temporal.ZonedDateTime.compare(piece.from, top.from) < 0) next.push({ ...piece, to: top.from });
    if (Temporal.ZonedDateTime.compare(top.to, piece.to) < 0) next.push({ ...piece, from: top.to });
  }
  next.push(top);
  return next;
}

/**
 * The effective availability at a moment: the piece of its Stockholm day that contains it, or null
 * (nothing stated, or the day's last minute after 23:59).
 */
export function effectiveAt(at: Temporal.Instant, layers: AvailabilityLayers): EffectiveInterval | null {
  const date = at.toZonedDateTimeISO(STOCKHOLM).toPlainDate();
  return effectiveAvailability(date, layers).find((piece) => intervalContains(piece, at)) ?? null;
}

import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { parseInstant } from '../time/clock.js';
import { anException } from './builders.js';
import {
  canAddException,
  canDeleteException,
  canUpdateException,
  exceptionProblems,
  exceptionsOfDay,
  isUnavailableAllDay,
  newExceptionDraft,
  unavailableAllDayDraft,
} from './exceptions.js';

const date = (text: string) => Temporal.PlainDate.from(text);
const span = (d: { from: Temporal.ZonedDateTime; to: Temporal.ZonedDateTime } | null) =>
  d && `${d.from.toString().slice(0, 16)}${d.from.offset}–${d.to.toString().slice(0, 16)}${d.to.offset}`;

describe('the planner’s "+" (spec 3 §2)', () => {
  const now = parseInstant('2026-05-12 10:20:00');

  it('creates on today a one-hour available exception from the next whole hour', () => {
    const draft = newExceptionDraft(date('2026-05-12'), now);
    expect(span(draft)).toBe('2026-05-12T11:00+02:00–2026-05-12T12:00+02:00');
    expect([draft?.kind, draft?.availableFor]).toEqual(['available', { onSite: true, phone: true }]);
    expect(span(newExceptionDraft(date('2026-05-12'), parseInstant('2026-05-12 10:00:00')))).toBe(
      '2026-05-12T11:00+02:00–2026-05-12T12:00+02:00',
    );
  });

  it('creates on a later day one from 00:00', () => {
    expect(span(newExceptionDraft(date('2026-05-13'), now))).toBe('2026-05-13T00:00+02:00–2026-05-13T01:00+02:00');
  });

  it('offers none for a past day, nor on today once no whole hour is left', () => {
    expect(newExceptionDraft(date('2026-05-11'), now)).toBeNull();
    expect(canAddException(date('2026-05-11'), now)).toBe(false);
    expect(span(newExceptionDraft(date('2026-05-12'), parseInstant('2026-05-12 22:59:00')))).toBe(
      '2026-05-12T23:00+02:00–2026-05-13T00:00+02:00',
    );
    expect(canAddException(date('2026-05-12'), parseInstant('2026-05-12 23:00:00'))).toBe(false);
  });

  it('counts the hour in real time on the nights the clocks change', () => {
    expect(span(newExceptionDraft(date('2026-03-29'), parseInstant('2026-03-29 01:10:00')))).toBe(
      '2026-03-29T03:00+02:00–2026-03-29T04:00+02:00',
    );
    const autumn = Temporal.Instant.from('2026-10-25T00:10:00Z'); // 02:10 summer time
    expect(span(newExceptionDraft(date('2026-10-25'), autumn))).toBe('2026-10-25T02:00+01:00–2026-10-25T03:00+01:00');
  });
});

describe('which exceptions can be changed (spec 3 §4)', () => {
  const now = parseInstant('2026-05-12 10:00:00');

  it('updates only one that CanBeUpdated and starts in the future', () => {
    expect(canUpdateException(anException('e', '2026-05-12 10:01', '2026-05-12 11:00'), now)).toBe(true);
    expect(canUpdateException(anException('e', '2026-05-12 10:00', '2026-05-12 11:00'), now)).toBe(false);
    expect(canUpdateException(anException('e', '2026-05-12 12:00', '2026-05-12 13:00', { canBeUpdated: false }), now)).toBe(
      false,
    );
  });

  it('deletes one that CanBeUpdated until it is over', () => {
    expect(canDeleteException(anException('e', '2026-05-12 09:00', '2026-05-12 11:00'), now)).toBe(true);
    expect(canDeleteException(anException('e', '2026-05-12 08:00', '2026-05-12 10:00'), now)).toBe(false);
    expect(canDeleteException(anException('e', '2026-05-12 12:00', '2026-05-12 13:00', { canBeUpdated: false }), now)).toBe(
      false,
    );
  });

  it('checks a draft', () => {
    const kinds = (...args: Parameters<typeof exceptionProblems>) => exceptionProblems(...args).map((p) => p.kind);
    const draft = anException('e', '2026-05-12 12:00', '2026-05-12 13:00');
    expect(kinds(draft, now)).toEqual([]);
    expect(kinds({ ...draft, to: draft.from }, now)).toEqual(['end-not-after-start']);
    expect(kinds(anException('e', '2026-05-12 08:00', '2026-05-12 09:00'), now)).toEqual(['ends-in-past']);
    expect(kinds({ ...draft, availableFor: { onSite: false, phone: false } }, now)).toEqual(['no-available-for']);
    expect(kinds({ ...draft, kind: 'unavailable', availableFor: { onSite: false, phone: false } }, now)).toEqual([]);
    // A change: the exception must be updatable, and the change must still start in the future.
    expect(kinds(anException('e', '2026-05-12 09:00', '2026-05-12 13:00'), now, draft)).toEqual(['starts-in-past']);
    expect(kinds(draft, now, { ...draft, canBeUpdated: false })).toEqual(['not-updatable']);
    // A new one may start in the past: "unavailable all day" on today.
    expect(kinds(unavailableAllDayDraft(date('2026-05-12')), now)).toEqual([]);
  });
});

describe('unavailable all day and the day’s list', () => {
  it('is an unavailable exception over 00:00–23:59', () => {
    const draft = unavailableAllDayDraft(date('2026-03-29'));
    expect(span(draft)).toBe('2026-03-29T00:00+01:00–2026-03-29T23:59+02:00');
    expect(draft.kind).toBe('unavailable');
    const saved = { ...draft, id: 'x', canBeUpdated: true };
    expect(isUnavailableAllDay(date('2026-03-29'), [saved])).toBe(true);
    expect(isUnavailableAllDay(date('2026-03-30'), [saved])).toBe(false);
    expect(isUnavailableAllDay(date('2026-03-29'), [{ ...saved, kind: 'available' }])).toBe(false);
    expect(isUnavailableAllDay(date('2026-03-29'), [{ ...saved, to: saved.to.subtract({ minutes: 1 }) }])).toBe(false);
  });

  it('lists the exceptions with a part in the day, by start', () => {
    const list = [
      anException('b', '2026-05-12 14:00', '2026-05-12 15:00'),
      anException('night', '2026-05-11 22:00', '2026-05-12 02:00'),
      anException('other', '2026-05-13 09:00', '2026-05-13 10:00'),
      anException('ends-at-midnight', '2026-05-11 20:00', '2026-05-12 00:00'),
    ];
    expect(exceptionsOfDay(date('2026-05-12'), list).map((e) => e.id)).toEqual(['night', 'b']);
  });
});

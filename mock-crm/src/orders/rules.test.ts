import { parseInstant } from '@tolk/core';
import { describe, expect, it } from 'vitest';
import {
  canBeRated,
  criticalChangeOutcome,
  isChangeable,
  isCriticalChange,
  stockholmDate,
  type CriticalFields,
} from './rules.js';
import type { OrderState } from './statuses.js';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const at = (text: string) => parseInstant(text).epochMilliseconds;
const NOW = at('2026-11-23 10:00:00');
const STATES: readonly OrderState[] = ['open', 'booked', 'fulfilled', 'cancelled', 'rejected'];

describe('isChangeable (spec 1 §1: open and booked orders until they start)', () => {
  it.each(STATES.map((state) => [state, state === 'open' || state === 'booked'] as const))(
    '%s in the future: %s',
    (state, changeable) => {
      expect(isChangeable({ state, startMs: NOW + HOUR_MS }, NOW)).toBe(changeable);
    },
  );

  it('stops at the start', () => {
    expect(isChangeable({ state: 'booked', startMs: NOW + 1 }, NOW)).toBe(true);
    expect(isChangeable({ state: 'booked', startMs: NOW }, NOW)).toBe(false);
    expect(isChangeable({ state: 'open', startMs: NOW - MINUTE_MS }, NOW)).toBe(false);
  });
});

describe('canBeRated', () => {
  it('holds for a fulfilled order without a rating only', () => {
    for (const state of STATES) {
      expect(canBeRated({ state, rating: null }), state).toBe(state === 'fulfilled');
      expect(canBeRated({ state, rating: 4 }), state).toBe(false);
    }
  });
});

describe('isCriticalChange (spec 1 §1: date, time, language, address)', () => {
  const before: CriticalFields = {
    startMs: at('2026-12-01 09:00:00'),
    endMs: at('2026-12-01 10:00:00'),
    skillId: 'arabiska',
    addressRow1: 'Sveavägen 44',
    postalCode: '11134',
    city: 'Stockholm',
  };

  it('is not critical when nothing of those changes', () => {
    expect(isCriticalChange(before, { ...before })).toBe(false);
  });

  it.each([
    ['the date', { startMs: at('2026-12-02 09:00:00'), endMs: at('2026-12-02 10:00:00') }],
    ['the start time', { startMs: at('2026-12-01 09:15:00') }],
    ['the end time', { endMs: at('2026-12-01 10:30:00') }],
    ['the language', { skillId: 'persiska' }],
    ['the street', { addressRow1: 'Hornsgatan 103' }],
    ['the postal code', { postalCode: '11728' }],
    ['the city', { city: 'Solna' }],
    ['an address added', { addressRow1: null, postalCode: null, city: null }],
  ] as const)('is critical when %s changes', (_name, change) => {
    expect(isCriticalChange(before, { ...before, ...change })).toBe(true);
    expect(isCriticalChange({ ...before, ...change }, before)).toBe(true);
  });

  it('ignores case and surrounding spaces in the address, and treats a blank as none', () => {
    expect(isCriticalChange(before, { ...before, addressRow1: '  sveavägen 44 ', city: 'STOCKHOLM' })).toBe(false);
    const remote = { ...before, addressRow1: null, postalCode: null, city: null };
    expect(isCriticalChange(remote, { ...remote, addressRow1: '', postalCode: ' ', city: '' })).toBe(false);
  });
});

describe('criticalChangeOutcome (spec 1 §1, 48 h by default)', () => {
  it.each([
    ['later the same day', '2026-11-23 10:00:00', '2026-11-23 23:30:00', 'same-day'],
    ['a minute later', '2026-11-23 10:00:00', '2026-11-23 10:01:00', 'same-day'],
    ['the same day, from just after midnight', '2026-11-23 00:00:00', '2026-11-23 23:59:59', 'same-day'],
    ['tomorrow just after midnight', '2026-11-23 23:59:00', '2026-11-24 00:01:00', 'new-order'],
    ['tomorrow', '2026-11-23 10:00:00', '2026-11-24 09:00:00', 'new-order'],
    ['47 h 59 min ahead', '2026-11-23 10:00:00', '2026-11-25 09:59:00', 'new-order'],
    ['exactly 48 h ahead', '2026-11-23 10:00:00', '2026-11-25 10:00:00', 'reopen'],
    ['a week ahead', '2026-11-23 10:00:00', '2026-11-30 10:00:00', 'reopen'],
  ] as const)('%s: %s', (_name, now, start, outcome) => {
    expect(criticalChangeOutcome(at(start), at(now), 48)).toBe(outcome);
  });

  it('reads "the same day" in Stockholm, not in UTC', () => {
    // 00:30 Stockholm is still the previous day in UTC; 23:30 Stockholm in winter is 22:30 UTC.
    expect(criticalChangeOutcome(at('2026-11-24 00:30:00'), at('2026-11-23 23:30:00'), 48)).toBe('new-order');
    expect(criticalChangeOutcome(at('2026-11-24 23:30:00'), at('2026-11-24 00:30:00'), 48)).toBe('same-day');
  });

  it('takes the hours from the setting', () => {
    expect(criticalChangeOutcome(at('2026-11-25 10:00:00'), NOW, 72)).toBe('new-order');
    expect(criticalChangeOutcome(at('2026-11-24 09:00:00'), NOW, 12)).toBe('reopen');
  });
});

describe('stockholmDate', () => {
  it('is the Stockholm calendar date, in winter and in summer', () => {
    expect(stockholmDate(Date.parse('2026-11-23T23:30:00Z')).toString()).toBe('2026-11-24');
    expect(stockholmDate(Date.parse('2026-11-23T22:59:59Z')).toString()).toBe('2026-11-23');
    expect(stockholmDate(Date.parse('2026-06-30T22:00:00Z')).toString()).toBe('2026-07-01');
    expect(stockholmDate(Date.parse('2026-06-30T21:59:59Z')).toString()).toBe('2026-06-30');
  });
});

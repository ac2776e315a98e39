import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STATUS_SELECTION,
  FILTERABLE_STATUSES,
  matchesStatus,
  toggleClearAll,
  toggleStatus,
  type StatusChoice,
  type StatusSelection,
} from './status-filter.js';
import { ORDER_STATUSES } from './status.js';

const choice = fc.constantFrom<StatusChoice>('all', ...FILTERABLE_STATUSES);
/** Any selection a user can reach by clicking from the default. */
const reachable = fc
  .array(choice, { maxLength: 12 })
  .map((clicks) => clicks.reduce<StatusSelection>(toggleStatus, DEFAULT_STATUS_SELECTION));

describe('status filter rules (spec 2 §2)', () => {
  it('is never empty, and "all" never stands with a specific status', () => {
    fc.assert(
      fc.property(reachable, (selection) => {
        expect(selection.length).toBeGreaterThan(0);
        if (selection.includes('all')) expect(selection).toEqual(['all']);
      }),
    );
  });

  it('choosing all resets to all only', () => {
    fc.assert(
      fc.property(reachable, (selection) => {
        expect(toggleStatus(selection, 'all')).toEqual(['all']);
      }),
    );
  });

  it('choosing a specific status removes all', () => {
    fc.assert(
      fc.property(reachable, fc.constantFrom(...FILTERABLE_STATUSES), (selection, status) => {
        const next = toggleStatus(selection, status);
        if (!selection.includes(status)) expect(next).toContain(status);
        expect(
          next.length === 1 && next[0] === 'all' ? selection.length === 1 && selection[0] === status : !next.includes('all'),
        ).toBe(true);
      }),
    );
  });

  it('clearing everything reverts to all', () => {
    expect(toggleStatus(['accepted'], 'accepted')).toEqual(['all']);
  });

  it('the clear-all toggle goes between all and every status', () => {
    expect(toggleClearAll(['all'])).toEqual([...FILTERABLE_STATUSES]);
    fc.assert(
      fc.property(
        reachable.filter((s) => !s.includes('all')),
        (selection) => {
          expect(toggleClearAll(selection)).toEqual(['all']);
        },
      ),
    );
  });

  it('a status matches when it or its group is chosen; all matches every status', () => {
    fc.assert(
      fc.property(reachable, fc.constantFrom(...ORDER_STATUSES), (selection, status) => {
        if (selection.includes('all')) expect(matchesStatus(selection, status)).toBe(true);
      }),
    );
    expect(matchesStatus(['fullfilled'], 'done')).toBe(true);
    expect(matchesStatus(['accepted'], 'working')).toBe(true);
    expect(matchesStatus(['accepted'], 'cancelled')).toBe(false);
    expect(matchesStatus(DEFAULT_STATUS_SELECTION, 'unknown')).toBe(false);
  });
});

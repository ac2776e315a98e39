import { FixedClock, type Assignment } from '@tolk/core';
import { configure } from 'mobx';
import { describe, expect, it } from 'vitest';
import { AssignmentsStore } from '../assignments/assignments-store.js';
import { AssignmentDrawerStore } from './assignment-drawer-store.js';

configure({ enforceActions: 'always' });

const anAssignment = (id: string) => ({ id }) as unknown as Assignment;
const emptySource = { inPeriod: async () => [], byNumber: async () => [] };

describe('AssignmentDrawerStore', () => {
  it('walks the siblings it was opened with, and stops at the ends', () => {
    const drawer = new AssignmentDrawerStore(new AssignmentsStore(emptySource, FixedClock.at('2026-11-23 08:00:00')));
    const [a, b, c] = [anAssignment('a'), anAssignment('b'), anAssignment('c')];
    drawer.open(b, [a, b, c]);
    expect([drawer.current?.id, drawer.position]).toEqual(['b', { index: 1, count: 3 }]);
    drawer.next();
    drawer.next();
    expect(drawer.current?.id).toBe('c');
    drawer.previous();
    drawer.previous();
    drawer.previous();
    expect(drawer.current?.id).toBe('a');
  });

  it('closes when the assignment it shows is cancelled, not for another one', () => {
    const drawer = new AssignmentDrawerStore(new AssignmentsStore(emptySource, FixedClock.at('2026-11-23 08:00:00')));
    drawer.open(anAssignment('a'));
    drawer.closeIfShowing('b');
    expect(drawer.current?.id).toBe('a');
    drawer.closeIfShowing('a');
    expect(drawer.current).toBeNull();
  });

  it('takes fresh copies of the assignments it was opened with', () => {
    const drawer = new AssignmentDrawerStore(new AssignmentsStore(emptySource, FixedClock.at('2026-11-23 08:00:00')));
    drawer.open(anAssignment('a'), [anAssignment('a'), anAssignment('b')]);
    const fresh = { ...anAssignment('a'), number: 'fresh' } as Assignment;
    drawer.replace([fresh, { ...anAssignment('c') }]);
    expect(drawer.current).toBe(fresh);
    expect(drawer.position).toEqual({ index: 0, count: 2 });
  });
});

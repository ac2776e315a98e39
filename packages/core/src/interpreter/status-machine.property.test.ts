import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_VIEW_AFTER, INTERPRETER_STATUS_AFTER } from './customer-view.js';
import {
  INTERPRETER_ACTIONS,
  INTERPRETER_STATUSES,
  interpreterActions,
  interpreterStatusFromText,
  type AssignmentProgress,
  type InterpreterStatus,
} from './status-machine.js';

const status = fc.constantFrom(...INTERPRETER_STATUSES);
const progress: fc.Arbitrary<AssignmentProgress> = fc.record({
  onSite: fc.boolean(),
  tripStarted: fc.boolean(),
  checkedIn: fc.boolean(),
  ended: fc.boolean(),
});
const STARTED: AssignmentProgress = { onSite: false, tripStarted: false, checkedIn: false, ended: false };

/** How far along an assignment is: no action moves it back. */
const RANK: Record<InterpreterStatus, number> = {
  available: 0,
  accepted: 1,
  'confirmed by client': 1,
  working: 2,
  fullfilled: 3,
  submitted: 4,
  done: 5,
  cancelled: 9,
  rejected: 9,
  losted: 9,
};

describe('the interpreter status machine (properties)', () => {
  it('reads a known status in any case and spacing, and falls back to available for anything else', () => {
    fc.assert(
      fc.property(status, fc.constantFrom('', ' ', '  '), fc.boolean(), (known, pad, upper) => {
        const text = `${pad}${upper ? known.toUpperCase() : known}${pad}`;
        expect(interpreterStatusFromText(text)).toBe(known);
      }),
    );
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constant(null), fc.constant(undefined)), (text) => {
        fc.pre(
          text === null || text === undefined || !(INTERPRETER_STATUSES as readonly string[]).includes(text.trim().toLowerCase()),
        );
        expect(interpreterStatusFromText(text)).toBe('available');
      }),
    );
  });

  it('offers known actions, each once', () => {
    fc.assert(
      fc.property(status, progress, (s, p) => {
        const actions = interpreterActions(s, p);
        expect(new Set(actions).size).toBe(actions.length);
        for (const action of actions) expect(INTERPRETER_ACTIONS).toContain(action);
      }),
    );
  });

  it('follows spec 3 §4 status by status', () => {
    fc.assert(
      fc.property(status, progress, (s, p) => {
        const actions = interpreterActions(s, p);
        if (s === 'available') expect(actions).toEqual(['reject', 'accept']);
        if (s === 'working') expect(actions).toEqual(['cannot-complete', 'done']);
        if (s === 'fullfilled' || s === 'submitted' || s === 'done') expect(actions).toEqual(['time-report']);
        if (s === 'cancelled' || s === 'rejected' || s === 'losted') expect(actions).toEqual([]);
        if (s === 'accepted' || s === 'confirmed by client') {
          expect(actions[0]).toBe('cannot-complete');
          // "start working" or "time report": the one the end decides, never both.
          expect(actions.includes('start-working')).toBe(!p.ended);
          expect(actions.includes('time-report')).toBe(p.ended);
          expect(actions.includes('check-in')).toBe(p.onSite && !p.checkedIn && !p.ended);
          expect(actions.includes('start-trip')).toBe(p.onSite && !p.tripStarted && !p.checkedIn && !p.ended);
        }
      }),
    );
  });

  it('never moves an assignment back, and any walk of offered actions ends within a few steps', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 20 }), fc.boolean(), fc.boolean(), (picks, onSite, ended) => {
        let current: InterpreterStatus = 'available';
        let state: AssignmentProgress = { ...STARTED, onSite, ended };
        let steps = 0;
        for (const pick of picks) {
          const actions = interpreterActions(current, state);
          if (actions.length === 0) break;
          const action = actions[pick % actions.length]!;
          const next = INTERPRETER_STATUS_AFTER[action];
          if (next === null) break; // rejected: no longer this interpreter's
          expect(RANK[next]).toBeGreaterThanOrEqual(RANK[current]);
          if (action === 'start-trip') state = { ...state, tripStarted: true };
          if (action === 'check-in') state = { ...state, checkedIn: true };
          if (action === 'time-report' && next === current) break; // a report may be corrected later
          current = next;
          steps++;
        }
        // available → accepted, trip, check-in → working → done → report: at most 6 steps.
        expect(steps).toBeLessThanOrEqual(6);
      }),
    );
  });

  it('changes what the customer sees exactly for the actions that change the order', () => {
    for (const action of INTERPRETER_ACTIONS) {
      const view = CUSTOMER_VIEW_AFTER[action];
      const changesOrder = !['reject', 'start-trip', 'check-in'].includes(action);
      expect(view !== null).toBe(changesOrder);
    }
    expect(CUSTOMER_VIEW_AFTER['start-working']).toEqual({ status: 'booked', subStatus: 'order-in-progress' });
    expect(CUSTOMER_VIEW_AFTER.done).toEqual({ status: 'performed', subStatus: 'awaiting-time-report' });
  });
});

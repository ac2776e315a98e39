import type { ConsolidatedStatus, SubStatus } from '../assignments/status.js';
import type { InterpreterAction, InterpreterStatus } from './status-machine.js';

/** What the customer's order shows (spec 2 §4): its consolidated status and sub-status. */
export interface CustomerView {
  readonly status: ConsolidatedStatus;
  readonly subStatus: SubStatus;
}

/**
 * What the customer sees after each interpreter action (spec 2 §4; docs/decisions.md, issue 15):
 * an accepted request books the order; starting work puts it in progress; done makes it performed,
 * awaiting the time report, which a submitted report turns into "time report received"; an
 * interpreter who cannot complete leaves the order not fulfilled, shown as an unexpected event.
 * `null`: the action changes nothing the customer sees (a rejected request stays open and goes to
 * another interpreter; the trip and the check-in are the interpreter's own).
 */
export const CUSTOMER_VIEW_AFTER: Readonly<Record<InterpreterAction, CustomerView | null>> = {
  accept: { status: 'booked', subStatus: 'interpreter-accepted' },
  reject: null,
  'start-trip': null,
  'check-in': null,
  'start-working': { status: 'booked', subStatus: 'order-in-progress' },
  done: { status: 'performed', subStatus: 'awaiting-time-report' },
  'time-report': { status: 'performed', subStatus: 'time-report-received' },
  'cannot-complete': { status: 'rejected', subStatus: 'unexpected-event-occured' },
};

/**
 * The interpreter status each action leads to; the trip and the check-in keep the assignment
 * accepted (they are progress within it), a rejected request is no longer the interpreter's.
 */
export const INTERPRETER_STATUS_AFTER: Readonly<Record<InterpreterAction, InterpreterStatus | null>> = {
  accept: 'accepted',
  reject: null,
  'start-trip': 'accepted',
  'check-in': 'accepted',
  'start-working': 'working',
  done: 'fullfilled',
  'time-report': 'submitted',
  'cannot-complete': 'losted',
};

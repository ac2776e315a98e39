/**
 * The interpreter's side of an assignment (spec 3 §4): the statuses the interpreter sees and the
 * actions each one offers. Pure: the portal shows these buttons and mock-crm refuses what they do
 * not offer, from this one table.
 */
export const INTERPRETER_STATUSES = [
  'available',
  'accepted',
  'confirmed by client',
  'working',
  'fullfilled',
  'submitted',
  'done',
  'cancelled',
  'rejected',
  'losted',
] as const;
export type InterpreterStatus = (typeof INTERPRETER_STATUSES)[number];

export const INTERPRETER_ACTIONS = [
  'accept',
  'reject',
  'start-trip',
  'check-in',
  'start-working',
  'cannot-complete',
  'done',
  'time-report',
] as const;
export type InterpreterAction = (typeof INTERPRETER_ACTIONS)[number];

/** A status string as the CRM sends it; one the portal does not know falls back to available (spec 3 §4). */
export const interpreterStatusFromText = (text: string | null | undefined): InterpreterStatus => {
  const normal = (text ?? '').trim().toLowerCase();
  return (INTERPRETER_STATUSES as readonly string[]).includes(normal) ? (normal as InterpreterStatus) : 'available';
};

/** What, besides its status, decides which actions an assignment offers. */
export interface AssignmentProgress {
  /** Performed at the customer's address: only then is there a trip to start and a place to check in at. */
  readonly onSite: boolean;
  readonly tripStarted: boolean;
  readonly checkedIn: boolean;
  /** The assignment's end has passed: an accepted assignment is then reported rather than started. */
  readonly ended: boolean;
}

/**
 * The actions a status offers, in the order the screen shows them (spec 3 §4): available → reject,
 * accept; accepted (and confirmed by client) → cannot complete, then start working, or the time
 * report once the end has passed, and before working on site the trip and the check-in; working →
 * cannot complete, done; fullfilled, submitted, done → time report; cancelled, rejected, losted →
 * none.
 */
export function interpreterActions(status: InterpreterStatus, progress: AssignmentProgress): readonly InterpreterAction[] {
  switch (status) {
    case 'available':
      return ['reject', 'accept'];
    case 'accepted':
    case 'confirmed by client':
      if (progress.ended) return ['cannot-complete', 'time-report'];
      return [
        'cannot-complete',
        ...(progress.onSite && !progress.tripStarted && !progress.checkedIn ? (['start-trip'] as const) : []),
        ...(progress.onSite && !progress.checkedIn ? (['check-in'] as const) : []),
        'start-working',
      ];
    case 'working':
      return ['cannot-complete', 'done'];
    case 'fullfilled':
    case 'submitted':
    case 'done':
      return ['time-report'];
    case 'cancelled':
    case 'rejected':
    case 'losted':
      return [];
  }
}

export const offersAction = (status: InterpreterStatus, progress: AssignmentProgress, action: InterpreterAction): boolean =>
  interpreterActions(status, progress).includes(action);

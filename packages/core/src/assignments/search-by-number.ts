import type { Assignment } from './assignment.js';
import type { AssignmentSource } from './ports.js';

export type NumberSearchOutcome =
  | { readonly kind: 'ignored' }
  | { readonly kind: 'none' }
  | { readonly kind: 'found'; readonly first: Assignment; readonly all: readonly Assignment[] };

/**
 * Search by order number (spec 2 §4): the input is trimmed and an empty one ignored; the first
 * result is the one the drawer opens and the calendar moves to.
 */
export class SearchByOrderNumber {
  constructor(private readonly assignments: AssignmentSource) {}

  async execute(input: string): Promise<NumberSearchOutcome> {
    const orderNumber = input.trim();
    if (orderNumber === '') return { kind: 'ignored' };
    const found = await this.assignments.byNumber(orderNumber);
    const [first] = found;
    return first ? { kind: 'found', first, all: found } : { kind: 'none' };
  }
}

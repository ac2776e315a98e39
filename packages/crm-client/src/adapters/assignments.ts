import { toCrmDateTime, type Assignment, type AssignmentSource } from '@tolk/core';
import { SearchOrders } from '@tolk/crm-contract';
import type { Temporal } from 'temporal-polyfill';
import { toAssignment } from '../mappers/assignment.js';
import type { CrmTransport } from '../transport/transport.js';

/** Assignments through SearchOrders; "Orders null means no result" (spec 2 §7). */
export class CrmAssignments implements AssignmentSource {
  constructor(private readonly transport: CrmTransport) {}

  async inPeriod(from: Temporal.Instant, to: Temporal.Instant): Promise<Assignment[]> {
    return this.search({ DatetimeFrom: toCrmDateTime(from), DatetimeTo: toCrmDateTime(to) });
  }

  async byNumber(orderNumber: string): Promise<Assignment[]> {
    return this.search({ OrderNumber: orderNumber.trim() || null });
  }

  private async search(request: {
    DatetimeFrom?: string;
    DatetimeTo?: string;
    OrderNumber?: string | null;
  }): Promise<Assignment[]> {
    const answer = await this.transport.call(SearchOrders, {
      DatetimeFrom: null,
      DatetimeTo: null,
      OrderNumber: null,
      Keywords: null,
      OrderIdentifier: null,
      ...request,
    });
    return (answer.Orders ?? []).map(toAssignment);
  }
}

import { type Assignment, type AssignmentLookup, type AssignmentSearch, type AssignmentSource } from '@tolk/core';
import { SearchOrders, toCrmDateTime } from '@tolk/crm-contract';
import type { Temporal } from 'temporal-polyfill';
import { toAssignment } from '../mappers/assignment.js';
import type { CrmTransport } from '../transport/transport.js';
import { mapInSlices } from '../transport/yield-to-browser.js';

/** Assignments through SearchOrders; "Orders null means no result" (spec 2 §7). */
export class CrmAssignments implements AssignmentSource, AssignmentLookup, AssignmentSearch {
  constructor(private readonly transport: CrmTransport) {}

  async inPeriod(from: Temporal.Instant, to: Temporal.Instant): Promise<Assignment[]> {
    return this.search({ DatetimeFrom: toCrmDateTime(from), DatetimeTo: toCrmDateTime(to) });
  }

  async byNumber(orderNumber: string): Promise<Assignment[]> {
    return this.search({ OrderNumber: orderNumber.trim() || null });
  }

  async byId(assignmentId: string): Promise<Assignment | null> {
    return (await this.search({ OrderIdentifier: assignmentId }))[0] ?? null;
  }

  /** Keywords (language, reference, contact, address, service, number) within a period. */
  async matching(
    keywords: string,
    period: { readonly from: Temporal.Instant; readonly to: Temporal.Instant } | null,
  ): Promise<Assignment[]> {
    const dates = period ? { DatetimeFrom: toCrmDateTime(period.from), DatetimeTo: toCrmDateTime(period.to) } : {};
    return this.search({ Keywords: keywords.trim() || null, ...dates });
  }

  private async search(request: {
    DatetimeFrom?: string;
    DatetimeTo?: string;
    OrderNumber?: string | null;
    Keywords?: string | null;
    OrderIdentifier?: string | null;
  }): Promise<Assignment[]> {
    const answer = await this.transport.call(SearchOrders, {
      DatetimeFrom: null,
      DatetimeTo: null,
      OrderNumber: null,
      Keywords: null,
      OrderIdentifier: null,
      ...request,
    });
    // A quarter's orders take tens of milliseconds to map: in slices, so the page stays responsive.
    return mapInSlices(answer.Orders ?? [], toAssignment);
  }
}

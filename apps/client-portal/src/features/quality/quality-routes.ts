import type { Assignment } from '@tolk/core';

/** The rating a deviation started from a rating carries (spec 2 §3 "rateData"). */
export interface RateData {
  readonly stars: number;
  readonly comment: string;
  readonly reasonId: string | null;
}

/**
 * What /report-quality reads from history state (spec 2 §2): a new deviation about an order
 * (from the drawer or a rating), a general complaint (`isGeneral`), or one order's deviations
 * (`filtered`, from "Gå till avvikelse"). `from` is where the form returns.
 */
export interface QualityRouteState {
  readonly from?: string;
  readonly newDeviation?: { readonly assignmentId: string; readonly orderNumber: string; readonly rateData?: RateData };
  readonly isGeneral?: boolean;
  readonly filtered?: boolean;
  readonly orderIdentifier?: string;
  readonly orderNumber?: string;
}

export function qualityStateOf(state: unknown): QualityRouteState {
  if (typeof state !== 'object' || state === null) return {};
  const s = state as Record<string, unknown>;
  const nd = s.newDeviation as Record<string, unknown> | undefined;
  const rd = nd?.rateData as Record<string, unknown> | undefined;
  return {
    from: typeof s.from === 'string' ? s.from : undefined,
    newDeviation:
      nd && typeof nd.assignmentId === 'string' && typeof nd.orderNumber === 'string'
        ? {
            assignmentId: nd.assignmentId,
            orderNumber: nd.orderNumber,
            rateData:
              rd && typeof rd.stars === 'number'
                ? {
                    stars: rd.stars,
                    comment: typeof rd.comment === 'string' ? rd.comment : '',
                    reasonId: typeof rd.reasonId === 'string' ? rd.reasonId : null,
                  }
                : undefined,
          }
        : undefined,
    isGeneral: s.isGeneral === true,
    filtered: s.filtered === true,
    orderIdentifier: typeof s.orderIdentifier === 'string' ? s.orderIdentifier : undefined,
    orderNumber: typeof s.orderNumber === 'string' ? s.orderNumber : undefined,
  };
}

/** /report-quality with the deviation form open for this order, after a rating or from the drawer. */
export const newDeviationRoute = (assignment: Assignment, from: string, rateData?: RateData) => ({
  pathname: '/report-quality',
  state: {
    from,
    newDeviation: { assignmentId: assignment.id, orderNumber: assignment.number, rateData },
  } satisfies QualityRouteState,
});

/** Where the form returns: the origin when it was / or /my-assignment, else the quality page (spec 2 §2). */
export const returnPathOf = (from: string | undefined): string =>
  from && (from === '/' || from.startsWith('/my-assignment')) ? from : '/report-quality';

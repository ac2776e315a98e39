import { Temporal } from 'temporal-polyfill';

/** The months listed in Swedish (spec 3 §9). */
export const SWEDISH_MONTHS = [
  'januari',
  'februari',
  'mars',
  'april',
  'maj',
  'juni',
  'juli',
  'augusti',
  'september',
  'oktober',
  'november',
  'december',
] as const;

/** The month-year label of a `YYYY-MM` month (`oktober 2026`); null when it is none. */
export function monthYearLabel(month: string): string | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const index = match ? Number(match[2]) - 1 : -1;
  return match && index >= 0 && index < 12 ? `${SWEDISH_MONTHS[index]} ${match[1]}` : null;
}

/** A date of the reporting API: `MM-DD-YYYY` (spec 3 §7). */
export const toReportDate = (date: Temporal.PlainDate): string =>
  `${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}-${String(date.year).padStart(4, '0')}`;

export interface ReportRange {
  readonly from: Temporal.PlainDate;
  readonly to: Temporal.PlainDate;
}

/** A range as ISO dates, and back: Temporal values do not survive a structured clone (to a worker). */
export const isoReportRange = (range: ReportRange): { readonly from: string; readonly to: string } => ({
  from: range.from.toString(),
  to: range.to.toString(),
});
export const reportRangeOfIso = (iso: { readonly from: string; readonly to: string }): ReportRange => ({
  from: Temporal.PlainDate.from(iso.from),
  to: Temporal.PlainDate.from(iso.to),
});

/** The KPI dashboard's default range: the first of last month to the first of this month (spec 3 §9). */
export function defaultKpiRange(today: Temporal.PlainDate): ReportRange {
  const first = today.with({ day: 1 });
  return { from: first.subtract({ months: 1 }), to: first };
}

/**
 * The detail report's default range, "last 11 months to last month" (spec 3 §9): from the first
 * day of the month eleven months back to the last day of last month (docs/decisions.md, issue 14).
 */
export function defaultDetailRange(today: Temporal.PlainDate): ReportRange {
  const first = today.with({ day: 1 });
  return { from: first.subtract({ months: 11 }), to: first.subtract({ days: 1 }) };
}

/** Why a chosen range cannot be fetched. */
export type RangeProblem = 'two-dates-required' | 'to-before-from';

/**
 * The date-range rule (spec 3 §5): both dates chosen and different, else "Du måste välja två datum
 * för att filtrera" and no fetch. A `to` before `from` is refused too, as the API would (2003).
 */
export function checkRange(
  from: Temporal.PlainDate | null,
  to: Temporal.PlainDate | null,
): { readonly ok: true; readonly range: ReportRange } | { readonly ok: false; readonly problem: RangeProblem } {
  if (!from || !to || Temporal.PlainDate.compare(from, to) === 0) return { ok: false, problem: 'two-dates-required' };
  if (Temporal.PlainDate.compare(to, from) < 0) return { ok: false, problem: 'to-before-from' };
  return { ok: true, range: { from, to } };
}

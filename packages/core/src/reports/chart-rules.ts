/** A labelled value of a chart or a dashboard card. */
export interface Slice {
  readonly label: string;
  readonly value: number;
  /** True for the bucket that gathers the categories beyond the top ones. */
  readonly rest?: boolean;
}

/** Charts: top 10 plus "Övriga" (spec 3 §9). */
export const CHART_TOP = { count: 10, restLabel: 'Övriga' } as const;
/** Dashboard cards: top 8 plus "Övrig" (spec 3 §2). */
export const CARD_TOP = { count: 8, restLabel: 'Övrig' } as const;

/**
 * The largest `count` slices, largest first (ties by label, Swedish order), and the rest summed in
 * one slice named `restLabel`. With `count` categories or fewer there is no rest: exactly ten
 * categories give ten slices and no empty "Övriga" (docs/decisions.md, issue 14).
 */
export function topWithRest(slices: readonly Slice[], top: { readonly count: number; readonly restLabel: string }): Slice[] {
  const sorted = [...slices].sort((a, b) => b.value - a.value || a.label.localeCompare(b.label, 'sv'));
  if (sorted.length <= top.count) return sorted;
  const rest = sorted.slice(top.count).reduce((sum, slice) => sum + slice.value, 0);
  return [...sorted.slice(0, top.count), { label: top.restLabel, value: rest, rest: true }];
}

/** A slice with its share of the total (0–1). */
export interface Share extends Slice {
  readonly share: number;
}

/**
 * Shares computed from the assignment counts, sorted descending (spec 3 §9), the rest bucket last
 * whatever its size; all 0 when the total is.
 */
export function shares(slices: readonly Slice[]): Share[] {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  return [...slices]
    .sort(
      (a, b) => Number(a.rest === true) - Number(b.rest === true) || b.value - a.value || a.label.localeCompare(b.label, 'sv'),
    )
    .map((slice) => ({ ...slice, share: total === 0 ? 0 : slice.value / total }));
}

/**
 * How a card shows a value: over 999 in thousands, one decimal at most (1 500 → 1,5 t), otherwise
 * as it is. The UI adds the suffix: "t" in Swedish, "k" in English.
 */
export function compactValue(value: number): { readonly value: number; readonly thousands: boolean } {
  if (Math.abs(value) <= 999) return { value, thousands: false };
  return { value: Math.round(value / 100) / 10, thousands: true };
}

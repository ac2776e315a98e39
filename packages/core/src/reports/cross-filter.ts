/**
 * The page's one cross-filter (spec 2 §4 Other, spec 3 §2): a dimension and a value, and the ids of
 * the tables and charts that set it. Every table and chart of the page follows it.
 */
export interface CrossFilter {
  readonly key: string;
  readonly value: string;
  readonly sourceIds: readonly string[];
}

export interface CrossFilterClick {
  readonly key: string;
  readonly value: string;
  readonly sourceId: string;
}

/** Set: replaced when the key or the value differs; the same key and value add the source id. */
export function setCrossFilter(current: CrossFilter | null, click: CrossFilterClick): CrossFilter {
  if (!current || current.key !== click.key || current.value !== click.value) {
    return { key: click.key, value: click.value, sourceIds: [click.sourceId] };
  }
  return current.sourceIds.includes(click.sourceId) ? current : { ...current, sourceIds: [...current.sourceIds, click.sourceId] };
}

/** Removal clears the filter. */
export const removeCrossFilter = (): CrossFilter | null => null;

/**
 * A click toggles (spec 3 §4): the item the filter already names, clicked again from a source that
 * set it, removes the filter; any other click sets it.
 */
export function toggleCrossFilter(current: CrossFilter | null, click: CrossFilterClick): CrossFilter | null {
  if (current && current.key === click.key && current.value === click.value && current.sourceIds.includes(click.sourceId)) {
    return removeCrossFilter();
  }
  return setCrossFilter(current, click);
}

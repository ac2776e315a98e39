import { checkRange, type RangeProblem, type ReportRange } from '@tolk/core';
import { makeAutoObservable } from 'mobx';
import type { Temporal } from 'temporal-polyfill';

/**
 * The From/To fields of a statistics screen (spec 3 §5): starts at the screen's default range; the
 * range rule's problem is shown on both fields, and a fetch is only made for a valid range.
 */
export class DateRangeStore {
  from: Temporal.PlainDate | null;
  to: Temporal.PlainDate | null;

  constructor(initial: ReportRange) {
    this.from = initial.from;
    this.to = initial.to;
    makeAutoObservable(this);
  }

  get problem(): RangeProblem | null {
    const checked = checkRange(this.from, this.to);
    return checked.ok ? null : checked.problem;
  }

  get range(): ReportRange | null {
    const checked = checkRange(this.from, this.to);
    return checked.ok ? checked.range : null;
  }

  setFrom(date: Temporal.PlainDate | null): void {
    this.from = date;
  }

  setTo(date: Temporal.PlainDate | null): void {
    this.to = date;
  }
}

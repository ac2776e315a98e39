import type { ComplaintMailer, Deviations, TimeReports } from '@tolk/core';
import type { DeviationDraftKeeping } from './deviation-form-store.js';

/** What the quality page, the deviation form and the time report use (issue 13). */
export interface QualityServices {
  readonly deviations: Deviations;
  readonly mailer: ComplaintMailer;
  readonly timeReports: TimeReports;
  /** The booking form's per-customer draft storage, for the deviation form's unsent input. */
  readonly drafts: DeviationDraftKeeping;
}

import type { DateRange } from '../assignments/calendar.js';
import type { AcuteAvailability, AvailabilityException, ExceptionDraft, WeeklyDefault } from './availability.js';

/**
 * The interpreter's availability at the provider (spec 3 §2, §7: "calls and paths not shown"; the
 * CRM calls behind it are in docs/api.md). Refusals the CRM answers (3009 invalid availability)
 * reject the promise as every call's Errors do; check drafts with the rules first.
 */
export interface AvailabilityDesk {
  weeklyDefault(): Promise<WeeklyDefault>;
  /**
   * Replaces the whole weekly default (check it with `scheduleDraftProblems` and build it with
   * `applyScheduleDraft` or `copyDaySlots`); answers it as saved. Slot ids are the portal's keys,
   * unique within a weekday only (copied days share them): the answer carries the CRM's.
   */
  saveWeeklyDefault(weekly: WeeklyDefault): Promise<WeeklyDefault>;
  /** The exceptions with a part in the days of the range, both days included (spec 3 §7: fetched per day by date range). */
  exceptions(range: DateRange): Promise<AvailabilityException[]>;
  /** Creates an exception (`newExceptionDraft`, `unavailableAllDayDraft`; checked with `exceptionProblems`). */
  createException(draft: ExceptionDraft): Promise<AvailabilityException>;
  /** Changes an exception that `canUpdateException` allows; answers it as saved. */
  updateException(id: string, draft: ExceptionDraft): Promise<AvailabilityException>;
  /** Deletes an exception that `canDeleteException` allows. */
  deleteException(id: string): Promise<void>;
  /** "Tolka nu" as the CRM holds it: the window set last, or null (it may have ended: see `activeAcute`). */
  acute(): Promise<AcuteAvailability | null>;
  /** Sets "Tolka nu" (`startAcute` gives the window), replacing any; answers it as saved. */
  setAcute(acute: AcuteAvailability): Promise<AcuteAvailability>;
  /** Ends "Tolka nu" now. */
  clearAcute(): Promise<void>;
}

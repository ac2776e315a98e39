import { Temporal } from 'temporal-polyfill';

/** The latest release's banner message (spec 3 §2): its id, expiry date and "|"-separated summary. */
export interface ReleaseMessage {
  readonly id: string;
  readonly expiryDate: Temporal.PlainDate;
  readonly summary: string;
}

/** A dated entry of the news page (spec 3 §2). */
export interface NewsEntry {
  readonly id: string;
  readonly date: Temporal.PlainDate;
  readonly title: string;
  readonly summary: string;
  readonly message: string;
  readonly expiryDate: Temporal.PlainDate;
}

/** Closing the banner this many days after it was first seen hides it for good (spec 3 §9). */
export const PERMANENT_CLOSE_AFTER_DAYS = 14;

/**
 * What this browser remembers of a release's banner: the day it was first shown (the "view date"),
 * the day it was last closed while still new ("disabled" that day), and whether it is hidden for good.
 */
export interface BannerState {
  readonly releaseId: string;
  readonly viewedOn: Temporal.PlainDate;
  readonly disabledOn: Temporal.PlainDate | null;
  readonly hidden: boolean;
}

/** Where the banner state is kept (local storage in the browser). */
export interface BannerStateStore {
  load(): BannerState | null;
  save(state: BannerState): void;
}

/** The state for this release: a new release starts afresh, viewed today. */
export function bannerStateFor(release: ReleaseMessage, stored: BannerState | null, today: Temporal.PlainDate): BannerState {
  if (stored && stored.releaseId === release.id) return stored;
  return { releaseId: release.id, viewedOn: today, disabledOn: null, hidden: false };
}

/**
 * Visible while the release's expiry date has not passed (the expiry day itself included) and the
 * user has not dismissed it: not hidden for good, and not closed today.
 */
export function isBannerVisible(release: ReleaseMessage, state: BannerState, today: Temporal.PlainDate): boolean {
  if (Temporal.PlainDate.compare(today, release.expiryDate) > 0) return false;
  if (state.releaseId !== release.id) return true;
  if (state.hidden) return false;
  return state.disabledOn === null || !state.disabledOn.equals(today);
}

/** Whole days from the view date to today (0 on the day it was first seen). */
export const daysSinceViewed = (state: BannerState, today: Temporal.PlainDate): number =>
  state.viewedOn.until(today, { largestUnit: 'day' }).days;

/**
 * Closing (spec 3 §2): when the view date is 14 days old or more the banner is hidden for good;
 * otherwise it is only disabled, for the rest of the day, and shows again tomorrow.
 */
export function closeBanner(state: BannerState, today: Temporal.PlainDate): BannerState {
  if (daysSinceViewed(state, today) >= PERMANENT_CLOSE_AFTER_DAYS) return { ...state, hidden: true, disabledOn: today };
  return { ...state, disabledOn: today };
}

/** A summary's points: split on "|", trimmed, blanks dropped (spec 3 §2). */
export const summaryPoints = (summary: string): string[] =>
  summary
    .split('|')
    .map((point) => point.trim())
    .filter(Boolean);

/** The latest entry by date (then by id), whose message the banner shows; null when there is none. */
export function latestEntry(entries: readonly NewsEntry[]): NewsEntry | null {
  let latest: NewsEntry | null = null;
  for (const entry of entries) {
    const order = latest ? Temporal.PlainDate.compare(entry.date, latest.date) : 1;
    if (!latest || order > 0 || (order === 0 && entry.id > latest.id)) latest = entry;
  }
  return latest;
}

/** Newest first, for the news page. */
export const newestFirst = (entries: readonly NewsEntry[]): NewsEntry[] =>
  [...entries].sort((a, b) => Temporal.PlainDate.compare(b.date, a.date) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));

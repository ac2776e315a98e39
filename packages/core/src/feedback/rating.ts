import type { Assignment } from '../assignments/assignment.js';
import type { FieldProblem } from '../validation/problems.js';

/** Spec 2 §9: 1–5 stars; 0 is "none" (nothing is submitted). */
export const MAX_STARS = 5;
/** Ratings at or below this are bad: a comment is needed, a deviation is offered (spec 2 §2, §9). */
export const BAD_RATING_MAX = 2;
export const RATING_COMMENT_MAX = 1000;

/** Where the stars are given: the list's inline widget, the detail drawer, or the feedback modal. */
export type RatingSurface = 'inline' | 'drawer' | 'modal';

/** The rating being given (spec 2 §3 "Rating state"), plus the lock while it is being saved. */
export interface RatingState {
  readonly stars: number;
  /** ComplaintReasonDeliveryIdentifier; only sent for a bad rating. */
  readonly reasonId: string | null;
  readonly comment: string;
  /** "Skapa en avvikelse" ticked (only offered for a bad rating on an order without a deviation). */
  readonly createDeviation: boolean;
  readonly locked: boolean;
}

export const EMPTY_RATING: RatingState = { stars: 0, reasonId: null, comment: '', createDeviation: false, locked: false };

export const isBadRating = (stars: number): boolean => stars >= 1 && stars <= BAD_RATING_MAX;

/**
 * Spec 2 §4: in the drawer and the inline widget 3 or more stars are sent as soon as they are
 * chosen; 2 or fewer wait for a comment and the send button. The modal always waits for "Skicka
 * omdöme" (docs/decisions.md, issue 13).
 */
export const submitsAtOnce = (surface: RatingSurface, stars: number): boolean => surface !== 'modal' && stars > BAD_RATING_MAX;

/** A star chosen: a bad rating keeps the reason; a good one drops it and the deviation option. */
export function withStars(state: RatingState, stars: number): RatingState {
  if (state.locked) return state;
  const clamped = Math.max(0, Math.min(MAX_STARS, Math.trunc(stars)));
  return isBadRating(clamped)
    ? { ...state, stars: clamped }
    : { ...state, stars: clamped, reasonId: null, createDeviation: false };
}

export type RatingField = 'stars' | 'comment' | 'reasonId';
export type RatingProblems = Partial<Record<RatingField, FieldProblem>>;

/**
 * What stops a rating from being sent: no stars; a comment over 1000 characters; for a bad rating
 * a comment and a reason (the reason list is the complaint reasons, spec 2 §3).
 */
export function ratingProblems(state: RatingState): RatingProblems {
  const problems: { -readonly [F in RatingField]?: FieldProblem } = {};
  if (state.stars < 1) problems.stars = { kind: 'required' };
  if (state.comment.length > RATING_COMMENT_MAX) problems.comment = { kind: 'too-long', max: RATING_COMMENT_MAX };
  else if (isBadRating(state.stars) && state.comment.trim() === '') problems.comment = { kind: 'required' };
  if (isBadRating(state.stars) && !state.reasonId) problems.reasonId = { kind: 'required' };
  return problems;
}

/** What RateOrder is asked (spec 2 §7): the reason only for a bad rating, an empty comment as null. */
export interface RateCommand {
  readonly orderId: string;
  readonly stars: number;
  readonly comment: string | null;
  readonly reasonId: string | null;
}

export function rateCommandOf(orderId: string, state: RatingState): RateCommand {
  const comment = state.comment.trim();
  return {
    orderId,
    stars: state.stars,
    comment: comment === '' ? null : comment,
    reasonId: isBadRating(state.stars) ? state.reasonId : null,
  };
}

/** Sending: the stars are locked until the answer. */
export const lockedForSending = (state: RatingState): RatingState => ({ ...state, locked: true });

/** A failed save (spec 2 §4, §8): back to 0 stars and unlocked; the typed comment stays. */
export const afterFailedRating = (state: RatingState): RatingState => ({ ...state, stars: 0, locked: false });

/** A saved rating on the order: its stars and comment; it can be rated again only if the rating is empty. */
export function withRating(assignment: Assignment, command: RateCommand): Assignment {
  const rating = command.stars >= 1 ? command.stars : null;
  return { ...assignment, rating, ratingComment: command.comment, canBeRated: rating === null };
}

/** The outcome of RateOrder as data: the server's message is never shown (docs/decisions.md, issue 13). */
export type RateOutcome = { readonly kind: 'saved' } | { readonly kind: 'failed' };

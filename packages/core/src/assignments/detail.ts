import type { Assignment, UnreadNotification } from './assignment.js';
import { articleKindOf } from './article-kind.js';

/**
 * Which fields the detail drawer shows (spec 2 §2 "Detail drawer"). The drawer shows every other
 * field when it has a value.
 */

/** The interpreter is named only when booked, performed or cancelled and the CRM sent the resource. */
export const showsInterpreter = (assignment: Assignment): boolean =>
  assignment.interpreter !== null &&
  (assignment.status === 'accepted' || assignment.status === 'fullfilled' || assignment.status === 'cancelled');

/** Phone numbers belong to Skype and telephone articles. */
export const showsPhoneNumbers = (assignment: Assignment): boolean => {
  const kind = articleKindOf(assignment.articleName);
  return kind === 'telephone' || kind === 'skype';
};

/** The contact person's direct and mobile numbers are shown for the article Telefontolkning. */
export const showsContactPhones = (assignment: Assignment): boolean => assignment.articleName === 'Telefontolkning';

/** While the order is in progress the provider's emergency number is pointed out. */
export const showsEmergencyNote = (assignment: Assignment): boolean => assignment.subStatus === 'order-in-progress';

/** The rating column: a rate link while the order can be rated, stars once rated, otherwise nothing. */
export type RatingCell =
  { readonly kind: 'rate' } | { readonly kind: 'stars'; readonly stars: number } | { readonly kind: 'none' };

export function ratingCellOf(assignment: Assignment): RatingCell {
  if (assignment.rating !== null && assignment.rating > 0) return { kind: 'stars', stars: assignment.rating };
  return assignment.canBeRated ? { kind: 'rate' } : { kind: 'none' };
}

/**
 * The order's unread notifications, newest first (spec 2 §2): the drawer's banner shows the first,
 * and the history opens on it.
 */
export const unreadNewestFirst = (assignment: Assignment): readonly UnreadNotification[] =>
  [...assignment.unreadNotifications].sort((a, b) => b.sentAt.epochMilliseconds - a.sentAt.epochMilliseconds);

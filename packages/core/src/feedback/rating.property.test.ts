import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anAssignment } from '../assignments/builders.js';
import {
  EMPTY_RATING,
  RATING_COMMENT_MAX,
  afterFailedRating,
  isBadRating,
  lockedForSending,
  rateCommandOf,
  ratingProblems,
  submitsAtOnce,
  withRating,
  withStars,
  type RatingState,
  type RatingSurface,
} from './rating.js';

const surface = fc.constantFrom<RatingSurface>('inline', 'drawer', 'modal');
const state: fc.Arbitrary<RatingState> = fc.record({
  stars: fc.integer({ min: 0, max: 5 }),
  reasonId: fc.option(fc.constantFrom('r1', 'r2'), { nil: null }),
  comment: fc.oneof(
    fc.constant(''),
    fc.constant('   '),
    fc.string({ maxLength: 30 }),
    fc.string({ minLength: 995, maxLength: 1005 }),
  ),
  createDeviation: fc.boolean(),
  locked: fc.constant(false),
});

describe('rating rules (spec 2 §4, §5, §9)', () => {
  it('sends nothing for 0 stars', () => {
    fc.assert(
      fc.property(state, (s) => {
        expect(ratingProblems({ ...s, stars: 0 }).stars).toEqual({ kind: 'required' });
      }),
    );
  });

  it('submits at once only for 3 or more, and never from the modal', () => {
    fc.assert(
      fc.property(surface, fc.integer({ min: 0, max: 5 }), (where, stars) => {
        expect(submitsAtOnce(where, stars)).toBe(where !== 'modal' && stars >= 3);
      }),
    );
  });

  it('needs a comment and a reason for 2 or fewer stars, never more than 1000 characters', () => {
    fc.assert(
      fc.property(state, (s) => {
        const problems = ratingProblems(s);
        if (s.comment.length > RATING_COMMENT_MAX)
          expect(problems.comment).toEqual({ kind: 'too-long', max: RATING_COMMENT_MAX });
        else if (isBadRating(s.stars) && s.comment.trim() === '') expect(problems.comment).toEqual({ kind: 'required' });
        else expect(problems.comment).toBeUndefined();
        expect(problems.reasonId !== undefined).toBe(isBadRating(s.stars) && s.reasonId === null);
      }),
    );
  });

  it('sends the reason only for 2 or fewer and an empty comment as null', () => {
    fc.assert(
      fc.property(state, (s) => {
        const command = rateCommandOf('o1', s);
        expect(command.reasonId).toBe(s.stars <= 2 && s.stars >= 1 ? s.reasonId : null);
        expect(command.comment).toBe(s.comment.trim() === '' ? null : s.comment.trim());
      }),
    );
  });

  it('drops the reason and the deviation option when the stars become good', () => {
    fc.assert(
      fc.property(state, fc.integer({ min: 3, max: 5 }), (s, stars) => {
        const next = withStars(s, stars);
        expect(next.reasonId).toBeNull();
        expect(next.createDeviation).toBe(false);
      }),
    );
  });

  it('locks on submit and ignores stars while locked; a failure resets to 0, unlocks and keeps the comment', () => {
    fc.assert(
      fc.property(state, fc.integer({ min: 0, max: 5 }), (s, stars) => {
        const locked = lockedForSending(s);
        expect(withStars(locked, stars)).toBe(locked);
        const failed = afterFailedRating(locked);
        expect(failed).toEqual({ ...s, stars: 0, locked: false });
      }),
    );
    expect(EMPTY_RATING.stars).toBe(0);
  });

  it('puts the saved rating and comment on the order; rated again only while the rating is empty', () => {
    fc.assert(
      fc.property(state, (s) => {
        const command = rateCommandOf('o1', s);
        const rated = withRating(anAssignment({ canBeRated: true, rating: null }), command);
        expect(rated.rating).toBe(s.stars >= 1 ? s.stars : null);
        expect(rated.ratingComment).toBe(command.comment);
        expect(rated.canBeRated).toBe(rated.rating === null);
      }),
    );
  });
});

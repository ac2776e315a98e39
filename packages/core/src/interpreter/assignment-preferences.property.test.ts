import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NO_ASSIGNMENT_PREFERENCES,
  normaliseAssignmentPreferences,
  offerFitsPreferences,
  type AssignmentPreferenceOptions,
  type AssignmentPreferences,
  type OfferFacts,
} from './assignment-preferences.js';

const AGREEMENTS = [4, 22, 31].map((id) => ({ id, name: `Ramavtal ${id}` }));
const ARTICLES = ['a-telefon', 'a-kontakt', 'a-video', 'a-skype'].map((id) => ({ id, name: id }));
const AREAS = [1, 2, 3, 4, 5, 6].map((id) => ({ id, name: `Område ${id}` }));
const OPTIONS: AssignmentPreferenceOptions = { agreements: AGREEMENTS, articles: ARTICLES, businessAreas: AREAS };

const agreementId = fc.constantFrom(...AGREEMENTS.map((o) => o.id));
const articleId = fc.constantFrom(...ARTICLES.map((o) => o.id));
const areaId = fc.constantFrom(...AREAS.map((o) => o.id));

const facts: fc.Arbitrary<OfferFacts> = fc.record({ agreementId, articleId, businessAreaId: areaId });
/** A choice among the options, duplicates and any order allowed (as a client may send it). */
const preferences: fc.Arbitrary<AssignmentPreferences> = fc.record({
  agreementIds: fc.array(agreementId, { maxLength: 5 }),
  articleIds: fc.array(articleId, { maxLength: 6 }),
  businessAreaIds: fc.array(areaId, { maxLength: 8 }),
});

/** A list narrowed: an empty one may become any list, a non-empty one keeps a non-empty part of itself. */
const narrowed = <T>(list: readonly T[], any: fc.Arbitrary<T>): fc.Arbitrary<readonly T[]> =>
  list.length === 0 ? fc.array(any, { maxLength: 4 }) : fc.subarray([...list], { minLength: 1 });

const aNarrowing = (p: AssignmentPreferences): fc.Arbitrary<AssignmentPreferences> =>
  fc.record({
    agreementIds: narrowed(p.agreementIds, agreementId),
    articleIds: narrowed(p.articleIds, articleId),
    businessAreaIds: narrowed(p.businessAreaIds, areaId),
  });

describe('offerFitsPreferences (which orders the interpreter is offered)', () => {
  it('offers everything when nothing is chosen (a new interpreter)', () => {
    fc.assert(
      fc.property(facts, (offer) => {
        expect(offerFitsPreferences(offer, NO_ASSIGNMENT_PREFERENCES)).toBe(true);
      }),
    );
  });

  it('never admits more orders after narrowing', () => {
    fc.assert(
      fc.property(
        preferences.chain((wide) => fc.tuple(fc.constant(wide), aNarrowing(wide))),
        facts,
        ([wide, narrow], offer) => {
          if (offerFitsPreferences(offer, narrow)) expect(offerFitsPreferences(offer, wide)).toBe(true);
        },
      ),
    );
  });

  it('admits an order exactly when each non-empty list contains its value', () => {
    fc.assert(
      fc.property(preferences, facts, (p, offer) => {
        const contains = <T>(list: readonly T[], value: T) => list.length === 0 || list.some((x) => x === value);
        expect(offerFitsPreferences(offer, p)).toBe(
          contains(p.agreementIds, offer.agreementId) &&
            contains(p.articleIds, offer.articleId) &&
            contains(p.businessAreaIds, offer.businessAreaId),
        );
      }),
    );
  });

  it('is the three lists judged one at a time', () => {
    fc.assert(
      fc.property(preferences, facts, (p, offer) => {
        const only = (part: Partial<AssignmentPreferences>) =>
          offerFitsPreferences(offer, { ...NO_ASSIGNMENT_PREFERENCES, ...part });
        expect(offerFitsPreferences(offer, p)).toBe(
          only({ agreementIds: p.agreementIds }) &&
            only({ articleIds: p.articleIds }) &&
            only({ businessAreaIds: p.businessAreaIds }),
        );
      }),
    );
  });
});

describe('normaliseAssignmentPreferences (a choice as it is saved)', () => {
  const chosen = (p: AssignmentPreferences) => {
    const normalised = normaliseAssignmentPreferences(p, OPTIONS);
    if (normalised.kind !== 'chosen') throw new Error(`refused: ${JSON.stringify(normalised.unknown)}`);
    return normalised.preferences;
  };

  it('is idempotent', () => {
    fc.assert(
      fc.property(preferences, (p) => {
        expect(chosen(chosen(p))).toEqual(chosen(p));
      }),
    );
  });

  it('removes duplicates, keeps the options order and admits the same orders as the choice sent', () => {
    fc.assert(
      fc.property(preferences, facts, (p, offer) => {
        const saved = chosen(p);
        expect(saved.agreementIds).toEqual(AGREEMENTS.map((o) => o.id).filter((id) => p.agreementIds.includes(id)));
        expect(saved.articleIds).toEqual(ARTICLES.map((o) => o.id).filter((id) => p.articleIds.includes(id)));
        expect(saved.businessAreaIds).toEqual(AREAS.map((o) => o.id).filter((id) => p.businessAreaIds.includes(id)));
        expect(offerFitsPreferences(offer, saved)).toBe(offerFitsPreferences(offer, p));
      }),
    );
  });

  it('gives one saved form to the same choice sent in any order', () => {
    fc.assert(
      fc.property(preferences, fc.integer(), (p, seed) => {
        const shuffle = <T>(list: readonly T[]) =>
          [...list]
            .map((x, i) => ({ x, k: (i * 7919 + seed) % 101 }))
            .sort((a, b) => a.k - b.k)
            .map(({ x }) => x);
        const shuffled = {
          agreementIds: shuffle(p.agreementIds),
          articleIds: shuffle(p.articleIds),
          businessAreaIds: shuffle(p.businessAreaIds),
        };
        expect(chosen(shuffled)).toEqual(chosen(p));
      }),
    );
  });

  it('refuses a choice with an id that is no option, and names each unknown id once', () => {
    fc.assert(
      fc.property(
        preferences,
        fc.array(fc.integer({ min: 100, max: 120 }), { maxLength: 3 }),
        fc.array(fc.constantFrom('x-1', 'x-2'), { maxLength: 3 }),
        fc.array(fc.integer({ min: 7, max: 9 }), { maxLength: 3 }),
        (p, badAgreements, badArticles, badAreas) => {
          const normalised = normaliseAssignmentPreferences(
            {
              agreementIds: [...p.agreementIds, ...badAgreements],
              articleIds: [...badArticles, ...p.articleIds],
              businessAreaIds: [...p.businessAreaIds, ...badAreas],
            },
            OPTIONS,
          );
          if (badAgreements.length + badArticles.length + badAreas.length === 0) {
            expect(normalised.kind).toBe('chosen');
            return;
          }
          expect(normalised).toEqual({
            kind: 'unknown',
            unknown: {
              agreementIds: [...new Set(badAgreements)],
              articleIds: [...new Set(badArticles)],
              businessAreaIds: [...new Set(badAreas)],
            },
          });
        },
      ),
    );
  });

  it('keeps nothing chosen as nothing chosen', () => {
    expect(chosen(NO_ASSIGNMENT_PREFERENCES)).toEqual(NO_ASSIGNMENT_PREFERENCES);
  });
});

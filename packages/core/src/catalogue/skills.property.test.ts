import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortSkillsByName, type Skill } from './skills.js';

const swedish = new Intl.Collator('sv');
const letters = [...'abcdefghijklmnopqrstuvwxyzåäöABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖéü ()-'];
const aSkill: fc.Arbitrary<Skill> = fc.record({
  id: fc.uuid(),
  name: fc.oneof(fc.string({ unit: fc.constantFrom(...letters), maxLength: 12 }), fc.string({ maxLength: 8 })),
  substituteIds: fc.array(fc.uuid(), { maxLength: 3 }),
});

describe('sortSkillsByName (properties)', () => {
  it('answers a permutation of the skills, ordered by Swedish collation', () => {
    fc.assert(
      fc.property(fc.array(aSkill, { maxLength: 40 }), (skills) => {
        const sorted = sortSkillsByName(skills);
        const byId = (list: readonly Skill[]) => [...list].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
        expect(byId(sorted)).toEqual(byId(skills));
        for (let i = 1; i < sorted.length; i++) {
          expect(swedish.compare(sorted[i - 1]!.name, sorted[i]!.name)).toBeLessThanOrEqual(0);
        }
      }),
    );
  });

  it('is idempotent and ignores the order it is given', () => {
    fc.assert(
      fc.property(
        fc
          .array(aSkill, { maxLength: 30 })
          .chain((s) => fc.tuple(fc.constant(s), fc.shuffledSubarray(s, { minLength: s.length }))),
        ([skills, shuffled]) => {
          const sorted = sortSkillsByName(skills);
          expect(sortSkillsByName(sorted)).toEqual(sorted);
          expect(sortSkillsByName(shuffled).map((s) => s.name)).toEqual(sorted.map((s) => s.name));
        },
      ),
    );
  });
});

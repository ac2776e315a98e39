import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TOP_LANGUAGE_NAMES, languageChoice, matchesLanguageFilter } from './language-choice.js';
import type { Skill } from './skills.js';

const names = fc.oneof(fc.constantFrom(...TOP_LANGUAGE_NAMES, 'Afar', 'Albanska', 'Ärtiska', 'Överkalixmål'), fc.string());
const skills = fc
  .uniqueArray(names, { maxLength: 30 })
  .map((list) => list.map((name, i): Skill => ({ id: String(i), name, substituteIds: [] })));
const filters = fc.oneof(fc.constant(''), fc.constantFrom('ar', 'ISK', ' da ', 'ö'), fc.string({ maxLength: 3 }));

describe('languageChoice', () => {
  it('lists every matching language exactly once, and nothing else', () => {
    fc.assert(
      fc.property(skills, filters, (list, filter) => {
        const { top, rest } = languageChoice(list, filter);
        const shown = [...top, ...rest].map((s) => s.id).sort();
        expect(shown).toEqual(
          list
            .filter((s) => matchesLanguageFilter(s, filter))
            .map((s) => s.id)
            .sort(),
        );
      }),
    );
  });

  it('puts the top languages first, in their own order, and keeps the others in the order given', () => {
    fc.assert(
      fc.property(skills, filters, (list, filter) => {
        const { top, rest } = languageChoice(list, filter);
        expect(top.every((s) => TOP_LANGUAGE_NAMES.includes(s.name))).toBe(true);
        expect(rest.some((s) => TOP_LANGUAGE_NAMES.includes(s.name))).toBe(false);
        const ranks = top.map((s) => TOP_LANGUAGE_NAMES.indexOf(s.name));
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
        const order = rest.map((s) => list.indexOf(s));
        expect(order).toEqual([...order].sort((a, b) => a - b));
      }),
    );
  });

  it('matches without regard to case or surrounding blanks; the empty filter matches all', () => {
    fc.assert(
      fc.property(skills, (list) => {
        const all = languageChoice(list, '');
        expect(all.top.length + all.rest.length).toBe(list.length);
      }),
    );
    const arabic: Skill = { id: 'a', name: 'Arabiska', substituteIds: [] };
    expect(matchesLanguageFilter(arabic, '  ARAB ')).toBe(true);
    expect(matchesLanguageFilter({ id: 'o', name: 'Överkalixmål', substituteIds: [] }, 'öVER')).toBe(true);
    expect(matchesLanguageFilter(arabic, 'dari')).toBe(false);
  });
});

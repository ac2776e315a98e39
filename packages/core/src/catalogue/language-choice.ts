import type { Skill } from './skills.js';

/**
 * The languages most booked, highlighted and listed first in the booking form's language list
 * (spec 1 §2). The spec does not name them; these are the provider's largest languages in Swedish
 * public-sector interpreting (docs/decisions.md, "Top languages"). A name the catalogue lacks is
 * simply not shown.
 */
export const TOP_LANGUAGE_NAMES: readonly string[] = [
  'Arabiska',
  'Somaliska',
  'Tigrinja',
  'Dari',
  'Persiska',
  'Ukrainska',
  'Kurdiska (sorani)',
  'Polska',
  'Ryska',
  'Engelska',
];

export interface LanguageChoice {
  /** The top languages that match, in the order of TOP_LANGUAGE_NAMES. */
  readonly top: readonly Skill[];
  /** Every other language that matches, in the order given (the catalogue's Swedish order). */
  readonly rest: readonly Skill[];
}

const folded = (text: string): string => text.toLocaleLowerCase('sv').normalize('NFC').trim();

/** Whether a language's name contains the filter text, ignoring case and surrounding blanks. */
export const matchesLanguageFilter = (skill: Skill, filter: string): boolean => folded(skill.name).includes(folded(filter));

/**
 * The language list of the booking form: those whose name contains the filter, the top languages
 * first (each language once, in one of the two groups).
 */
export function languageChoice(skills: readonly Skill[], filter: string): LanguageChoice {
  const matching = skills.filter((skill) => matchesLanguageFilter(skill, filter));
  const rank = (skill: Skill) => TOP_LANGUAGE_NAMES.indexOf(skill.name);
  const top = matching.filter((skill) => rank(skill) >= 0).sort((a, b) => rank(a) - rank(b));
  const rest = matching.filter((skill) => rank(skill) < 0);
  return { top, rest };
}

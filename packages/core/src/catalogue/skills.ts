/** A language the provider interprets, with the languages that may stand in for it. */
export interface Skill {
  readonly id: string;
  readonly name: string;
  readonly substituteIds: readonly string[];
}

const swedish = new Intl.Collator('sv');

/** Skills are always listed by name in Swedish order (Å, Ä, Ö last). */
export const sortSkillsByName = (skills: readonly Skill[]): Skill[] =>
  [...skills].sort((a, b) => swedish.compare(a.name, b.name));

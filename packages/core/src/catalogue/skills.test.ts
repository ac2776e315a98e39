import { describe, expect, it } from 'vitest';
import { sortSkillsByName, type Skill } from './skills.js';

const skill = (name: string, id = name.toLowerCase()): Skill => ({ id, name, substituteIds: [] });

describe('sortSkillsByName', () => {
  it('lists Å, Ä and Ö after Z, in that order', () => {
    const names = ['Örebro-dialekt', 'Arabiska', 'Ärtiska', 'Zulu', 'Åländska', 'Persiska'];
    expect(sortSkillsByName(names.map((n) => skill(n))).map((s) => s.name)).toEqual([
      'Arabiska',
      'Persiska',
      'Zulu',
      'Åländska',
      'Ärtiska',
      'Örebro-dialekt',
    ]);
  });

  it('ignores case when ordering', () => {
    expect(sortSkillsByName([skill('persiska'), skill('Dari'), skill('arabiska')]).map((s) => s.name)).toEqual([
      'arabiska',
      'Dari',
      'persiska',
    ]);
  });

  it('leaves the given list as it was and keeps each skill whole', () => {
    const dari: Skill = { id: 'd', name: 'Dari', substituteIds: ['p'] };
    const input: readonly Skill[] = [skill('Persiska', 'p'), dari];
    const sorted = sortSkillsByName(input);
    expect(sorted).toEqual([dari, skill('Persiska', 'p')]);
    expect(input.map((s) => s.name)).toEqual(['Persiska', 'Dari']);
  });
});

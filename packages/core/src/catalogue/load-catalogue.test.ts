import { describe, expect, it } from 'vitest';
import type { Article } from './articles.js';
import { LoadCatalogue, type Catalogue } from './load-catalogue.js';
import type { Skill } from './skills.js';

const inMemoryCatalogue = (skills: readonly Skill[], articles: readonly Article[]): Catalogue => ({
  skills: async () => skills,
  articles: async () => articles,
});

describe('LoadCatalogue', () => {
  it('answers the skills in Swedish order and the two service article ids', async () => {
    const skills: Skill[] = [
      { id: '3', name: 'Överkalixmål', substituteIds: [] },
      { id: '1', name: 'Persiska', substituteIds: ['2'] },
      { id: '2', name: 'Dari', substituteIds: ['1'] },
    ];
    const loaded = await new LoadCatalogue(
      inMemoryCatalogue(skills, [
        { id: 'k', name: 'Kontakttolkning' },
        { id: 't', name: 'Telefontolkning' },
      ]),
    ).execute();

    expect(loaded.skills.map((s) => s.id)).toEqual(['2', '1', '3']);
    expect(loaded.articleIds).toEqual({ phone: 't', onSite: 'k' });
  });

  it('still loads the skills when there are no articles', async () => {
    const loaded = await new LoadCatalogue(inMemoryCatalogue([{ id: '1', name: 'Arabiska', substituteIds: [] }], [])).execute();
    expect(loaded).toEqual({
      skills: [{ id: '1', name: 'Arabiska', substituteIds: [] }],
      articleIds: { phone: null, onSite: null },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { serviceArticleIds, type Article } from './articles.js';

const articles: readonly Article[] = [
  { id: 'a-video', name: 'Videotolkning' },
  { id: 'a-phone', name: 'Telefontolkning' },
  { id: 'a-travel', name: 'Resekostnad' },
  { id: 'a-site', name: 'Kontakttolkning' },
];

describe('serviceArticleIds', () => {
  it('keeps the Telefontolkning id as phone and the Kontakttolkning id as on-site', () => {
    expect(serviceArticleIds(articles)).toEqual({ phone: 'a-phone', onSite: 'a-site' });
  });

  it('answers null for an article that is absent', () => {
    expect(serviceArticleIds([])).toEqual({ phone: null, onSite: null });
    expect(serviceArticleIds(articles.filter((a) => a.name !== 'Kontakttolkning'))).toEqual({ phone: 'a-phone', onSite: null });
  });

  it('matches the name exactly', () => {
    expect(
      serviceArticleIds([
        { id: 'x', name: 'telefontolkning' },
        { id: 'y', name: 'Kontakttolkning ' },
      ]),
    ).toEqual({
      phone: null,
      onSite: null,
    });
  });

  it('takes the first of two articles with the same name', () => {
    expect(
      serviceArticleIds([
        { id: 'first', name: 'Telefontolkning' },
        { id: 'second', name: 'Telefontolkning' },
      ]).phone,
    ).toBe('first');
  });
});

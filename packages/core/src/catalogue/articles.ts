export interface Article {
  readonly id: string;
  readonly name: string;
}

export const PHONE_ARTICLE_NAME = 'Telefontolkning';
export const ON_SITE_ARTICLE_NAME = 'Kontakttolkning';

export interface ServiceArticleIds {
  readonly phone: string | null;
  readonly onSite: string | null;
}

/** Spec 3 §7: the Telefontolkning article is kept as the phone id, Kontakttolkning as on-site. */
export function serviceArticleIds(articles: readonly Article[]): ServiceArticleIds {
  const idOf = (name: string) => articles.find((a) => a.name === name)?.id ?? null;
  return { phone: idOf(PHONE_ARTICLE_NAME), onSite: idOf(ON_SITE_ARTICLE_NAME) };
}

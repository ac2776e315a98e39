/** The kinds of interpretation an article name stands for, which pick its icon (spec 2 §2). */
export type ArticleKind = 'telephone' | 'on-site' | 'video' | 'skype' | 'simultaneous' | 'other';

const KIND_BY_NAME: readonly (readonly [RegExp, ArticleKind])[] = [
  [/tele/i, 'telephone'],
  [/kont/i, 'on-site'],
  [/video/i, 'video'],
  [/skype/i, 'skype'],
  [/simultan/i, 'simultaneous'],
];

/** Telephone for names containing Tele, on-site for Kont, video, Skype, simultaneous, otherwise other. */
export const articleKindOf = (articleName: string): ArticleKind =>
  KIND_BY_NAME.find(([pattern]) => pattern.test(articleName))?.[1] ?? 'other';

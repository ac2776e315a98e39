import type { MessageDescriptor } from 'react-intl';
import type { Catalogue } from './locale.js';

/** A portal's message modules as `import.meta.glob` reads them: each export a group of descriptors. */
export type MessageModules = Record<string, Record<string, Record<string, MessageDescriptor>>>;

export interface CatalogueParity {
  /** How many messages the modules define (a guard that the glob found them). */
  readonly count: number;
  /** Swedish messages without an English text. */
  readonly untranslated: string[];
  /** English texts of no Swedish message. */
  readonly stray: string[];
  /** Messages whose placeholders differ between the languages, with the Swedish text. */
  readonly mismatched: [string, string][];
}

const placeholders = (text: string) => [...text.matchAll(/\{\s*(\w+)/g)].map((match) => match[1]).sort();

/**
 * Both portals' parity check of their catalogues (each portal's test globs its own modules): every
 * Swedish message has an English text, nothing else is translated, and the placeholders agree.
 */
export function catalogueParity(modules: MessageModules, english: Catalogue): CatalogueParity {
  const swedish = new Map<string, string>();
  for (const module of Object.values(modules))
    for (const group of Object.values(module))
      for (const message of Object.values(group)) swedish.set(String(message.id), String(message.defaultMessage));
  return {
    count: swedish.size,
    untranslated: [...swedish.keys()].filter((id) => !(id in english)),
    stray: Object.keys(english).filter((id) => !swedish.has(id)),
    mismatched: [...swedish].filter(([id, text]) => placeholders(text).join() !== placeholders(english[id] ?? '').join()),
  };
}

import type { MessageDescriptor } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogues.js';

/** Every message of the portal and of the shared ui package, by id, with its Swedish default. */
const modules = {
  ...import.meta.glob<Record<string, Record<string, MessageDescriptor>>>('../**/*.messages.ts', { eager: true }),
  ...import.meta.glob<Record<string, Record<string, MessageDescriptor>>>('../../../../packages/ui/src/**/*.messages.ts', {
    eager: true,
  }),
};
const swedish = new Map<string, string>();
for (const module of Object.values(modules)) {
  for (const group of Object.values(module)) {
    for (const message of Object.values(group)) swedish.set(String(message.id), String(message.defaultMessage));
  }
}
const placeholders = (text: string) => [...text.matchAll(/\{\s*(\w+)/g)].map((match) => match[1]).sort();

describe('message catalogues', () => {
  it('finds the messages', () => {
    expect(swedish.size).toBeGreaterThan(40);
  });

  it('has an English text for every Swedish one, and nothing else', () => {
    expect([...swedish.keys()].filter((id) => !(id in catalogues.en))).toEqual([]);
    expect(Object.keys(catalogues.en).filter((id) => !swedish.has(id))).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const mismatched = [...swedish].filter(
      ([id, text]) => placeholders(text).join() !== placeholders(catalogues.en[id] ?? '').join(),
    );
    expect(mismatched).toEqual([]);
  });
});

import { catalogueParity, type MessageModules } from '@tolk/ui';
import { describe, expect, it } from 'vitest';
import { english } from './english.js';

/** Every message of the portal and of the shared ui package, by id, with its Swedish default. */
const parity = catalogueParity(
  {
    ...import.meta.glob('../**/*.messages.ts', { eager: true }),
    ...import.meta.glob('../../../../packages/ui/src/**/*.messages.ts', { eager: true }),
  } as MessageModules,
  english,
);

describe('message catalogues', () => {
  it('finds the messages', () => {
    expect(parity.count).toBeGreaterThan(40);
  });

  it('has an English text for every Swedish one, and nothing else', () => {
    expect(parity.untranslated).toEqual([]);
    expect(parity.stray).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    expect(parity.mismatched).toEqual([]);
  });
});

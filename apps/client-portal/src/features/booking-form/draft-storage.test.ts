import { FixedClock, aDraft } from '@tolk/core';
import { ClientStorage, MemoryStorage } from '@tolk/ui';
import { describe, expect, it } from 'vitest';
import { DraftStorage } from './draft-storage.js';

const setUp = () => {
  const memory = new MemoryStorage();
  const storage = new ClientStorage(memory);
  let customer: string | null = '1001';
  const drafts = new DraftStorage(storage, () => customer, FixedClock.at('2026-11-23 10:00:00'));
  return { memory, drafts, setCustomer: (c: string | null) => (customer = c) };
};

const added = {
  id: 'newPerson-1',
  firstName: 'Nils',
  lastName: 'Ek',
  title: null,
  email: null,
  phoneDirect: '08-1',
  phoneMobile: null,
};

describe('DraftStorage', () => {
  it('keeps an unsent booking per customer and per form, with the persons added in the form', () => {
    const { drafts, setCustomer } = setUp();
    const draft = aDraft({ description: 'Tolken möter upp i receptionen', contactPersonId: 'newPerson-1' });
    drafts.save('single', [draft], [added, { ...added, id: 'saved-9' }]);
    const stored = drafts.load('single');
    expect(stored?.drafts).toHaveLength(1);
    expect(stored?.drafts[0]?.description).toBe('Tolken möter upp i receptionen');
    expect(stored?.drafts[0]?.dates[0]?.toString()).toBe('2026-11-30');
    expect(stored?.contacts.map((c) => c.id)).toEqual(['newPerson-1']);
    expect(stored?.savedAt?.toString()).toBe('2026-11-23T09:00:00Z');
    expect(drafts.load('multiple')).toBeNull();
    setCustomer('1002');
    expect(drafts.load('single')).toBeNull();
    setCustomer('1001');
    drafts.clear('single');
    expect(drafts.load('single')).toBeNull();
  });

  it('stores nothing without a customer, and reads nothing from garbage', () => {
    const { memory, drafts, setCustomer } = setUp();
    setCustomer(null);
    drafts.save('single', [aDraft()], []);
    expect(drafts.load('single')).toBeNull();
    setCustomer('1001');
    for (const text of ['{', 'null', '{"version":1,"drafts":[{"key":1}]}', '{"version":2,"drafts":[]}', '[]']) {
      memory.setItem('tolk.draft.1001.single', text);
      expect(drafts.load('single')).toBeNull();
    }
  });
});

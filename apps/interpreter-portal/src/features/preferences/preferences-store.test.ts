import type { AssignmentPreferenceOptions, AssignmentPreferences } from '@tolk/core';
import { configure } from 'mobx';
import { describe, expect, it } from 'vitest';
import { PreferencesStore } from './preferences-store.js';

configure({ enforceActions: 'always' });

const OPTIONS: AssignmentPreferenceOptions = {
  agreements: [
    { id: 4, name: 'Ramavtal distanstolkning' },
    { id: 22, name: 'Ramavtal kontakttolkning' },
  ],
  articles: [
    { id: 'tel', name: 'Telefontolkning' },
    { id: 'kon', name: 'Kontakttolkning' },
  ],
  businessAreas: [
    { id: 1, name: 'Hälso- och sjukvård' },
    { id: 2, name: 'Socialtjänst och omsorg' },
  ],
};

/** A desk keeping one choice, refusing saves while `refusing`. */
class FakeDesk {
  chosen: AssignmentPreferences = { agreementIds: [], articleIds: ['kon'], businessAreaIds: [] };
  refusing = false;
  readonly sent: AssignmentPreferences[] = [];
  async preferences() {
    return { options: OPTIONS, chosen: this.chosen };
  }
  async savePreferences(preferences: AssignmentPreferences) {
    this.sent.push(preferences);
    if (this.refusing) throw new Error('2004');
    this.chosen = preferences;
    return preferences;
  }
}

describe('the assignment chooser', () => {
  it('loads the options and the saved choice, and is unchanged until something is ticked', async () => {
    const store = new PreferencesStore(new FakeDesk());
    await store.load();
    expect(store.state).toBe('ready');
    expect(store.isChosen('articleIds', 'kon')).toBe(true);
    expect(store.changed).toBe(false);
    store.toggle('agreementIds', 22);
    expect(store.changed).toBe(true);
    store.toggle('agreementIds', 22);
    expect(store.changed).toBe(false);
  });

  it('saves the draft in the options’ order, and is unchanged after', async () => {
    const desk = new FakeDesk();
    const store = new PreferencesStore(desk);
    await store.load();
    store.toggle('businessAreaIds', 2);
    store.toggle('businessAreaIds', 1);
    store.toggle('articleIds', 'kon');
    expect(await store.save()).toBe(true);
    expect(desk.sent).toEqual([{ agreementIds: [], articleIds: [], businessAreaIds: [1, 2] }]);
    expect(store.changed).toBe(false);
    expect(store.saved).toEqual(desk.chosen);
  });

  it('keeps what was ticked when the save fails, and undo goes back to the saved choice', async () => {
    const desk = new FakeDesk();
    const store = new PreferencesStore(desk);
    await store.load();
    store.toggle('agreementIds', 4);
    desk.refusing = true;
    expect(await store.save()).toBe(false);
    expect(store.isChosen('agreementIds', 4)).toBe(true);
    expect(store.changed).toBe(true);
    expect(store.saving).toBe(false);
    store.undo();
    expect(store.changed).toBe(false);
  });

  it('says when the chooser cannot be read', async () => {
    const store = new PreferencesStore({
      preferences: () => Promise.reject(new Error('down')),
      savePreferences: () => Promise.reject(new Error('down')),
    });
    await store.load();
    expect(store.state).toBe('failed');
    expect(await store.save()).toBe(false);
  });
});

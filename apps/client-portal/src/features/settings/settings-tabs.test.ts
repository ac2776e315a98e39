import { describe, expect, it } from 'vitest';
import { SETTINGS_TABS, settingsPath, settingsTabOf, termsTabOf } from './settings-tabs.js';

describe('settings tabs in the address', () => {
  it('reads the tab by name or index, tab 0 otherwise', () => {
    expect(settingsTabOf('')).toBe('preferences');
    expect(settingsTabOf('?tab=terms')).toBe('terms');
    expect(settingsTabOf('?tab=contact-persons')).toBe('contact-persons');
    expect(settingsTabOf('?tab=2')).toBe('contact-persons');
    expect(settingsTabOf('?tab=3')).toBe('preferences');
    expect(settingsTabOf('?tab=nonsense')).toBe('preferences');
  });

  it('goes round trip through settingsPath', () => {
    for (const tab of SETTINGS_TABS) expect(settingsTabOf(settingsPath(tab).split('?')[1]!)).toBe(tab);
    const privacy = settingsPath('terms', 'privacy-policy').split('?')[1]!;
    expect(settingsTabOf(privacy)).toBe('terms');
    expect(termsTabOf(privacy)).toBe('privacy-policy');
    expect(termsTabOf('?terms=x')).toBe('terms-and-conditions');
  });
});

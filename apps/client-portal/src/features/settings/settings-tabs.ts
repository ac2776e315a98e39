/** The three tabs of /settings (spec 3 §2), in order; the URL's `tab` names one. */
export const SETTINGS_TABS = ['preferences', 'terms', 'contact-persons'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** Tab 1's two sub-tabs. */
export const TERMS_TABS = ['terms-and-conditions', 'privacy-policy'] as const;
export type TermsTab = (typeof TERMS_TABS)[number];

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/**
 * The tab a settings address shows: `?tab=preferences|terms|contact-persons` (or its index 0–2);
 * anything else is tab 0. The contact page links to `?tab=contact-persons` (spec 3 §2).
 */
export function settingsTabOf(search: string): SettingsTab {
  const value = new URLSearchParams(search).get('tab');
  if (isOneOf(SETTINGS_TABS, value)) return value;
  const index = value !== null && /^[0-2]$/.test(value) ? Number(value) : 0;
  return SETTINGS_TABS[index] ?? 'preferences';
}

export function termsTabOf(search: string): TermsTab {
  const value = new URLSearchParams(search).get('terms');
  return isOneOf(TERMS_TABS, value) ? value : 'terms-and-conditions';
}

/** The settings address of a tab (and, for tab 1, its sub-tab). */
export function settingsPath(tab: SettingsTab, terms?: TermsTab): string {
  const query = new URLSearchParams({ tab });
  if (tab === 'terms' && terms && terms !== 'terms-and-conditions') query.set('terms', terms);
  return `/settings?${query.toString()}`;
}

/** The reset-password page (spec 3 §2: path not shown), reachable only from /settings. */
export const RESET_PASSWORD_PATH = '/settings/reset-password';

/** The router state settings passes along; without it the page sends the user to /. */
export const fromSettings = { fromSettings: true } as const;

export const cameFromSettings = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { fromSettings?: unknown }).fromSettings === true;

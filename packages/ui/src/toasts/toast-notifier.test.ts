import { afterEach, describe, expect, it, vi } from 'vitest';
import { Catalogues } from '../i18n/catalogues.js';
import { uiEnglish } from '../i18n/en.js';
import { serviceErrorMessages } from '../i18n/shared.messages.js';
import { TOAST_TIMEOUT_MS, ToastNotifier, intlFor } from './toast-notifier.js';

const refusedLogin = {
  kind: 'service-errors',
  errors: [{ kind: 'invalid-customer-login', message: 'Invalid customer number' }],
} as const;

/** A notifier whose toasts are recorded instead of drawn, and the catalogue fetch it waits on. */
function englishNotifier() {
  let deliver: (catalogue: Record<string, string>) => void = () => undefined;
  const catalogues = new Catalogues({ en: () => new Promise((resolve) => (deliver = resolve)) });
  const notifier = ToastNotifier.speaking({ locale: 'en' }, catalogues);
  const shown: string[] = [];
  vi.spyOn(notifier, 'show').mockImplementation((text) => void shown.push(text));
  return { notifier, shown, deliver: (catalogue: Record<string, string>) => deliver(catalogue) };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a toast raised before the page’s English has loaded (issue 17: the session’s check at start)', () => {
  it('waits for the English texts and is worded in English, not in the Swedish defaults', async () => {
    const { notifier, shown, deliver } = englishNotifier();
    notifier.notify(refusedLogin);
    await settled();
    expect(shown).toEqual([]);
    deliver(uiEnglish);
    await settled();
    expect(shown).toEqual(['Invalid customer number or password, please try again.']);
  });

  it('keeps the order toasts were raised in', async () => {
    const { notifier, shown, deliver } = englishNotifier();
    notifier.notify(refusedLogin);
    notifier.say(serviceErrorMessages['login-locked'], 'danger', { minutes: 2 });
    deliver(uiEnglish);
    await settled();
    expect(shown).toEqual([
      'Invalid customer number or password, please try again.',
      'Too many failed logins. Please wait 2 minutes and try again.',
    ]);
  });

  it('is still shown, in Swedish, when the English texts cannot be fetched', async () => {
    const catalogues = new Catalogues({ en: () => Promise.reject(new Error('offline')) });
    const notifier = ToastNotifier.speaking({ locale: 'en' }, catalogues);
    const shown: string[] = [];
    vi.spyOn(notifier, 'show').mockImplementation((text) => void shown.push(text));
    notifier.notify(refusedLogin);
    await settled();
    expect(shown).toEqual(['Ogiltigt kundnummer eller lösenord. Försök igen.']);
  });
});

describe('the toaster’s code, a chunk of its own (issue 12)', () => {
  afterEach(() => {
    vi.doUnmock('./overlay-toaster.js');
    vi.resetModules();
    vi.restoreAllMocks();
  });

  it('is fetched again at the next toast when a fetch failed; the toast whose fetch failed still shows its words, plainly', async () => {
    let fetches = 0;
    const shown: string[] = [];
    vi.doMock('./overlay-toaster.js', () => {
      fetches += 1;
      if (fetches === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return {
        OverlayToaster: { createAsync: async () => ({ show: ({ message }: { message: string }) => shown.push(message) }) },
      };
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.resetModules();
    const { ToastNotifier: FreshNotifier } = await import('./toast-notifier.js');
    const plain: string[] = [];
    const notifier = new FreshNotifier(
      () => Promise.resolve(intlFor('sv', {})),
      (message, intent, timeoutMs) => plain.push(`${intent}:${message}:${timeoutMs}`),
    );
    notifier.show('first', 'danger');
    await vi.waitFor(() => expect(plain).toEqual([`danger:first:${TOAST_TIMEOUT_MS}`]));
    notifier.show('second', 'success');
    await vi.waitFor(() => expect(shown).toEqual(['second']));
    expect(plain).toHaveLength(1);
    expect(fetches).toBe(2);
  });
});

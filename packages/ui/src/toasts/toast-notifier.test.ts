import { describe, expect, it, vi } from 'vitest';
import { Catalogues } from '../i18n/catalogues.js';
import { uiEnglish } from '../i18n/en.js';
import { serviceErrorMessages } from '../i18n/shared.messages.js';
import { ToastNotifier } from './toast-notifier.js';

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

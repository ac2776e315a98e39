import type { OverlayToaster, Toaster } from '@blueprintjs/core';
import type { Problem, ProblemNotifier, ServiceErrorKind } from '@tolk/core';
import { createRoot } from 'react-dom/client';
import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { Catalogues } from '../i18n/catalogues.js';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale.js';
import { problemMessages, serviceErrorMessages } from '../i18n/shared.messages.js';
import { showPlainToast, type PlainToastIntent } from './plain-toast.js';

/** Toasts close by themselves after five seconds (spec 3 §8). */
export const TOAST_TIMEOUT_MS = 5000;

export type ToastIntent = PlainToastIntent;

interface ToasterCode {
  readonly OverlayToaster: typeof OverlayToaster;
}
let toasterCode: Promise<ToasterCode> | null = null;

/**
 * Blueprint's toaster and the overlay it draws in, with their transitions: ~7 KiB gzip no first
 * page shows until something goes wrong (issue 12). Fetched once; a failed fetch is tried again.
 */
function fetchToasterCode(): Promise<ToasterCode> {
  toasterCode ??= import('./overlay-toaster.js').catch((error: unknown) => {
    toasterCode = null;
    throw error;
  });
  return toasterCode;
}

/**
 * Shows problems and confirmations as toasts. It lives outside React (the transport calls it), so
 * it asks for the intl of the moment each time, and creates its toaster on first use.
 */
export class ToastNotifier implements ProblemNotifier {
  private toaster: Promise<Toaster> | null = null;

  /**
   * `intlOfTheMoment`: the intl of the language showing, once its texts are here. A problem met while
   * the page's English is still loading (the session's check at start) waits for it, rather than
   * being toasted in Swedish on an English page.
   */
  constructor(
    private readonly intlOfTheMoment: () => Promise<IntlShape>,
    private readonly showPlainly: typeof showPlainToast = showPlainToast,
  ) {}

  /**
   * Fetches the toaster's code ahead of the first toast (the portals call it at the user's first
   * input), so that a toast about a connection lost after that still shows.
   */
  static prefetch(): void {
    fetchToasterCode().catch(() => undefined);
  }

  /** Worded in the language the user has chosen, with its texts fetched if they are not here yet. */
  static speaking(language: { readonly locale: Locale }, catalogues: Catalogues): ToastNotifier {
    return new ToastNotifier(async () => {
      const locale = language.locale;
      // Texts that cannot be fetched leave the page in Swedish (renderInLanguage); the toast too.
      const texts = await catalogues.load(locale).catch(() => null);
      return texts ? intlFor(locale, { ...texts }) : intlFor(DEFAULT_LOCALE, {});
    });
  }

  notify(problem: Problem): void {
    this.showWorded((intl) => describeProblem(problem, intl), 'danger');
  }

  /** A message of a catalogue, worded in the language of the moment the toast shows. */
  say(message: MessageDescriptor, intent: ToastIntent, values?: Record<string, string | number>): void {
    this.showWorded((intl) => [intl.formatMessage(message, values)], intent);
  }

  /** A toast whose words need more than one message (a list of field names …), worded when shown. */
  compose(words: (intl: IntlShape) => string, intent: ToastIntent): void {
    this.showWorded((intl) => [words(intl)], intent);
  }

  /** Toasts keep the order they were raised in: each waits on the same texts, resolved in turn. */
  private showWorded(words: (intl: IntlShape) => readonly string[], intent: ToastIntent): void {
    void this.intlOfTheMoment().then((intl) => {
      for (const text of words(intl)) this.show(text, intent);
    });
  }

  /** Every toast goes (a successful login: the refusals toasted before it no longer hold). */
  clear(): void {
    void this.toaster?.then((toaster) => toaster.clear());
  }

  show(message: string, intent: ToastIntent): void {
    this.toaster ??= fetchToasterCode().then(
      ({ OverlayToaster }) =>
        OverlayToaster.createAsync(
          { position: 'top', maxToasts: 5 },
          { domRenderer: (element, container) => createRoot(container).render(element) },
        ),
      (error: unknown) => {
        this.toaster = null;
        throw error;
      },
    );
    // Keyed by what it says: the same words again while they show (two calls refused at once, a
    // re-login refused for each waiting call) renew that toast's five seconds instead of stacking a
    // twin under it. Where the toaster's code cannot be fetched, the words still show, plainly; the
    // next toast tries the toaster again.
    this.toaster.then(
      (toaster) => toaster.show({ message, intent, timeout: TOAST_TIMEOUT_MS }, `${intent}:${message}`),
      (error: unknown) => {
        console.error('toaster not loaded:', error);
        this.showPlainly(message, intent, TOAST_TIMEOUT_MS);
      },
    );
  }
}

/** Our words for an error of this kind, or undefined: the CRM's own text is shown instead. */
export const serviceErrorMessageOf = (kind: ServiceErrorKind): MessageDescriptor | undefined =>
  (serviceErrorMessages as Partial<Record<ServiceErrorKind, MessageDescriptor>>)[kind];

/** The words for a problem: each service error's own text, the transport failure's message. */
export function describeProblem(problem: Problem, intl: IntlShape): string[] {
  switch (problem.kind) {
    case 'service-errors':
      return problem.errors.map((error) => {
        const known = serviceErrorMessageOf(error.kind);
        return known
          ? intl.formatMessage(known, valuesOf(error.message))
          : error.message || intl.formatMessage(problemMessages.somethingWentWrong);
      });
    case 'transport': {
      const byFailure = {
        'request-failed': problemMessages.requestFailed,
        'not-completed': problemMessages.notCompleted,
        'timed-out': problemMessages.timedOut,
        aborted: problemMessages.aborted,
      } as const;
      return [intl.formatMessage(byFailure[problem.failure])];
    }
    case 'no-token':
      return [intl.formatMessage(problemMessages.tokenErrorClientPortal)];
  }
}

/**
 * The numbers a catalogued message needs, read from the CRM's own text: the lockout (login-locked) says
 * "… try again in N minutes", and the portal says the same in the user's language.
 */
export function valuesOf(message: string): Record<string, number> {
  const minutes = /(\d+)\s*minute/i.exec(message);
  return { minutes: minutes ? Number(minutes[1]) : 15 };
}

const cache = createIntlCache();
export const intlFor = (locale: string, messages: Record<string, string>): IntlShape =>
  createIntl({ locale, defaultLocale: 'sv', messages }, cache);

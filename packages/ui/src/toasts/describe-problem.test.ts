import { SERVICE_ERROR_KINDS } from '@tolk/core';
import { describe, expect, it } from 'vitest';
import { uiEnglish } from '../i18n/en.js';
import { serviceErrorMessages } from '../i18n/shared.messages.js';
import { describeProblem, intlFor } from './toast-notifier.js';

const swedish = intlFor('sv', {});
const english = intlFor('en', uiEnglish);

describe('the words for service errors, by kind (issue 11)', () => {
  it('words a kind it has words for in the user’s language, whatever the CRM wrote', () => {
    const problem = {
      kind: 'service-errors',
      errors: [{ kind: 'invalid-customer-login', message: 'Invalid customer number' }],
    } as const;
    expect(describeProblem(problem, swedish)).toEqual(['Ogiltigt kundnummer eller lösenord. Försök igen.']);
    expect(describeProblem(problem, english)).toEqual(['Invalid customer number or password, please try again.']);
  });

  it('reads the lockout’s minutes from the CRM’s text', () => {
    const locked = { kind: 'login-locked', message: 'Too many failed logins: try again in 1 minute' } as const;
    expect(describeProblem({ kind: 'service-errors', errors: [locked] }, english)).toEqual([
      'Too many failed logins. Please wait 1 minute and try again.',
    ]);
  });

  it('shows the CRM’s own text for a kind without words of ours and for an unknown code', () => {
    const errors = [
      { kind: 'deviation-not-found', message: 'Deviation not found' },
      { kind: 'unknown', code: 7777, message: 'Something new' },
      { kind: 'unknown', code: 7778, message: '' },
    ] as const;
    expect(describeProblem({ kind: 'service-errors', errors }, english)).toEqual([
      'Deviation not found',
      'Something new',
      'Something went wrong!',
    ]);
  });

  it('words kinds only, each with an id after its kind', () => {
    for (const [kind, message] of Object.entries(serviceErrorMessages)) {
      expect(SERVICE_ERROR_KINDS, kind).toContain(kind);
      const camel = kind.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
      expect(message.id).toBe(`serviceError.${camel}`);
    }
  });
});

import type { FieldProblem, PhoneProblem } from '@tolk/core';
import type { IntlShape } from 'react-intl';
import { fieldMessages } from '../i18n/shared.messages.js';

/** The spec's generic messages for a field problem, with the field's own name in them. */
export function fieldProblemText(intl: IntlShape, problem: FieldProblem, name: string): string {
  switch (problem.kind) {
    case 'required':
      return intl.formatMessage(fieldMessages.required, { name });
    case 'not-numeric':
      return intl.formatMessage(fieldMessages.notNumeric, { name });
    case 'too-short':
      return intl.formatMessage(fieldMessages.tooShort, { name, min: problem.min });
    case 'too-long':
      return intl.formatMessage(fieldMessages.tooLong, { name, max: problem.max });
  }
}

/** A phone field's problem (core's phoneProblem), in the spec's words (spec 3 §9). */
export function phoneProblemText(intl: IntlShape, problem: PhoneProblem, name: string): string {
  return problem.kind === 'invalid-phone'
    ? intl.formatMessage(fieldMessages.invalidPhone, { name })
    : fieldProblemText(intl, problem, name);
}

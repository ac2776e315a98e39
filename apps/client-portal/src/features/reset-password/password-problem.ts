import type { PasswordProblem, RepeatProblem } from '@tolk/core';
import type { IntlShape } from 'react-intl';
import { resetPasswordMessages as m } from './reset-password.messages.js';

/** The words of spec 3 §5 for a password problem; `name` is the field's label. */
export function passwordProblemText(
  intl: IntlShape,
  problem: PasswordProblem | RepeatProblem | { readonly kind: 'wrong-current' },
  name: string,
): string {
  switch (problem.kind) {
    case 'required':
      return intl.formatMessage(m.required, { name });
    case 'too-short':
      return intl.formatMessage(m.tooShort, { min: problem.min });
    case 'no-uppercase':
      return intl.formatMessage(m.noUppercase);
    case 'no-digit':
      return intl.formatMessage(m.noDigit);
    case 'mismatch':
      return intl.formatMessage(m.mismatch);
    case 'wrong-current':
      return intl.formatMessage(m.wrongCurrentPassword);
  }
}

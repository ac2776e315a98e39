import type { BookingProblem } from '@tolk/core';
import { fieldMessages } from '@tolk/ui';
import type { IntlShape } from 'react-intl';
import { bookingFormMessages as m } from './booking-form.messages.js';

/** The words for a problem of the booking form (spec 1 §5, §8), with the field's own name in them. */
export function bookingProblemText(intl: IntlShape, problem: BookingProblem, name: string): string {
  switch (problem.kind) {
    case 'required':
      return intl.formatMessage(fieldMessages.required, { name });
    case 'not-valid':
      return intl.formatMessage(fieldMessages.notValid, { name });
    case 'not-numeric':
      return intl.formatMessage(fieldMessages.notNumeric, { name });
    case 'too-long':
      return intl.formatMessage(fieldMessages.tooLong, { name, max: problem.max });
    case 'exact-length':
      return intl.formatMessage(m.exactLength, { name, length: problem.length });
    case 'start-today':
      return intl.formatMessage(m.startToday);
    case 'date-past':
      return intl.formatMessage(m.datePast);
    case 'meeting-url-scheme':
      return intl.formatMessage(m.meetingUrlScheme);
    case 'alternative-language-required':
      return intl.formatMessage(m.alternativeLanguageRequired);
    case 'email-required':
      return intl.formatMessage(m.emailRequired);
    case 'no-contact-channel':
      return intl.formatMessage(m.noContactChannel, { name });
  }
}

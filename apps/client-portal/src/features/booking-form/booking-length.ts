import type { IntlShape } from 'react-intl';
import { bookingFormMessages as m } from './booking-form.messages.js';

/** A booking's length in words: "20 timmar", "8 timmar och 30 minuter", "45 minutes". */
export function lengthText(intl: IntlShape, totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const hoursText = intl.formatMessage(m.lengthHours, { hours });
  const minutesText = intl.formatMessage(m.lengthMinutes, { minutes });
  if (minutes === 0) return hoursText;
  if (hours === 0) return minutesText;
  return intl.formatMessage(m.lengthBoth, { hours: hoursText, minutes: minutesText });
}

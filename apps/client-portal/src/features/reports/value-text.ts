import type { ColumnFormat } from '@tolk/core';
import { useIntl } from 'react-intl';
import { reportsMessages } from './reports.messages.js';

/** A cell's value as text in the UI's language: counts, kronor, minutes, kilometres. */
export function useValueText(): (value: string | number, format: ColumnFormat) => string {
  const intl = useIntl();
  return (value, format) => {
    if (typeof value === 'string') return value;
    switch (format) {
      case 'kronor':
        return intl.formatMessage(reportsMessages.kronor, {
          value: intl.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
        });
      case 'minutes':
        return intl.formatMessage(reportsMessages.minutes, { value: intl.formatNumber(value) });
      case 'kilometres':
        return intl.formatMessage(reportsMessages.kilometres, { value: intl.formatNumber(value, { maximumFractionDigits: 1 }) });
      default:
        return intl.formatNumber(value);
    }
  };
}

import { FormGroup, Intent } from '@blueprintjs/core';
import { DateInput3 } from '@blueprintjs/datetime2';
import { enGB, sv } from 'date-fns/locale';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Temporal } from 'temporal-polyfill';
import type { DateRangeStore } from './date-range-store.js';
import { reportsMessages } from './reports.messages.js';

const LOCALES = { sv, en: enGB } as const;

/** The first ten characters of the picker's ISO value, as a date; null when there is none. */
function toPlainDate(value: string | null): Temporal.PlainDate | null {
  if (!value) return null;
  try {
    return Temporal.PlainDate.from(value.slice(0, 10));
  } catch {
    return null;
  }
}

/**
 * The From/To fields of a statistics screen (Blueprint datetime2, date-fns locale of the UI). The
 * range rule's message shows on both fields whenever the range is wrong, before any change too
 * (spec 3 §5; docs/decisions.md, issue 14). A small component of this feature: issue 17 makes a
 * shared date field, and the two may be unified later.
 */
export const DateRangeFields = observer(function DateRangeFields({
  range,
  idPrefix,
}: {
  range: DateRangeStore;
  idPrefix: string;
}) {
  const intl = useIntl();
  const locale = LOCALES[intl.locale === 'en' ? 'en' : 'sv'];
  const problem = range.problem;
  const message =
    problem === 'two-dates-required'
      ? intl.formatMessage(reportsMessages.twoDatesRequired)
      : problem === 'to-before-from'
        ? intl.formatMessage(reportsMessages.toBeforeFrom)
        : undefined;
  const field = (which: 'from' | 'to') => {
    const id = `${idPrefix}-${which}`;
    const value = range[which];
    return (
      <FormGroup
        label={intl.formatMessage(reportsMessages[which])}
        labelFor={id}
        intent={message ? Intent.DANGER : Intent.NONE}
        helperText={message ? <span id={`${id}-error`}>{message}</span> : undefined}
        className="tolk-report-date"
      >
        <DateInput3
          value={value ? value.toString() : null}
          onChange={(next) => (which === 'from' ? range.setFrom(toPlainDate(next)) : range.setTo(toPlainDate(next)))}
          locale={locale}
          dateFnsFormat="yyyy-MM-dd"
          placeholder={intl.formatMessage(reportsMessages.dateFormatHint)}
          canClearSelection
          showActionsBar={false}
          highlightCurrentDay
          minDate={new Date(2000, 0, 1)}
          maxDate={new Date(2100, 11, 31)}
          inputProps={{
            id,
            intent: message ? Intent.DANGER : Intent.NONE,
            'aria-invalid': message ? true : undefined,
            'aria-describedby': message ? `${id}-error` : undefined,
          }}
        />
      </FormGroup>
    );
  };
  return (
    <div className="tolk-report-range">
      {field('from')}
      {field('to')}
    </div>
  );
});

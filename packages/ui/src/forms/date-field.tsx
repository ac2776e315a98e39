import { DateInput3 } from '@blueprintjs/datetime2';
import '@blueprintjs/datetime2/lib/css/blueprint-datetime2.css';
import { useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { Temporal } from 'temporal-polyfill';
import { DATE_FNS_LOCALES, formatDateText, fromLocalDate, parseDateText, toLocalDate } from '../format/date-text.js';
import { isLocale, type Locale } from '../i18n/locale.js';
import { fieldMessages } from '../i18n/shared.messages.js';

export interface DateFieldProps {
  /** The input's id (its label's `for`). */
  readonly id: string;
  readonly value: Temporal.PlainDate | null;
  /** A day typed (when the field is left or Enter is pressed) or picked; null when the field is emptied. */
  readonly onChange: (date: Temporal.PlainDate | null) => void;
  /** The picker offers no day before this one; a day typed before it still reaches `onChange`, for the form to name. */
  readonly firstPickable?: Temporal.PlainDate;
  readonly invalid?: boolean;
  readonly required?: boolean;
  readonly describedBy?: string;
  readonly ariaLabel?: string;
  readonly className?: string;
}

/** The picker's range: wide, so that a typed day is never refused as "out of range" by Blueprint itself. */
const MIN = new Date(1900, 0, 1);
const MAX = new Date(2100, 11, 31);

/**
 * The portal's one date field (issue 17 item 13): Blueprint's date input with the portal's language
 * (date-fns sv or enUS), not the browser's: the day reads as elsewhere in the portal and is typed
 * the same way. A day typed is taken when the field is left or Enter is pressed, so that a year typed
 * digit by digit is not read as a day long past; a day picked is taken at once.
 */
export function DateField({
  id,
  value,
  onChange,
  firstPickable,
  invalid,
  required,
  describedBy,
  ariaLabel,
  className,
}: DateFieldProps) {
  const intl = useIntl();
  const locale: Locale = isLocale(intl.locale) ? intl.locale : 'sv';
  const input = useRef<HTMLInputElement | null>(null);
  // A day typed and not yet taken (the input still has the focus).
  const pending = useRef<Temporal.PlainDate | null | undefined>(undefined);
  const take = (date: Temporal.PlainDate | null) => {
    pending.current = undefined;
    if (date === null ? value !== null : value === null || !date.equals(value)) onChange(date);
  };
  const takePending = () => {
    if (pending.current !== undefined) take(pending.current);
  };
  const example = formatDateText(locale, fromLocalDateOf(2026, 11, 26));
  const disabledDays = useMemo(() => (firstPickable ? { before: toLocalDate(firstPickable) } : undefined), [firstPickable]);
  return (
    <DateInput3
      className={className}
      value={value ? `${value.toString()}T00:00:00` : null}
      onChange={(iso) => {
        const date = iso ? fromLocalDate(new Date(`${iso.slice(0, 10)}T00:00:00`)) : null;
        // Typing: kept until the field is left; a click or key in the picker: taken now.
        if (input.current !== null && document.activeElement === input.current) pending.current = date;
        else take(date);
      }}
      formatDate={(date) => formatDateText(locale, fromLocalDate(date))}
      parseDate={(text) => {
        const date = parseDateText(locale, text);
        return date ? toLocalDate(date) : text.trim() === '' ? null : false;
      }}
      placeholder={example}
      locale={DATE_FNS_LOCALES[locale]}
      minDate={MIN}
      maxDate={MAX}
      dayPickerProps={disabledDays ? { disabled: disabledDays } : undefined}
      highlightCurrentDay
      closeOnSelection
      canClearSelection={false}
      showTimezoneSelect={false}
      invalidDateMessage={intl.formatMessage(fieldMessages.dateUnreadable, { example })}
      popoverProps={{ placement: 'bottom-start', onClose: takePending }}
      inputProps={{
        id,
        name: id,
        inputRef: input,
        required,
        intent: invalid ? 'danger' : 'none',
        'aria-label': ariaLabel,
        'aria-invalid': invalid || undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
        onBlur: takePending,
        onKeyDown: (event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            // Blueprint has read the typed day on Enter (before this handler): it is taken now.
            takePending();
          }
        },
      }}
    />
  );
}

const fromLocalDateOf = (year: number, month: number, day: number): Temporal.PlainDate =>
  fromLocalDate(new Date(year, month - 1, day));

import { Button, FormGroup, InputGroup, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { TIME_PICKER_STEP_MINUTES, parseTimeInput } from '@tolk/core';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Temporal } from 'temporal-polyfill';
import { fieldMessages as m } from '../i18n/shared.messages.js';
import { RequiredMark } from './required-mark.js';
import { readsAsTime } from './time-text.js';

const hhmm = (time: Temporal.PlainTime): string => time.toString({ smallestUnit: 'minute' });

/** The picker's times: every TIME_PICKER_STEP_MINUTES from 00:00. */
const PICKER_TIMES: readonly Temporal.PlainTime[] = Array.from({ length: (24 * 60) / TIME_PICKER_STEP_MINUTES }, (_, i) =>
  Temporal.PlainTime.from({ hour: Math.floor((i * TIME_PICKER_STEP_MINUTES) / 60), minute: (i * TIME_PICKER_STEP_MINUTES) % 60 }),
);

export interface TimeInputProps {
  readonly id: string;
  readonly label: string;
  readonly value: Temporal.PlainTime;
  readonly onChange: (time: Temporal.PlainTime) => void;
  /** Shown under the field (the "Nästa dag" note). */
  readonly helper?: ReactNode;
  readonly required?: boolean;
  readonly describedBy?: string;
  /** The picker's times; every TIME_PICKER_STEP_MINUTES from 00:00 unless given (the availability's end adds 23:59). */
  readonly times?: readonly Temporal.PlainTime[];
  /**
   * Called with what was typed when it cannot be read as a time (the spec's 12:00 is taken then, as
   * always): the caller says so in its own words. Without it, the 12:00 is taken silently.
   */
  readonly onUnreadable?: (text: string) => void;
}

/**
 * The time input of spec 3 §5: typed as HH:mm (at most 5 characters), read leniently by the core's
 * parseTimeInput when the field is left or Enter is pressed; a picker offers 30-minute steps.
 * Both portals' time fields (the booking form, the interpreter's time report and availability).
 */
export function TimeInput({
  id,
  label,
  value,
  onChange,
  helper,
  required,
  describedBy,
  times = PICKER_TIMES,
  onUnreadable,
}: TimeInputProps) {
  const intl = useIntl();
  const [text, setText] = useState(hhmm(value));
  const [open, setOpen] = useState(false);
  // A new value (this field's commit, or the other field moving it: the end follows the start) is
  // shown in the same render, not by an effect after it: an effect still pending when the user
  // typed into the field next wrote the old value over what was typed (issue 17).
  const [shownValue, setShownValue] = useState(value);
  if (!value.equals(shownValue)) {
    setShownValue(value);
    setText(hhmm(value));
  }
  const commit = () => {
    const time = parseTimeInput(text);
    setText(hhmm(time));
    if (!time.equals(value)) onChange(time);
    if (!readsAsTime(text)) onUnreadable?.(text);
  };
  const pick = (time: Temporal.PlainTime) => {
    setOpen(false);
    setText(hhmm(time));
    if (!time.equals(value)) onChange(time);
  };
  const minuteOf = (time: Temporal.PlainTime) => time.hour * 60 + time.minute;
  const nearest = times.reduce(
    (best, time, index) =>
      Math.abs(minuteOf(time) - minuteOf(value)) <= Math.abs(minuteOf(times[best]!) - minuteOf(value)) ? index : best,
    0,
  );
  const picker = (
    // A picked time leaves the focus on this button, not on the page (PopoverNext's default).
    <PopoverNext
      isOpen={open}
      onInteraction={(next) => setOpen(next)}
      placement="bottom-end"
      onOpened={(element) => {
        const item = element.querySelector<HTMLElement>('[data-nearest="true"]');
        item?.scrollIntoView({ block: 'center' });
        item?.focus();
      }}
      content={
        <Menu className="tolk-time-menu" aria-label={intl.formatMessage(m.chooseTime, { name: label })}>
          {times.map((time, index) => (
            <MenuItem
              key={time.toString()}
              text={hhmm(time)}
              active={index === nearest}
              onClick={() => pick(time)}
              data-nearest={index === nearest ? 'true' : undefined}
            />
          ))}
        </Menu>
      }
    >
      <Button variant="minimal" icon="time" aria-label={intl.formatMessage(m.chooseTime, { name: label })} />
    </PopoverNext>
  );
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={required ? <RequiredMark /> : undefined}
      helperText={helper}
      className="tolk-time-field"
    >
      <InputGroup
        id={id}
        name={id}
        value={text}
        maxLength={5}
        inputMode="numeric"
        autoComplete="off"
        placeholder="hh:mm"
        onValueChange={(next) => setText(next)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        rightElement={picker}
        aria-describedby={describedBy}
        aria-required={required}
      />
    </FormGroup>
  );
}

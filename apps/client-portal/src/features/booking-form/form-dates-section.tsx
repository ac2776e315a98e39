import { Button, Callout, Checkbox, FormGroup, Tag } from '@blueprintjs/core';
import { firstBookableDay } from '@tolk/core';
import { DateField } from '@tolk/ui/date-field';
import { RequiredMark, TimeInput } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AssignmentFormStore } from './assignment-form-store.js';
import { lengthText } from './booking-length.js';
import { bookingFormMessages as m } from './booking-form.messages.js';
import { DraftTextInput, FieldHelper, useProblemText } from './draft-fields.js';
import { Section } from './form-section.js';

/**
 * "When" (step 1): the days, the start and end times (with the "Nästa dag" note when the end is
 * on the next day) and, for several days, the group's description and the same-interpreter choice.
 */
export const DatesSection = observer(function DatesSection({ form }: { readonly form: AssignmentFormStore }) {
  const intl = useIntl();
  return (
    <Section title={m.when} id={form.fieldId('section-when')}>
      <DatesField form={form} />
      <TimesField form={form} />
      {form.draft.dates.length > 1 ? (
        <>
          <DraftTextInput form={form} field="groupDescription" multiline />
          <Checkbox
            checked={form.draft.sameInterpreterForAll}
            label={intl.formatMessage(m.sameInterpreter)}
            onChange={(event) => form.setFlag('sameInterpreterForAll', event.currentTarget.checked)}
          />
        </>
      ) : null}
    </Section>
  );
});

const DatesField = observer(function DatesField({ form }: { readonly form: AssignmentFormStore }) {
  const intl = useIntl();
  const problem = useProblemText(form, 'dates');
  const dates = form.draft.dates;
  const today = form.today;
  // The picker's hint only: a day typed before it reaches the form, which names it.
  const firstPickable = firstBookableDay(today, form.options.editing);
  const id = form.fieldId('dates');
  return (
    <div className="tolk-booking-dates">
      {dates.map((date, index) => {
        const inputId = index === 0 ? id : `${id}-${index}`;
        const label = dates.length > 1 ? intl.formatMessage(m.dateNumbered, { n: index + 1 }) : intl.formatMessage(m.date);
        return (
          <FormGroup
            key={index}
            label={label}
            labelFor={inputId}
            labelInfo={<RequiredMark />}
            intent={problem && index === 0 ? 'danger' : 'none'}
            helperText={index === 0 ? <FieldHelper id={id} problem={problem} /> : undefined}
            className="tolk-booking-date"
          >
            <div className="tolk-booking-inline">
              <DateField
                id={inputId}
                value={date}
                firstPickable={firstPickable}
                invalid={!!problem && index === 0}
                required
                describedBy={problem && index === 0 ? `${id}-problem` : undefined}
                className="tolk-booking-date-input"
                onChange={(next) => {
                  if (next) form.setDate(index, next);
                  form.touch('dates');
                }}
              />
              {dates.length > 1 ? (
                <Button
                  variant="minimal"
                  icon="trash"
                  aria-label={intl.formatMessage(m.removeDate, { n: index + 1 })}
                  onClick={() => form.removeDate(index)}
                />
              ) : null}
            </div>
          </FormGroup>
        );
      })}
      {form.options.editing ? null : (
        <Button variant="minimal" icon="add" onClick={() => form.addDate()} className="tolk-booking-add-date">
          <FormattedMessage {...m.addDate} />
        </Button>
      )}
    </div>
  );
});

const TimesField = observer(function TimesField({ form }: { readonly form: AssignmentFormStore }) {
  const intl = useIntl();
  const nextDayId = form.fieldId('next-day');
  return (
    <>
      <div className="tolk-booking-times">
        <TimeInput
          id={form.fieldId('start')}
          label={intl.formatMessage(m.start)}
          value={form.draft.start}
          onChange={(time) => form.setStart(time)}
          required
        />
        <TimeInput
          id={form.fieldId('end')}
          label={intl.formatMessage(m.end)}
          value={form.draft.end}
          onChange={(time) => form.setEnd(time)}
          required
          describedBy={form.endsNextDay ? nextDayId : undefined}
          helper={
            form.endsNextDay ? (
              <span className="tolk-booking-next-day">
                <Tag intent="warning" icon="warning-sign">
                  <FormattedMessage {...m.nextDay} />
                </Tag>{' '}
                <FormattedMessage {...m.nextDayNote} />
              </span>
            ) : undefined
          }
        />
      </div>
      {form.endsNextDay ? (
        <Callout intent="warning" icon="moon" id={nextDayId} role="status" className="tolk-booking-next-day-callout">
          <FormattedMessage
            {...m.nextDayLength}
            values={{ end: form.draft.end.toString({ smallestUnit: 'minute' }), length: lengthText(intl, form.durationMinutes) }}
          />
        </Callout>
      ) : null}
    </>
  );
});

import { Button, DialogBody, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { directPeriodEnd, displayName, type DirectBookingField, type DirectBookingProblem } from '@tolk/core';
import { fieldProblemText, formatTime } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import type { FormEvent, ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Temporal } from 'temporal-polyfill';
// The booking form's language list and time input (features/booking-form), shared with its forms.
import { LanguagePicker } from '../booking-form/language-picker.js';
import { TimeInput } from '@tolk/ui';
import type { ContactRole, DirectBookingStore } from './direct-booking-store.js';
import { directBookingMessages as m } from './direct-booking.messages.js';
import { StepFooter } from './step-footer.js';
import '../booking-form/booking-form.css';

const LABELS = {
  skill: m.language,
  start: m.start,
  duration: m.duration,
  orderer: m.orderer,
  contact: m.contact,
} as const satisfies Record<DirectBookingField, unknown>;

export const fieldId = (field: DirectBookingField): string => `direct-booking-${field}`;
const problemId = (field: DirectBookingField): string => `${fieldId(field)}-problem`;

/** 30 min, 1 tim, 1 tim 30 min. */
export function durationText(intl: IntlShape, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return intl.formatMessage(m.minutes, { minutes: rest });
  return rest === 0 ? intl.formatMessage(m.hours, { hours }) : intl.formatMessage(m.hoursMinutes, { hours, minutes: rest });
}

function problemText(intl: IntlShape, field: DirectBookingField, problem: DirectBookingProblem): string {
  switch (problem.kind) {
    case 'start-passed':
      return intl.formatMessage(m.startPassed);
    case 'beyond-window':
      return intl.formatMessage(m.beyondWindow, { time: formatTime(intl.locale, problem.latestEnd) });
    case 'required':
      return fieldProblemText(intl, problem, intl.formatMessage(LABELS[field]));
  }
}

/**
 * The direct-booking form (spec 1 §2): language, start and duration, orderer and contact person
 * upon interpretation from the saved persons. Submit is enabled once both persons are chosen with
 * an e-mail and while the start is not past; the other problems show on submit.
 */
export const DirectBookingForm = observer(function DirectBookingForm({ store }: { store: DirectBookingStore }) {
  const intl = useIntl();
  const problem = (field: DirectBookingField) => {
    const found = store.problemOf(field);
    return found ? (
      <span id={problemId(field)} role="alert">
        {problemText(intl, field, found)}
      </span>
    ) : undefined;
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (store.canSubmit) void store.submit();
  };
  const start = store.start;
  const end = start && store.form.duration !== null ? directPeriodEnd({ from: start, minutes: store.form.duration }) : null;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="direct-booking-title" className="tolk-direct-form">
      <DialogBody>
        <p className="tolk-direct-intro">
          <FormattedMessage {...m.intro} />
        </p>
        <LanguagePicker
          id={fieldId('skill')}
          label={intl.formatMessage(m.language)}
          skills={store.skills}
          value={store.form.skill}
          onChange={(skillId) => store.set('skill', skillId)}
          required
          problem={problem('skill')}
        />
        <div className="tolk-direct-times">
          <TimeInput
            id={fieldId('start')}
            label={intl.formatMessage(m.start)}
            value={store.form.start ?? Temporal.PlainTime.from('00:00')}
            onChange={(time) => store.set('start', time)}
            required
            helper={problem('start')}
            describedBy={store.problemOf('start') ? problemId('start') : undefined}
          />
          <FormGroup
            label={intl.formatMessage(m.duration)}
            labelFor={fieldId('duration')}
            labelInfo="*"
            intent={store.problemOf('duration') ? 'danger' : 'none'}
            helperText={
              problem('duration') ??
              (end ? <FormattedMessage {...m.ends} values={{ time: formatTime(intl.locale, end) }} /> : undefined)
            }
            className="tolk-direct-duration"
          >
            <HTMLSelect
              id={fieldId('duration')}
              fill
              value={store.form.duration === null ? '' : String(store.form.duration)}
              onChange={(event) => store.set('duration', event.currentTarget.value ? Number(event.currentTarget.value) : null)}
              aria-required
              aria-invalid={store.problemOf('duration') ? true : undefined}
              aria-describedby={store.problemOf('duration') ? problemId('duration') : undefined}
            >
              <option value="">{intl.formatMessage(m.durationPlaceholder)}</option>
              {store.durationOptions.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {durationText(intl, minutes)}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        </div>
        <PersonField store={store} role="orderer" problem={problem('orderer')} />
        <PersonField store={store} role="contact" problem={problem('contact')} />
        {store.canSubmit ? null : (
          <p id="direct-booking-submit-hint" className="tolk-direct-submit-hint">
            <FormattedMessage {...m.submitHint} />
          </p>
        )}
      </DialogBody>
      <StepFooter
        secondary={{ label: m.cancel, onClick: () => store.close() }}
        primary={{
          label: m.submit,
          type: 'submit',
          icon: 'phone',
          disabled: !store.canSubmit,
          'aria-describedby': store.canSubmit ? undefined : 'direct-booking-submit-hint',
        }}
      />
    </form>
  );
});

interface PersonFieldProps {
  readonly store: DirectBookingStore;
  readonly role: ContactRole;
  readonly problem: ReactNode;
}

/** A contact person drop-down; "E-post krävs." with "+ Lägg till här" when the chosen one has no e-mail. */
const PersonField = observer(function PersonField({ store, role, problem }: PersonFieldProps) {
  const intl = useIntl();
  const id = fieldId(role);
  const label = intl.formatMessage(LABELS[role]);
  const person = role === 'orderer' ? store.orderer : store.contact;
  const lacksEmail = store.emailFlags[role];
  const emailProblemId = `${id}-email`;
  const describedBy = [problem ? problemId(role) : null, lacksEmail ? emailProblemId : null].filter(Boolean).join(' ');
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo="*"
      intent={problem || lacksEmail ? 'danger' : 'none'}
      helperText={
        problem ??
        (lacksEmail && person ? (
          <span className="tolk-direct-email-missing">
            <span id={emailProblemId} role="alert">
              <FormattedMessage {...m.emailRequired} />
            </span>{' '}
            <Button
              variant="minimal"
              size="small"
              intent="primary"
              className="tolk-direct-add-here"
              aria-label={intl.formatMessage(m.addEmailFor, { name: displayName(person) })}
              onClick={() => store.addEmail(role)}
            >
              <FormattedMessage {...m.addHere} />
            </Button>
          </span>
        ) : undefined)
      }
    >
      <div className="tolk-direct-person">
        <HTMLSelect
          id={id}
          fill
          value={store.form[role] ?? ''}
          onChange={(event) => store.set(role, event.currentTarget.value || null)}
          aria-required
          aria-invalid={problem || lacksEmail ? true : undefined}
          aria-describedby={describedBy || undefined}
        >
          <option value="">{intl.formatMessage(store.personsLoading ? m.loadingPersons : m.choosePerson)}</option>
          {store.persons.map((p) => (
            <option key={p.id} value={p.id}>
              {displayName(p)}
            </option>
          ))}
        </HTMLSelect>
        <Button
          icon="add"
          variant="minimal"
          aria-label={intl.formatMessage(m.newPersonFor, { role: label })}
          title={intl.formatMessage(m.newPerson)}
          onClick={() => store.addPerson(role)}
        />
      </div>
    </FormGroup>
  );
});

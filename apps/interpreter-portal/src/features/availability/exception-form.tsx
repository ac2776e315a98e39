import { Button, Checkbox, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { AVAILABILITY_KINDS, isAvailableKind, slotPickerTimes } from '@tolk/core';
import { TimeInput } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Temporal } from 'temporal-polyfill';
import { useInterpreterRoot } from '../../app/root-context.js';
import { availabilityMessages, dayMessages as m, kindMessages } from './availability.messages.js';
import { exceptionProblemText, kindText } from './availability-text.js';
import type { DaysStore } from './days-store.js';
import type { ExceptionField, ExceptionFormStore } from './exception-form-store.js';

const START_TIMES = slotPickerTimes('start');
const END_TIMES = slotPickerTimes('end');

const readDate = (text: string): Temporal.PlainDate | null => {
  try {
    return Temporal.PlainDate.from(text);
  } catch {
    return null;
  }
};

/**
 * An exception being made ("+") or changed (a click on it): from and to as date and time, the kind,
 * what an available one is for; its problems in words, and nothing typed lost to them.
 */
export const ExceptionForm = observer(function ExceptionForm({ days, form }: { days: DaysStore; form: ExceptionFormStore }) {
  const root = useInterpreterRoot();
  const intl = useIntl();
  const id = useId();
  const problemsId = `${id}-problems`;
  const { fields, problems, unreadable } = form;
  const labels: Record<ExceptionField, string> = {
    fromDate: intl.formatMessage(m.fromDate),
    fromTime: intl.formatMessage(m.fromTime),
    toDate: intl.formatMessage(m.toDate),
    toTime: intl.formatMessage(m.toTime),
  };
  const described = problems.length > 0 || unreadable ? problemsId : undefined;
  return (
    <form
      className="tolk-exception-form"
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        void days.saveForm().then((saved) => saved && root.notifier.say(m.saved, 'success'));
      }}
    >
      <h4 id={`${id}-heading`} className="tolk-drawer-subheading">
        <FormattedMessage {...(form.existing ? m.editHeading : m.newHeading)} />
      </h4>
      <div className="tolk-exception-fields">
        <FormGroup label={labels.fromDate} labelFor={`${id}-from-date`}>
          <InputGroup
            id={`${id}-from-date`}
            type="date"
            value={fields.fromDate.toString()}
            aria-describedby={described}
            onValueChange={(text) => {
              const date = readDate(text);
              if (date) form.set('fromDate', date);
            }}
          />
        </FormGroup>
        <TimeInput
          id={`${id}-from-time`}
          label={labels.fromTime}
          value={fields.fromTime}
          times={START_TIMES}
          onChange={(time) => form.set('fromTime', time)}
          onUnreadable={(text) => form.noteUnreadable('fromTime', text)}
          describedBy={described}
        />
        <FormGroup label={labels.toDate} labelFor={`${id}-to-date`}>
          <InputGroup
            id={`${id}-to-date`}
            type="date"
            value={fields.toDate.toString()}
            aria-describedby={described}
            onValueChange={(text) => {
              const date = readDate(text);
              if (date) form.set('toDate', date);
            }}
          />
        </FormGroup>
        <TimeInput
          id={`${id}-to-time`}
          label={labels.toTime}
          value={fields.toTime}
          times={END_TIMES}
          onChange={(time) => form.set('toTime', time)}
          onUnreadable={(text) => form.noteUnreadable('toTime', text)}
          describedBy={described}
        />
      </div>
      <FormGroup label={intl.formatMessage(m.kind)} labelFor={`${id}-kind`}>
        <HTMLSelect
          id={`${id}-kind`}
          value={fields.kind}
          onChange={(event) => {
            const kind = AVAILABILITY_KINDS.find((k) => k === event.currentTarget.value);
            if (kind) form.set('kind', kind);
          }}
          options={AVAILABILITY_KINDS.map((kind) => ({ value: kind, label: kindText(intl, kind) }))}
        />
      </FormGroup>
      {isAvailableKind(fields.kind) ? (
        <fieldset className="tolk-availability-for">
          <legend>{intl.formatMessage(m.for)}</legend>
          <Checkbox
            inline
            label={intl.formatMessage(kindMessages.onSite)}
            checked={fields.availableFor.onSite}
            onChange={() => form.toggleFor('onSite')}
          />
          <Checkbox
            inline
            label={intl.formatMessage(kindMessages.phone)}
            checked={fields.availableFor.phone}
            onChange={() => form.toggleFor('phone')}
          />
        </fieldset>
      ) : null}
      {described ? (
        <div id={problemsId} role="alert" className="tolk-danger-text">
          {unreadable ? (
            <p>
              {intl.formatMessage(availabilityMessages.unreadableTime, {
                text: unreadable.text,
                field: labels[unreadable.field],
              })}
            </p>
          ) : null}
          {problems.map((problem) => (
            <p key={problem.kind}>{exceptionProblemText(intl, problem)}</p>
          ))}
        </div>
      ) : null}
      <div className="tolk-action-bar">
        <Button type="submit" intent="primary" icon="tick" loading={days.saving}>
          <FormattedMessage {...m.save} />
        </Button>
        <Button onClick={() => days.closeForm()}>
          <FormattedMessage {...availabilityMessages.cancel} />
        </Button>
      </div>
    </form>
  );
});

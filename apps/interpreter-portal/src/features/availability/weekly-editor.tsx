import { Button, Callout, Checkbox, H3, Radio, RadioGroup } from '@blueprintjs/core';
import { AVAILABILITY_KINDS, WEEKDAYS, slotKind, slotPickerTimes, type TimeSlot } from '@tolk/core';
import { TimeInput } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useInterpreterRoot } from '../../app/root-context.js';
import { availabilityMessages, kindMessages, weeklyMessages as m } from './availability.messages.js';
import { forText, slotProblemText, slotRange, weekdayName } from './availability-text.js';
import type { WeeklyEditorStore } from './weekly-editor-store.js';

const START_TIMES = slotPickerTimes('start');
const END_TIMES = slotPickerTimes('end');

/**
 * The default-availability time-slot editor (spec 3 §2): the days it applies to, the slot rows (one
 * open at a time with start and end pickers in 30-minute steps, confirm and cancel, its inline
 * problem), and save. A refusal keeps the draft as it is.
 */
export const WeeklyEditor = observer(function WeeklyEditor({ editor }: { editor: WeeklyEditorStore }) {
  const root = useInterpreterRoot();
  const intl = useIntl();
  const headingId = useId();
  const daysProblemId = useId();
  const draft = editor.draft;
  if (!draft) return null;
  const noDay = editor.draftProblems.some((problem) => problem.kind === 'no-day');
  const slotProblems = editor.draftProblems.filter((problem) => problem.kind !== 'no-day');
  return (
    <form
      className="tolk-weekly-editor"
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        void editor.save().then((saved) => saved && root.notifier.say(m.saved, 'success'));
      }}
    >
      <H3 id={headingId}>
        <FormattedMessage {...m.editorHeading} />
      </H3>
      <fieldset aria-describedby={noDay ? daysProblemId : undefined}>
        <legend>{intl.formatMessage(m.days)}</legend>
        <div className="tolk-weekday-checks">
          {WEEKDAYS.map((day) => (
            <Checkbox
              key={day}
              label={weekdayName(intl.locale, day)}
              checked={editor.isDayChosen(day)}
              onChange={() => editor.toggleDay(day)}
            />
          ))}
        </div>
        <p className="tolk-muted">
          <FormattedMessage {...m.daysNote} />
        </p>
        {noDay ? (
          <p id={daysProblemId} role="alert" className="tolk-danger-text">
            <FormattedMessage {...m.noDay} />
          </p>
        ) : null}
      </fieldset>
      <fieldset>
        <legend>{intl.formatMessage(m.slots)}</legend>
        {draft.slots.length === 0 && !editor.editing ? (
          <p className="tolk-muted">
            <FormattedMessage {...m.editorEmpty} />
          </p>
        ) : null}
        <ul className="tolk-slot-rows">
          {draft.slots.map((slot) =>
            editor.editing?.slot.id === slot.id ? (
              <li key={slot.id}>
                <SlotRowEditor editor={editor} />
              </li>
            ) : (
              <li key={slot.id}>
                <SlotRow slot={slot} editor={editor} />
              </li>
            ),
          )}
          {editor.editing?.isNew ? (
            <li>
              <SlotRowEditor editor={editor} />
            </li>
          ) : null}
        </ul>
        {slotProblems.length > 0 ? (
          <Callout intent="danger" role="alert" className="tolk-availability-problems">
            {slotProblems.map((problem, index) => (
              <p key={index}>{slotProblemText(intl, problem)}</p>
            ))}
          </Callout>
        ) : null}
        {editor.editing ? null : (
          <Button icon="add" onClick={() => editor.addSlot()}>
            <FormattedMessage {...m.addSlot} />
          </Button>
        )}
      </fieldset>
      <div className="tolk-action-bar">
        <Button type="submit" intent="primary" icon="tick" loading={editor.saving}>
          <FormattedMessage {...m.save} />
        </Button>
        <Button onClick={() => editor.close()}>
          <FormattedMessage {...availabilityMessages.cancel} />
        </Button>
      </div>
    </form>
  );
});

const SlotRow = observer(function SlotRow({ slot, editor }: { slot: TimeSlot; editor: WeeklyEditorStore }) {
  const intl = useIntl();
  const range = slotRange(slot);
  const kind = slotKind(slot);
  return (
    <div className={`tolk-slot-row tolk-availability-chip tolk-kind-${kind}`}>
      <span className="tolk-slot-text">
        {range} {intl.formatMessage(kindMessages[kind])}
        {slot.isAvailable ? ` (${forText(intl, slot.availableFor)})` : null}
      </span>
      <span className="tolk-slot-actions">
        <Button
          variant="minimal"
          icon="edit"
          disabled={editor.editing !== null}
          aria-label={intl.formatMessage(m.editSlot, { range })}
          onClick={() => editor.editSlot(slot.id)}
        />
        <Button
          variant="minimal"
          icon="trash"
          aria-label={intl.formatMessage(m.deleteSlot, { range })}
          onClick={() => editor.deleteSlot(slot.id)}
        />
      </span>
    </div>
  );
});

/** The open row: pickers, kind, what it is for, its inline problem, confirm and cancel. */
const SlotRowEditor = observer(function SlotRowEditor({ editor }: { editor: WeeklyEditorStore }) {
  const intl = useIntl();
  const id = useId();
  const problemId = `${id}-problem`;
  const editing = editor.editing;
  if (!editing) return null;
  const { slot, unreadable } = editing;
  const problems = editor.rowProblems;
  const startLabel = intl.formatMessage(m.start);
  const endLabel = intl.formatMessage(m.end);
  const described = problems.length > 0 || unreadable ? problemId : undefined;
  return (
    <div className="tolk-slot-editor" role="group" aria-label={intl.formatMessage(m.editSlot, { range: slotRange(slot) })}>
      <div className="tolk-slot-times">
        <TimeInput
          id={`${id}-start`}
          label={startLabel}
          value={slot.from}
          times={START_TIMES}
          onChange={(time) => editor.setStart(time)}
          onUnreadable={(text) => editor.noteUnreadable('from', text)}
          describedBy={described}
        />
        <TimeInput
          id={`${id}-end`}
          label={endLabel}
          value={slot.to}
          times={END_TIMES}
          onChange={(time) => editor.setEnd(time)}
          onUnreadable={(text) => editor.noteUnreadable('to', text)}
          describedBy={described}
        />
      </div>
      <RadioGroup
        label={intl.formatMessage(m.isAvailable)}
        inline
        selectedValue={slotKind(slot)}
        onChange={(event) => {
          const kind = AVAILABILITY_KINDS.find((k) => k === event.currentTarget.value);
          if (kind) editor.setKind(kind);
        }}
      >
        {AVAILABILITY_KINDS.map((kind) => (
          <Radio key={kind} value={kind} label={intl.formatMessage(kindMessages[kind])} />
        ))}
      </RadioGroup>
      {slot.isAvailable ? (
        <fieldset className="tolk-availability-for">
          <legend>{intl.formatMessage(m.for)}</legend>
          <Checkbox
            inline
            label={intl.formatMessage(kindMessages.onSite)}
            checked={slot.availableFor.onSite}
            onChange={() => editor.toggleFor('onSite')}
          />
          <Checkbox
            inline
            label={intl.formatMessage(kindMessages.phone)}
            checked={slot.availableFor.phone}
            onChange={() => editor.toggleFor('phone')}
          />
        </fieldset>
      ) : null}
      {described ? (
        <div id={problemId} role="alert" className="tolk-danger-text">
          {unreadable ? (
            <p>
              {intl.formatMessage(availabilityMessages.unreadableTime, {
                text: unreadable.text,
                field: unreadable.field === 'from' ? startLabel : endLabel,
              })}
            </p>
          ) : null}
          {problems.map((problem, index) => (
            <p key={index}>{slotProblemText(intl, problem)}</p>
          ))}
        </div>
      ) : null}
      <div className="tolk-action-bar">
        <Button intent="primary" icon="tick" onClick={() => editor.confirmSlot()}>
          <FormattedMessage {...m.confirm} />
        </Button>
        <Button onClick={() => editor.cancelSlot()}>
          <FormattedMessage {...availabilityMessages.cancel} />
        </Button>
      </div>
    </div>
  );
});

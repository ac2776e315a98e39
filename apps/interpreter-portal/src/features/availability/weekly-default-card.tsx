import { Button, Callout, Card, Checkbox, H2, H3 } from '@blueprintjs/core';
import { WEEKDAYS, slotKind, type Weekday } from '@tolk/core';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useInterpreterRoot } from '../../app/root-context.js';
import { availabilityMessages, kindMessages, weeklyMessages as m } from './availability.messages.js';
import { forText, slotProblemText, slotRange, weekdayName } from './availability-text.js';
import { WeeklyEditor } from './weekly-editor.js';
import type { WeeklyEditorStore } from './weekly-editor-store.js';

/**
 * The weekly default (issue 16 item 3): each weekday's slots, a day opened in the editor, and one
 * day's slots copied to others. The night note is always in view: a slot ends by 23:59.
 */
export const WeeklyDefaultCard = observer(function WeeklyDefaultCard() {
  const root = useInterpreterRoot();
  const [editor] = useState(() => root.screens.weeklyEditor());
  const intl = useIntl();
  const weekly = editor.weekly;
  return (
    <Card>
      <section aria-labelledby="weekly-default-heading">
        <H2 id="weekly-default-heading">
          <FormattedMessage {...m.heading} />
        </H2>
        <p>
          <FormattedMessage {...m.intro} />
        </p>
        <Callout intent="primary" icon="info-sign" className="tolk-night-note">
          <FormattedMessage {...m.nightNote} />
        </Callout>
        {editor.draft ? (
          <WeeklyEditor editor={editor} />
        ) : weekly ? (
          <ul className="tolk-weekly-days">
            {WEEKDAYS.map((day) => {
              const name = weekdayName(intl.locale, day);
              const slots = weekly.slots[day];
              return (
                <li key={day} className="tolk-weekly-day">
                  <div className="tolk-weekly-day-head">
                    <H3 className="tolk-weekly-day-name tolk-capitalised">{name}</H3>
                    {slots.length === 0 ? (
                      <p className="tolk-muted tolk-weekly-day-slots">
                        <FormattedMessage {...m.noSlots} />
                      </p>
                    ) : (
                      <ul className="tolk-slot-list tolk-weekly-day-slots">
                        {slots.map((slot) => (
                          <li key={slot.id} className={`tolk-availability-chip tolk-kind-${slotKind(slot)}`}>
                            {slotRange(slot)} {intl.formatMessage(kindMessages[slotKind(slot)])}
                            {slot.isAvailable ? ` (${forText(intl, slot.availableFor)})` : null}
                          </li>
                        ))}
                      </ul>
                    )}
                    <div className="tolk-weekly-day-actions">
                      {/* Short words on the buttons; their names say the day (WCAG 2.5.3: the name starts with the words). */}
                      <Button
                        icon="edit"
                        variant="minimal"
                        aria-label={intl.formatMessage(m.editDay, { day: name })}
                        onClick={() => editor.editDay(day)}
                      >
                        <FormattedMessage {...m.edit} />
                      </Button>
                      <Button
                        icon="duplicate"
                        variant="minimal"
                        aria-label={intl.formatMessage(m.copyDay, { day: name })}
                        aria-expanded={editor.copyFrom === day}
                        onClick={() => (editor.copyFrom === day ? editor.cancelCopy() : editor.startCopy(day))}
                      >
                        <FormattedMessage {...m.copy} />
                      </Button>
                    </div>
                  </div>
                  {editor.copyFrom === day ? <CopyDay editor={editor} from={day} /> : null}
                </li>
              );
            })}
          </ul>
        ) : null}
      </section>
    </Card>
  );
});

const CopyDay = observer(function CopyDay({ editor, from }: { editor: WeeklyEditorStore; from: Weekday }) {
  const root = useInterpreterRoot();
  const intl = useIntl();
  const problemId = useId();
  const name = weekdayName(intl.locale, from);
  return (
    <form
      className="tolk-copy-day"
      aria-label={intl.formatMessage(m.copyHeading, { day: name })}
      onSubmit={(event) => {
        event.preventDefault();
        void editor.copy().then((copied) => copied && root.notifier.say(m.copied, 'success'));
      }}
    >
      <fieldset aria-describedby={editor.copyProblems.length > 0 ? problemId : undefined}>
        <legend>{intl.formatMessage(m.copyTo)}</legend>
        <div className="tolk-weekday-checks">
          {WEEKDAYS.filter((day) => day !== from).map((day) => (
            <Checkbox
              key={day}
              label={weekdayName(intl.locale, day)}
              checked={editor.isCopyTarget(day)}
              onChange={() => editor.toggleCopyTo(day)}
            />
          ))}
        </div>
      </fieldset>
      <p className="tolk-muted">
        <FormattedMessage {...m.copyNote} values={{ day: name }} />
      </p>
      {editor.copyProblems.map((problem) => (
        <p key={problem.kind} id={problemId} role="alert" className="tolk-danger-text">
          {slotProblemText(intl, problem)}
        </p>
      ))}
      <div className="tolk-action-bar">
        <Button type="submit" intent="primary" icon="duplicate" loading={editor.saving}>
          <FormattedMessage {...m.copy} />
        </Button>
        <Button onClick={() => editor.cancelCopy()}>
          <FormattedMessage {...availabilityMessages.cancel} />
        </Button>
      </div>
    </form>
  );
});

import { Button, Icon } from '@blueprintjs/core';
import { uniqueSortedDates } from '@tolk/core';
import { formatDayMonth } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useRef, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Temporal } from 'temporal-polyfill';
import type { AssignmentFormStore } from '../booking-form/assignment-form-store.js';
import { ArticleLabel } from '../assignments/article-label.js';
import type { MultipleOrderStore } from './multiple-order-store.js';
import { multipleBookingMessages as m } from './multiple-booking.messages.js';

export const tabId = (key: string) => `assignment-tab-${key}`;
export const panelId = (key: string) => `assignment-panel-${key}`;

const hhmm = (time: Temporal.PlainTime) => time.toString({ smallestUnit: 'minute' });

/**
 * One tab per assignment (spec 1 §2 screen 3): language name, type, time range and date range; a
 * delete button beside each tab that is not selected, while there is more than one; the failing
 * tabs marked after a validation failure. Arrow keys, Home and End move between the tabs.
 */
export const AssignmentTabs = observer(function AssignmentTabs({ multiple }: { multiple: MultipleOrderStore }) {
  const intl = useIntl();
  const list = useRef<HTMLDivElement>(null);
  const selected = multiple.selected;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = Array.from(list.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []);
    const at = tabs.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    const next = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: tabs.length - 1 }[
      event.key
    ];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    tab?.focus();
    tab?.click();
  };
  return (
    <div className="tolk-multiple-tabbar">
      <div
        ref={list}
        role="tablist"
        aria-label={intl.formatMessage(m.tabsLabel)}
        className="tolk-multiple-tabs"
        onKeyDown={onKeyDown}
      >
        {multiple.forms.map((form, index) => (
          <AssignmentTab
            key={form.draft.key}
            form={form}
            number={index + 1}
            selected={form === selected}
            failing={multiple.isHighlighted(form.draft.key)}
            canRemove={multiple.canRemove(form.draft.key)}
            onSelect={() => multiple.select(form.draft.key)}
            onRemove={() => multiple.remove(form.draft.key)}
          />
        ))}
      </div>
      <Button icon="plus" variant="outlined" onClick={() => multiple.add()} disabled={multiple.isSending}>
        <FormattedMessage {...m.addAssignment} />
      </Button>
    </div>
  );
});

interface AssignmentTabProps {
  readonly form: AssignmentFormStore;
  readonly number: number;
  readonly selected: boolean;
  readonly failing: boolean;
  readonly canRemove: boolean;
  readonly onSelect: () => void;
  readonly onRemove: () => void;
}

const AssignmentTab = observer(function AssignmentTab(props: AssignmentTabProps) {
  const { form, number, selected, failing } = props;
  const intl = useIntl();
  const { draft } = form;
  const language = form.skills().find((skill) => skill.id === draft.skillId)?.name;
  const dates = uniqueSortedDates(draft.dates);
  const first = dates[0];
  const last = dates.at(-1);
  const dateRange =
    first && last && !first.equals(last)
      ? `${formatDayMonth(intl.locale, first)} – ${formatDayMonth(intl.locale, last)}`
      : first
        ? formatDayMonth(intl.locale, first)
        : '';
  const key = draft.key;
  const classes = ['tolk-multiple-tab', selected ? 'is-selected' : '', failing ? 'is-failing' : ''].join(' ');
  return (
    <div className={classes}>
      <button
        type="button"
        role="tab"
        id={tabId(key)}
        aria-selected={selected}
        aria-controls={selected ? panelId(key) : undefined}
        tabIndex={selected ? 0 : -1}
        className="tolk-multiple-tab-button"
        onClick={props.onSelect}
        aria-describedby={failing ? `${tabId(key)}-problem` : undefined}
      >
        <span className="tolk-multiple-tab-number">
          {failing ? <Icon icon="error" intent="danger" size={14} aria-hidden /> : null}
          <FormattedMessage {...m.tabNumber} values={{ number }} />
        </span>
        <span className="tolk-multiple-tab-language">{language ?? intl.formatMessage(m.noLanguage)}</span>
        <span className="tolk-multiple-tab-type">
          {form.service ? <ArticleLabel articleName={form.service.name} /> : intl.formatMessage(m.noType)}
        </span>
        <span className="tolk-multiple-tab-when">
          <span>{`${hhmm(draft.start)}–${hhmm(draft.end)}`}</span>
          <span>{dateRange}</span>
        </span>
        {failing ? (
          <span id={`${tabId(key)}-problem`} className="tolk-visually-hidden">
            <FormattedMessage {...m.tabHasProblems} />
          </span>
        ) : null}
      </button>
      {props.canRemove ? (
        <Button
          variant="minimal"
          size="small"
          icon="trash"
          className="tolk-multiple-tab-remove"
          aria-label={intl.formatMessage(m.deleteAssignment, { number })}
          title={intl.formatMessage(m.deleteAssignment, { number })}
          onClick={props.onRemove}
        />
      ) : null}
    </div>
  );
});

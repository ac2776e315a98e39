import { Button, Callout, ControlGroup, FormGroup, H1, InputGroup, Tab, Tabs } from '@blueprintjs/core';
import { ASSIGNMENT_LISTS, type AssignmentList as ListName } from '@tolk/core';
import { usePageTitle } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useInterpreterRoot } from '../../app/root-context.js';
import { AssignmentList } from './assignment-list.js';
import { assignmentsMessages } from './assignments.messages.js';

const TITLES: Record<ListName, MessageDescriptor> = {
  upcoming: assignmentsMessages.upcoming,
  'to-report': assignmentsMessages.toReport,
  history: assignmentsMessages.history,
};
const EMPTY: Record<ListName, MessageDescriptor> = {
  upcoming: assignmentsMessages.noneUpcoming,
  'to-report': assignmentsMessages.noneToReport,
  history: assignmentsMessages.noneHistory,
};

const listIn = (text: string | null): ListName =>
  (ASSIGNMENT_LISTS as readonly string[]).includes(text ?? '') ? (text as ListName) : 'upcoming';

/** /assignments: upcoming, to report and history as tabs (the tab in the address), and browse by number. */
export const AssignmentsPage = observer(function AssignmentsPage() {
  const { lists } = useInterpreterRoot();
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const list = listIn(params.get('list'));
  usePageTitle(assignmentsMessages.title);
  useEffect(() => void lists.refresh(list), [lists, list]);

  return (
    <div className="tolk-page">
      <H1>
        <FormattedMessage {...assignmentsMessages.title} />
      </H1>
      <NumberSearch />
      <Tabs
        id="assignment-lists"
        selectedTabId={list}
        onChange={(id) => setParams({ list: String(id) }, { replace: true })}
        renderActiveTabPanelOnly
      >
        {ASSIGNMENT_LISTS.map((name) => (
          <Tab
            key={name}
            id={name}
            title={intl.formatMessage(TITLES[name])}
            panel={
              <AssignmentList
                state={lists.lists[name]}
                empty={EMPTY[name]}
                caption={intl.formatMessage(TITLES[name])}
                onRetry={() => void lists.refresh(name)}
              />
            }
          />
        ))}
      </Tabs>
    </div>
  );
});

/** Browse by assignment number (spec 3 §2): the one assignment of the interpreter's with that number. */
const NumberSearch = observer(function NumberSearch() {
  const { lists } = useInterpreterRoot();
  const intl = useIntl();
  const [text, setText] = useState(lists.search?.number ?? '');
  const [invalid, setInvalid] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setInvalid(!(await lists.findByNumber(text)));
  };
  const search = lists.search;
  return (
    <form className="tolk-number-search" onSubmit={(event) => void submit(event)} role="search">
      <FormGroup
        label={intl.formatMessage(assignmentsMessages.searchLabel)}
        labelFor="assignment-number"
        intent={invalid ? 'danger' : 'none'}
        helperText={invalid ? <span role="alert">{intl.formatMessage(assignmentsMessages.searchInvalid)}</span> : undefined}
      >
        <ControlGroup>
          <InputGroup
            id="assignment-number"
            value={text}
            inputMode="numeric"
            onValueChange={(value) => {
              setText(value);
              setInvalid(false);
            }}
            intent={invalid ? 'danger' : 'none'}
            aria-invalid={invalid || undefined}
          />
          <Button type="submit" icon="search" loading={lists.searching}>
            <FormattedMessage {...assignmentsMessages.search} />
          </Button>
        </ControlGroup>
      </FormGroup>
      {search ? (
        <div className="tolk-search-result" aria-live="polite">
          {search.found.length === 0 ? (
            <Callout role="status">
              <FormattedMessage {...assignmentsMessages.searchNone} values={{ number: search.number }} />
            </Callout>
          ) : (
            <AssignmentList
              state={{ items: search.found, loaded: true, failed: false }}
              empty={assignmentsMessages.noneHistory}
              caption={intl.formatMessage(assignmentsMessages.searchResult, { number: search.number })}
              onRetry={() => undefined}
            />
          )}
          <Button
            variant="minimal"
            icon="cross"
            onClick={() => {
              lists.clearSearch();
              setText('');
            }}
          >
            <FormattedMessage {...assignmentsMessages.clearSearch} />
          </Button>
        </div>
      ) : null}
    </form>
  );
});

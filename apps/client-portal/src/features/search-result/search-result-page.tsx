import { Button, ControlGroup, FormGroup, InputGroup, Spinner } from '@blueprintjs/core';
import { usePageTitle } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useRootStore } from '../../app/root-context.js';
import { AssignmentTable } from '../my-assignments/assignment-table.js';
import { searchResultMessages as m } from './search-result.messages.js';

/**
 * `/search-result?q=…` (spec 2 §2): the orders a search found (the dashboard's search sends the user
 * here when it finds several); a row opens the detail drawer with the results as siblings.
 */
export const SearchResultPage = observer(function SearchResultPage() {
  usePageTitle(m.title);
  const intl = useIntl();
  const root = useRootStore();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [store] = useState(() => root.screens.searchResult());
  const [text, setText] = useState(query);

  useEffect(() => {
    setText(query);
    void store.run(query);
  }, [store, query]);

  const shown = store.shown;
  return (
    <div className="tolk-list-page">
      <h1 className="tolk-page-heading">
        {store.query ? <FormattedMessage {...m.heading} values={{ query: store.query }} /> : <FormattedMessage {...m.title} />}
      </h1>
      <form
        className="tolk-list-filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) setParams({ q: text.trim() });
        }}
      >
        <FormGroup label={intl.formatMessage(m.search)} labelFor="search-result-query" className="tolk-filter-search">
          <ControlGroup>
            <InputGroup id="search-result-query" type="search" leftIcon="search" value={text} onValueChange={setText} fill />
            <Button type="submit" intent="primary">
              <FormattedMessage {...m.submit} />
            </Button>
          </ControlGroup>
        </FormGroup>
      </form>
      {store.state === 'loading' ? (
        <Spinner className="tolk-list-spinner" />
      ) : store.state === 'failed' ? (
        <p className="tolk-list-empty" role="status">
          <FormattedMessage {...m.failed} />
        </p>
      ) : store.query && store.results.length === 0 ? (
        <p className="tolk-list-empty" role="status">
          <FormattedMessage {...m.empty} />
        </p>
      ) : store.results.length > 0 ? (
        <>
          <p className="tolk-list-count" role="status">
            <FormattedMessage {...m.count} values={{ count: store.results.length }} />
          </p>
          <AssignmentTable
            groups={shown.map((a) => [a])}
            onOpen={(assignment) => root.assignmentDrawer.open(assignment, shown)}
          />
          {shown.length < store.results.length ? (
            <Button className="tolk-show-more" onClick={() => store.showMore()}>
              <FormattedMessage {...m.showMore} values={{ shown: shown.length, count: store.results.length }} />
            </Button>
          ) : null}
        </>
      ) : null}
    </div>
  );
});

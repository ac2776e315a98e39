import { Button, ControlGroup, InputGroup, Label } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useRootStore } from '../../app/root-context.js';
import { searchMessages } from './dashboard.messages.js';
import type { SearchNotice } from './order-search-store.js';

/** Search by order number (spec 2 §2, §4), at the top of the dashboard's left column. */
export const OrderSearch = observer(function OrderSearch() {
  const root = useRootStore();
  const intl = useIntl();
  // The toast is worded in the language of the moment it is shown.
  const intlNow = useRef(intl);
  useEffect(() => {
    intlNow.current = intl;
  }, [intl]);
  const [search] = useState(() =>
    root.screens.orderSearch((notice: SearchNotice) =>
      root.notifier.show(
        intlNow.current.formatMessage(notice === 'no-result' ? searchMessages.noResult : searchMessages.failed),
        notice === 'no-result' ? 'warning' : 'danger',
      ),
    ),
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void search.submit();
  };
  const label = intl.formatMessage(searchMessages.label);
  return (
    <form role="search" className="tolk-order-search" onSubmit={onSubmit} aria-label={label}>
      <Label htmlFor="order-number-search" className="tolk-order-search-label">
        {label}
      </Label>
      {/* The button beside the field, not inside it: a right element makes Blueprint measure it at
          mount, forcing a layout of the whole dashboard while it renders (issue 12). */}
      <ControlGroup fill>
        <InputGroup
          id="order-number-search"
          type="search"
          inputMode="numeric"
          autoComplete="off"
          leftIcon="search"
          placeholder={intl.formatMessage(searchMessages.placeholder)}
          value={search.text}
          onChange={(event) => search.setText(event.target.value)}
          fill
        />
        <Button type="submit" loading={search.searching}>
          {intl.formatMessage(searchMessages.submit)}
        </Button>
      </ControlGroup>
    </form>
  );
});

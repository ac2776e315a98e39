import { Button, Callout, Card, H1, H3, NonIdealState, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { Fragment, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { LoadState } from './person-list-store.js';
import './person-list.css';

/** The words of one list of persons. */
export interface PersonListTexts {
  readonly heading: MessageDescriptor;
  readonly intro: MessageDescriptor;
  readonly add: MessageDescriptor;
  readonly loading: MessageDescriptor;
  readonly loadFailed: MessageDescriptor;
  readonly retry: MessageDescriptor;
  readonly empty: MessageDescriptor;
}

/** What the view reads of a PersonListStore. */
export interface PersonListSource {
  readonly state: LoadState;
  readonly items: readonly unknown[];
  load(): Promise<void>;
  openCreate(): void;
}

/**
 * A register of persons on screen: the heading with its intro and the add button, then loading,
 * a failed load with a retry, the empty state, or the list the feature draws (`children`).
 */
export const PersonListView = observer(function PersonListView({
  store,
  texts,
  headingId,
  headingLevel,
  children,
}: {
  readonly store: PersonListSource;
  readonly texts: PersonListTexts;
  /** The heading's id (what the list or its section is labelled by) and level: a page's 1, a tab's 3. */
  readonly headingId: string;
  readonly headingLevel: 1 | 3;
  /** The list, shown once there is someone in it. */
  readonly children: ReactNode;
}) {
  const intl = useIntl();
  const count = store.items.length;
  const Heading = headingLevel === 1 ? H1 : H3;
  return (
    <>
      <div className="tolk-person-list-head">
        <div>
          <Heading id={headingId}>
            <FormattedMessage {...texts.heading} />
          </Heading>
          <p>
            <FormattedMessage {...texts.intro} />
          </p>
        </div>
        <Button intent="primary" icon="add" onClick={() => store.openCreate()}>
          <FormattedMessage {...texts.add} />
        </Button>
      </div>
      {store.state === 'loading' && count === 0 ? <Spinner size={30} aria-label={intl.formatMessage(texts.loading)} /> : null}
      {store.state === 'failed' ? (
        <Callout intent="warning">
          <FormattedMessage {...texts.loadFailed} />{' '}
          <Button variant="minimal" size="small" onClick={() => void store.load()}>
            <FormattedMessage {...texts.retry} />
          </Button>
        </Callout>
      ) : null}
      {store.state === 'ready' && count === 0 ? (
        <NonIdealState icon="people" description={intl.formatMessage(texts.empty)} />
      ) : null}
      {count > 0 ? children : null}
    </>
  );
});

/** A label and its value in a person's card. */
export interface PersonFact {
  readonly label: string;
  readonly value: string;
}

/** One person of the list: the name, the facts, the edit button (named after the person) and more actions. */
export function PersonCard({
  name,
  facts,
  edit,
  children,
}: {
  readonly name: ReactNode;
  readonly facts: readonly PersonFact[];
  readonly edit: { readonly label: string; readonly text: MessageDescriptor; readonly onClick: () => void };
  readonly children?: ReactNode;
}) {
  return (
    <li>
      <Card className="tolk-person-row" compact>
        <div className="tolk-person-name">{name}</div>
        <dl className="tolk-person-facts">
          {facts.map((fact) => (
            <Fragment key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </Fragment>
          ))}
        </dl>
        <div className="tolk-person-actions">
          <Button variant="outlined" size="small" icon="edit" aria-label={edit.label} onClick={edit.onClick}>
            <FormattedMessage {...edit.text} />
          </Button>
          {children}
        </div>
      </Card>
    </li>
  );
}

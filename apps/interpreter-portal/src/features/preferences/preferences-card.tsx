import { Button, Callout, Card, Checkbox, H2, NonIdealState, Spinner } from '@blueprintjs/core';
import type { PreferenceOption } from '@tolk/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useInterpreterRoot } from '../../app/root-context.js';
import { preferencesMessages as m } from './preferences.messages.js';
import type { PreferenceList, PreferencesStore } from './preferences-store.js';

/** The settings' assignment chooser: three groups of checkboxes, nothing ticked in a group meaning all of it. */
export const PreferencesCard = observer(function PreferencesCard() {
  const root = useInterpreterRoot();
  const [store] = useState(() => root.screens.preferences());
  const intl = useIntl();
  useEffect(() => void store.load(), [store]);
  const { options } = store;
  return (
    <Card>
      <section aria-labelledby="assignment-preferences-heading">
        <H2 id="assignment-preferences-heading">
          <FormattedMessage {...m.heading} />
        </H2>
        <p>
          <FormattedMessage {...m.intro} />
        </p>
        {store.state === 'loading' && !options ? (
          <Spinner size={24} />
        ) : store.state === 'failed' || !options ? (
          <NonIdealState
            icon="error"
            title={intl.formatMessage(m.loadFailed)}
            action={<Button onClick={() => void store.load()}>{intl.formatMessage(m.retry)}</Button>}
          />
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void store.save().then((saved) => saved && root.notifier.say(m.saved, 'success'));
            }}
          >
            <div className="tolk-preferences-groups">
              <Group store={store} list="agreementIds" options={options.agreements} />
              <Group store={store} list="articleIds" options={options.articles} />
              <Group store={store} list="businessAreaIds" options={options.businessAreas} />
            </div>
            {store.changed ? (
              <Callout intent="primary" role="status" className="tolk-preferences-unsaved">
                <FormattedMessage {...m.unsaved} />
              </Callout>
            ) : null}
            <div className="tolk-action-bar">
              <Button type="submit" intent="primary" icon="floppy-disk" loading={store.saving} disabled={!store.changed}>
                <FormattedMessage {...m.save} />
              </Button>
              {store.changed ? (
                <Button variant="minimal" onClick={() => store.undo()}>
                  <FormattedMessage {...m.undo} />
                </Button>
              ) : null}
            </div>
          </form>
        )}
      </section>
    </Card>
  );
});

const Group = observer(function Group({
  store,
  list,
  options,
}: {
  store: PreferencesStore;
  list: PreferenceList;
  options: readonly PreferenceOption<number | string>[];
}) {
  const intl = useIntl();
  const hintId = useId();
  const none = store.draft[list].length === 0;
  return (
    <fieldset className="tolk-preferences-group" aria-describedby={none ? hintId : undefined}>
      <legend>{intl.formatMessage(m[list])}</legend>
      {options.map((option) => (
        <Checkbox
          key={option.id}
          label={option.name}
          checked={store.isChosen(list, option.id)}
          onChange={() => store.toggle(list, option.id)}
        />
      ))}
      {none ? (
        <p id={hintId} className="tolk-muted">
          <FormattedMessage {...m.allOfGroup} />
        </p>
      ) : null}
    </fieldset>
  );
});

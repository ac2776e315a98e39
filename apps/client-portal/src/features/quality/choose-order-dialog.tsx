import { Button, Classes, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import type { Assignment } from '@tolk/core';
import { fieldProblemText } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useRootStore } from '../../app/root-context.js';
import type { ChooseOrderProblem } from './choose-order-store.js';
import { deviationFormMessages } from './deviation-form.messages.js';
import { qualityMessages as m } from './quality.messages.js';

function problemText(intl: IntlShape, problem: ChooseOrderProblem, name: string): string {
  switch (problem.kind) {
    case 'required':
      return fieldProblemText(intl, { kind: 'required' }, name);
    case 'not-found':
      return intl.formatMessage(m.orderNotFound, { number: problem.number });
    case 'has-deviation':
      return intl.formatMessage(m.orderHasDeviation, { number: problem.number });
    case 'failed':
      return intl.formatMessage(m.orderSearchFailed);
  }
}

/** "Skicka avvikelse" on /report-quality: the booking number first, then the form about that order. */
export const ChooseOrderDialog = observer(function ChooseOrderDialog({
  onChosen,
  onCancel,
}: {
  readonly onChosen: (assignment: Assignment) => void;
  readonly onCancel: () => void;
}) {
  const root = useRootStore();
  const intl = useIntl();
  const id = useId();
  const [store] = useState(() => root.screens.chooseOrder());
  const label = intl.formatMessage(deviationFormMessages.orderNumber);
  const problem = store.problem;
  return (
    <Dialog isOpen onClose={onCancel} title={intl.formatMessage(m.chooseOrderTitle)} canOutsideClickClose={false}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void store.find().then((found) => found && onChosen(found));
        }}
      >
        <DialogBody>
          <p>
            <FormattedMessage {...m.chooseOrderText} />
          </p>
          <FormGroup
            label={label}
            labelFor={id}
            intent={problem ? 'danger' : 'none'}
            helperText={problem ? <span role="alert">{problemText(intl, problem, label)}</span> : undefined}
          >
            <InputGroup
              id={id}
              autoFocus
              inputMode="numeric"
              value={store.number}
              intent={problem ? 'danger' : 'none'}
              onChange={(e) => store.change(e.currentTarget.value)}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button className={Classes.MINIMAL} onClick={onCancel}>
                <FormattedMessage {...deviationFormMessages.cancel} />
              </Button>
              <Button intent="primary" type="submit" loading={store.searching}>
                <FormattedMessage {...m.chooseOrderNext} />
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
});

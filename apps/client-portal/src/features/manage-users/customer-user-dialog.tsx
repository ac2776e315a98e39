import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { CUSTOMER_USER_TYPES, type CustomerUserField, type CustomerUserProblem, type CustomerUserType } from '@tolk/core';
import { fieldProblemText } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { ManageUsersStore } from './manage-users-store.js';
import { manageUsersMessages as m } from './manage-users.messages.js';

export const FIELD_LABELS = { name: m.name, email: m.email, phone: m.phone, type: m.type } as const;
export const TYPE_LABELS = { administrator: m.administrator, orderer: m.orderer } as const;
const TYPE_NOTES = { administrator: m.administratorNote, orderer: m.ordererNote } as const;

const INPUTS: Record<Exclude<CustomerUserField, 'type'>, { type: string; inputMode?: 'email' | 'tel' }> = {
  name: { type: 'text' },
  email: { type: 'email', inputMode: 'email' },
  phone: { type: 'tel', inputMode: 'tel' },
};

function problemText(intl: IntlShape, problem: CustomerUserProblem, name: string): string {
  switch (problem.kind) {
    case 'invalid-email':
      return intl.formatMessage(m.invalidEmail);
    case 'email-taken':
      return intl.formatMessage(m.emailTaken);
    case 'invalid-phone':
      return intl.formatMessage(m.invalidPhone, { name });
    case 'last-administrator':
      return intl.formatMessage(m.lastAdministrator);
    default:
      return fieldProblemText(intl, problem, name);
  }
}

/** Add or change a portal user: name, e-mail, contact number, type, all required. */
export const CustomerUserDialog = observer(function CustomerUserDialog({ store }: { store: ManageUsersStore }) {
  const intl = useIntl();
  const editor = store.editor;
  const title = editor?.editing
    ? intl.formatMessage(m.editTitle, { name: editor.editing.name })
    : intl.formatMessage(m.createTitle);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.save();
  };
  const problem = (field: CustomerUserField) => {
    const found = store.problemOf(field);
    return found ? problemText(intl, found, intl.formatMessage(FIELD_LABELS[field])) : undefined;
  };
  const typeProblem = problem('type');
  return (
    <Dialog isOpen={editor !== null} onClose={() => store.close()} title={title} className="tolk-users-dialog">
      {editor ? (
        <form onSubmit={onSubmit} noValidate aria-label={title}>
          <DialogBody>
            {(['name', 'email', 'phone'] as const).map((field) => {
              const text = problem(field);
              const id = `user-${field}`;
              return (
                <FormGroup
                  key={field}
                  label={intl.formatMessage(FIELD_LABELS[field])}
                  labelFor={id}
                  labelInfo="*"
                  intent={text ? 'danger' : 'none'}
                  helperText={
                    text ? (
                      <span id={`${id}-problem`} role="alert">
                        {text}
                      </span>
                    ) : undefined
                  }
                >
                  <InputGroup
                    id={id}
                    name={field}
                    type={INPUTS[field].type}
                    inputMode={INPUTS[field].inputMode}
                    autoComplete="off"
                    value={editor.form[field]}
                    onValueChange={(value) => store.set(field, value)}
                    onBlur={() => store.touch(field)}
                    intent={text ? 'danger' : 'none'}
                    aria-invalid={text ? true : undefined}
                    aria-describedby={text ? `${id}-problem` : undefined}
                    aria-required
                    autoFocus={field === 'name'}
                  />
                </FormGroup>
              );
            })}
            <FormGroup intent={typeProblem ? 'danger' : 'none'} className="tolk-users-type">
              <RadioGroup
                name="user-type"
                label={
                  <>
                    <FormattedMessage {...m.type} /> <span className="bp6-text-muted">*</span>
                  </>
                }
                selectedValue={editor.form.type}
                onChange={(event) => {
                  store.set('type', event.currentTarget.value as CustomerUserType);
                  store.touch('type');
                }}
                aria-invalid={typeProblem ? true : undefined}
                aria-describedby={typeProblem ? 'user-type-problem' : undefined}
                aria-required
              >
                {CUSTOMER_USER_TYPES.map((type) => (
                  <Radio key={type} value={type}>
                    <span className="tolk-users-type-name">{intl.formatMessage(TYPE_LABELS[type])}</span>
                    <span className="tolk-users-type-note">{intl.formatMessage(TYPE_NOTES[type])}</span>
                  </Radio>
                ))}
              </RadioGroup>
              {typeProblem ? (
                <div className="bp6-form-helper-text" id="user-type-problem" role="alert">
                  {typeProblem}
                </div>
              ) : null}
            </FormGroup>
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button onClick={() => store.close()}>
                  <FormattedMessage {...m.cancel} />
                </Button>
                <Button type="submit" intent="primary" loading={store.busy}>
                  <FormattedMessage {...m.save} />
                </Button>
              </>
            }
          />
        </form>
      ) : null}
    </Dialog>
  );
});

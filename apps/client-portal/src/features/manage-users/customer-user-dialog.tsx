import { FormGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { CUSTOMER_USER_TYPES, type CustomerUserField, type CustomerUserProblem, type CustomerUserType } from '@tolk/core';
import { fieldProblemText } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { editorProps, PersonFormDialog, type PersonInputKind } from '../person-form/person-form-dialog.js';
import type { ManageUsersStore } from './manage-users-store.js';
import { manageUsersMessages as m } from './manage-users.messages.js';

export const FIELD_LABELS = { name: m.name, email: m.email, phone: m.phone, type: m.type } as const;
export const TYPE_LABELS = { administrator: m.administrator, orderer: m.orderer } as const;
const TYPE_NOTES = { administrator: m.administratorNote, orderer: m.ordererNote } as const;

/** The text fields; the type is chosen with radios below them. */
const TEXT_FIELDS: Record<Exclude<CustomerUserField, 'type'>, PersonInputKind> = { name: 'text', email: 'email', phone: 'tel' };

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
  const problem = (field: CustomerUserField) => {
    const found = store.problemOf(field);
    return found ? problemText(intl, found, intl.formatMessage(FIELD_LABELS[field])) : undefined;
  };
  const typeProblem = problem('type');
  return (
    <PersonFormDialog
      {...editorProps(store)}
      title={title}
      idPrefix="user"
      fields={
        editor
          ? (['name', 'email', 'phone'] as const).map((field) => ({
              name: field,
              label: intl.formatMessage(FIELD_LABELS[field]),
              kind: TEXT_FIELDS[field],
              required: true,
              value: editor.form[field],
              problem: problem(field),
            }))
          : []
      }
      extra={
        editor ? (
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
        ) : null
      }
      submitText={m.save}
      cancelText={m.cancel}
    />
  );
});

import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { displayName, type ContactPersonField, type ContactPersonProblem } from '@tolk/core';
import { fieldProblemText } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { FIELD_LABELS, type ContactPersonsStore } from './contact-persons-store.js';
import { contactPersonsMessages as m } from './contact-persons.messages.js';

const INPUT: Record<ContactPersonField, { type: string; autoComplete: string; inputMode?: 'email' | 'tel' }> = {
  firstName: { type: 'text', autoComplete: 'off' },
  lastName: { type: 'text', autoComplete: 'off' },
  title: { type: 'text', autoComplete: 'off' },
  email: { type: 'email', autoComplete: 'off', inputMode: 'email' },
  phoneDirect: { type: 'tel', autoComplete: 'off', inputMode: 'tel' },
  phoneMobile: { type: 'tel', autoComplete: 'off', inputMode: 'tel' },
};

function problemText(intl: IntlShape, problem: ContactPersonProblem, name: string): string {
  switch (problem.kind) {
    case 'invalid-email':
      return intl.formatMessage(m.invalidEmail);
    case 'invalid-phone':
      return intl.formatMessage(m.invalidPhone, { name });
    default:
      return fieldProblemText(intl, problem, name);
  }
}

/** Create (every field) or edit (e-mail and phones only) a contact person (spec 3 §5). */
export const ContactPersonDialog = observer(function ContactPersonDialog({ store }: { store: ContactPersonsStore }) {
  const intl = useIntl();
  const editor = store.editor;
  const title = editor?.editing
    ? intl.formatMessage(m.editTitle, { name: displayName(editor.editing) })
    : intl.formatMessage(m.createTitle);
  const required = (field: ContactPersonField) =>
    field === 'firstName' || field === 'lastName' || (field === 'email' && store.isEmailRequired());
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.save();
  };
  return (
    <Dialog isOpen={editor !== null} onClose={() => store.close()} title={title} className="tolk-contact-dialog">
      {editor ? (
        <form onSubmit={onSubmit} noValidate aria-label={title}>
          <DialogBody>
            {editor.mode === 'edit' ? (
              <Callout intent="primary" icon={null} className="tolk-contact-note">
                <FormattedMessage {...m.editNote} />
              </Callout>
            ) : null}
            <p className="tolk-contact-note" id="contact-channel-note">
              <FormattedMessage {...m.channelNote} />
              {store.isEmailRequired() ? (
                <>
                  {' '}
                  <FormattedMessage {...m.emailRequiredNote} />
                </>
              ) : null}
            </p>
            {store.fields.map((field) => {
              const name = intl.formatMessage(FIELD_LABELS[field]);
              const problem = store.problemOf(field);
              const text = problem ? problemText(intl, problem, name) : undefined;
              const id = `contact-${field}`;
              return (
                <FormGroup
                  key={field}
                  label={name}
                  labelFor={id}
                  labelInfo={required(field) ? '*' : undefined}
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
                    type={INPUT[field].type}
                    inputMode={INPUT[field].inputMode}
                    autoComplete={INPUT[field].autoComplete}
                    value={editor.form[field]}
                    onValueChange={(value) => store.set(field, value)}
                    onBlur={() => store.touch(field)}
                    intent={text ? 'danger' : 'none'}
                    aria-invalid={text ? true : undefined}
                    aria-describedby={text ? `${id}-problem` : undefined}
                    aria-required={required(field) || undefined}
                    autoFocus={field === store.fields[0]}
                  />
                </FormGroup>
              );
            })}
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

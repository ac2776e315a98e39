import { Callout } from '@blueprintjs/core';
import { displayName } from '@tolk/core';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { editorProps, PersonFormDialog } from '../person-form/person-form-dialog.js';
import { ContactChannelNote, contactFields } from './contact-person-fields.js';
import type { ContactPersonsStore } from './contact-persons-store.js';
import { contactPersonsMessages as m } from './contact-persons.messages.js';
import './contact-persons.css';

/** Create (every field) or edit (e-mail and phones only) a contact person (spec 3 §5). */
export const ContactPersonDialog = observer(function ContactPersonDialog({ store }: { store: ContactPersonsStore }) {
  const intl = useIntl();
  const editor = store.editor;
  const editing = editor?.editing ?? null;
  const title = editing ? intl.formatMessage(m.editTitle, { name: displayName(editing) }) : intl.formatMessage(m.createTitle);
  const emailRequired = store.isEmailRequired();
  return (
    <PersonFormDialog
      {...editorProps(store)}
      title={title}
      idPrefix="contact"
      fields={
        editor
          ? contactFields(intl, {
              fields: store.fields,
              form: editor.form,
              problemOf: (field) => store.problemOf(field),
              emailRequired,
            })
          : []
      }
      intro={
        <>
          {editing ? (
            <Callout intent="primary" icon={null} className="tolk-contact-note">
              <FormattedMessage {...m.editNote} />
            </Callout>
          ) : null}
          <ContactChannelNote
            note={m.channelNote}
            emailRequired={emailRequired}
            className="tolk-contact-note"
            id="contact-channel-note"
          />
        </>
      }
      submitText={m.save}
      cancelText={m.cancel}
    />
  );
});

import { Button, FileInput, FormGroup, Icon, InputGroup } from '@blueprintjs/core';
import { ALLOWED_FILE_EXTENSIONS, MAX_UPLOAD_MB, shortFileName } from '@tolk/core';
import { readBase64 } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AssignmentFormStore } from './assignment-form-store.js';
import { bookingFormMessages as m } from './booking-form.messages.js';
import { FieldHelper, useProblemText } from './draft-fields.js';
import { Section } from './form-section.js';

/** What the file picker offers: the types an order accepts (spec 1 §5). */
const ACCEPT = ALLOWED_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** "Attachments" (step 2): one file at a time, each with a description, and the reason a file was refused. */
export const AttachmentsSection = observer(function AttachmentsSection({ form }: { readonly form: AssignmentFormStore }) {
  const intl = useIntl();
  const id = form.fieldId('files');
  const problem = useProblemText(form, 'files');
  const onFile = async (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file || !form.admitFile(file)) return;
    const base64 = await readBase64(file);
    form.addFile({ name: file.name, size: file.size, type: file.type, base64, description: '' });
  };
  return (
    <Section title={m.attachments} id={form.fieldId('section-files')}>
      <FormGroup
        label={intl.formatMessage(m.addFile)}
        labelFor={id}
        helperText={
          form.fileRefusal ? (
            <span role="alert" className="tolk-booking-problem">
              <FormattedMessage
                {...(form.fileRefusal === 'too-large' ? m.fileTooLarge : m.invalidFile)}
                values={{ mb: MAX_UPLOAD_MB }}
              />
            </span>
          ) : problem ? (
            <FieldHelper id={id} problem={problem} />
          ) : (
            <FormattedMessage {...m.fileTypes} values={{ mb: MAX_UPLOAD_MB }} />
          )
        }
        intent={form.fileRefusal || problem ? 'danger' : 'none'}
      >
        <FileInput
          text={intl.formatMessage(m.chooseFile)}
          buttonText={intl.formatMessage(m.browse)}
          inputProps={{
            id,
            accept: ACCEPT,
            multiple: false,
            onChange: (event) => void onFile(event),
          }}
        />
      </FormGroup>
      {form.draft.files.length > 0 ? (
        <ul className="tolk-booking-files">
          {form.draft.files.map((file, index) => (
            <li key={`${index}-${file.name}`}>
              <div className="tolk-booking-inline">
                <Icon icon="paperclip" aria-hidden />
                <span title={file.name}>{shortFileName(file.name)}</span>
                <Button
                  variant="minimal"
                  size="small"
                  icon="trash"
                  aria-label={intl.formatMessage(m.removeFile, { file: file.name })}
                  onClick={() => form.removeFile(index)}
                />
              </div>
              <InputGroup
                aria-label={intl.formatMessage(m.fileDescription, { file: file.name })}
                placeholder={intl.formatMessage(m.fileDescription, { file: shortFileName(file.name) })}
                value={file.description}
                onValueChange={(value) => form.setFileDescription(index, value)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
});

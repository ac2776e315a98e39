import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import type { FormEvent, ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import './person-form.css';

export type PersonInputKind = 'text' | 'email' | 'tel';

/** One text field of the dialog, worded and filled by the feature. */
export interface PersonTextField<F extends string> {
  readonly name: F;
  readonly label: string;
  readonly kind: PersonInputKind;
  readonly required: boolean;
  readonly value: string;
  /** The field's problem in words, once it is shown. */
  readonly problem?: string;
}

export interface PersonFormDialogProps<F extends string> {
  readonly isOpen: boolean;
  readonly title: string;
  /** The dialog's class; `tolk-person-dialog` (520 px, the screen's width on a phone) by default. */
  readonly className?: string;
  /** The inputs' ids are `${idPrefix}-${field}`, their problems' `${idPrefix}-${field}-problem`. */
  readonly idPrefix: string;
  /** The text fields in order; a field not given is not shown. */
  readonly fields: readonly PersonTextField<F>[];
  /** The field focused on opening; the first one by default. */
  readonly autoFocus?: F;
  /** After a required field's label; "*" by default. */
  readonly requiredMark?: ReactNode;
  /** Above the fields: notes and callouts. */
  readonly intro?: ReactNode;
  /** Below the fields: what is not a text field (the user type's radios). */
  readonly extra?: ReactNode;
  readonly submitText: MessageDescriptor;
  readonly cancelText: MessageDescriptor;
  /** A save is under way: the submit button spins, and Cancel and Escape wait for its answer. */
  readonly busy?: boolean;
  readonly onChange: (field: F, value: string) => void;
  /** The user left a field: its problem may show. */
  readonly onLeave: (field: F) => void;
  readonly onSubmit: () => void;
  readonly onClose: () => void;
}

const INPUT_MODES: Record<PersonInputKind, 'email' | 'tel' | undefined> = { text: undefined, email: 'email', tel: 'tel' };

/**
 * The one dialog that adds or changes a person: a contact person (settings, direct booking), a
 * person typed into the booking form, a portal user. The feature gives the fields, their words
 * and problems, the notes and the handlers; this draws the form the same way for all of them.
 */
export function PersonFormDialog<F extends string>(props: PersonFormDialogProps<F>) {
  const { isOpen, title, busy = false, onClose } = props;
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog isOpen={isOpen} onClose={close} title={title} className={props.className ?? 'tolk-person-dialog'}>
      {isOpen ? <PersonForm {...props} onClose={close} /> : null}
    </Dialog>
  );
}

function PersonForm<F extends string>({
  title,
  idPrefix,
  fields,
  autoFocus = fields[0]?.name,
  requiredMark = '*',
  intro,
  extra,
  submitText,
  cancelText,
  busy,
  onChange,
  onLeave,
  onSubmit,
  onClose,
}: PersonFormDialogProps<F>) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled, but React bubbles its submit to a form around the opener (the booking form).
    event.stopPropagation();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <DialogBody>
        {intro}
        {fields.map((field) => {
          const id = `${idPrefix}-${field.name}`;
          const problemId = `${id}-problem`;
          return (
            <FormGroup
              key={field.name}
              label={field.label}
              labelFor={id}
              labelInfo={field.required ? requiredMark : undefined}
              intent={field.problem ? 'danger' : 'none'}
              helperText={
                field.problem ? (
                  <span id={problemId} role="alert">
                    {field.problem}
                  </span>
                ) : undefined
              }
            >
              <InputGroup
                id={id}
                name={field.name}
                type={field.kind}
                inputMode={INPUT_MODES[field.kind]}
                autoComplete="off"
                value={field.value}
                onValueChange={(value) => onChange(field.name, value)}
                onBlur={() => onLeave(field.name)}
                intent={field.problem ? 'danger' : 'none'}
                aria-invalid={field.problem ? true : undefined}
                aria-describedby={field.problem ? problemId : undefined}
                aria-required={field.required || undefined}
                autoFocus={field.name === autoFocus}
              />
            </FormGroup>
          );
        })}
        {extra}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}>
              <FormattedMessage {...cancelText} />
            </Button>
            <Button type="submit" intent="primary" loading={busy}>
              <FormattedMessage {...submitText} />
            </Button>
          </>
        }
      />
    </form>
  );
}

/** What the dialog reads of a PersonListStore (contact persons, portal users). */
export interface PersonEditorSource<F extends string> {
  readonly editor: unknown;
  readonly busy: boolean;
  set(field: F, value: string): void;
  touch(field: F): void;
  save(): Promise<boolean>;
  close(): void;
}

/** The dialog's props that follow a PersonListStore: open while it edits someone, its save, its handlers. */
export function editorProps<F extends string>(store: PersonEditorSource<F>) {
  return {
    isOpen: store.editor !== null,
    busy: store.busy,
    onChange: (field: F, value: string) => store.set(field, value),
    onLeave: (field: F) => store.touch(field),
    onSubmit: () => void store.save(),
    onClose: () => store.close(),
  } satisfies Partial<PersonFormDialogProps<F>>;
}

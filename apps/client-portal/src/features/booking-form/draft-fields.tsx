import { FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import type { DraftField } from '@tolk/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { AssignmentFormStore, DraftTextField } from './assignment-form-store.js';
import { DRAFT_FIELD_LABELS } from './field-labels.js';
import { bookingProblemText } from './problem-text.js';
import { RequiredMark } from '@tolk/ui';

/** The problem of a field as text (with the field's label in it), once it is to be shown. */
export function useProblemText(form: AssignmentFormStore, field: DraftField): string | undefined {
  const intl = useIntl();
  const problem = form.problemOf(field);
  return problem ? bookingProblemText(intl, problem, intl.formatMessage(DRAFT_FIELD_LABELS[field])) : undefined;
}

/** The helper line of a field: its problem (announced) or a hint. */
export function FieldHelper({
  id,
  problem,
  hint,
}: {
  readonly id: string;
  readonly problem?: string;
  readonly hint?: ReactNode;
}) {
  if (problem)
    return (
      <span id={`${id}-problem`} role="alert">
        {problem}
      </span>
    );
  return hint ? <span id={`${id}-hint`}>{hint}</span> : null;
}

export interface DraftTextInputProps {
  readonly form: AssignmentFormStore;
  /** companyName has no rule of its own; pass its label. */
  readonly field: DraftTextField;
  readonly required?: boolean;
  readonly multiline?: boolean;
  readonly type?: 'text' | 'url' | 'tel';
  readonly inputMode?: 'text' | 'url' | 'tel' | 'numeric';
  readonly autoComplete?: string;
  readonly hint?: ReactNode;
  readonly placeholder?: string;
  /** A label other than the field's own. */
  readonly label?: string;
}

/** One text field of the draft: labelled, its problem under it once shown, touched when left. */
export const DraftTextInput = observer(function DraftTextInput(props: DraftTextInputProps) {
  const { form, field } = props;
  const intl = useIntl();
  const id = form.fieldId(field);
  const ruled = field as DraftField;
  const label = props.label ?? intl.formatMessage(DRAFT_FIELD_LABELS[ruled]);
  const problem = useProblemText(form, ruled);
  const describedBy = problem ? `${id}-problem` : props.hint ? `${id}-hint` : undefined;
  const common = {
    id,
    name: id,
    value: form.draft[field],
    onBlur: () => form.touch(ruled),
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': props.required || undefined,
    placeholder: props.placeholder,
  } as const;
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={props.required ? <RequiredMark /> : undefined}
      intent={problem ? 'danger' : 'none'}
      helperText={<FieldHelper id={id} problem={problem} hint={props.hint} />}
    >
      {props.multiline ? (
        <TextArea
          {...common}
          fill
          autoResize
          intent={problem ? 'danger' : 'none'}
          onChange={(event) => form.setText(field, event.currentTarget.value)}
        />
      ) : (
        <InputGroup
          {...common}
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          autoComplete={props.autoComplete ?? 'off'}
          intent={problem ? 'danger' : 'none'}
          onValueChange={(value) => form.setText(field, value)}
        />
      )}
    </FormGroup>
  );
});

import { FormGroup, InputGroup } from '@blueprintjs/core';
import type { FieldProblem } from '@tolk/core';
import { observer } from 'mobx-react-lite';
import type { HTMLInputTypeAttribute } from 'react';
import { useIntl } from 'react-intl';
import { fieldProblemText } from './field-problem.js';

export interface TextFieldProps {
  /** Also the id of the input, so labels, errors and tests can find it. */
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  /** Shown under the field once `showProblem` is true (after the user left the field or submitted). */
  readonly problem: FieldProblem | undefined;
  readonly showProblem: boolean;
  readonly type?: HTMLInputTypeAttribute;
  readonly autoComplete?: string;
  readonly inputMode?: 'numeric' | 'text' | 'email' | 'tel';
  readonly required?: boolean;
  readonly autoFocus?: boolean;
}

/** A labelled text input whose problem is announced to assistive technology. */
export const TextField = observer(function TextField(props: TextFieldProps) {
  const intl = useIntl();
  const problemText = props.showProblem && props.problem ? fieldProblemText(intl, props.problem, props.label) : undefined;
  const helperId = `${props.id}-problem`;
  return (
    <FormGroup
      label={props.label}
      labelFor={props.id}
      labelInfo={props.required ? '*' : undefined}
      intent={problemText ? 'danger' : 'none'}
      helperText={
        problemText ? (
          <span id={helperId} role="alert">
            {problemText}
          </span>
        ) : undefined
      }
    >
      <InputGroup
        id={props.id}
        name={props.id}
        type={props.type ?? 'text'}
        value={props.value}
        onValueChange={(value) => props.onChange(value)}
        onBlur={props.onBlur}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        autoFocus={props.autoFocus}
        intent={problemText ? 'danger' : 'none'}
        aria-invalid={problemText ? true : undefined}
        aria-describedby={problemText ? helperId : undefined}
        aria-required={props.required}
      />
    </FormGroup>
  );
});

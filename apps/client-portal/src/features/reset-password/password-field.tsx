import { FormGroup, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';

export interface PasswordFieldProps {
  /** Also the input's id and name, so the label and the problem find it. */
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
  /** Shown under the field and announced when set. */
  readonly problem: string | undefined;
  readonly visible: boolean;
  readonly autoComplete: 'current-password' | 'new-password';
  readonly describedBy?: string;
  readonly autoFocus?: boolean;
}

/** A labelled password input whose problem is announced; `visible` shows the typed text. */
export const PasswordField = observer(function PasswordField(props: PasswordFieldProps) {
  const helperId = `${props.id}-problem`;
  const describedBy = [props.problem ? helperId : null, props.describedBy ?? null].filter(Boolean).join(' ') || undefined;
  return (
    <FormGroup
      label={props.label}
      labelFor={props.id}
      labelInfo="*"
      intent={props.problem ? 'danger' : 'none'}
      helperText={
        props.problem ? (
          <span id={helperId} role="alert">
            {props.problem}
          </span>
        ) : undefined
      }
    >
      <InputGroup
        id={props.id}
        name={props.id}
        type={props.visible ? 'text' : 'password'}
        value={props.value}
        onValueChange={(value) => props.onChange(value)}
        onBlur={props.onBlur}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        intent={props.problem ? 'danger' : 'none'}
        aria-invalid={props.problem ? true : undefined}
        aria-describedby={describedBy}
        aria-required
      />
    </FormGroup>
  );
});

import { Button, DialogFooter, type ButtonProps } from '@blueprintjs/core';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';

/** A footer button: its text and what Blueprint's Button takes besides (onClick, intent, type …). */
export type StepAction = Omit<ButtonProps, 'children' | 'text'> & { readonly label: MessageDescriptor };

function ActionButton({ label, ...props }: StepAction) {
  return (
    <Button {...props}>
      <FormattedMessage {...label} />
    </Button>
  );
}

/**
 * A direct-booking step's footer: the way back or out, then the step's main action (primary), when
 * it has one. Every step of the modal ends this way.
 */
export function StepFooter({ secondary, primary }: { readonly secondary: StepAction; readonly primary?: StepAction }) {
  return (
    <DialogFooter
      actions={
        <>
          <ActionButton {...secondary} />
          {primary ? <ActionButton intent="primary" {...primary} /> : null}
        </>
      }
    />
  );
}

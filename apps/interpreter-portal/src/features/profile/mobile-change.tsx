import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { PHONE_MAX_LENGTH, phoneProblem, type InterpreterProfile } from '@tolk/core';
import { phoneProblemText } from '@tolk/ui';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useInterpreterRoot } from '../../app/root-context.js';
import { profileMessages as m } from './profile.messages.js';

/**
 * The one detail an interpreter changes here (issue 15): the mobile number customers see as the
 * order's ResourcePhoneNumber. Checked with the spec's phone rule before it is sent; what was typed
 * stays in the field when the CRM refuses it or cannot be reached.
 */
export function MobileChange({ current, onChanged }: { current: string; onChanged: (profile: InterpreterProfile) => void }) {
  const root = useInterpreterRoot();
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(current);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const label = intl.formatMessage(m.newMobile);
  const problem = phoneProblem(value, { required: true });
  const problemText = tried && problem ? phoneProblemText(intl, problem, label) : undefined;

  if (!editing)
    return (
      <Button icon="edit" onClick={() => setEditing(true)}>
        <FormattedMessage {...m.changeMobile} />
      </Button>
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem) return;
    if (value.trim() === current) return setEditing(false);
    setSaving(true);
    try {
      onChanged(await root.changeMobile(value));
      root.notifier.say(m.mobileChanged, 'success');
      setEditing(false);
      setTried(false);
    } catch {
      // The transport has said why; the number typed stays for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={intl.formatMessage(m.changeMobile)}>
      <FormGroup
        label={label}
        labelFor="new-mobile"
        labelInfo="*"
        intent={problemText ? 'danger' : 'none'}
        helperText={
          problemText ? (
            <span id="new-mobile-problem" role="alert">
              {problemText}
            </span>
          ) : (
            <span id="new-mobile-help">{intl.formatMessage(m.mobileHelp)}</span>
          )
        }
      >
        <InputGroup
          id="new-mobile"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={PHONE_MAX_LENGTH + 10}
          value={value}
          onValueChange={setValue}
          intent={problemText ? 'danger' : 'none'}
          aria-invalid={problemText ? true : undefined}
          aria-describedby={problemText ? 'new-mobile-problem' : 'new-mobile-help'}
          aria-required
          autoFocus
        />
      </FormGroup>
      <div className="tolk-action-bar">
        <Button type="submit" intent="primary" loading={saving}>
          <FormattedMessage {...m.saveMobile} />
        </Button>
        <Button
          variant="minimal"
          onClick={() => {
            setEditing(false);
            setValue(current);
            setTried(false);
          }}
        >
          <FormattedMessage {...m.cancel} />
        </Button>
      </div>
    </form>
  );
}

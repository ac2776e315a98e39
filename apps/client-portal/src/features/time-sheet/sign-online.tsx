import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import type { Assignment, TimeReport } from '@tolk/core';
import { fieldMessages, SignaturePad } from '@tolk/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useRootStore } from '../../app/root-context.js';
import { TIME_SHEET_THANK_YOU_PATH } from './time-sheet-thank-you-page.js';
import { timeSheetMessages as m } from './time-sheet.messages.js';

/**
 * The customer signs online (issue 15, spec 3 §4): the interpreter sent the report without the
 * client's signature and said why. The signature and the name stay on a refused send; once sent,
 * the thank-you page of spec 2 §2.
 */
export function SignOnline({ assignment, report }: { readonly assignment: Assignment; readonly report: TimeReport }) {
  const root = useRootStore();
  const intl = useIntl();
  const navigate = useNavigate();
  const [signature, setSignature] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const nameMissing = name.trim() === '';
  const send = async () => {
    setTried(true);
    if (!signature || nameMissing) return;
    setSending(true);
    setFailed(false);
    try {
      await root.quality.timeReports.sign(assignment.id, { contentType: 'image/png', base64: signature }, name.trim());
      navigate(TIME_SHEET_THANK_YOU_PATH, { state: { assignmentId: assignment.id } });
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  };
  return (
    <section className="tolk-no-print tolk-sign-online" aria-labelledby="sign-online-heading">
      <h2 id="sign-online-heading">
        <FormattedMessage {...m.signHeading} />
      </h2>
      <p>
        <FormattedMessage {...m.signReason} values={{ reason: report.noSignatureReason ?? '' }} />
      </p>
      <p id="sign-online-help">
        <FormattedMessage {...m.signHelp} />
      </p>
      <SignaturePad
        value={signature}
        onChange={setSignature}
        label={intl.formatMessage(m.signCanvas)}
        clearLabel={intl.formatMessage(m.signClear)}
        describedBy="sign-online-help"
      />
      {tried && !signature ? (
        <Callout intent="danger" role="alert">
          <FormattedMessage {...m.signMissing} />
        </Callout>
      ) : null}
      <FormGroup
        label={intl.formatMessage(m.signerName)}
        labelFor="signer-name"
        labelInfo="*"
        intent={tried && nameMissing ? 'danger' : 'none'}
        helperText={
          tried && nameMissing ? (
            <span role="alert">{intl.formatMessage(fieldMessages.required, { name: intl.formatMessage(m.signerName) })}</span>
          ) : undefined
        }
      >
        <InputGroup id="signer-name" value={name} maxLength={200} autoComplete="name" onValueChange={setName} aria-required />
      </FormGroup>
      {failed ? (
        <Callout intent="danger" role="alert">
          <FormattedMessage {...m.signFailed} />
        </Callout>
      ) : null}
      <Button intent="primary" icon="draw" loading={sending} onClick={() => void send()}>
        <FormattedMessage {...m.signSend} />
      </Button>
    </section>
  );
}

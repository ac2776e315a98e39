import {
  Button,
  Checkbox,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  FileInput,
  FormGroup,
  HTMLSelect,
  InputGroup,
  TextArea,
} from '@blueprintjs/core';
import {
  DEVIATION_DESCRIPTION_MAX,
  MAX_UPLOAD_MB,
  NO_CONTACT_PERSON,
  descriptionLength,
  displayName,
  type DeviationProblem,
} from '@tolk/core';
import { fieldProblemText, formatLongDate, readBase64, formatTime, useNarrowScreen } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useRootStore } from '../../app/root-context.js';
import type { DeviationFormStore } from './deviation-form-store.js';
import { deviationFormMessages as m } from './deviation-form.messages.js';
import './quality.css';

/** The spec's message for a problem, with the field's name in it. */
function problemText(intl: IntlShape, problem: DeviationProblem | undefined, name: string): string | undefined {
  if (!problem) return undefined;
  if (problem.kind === 'invalid-email') return intl.formatMessage(m.invalidEmail, { name });
  return fieldProblemText(intl, problem, name);
}

/** Spec 2 §9: the success view goes back by itself after 3 seconds. */
export const SUCCESS_CLOSE_MS = 3000;

/**
 * The deviation form (spec 2 §2): a modal, full screen on a phone. Booking number and contact
 * person are read-only for an order and chosen for a general complaint; the cause starts on an
 * empty placeholder. After sending, a dialog with the deviation number (or, for a general
 * complaint, that it was mailed) closes by itself after 3 s and `onDone` returns by origin.
 */
export const DeviationFormDialog = observer(function DeviationFormDialog({
  store,
  onCancel,
  onDone,
}: {
  readonly store: DeviationFormStore;
  readonly onCancel: () => void;
  readonly onDone: () => void;
}) {
  const intl = useIntl();
  const root = useRootStore();
  const narrow = useNarrowScreen();
  const ids = useId();
  const form = store.form;
  const problems = store.tried ? store.problems : {};
  const reasons = root.feedback.reasons;
  const length = descriptionLength(form);

  useEffect(() => {
    void root.feedback.loadReasons();
    if (store.isGeneral)
      void root.account.contactPersons.list().then(
        (persons) => store.setContactPersons(persons),
        () => undefined,
      );
  }, [root, store]);

  useEffect(() => {
    if (!store.sent) return;
    const timer = setTimeout(onDone, SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [store.sent, onDone]);

  if (store.sent) {
    const sent = store.sent;
    return (
      <Dialog isOpen onClose={onDone} title={intl.formatMessage(m.successTitle)} enforceFocus autoFocus>
        <DialogBody>
          <p>
            {sent.kind === 'created' ? (
              <FormattedMessage {...m.successNumber} values={{ number: <strong>{sent.number}</strong> }} />
            ) : (
              <FormattedMessage {...m.successMailed} />
            )}
          </p>
          <p>
            <FormattedMessage
              {...m.successAnswer}
              values={{
                deadline:
                  sent.kind === 'created'
                    ? `${formatLongDate(intl.locale, sent.deadline)} ${formatTime(intl.locale, sent.deadline)}`
                    : '',
              }}
            />
          </p>
        </DialogBody>
        <DialogFooter
          actions={
            <Button intent="primary" onClick={onDone}>
              <FormattedMessage {...m.successClose} />
            </Button>
          }
        />
      </Dialog>
    );
  }

  const field = (name: keyof typeof m) => intl.formatMessage(m[name]);
  return (
    <Dialog
      isOpen
      onClose={onCancel}
      title={intl.formatMessage(store.isGeneral ? m.generalTitle : m.title)}
      className={narrow ? 'tolk-dialog-fullscreen' : 'tolk-deviation-dialog'}
      canOutsideClickClose={false}
      enforceFocus
      autoFocus
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void store.submit();
        }}
      >
        <DialogBody>
          {store.rateData ? (
            <p>
              <FormattedMessage {...m.rating} values={{ stars: store.rateData.stars }} />
            </p>
          ) : null}
          <FormGroup
            label={field('orderNumber')}
            labelFor={`${ids}-order`}
            intent={problems.orderNumber ? 'danger' : 'none'}
            helperText={problemText(intl, problems.orderNumber, field('orderNumber'))}
          >
            <InputGroup
              id={`${ids}-order`}
              value={form.orderNumber}
              readOnly={!store.isGeneral}
              onChange={(e) => store.change({ orderNumber: e.currentTarget.value })}
            />
          </FormGroup>
          <FormGroup
            label={field('reason')}
            labelFor={`${ids}-reason`}
            intent={problems.reasonId ? 'danger' : 'none'}
            helperText={problemText(intl, problems.reasonId, field('reason'))}
          >
            <HTMLSelect
              id={`${ids}-reason`}
              value={form.reasonId}
              onChange={(e) => store.change({ reasonId: e.currentTarget.value })}
            >
              <option value="">{field('reasonPlaceholder')}</option>
              {reasons.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup
            label={field('contactPerson')}
            labelFor={`${ids}-contact`}
            intent={problems.contactPersonId ? 'danger' : 'none'}
            helperText={problemText(intl, problems.contactPersonId, field('contactPerson'))}
          >
            {store.isGeneral ? (
              <HTMLSelect
                id={`${ids}-contact`}
                value={form.contactPersonId}
                onChange={(e) => store.change({ contactPersonId: e.currentTarget.value })}
              >
                <option value={NO_CONTACT_PERSON}>{field('contactPersonNone')}</option>
                {store.contactPersons.map((p) => (
                  <option key={p.id} value={p.id}>
                    {displayName(p)}
                  </option>
                ))}
              </HTMLSelect>
            ) : (
              <InputGroup id={`${ids}-contact`} readOnly value={store.contactPersonName || field('noContact')} />
            )}
          </FormGroup>
          <FormGroup
            label={field('description')}
            labelFor={`${ids}-description`}
            intent={problems.description ? 'danger' : 'none'}
            helperText={problemText(intl, problems.description, field('description'))}
          >
            <TextArea
              id={`${ids}-description`}
              fill
              rows={5}
              value={form.description}
              aria-describedby={`${ids}-counter`}
              onChange={(e) => store.change({ description: e.currentTarget.value })}
            />
            <div
              id={`${ids}-counter`}
              className={length > DEVIATION_DESCRIPTION_MAX ? 'tolk-counter tolk-counter-over' : 'tolk-counter'}
            >
              <FormattedMessage {...m.counter} values={{ count: length, max: DEVIATION_DESCRIPTION_MAX }} />
            </div>
          </FormGroup>
          {store.isGeneral ? (
            <p className="tolk-muted">
              <FormattedMessage {...m.generalNoAttachments} />
            </p>
          ) : (
            <FormGroup
              label={field('attachments')}
              labelFor={`${ids}-files`}
              helperText={<FormattedMessage {...m.uploadLimit} values={{ mb: MAX_UPLOAD_MB }} />}
            >
              <FileInput
                fill
                text={field('chooseFile')}
                buttonText={field('browse')}
                inputProps={{ id: `${ids}-files`, multiple: true, 'aria-label': field('attachments') }}
                onInputChange={(e) => {
                  const files = store.admitFiles(Array.from(e.currentTarget.files ?? []));
                  e.currentTarget.value = '';
                  void Promise.all(
                    files.map(async (f) => ({
                      filename: f.name,
                      contentType: f.type || 'application/octet-stream',
                      base64: await readBase64(f),
                    })),
                  ).then((docs) => store.addFiles(docs));
                }}
              />
              {store.invalidFiles.map((name) => (
                <p key={name} role="alert" className="tolk-counter-over">
                  <FormattedMessage {...m.invalidFile} values={{ name }} />
                </p>
              ))}
              {store.tooLargeFiles.map((name) => (
                <p key={name} role="alert" className="tolk-counter-over">
                  <FormattedMessage {...m.fileTooLarge} values={{ name, mb: MAX_UPLOAD_MB }} />
                </p>
              ))}
              <ul className="tolk-file-list">
                {store.documents.map((d, i) => (
                  <li key={`${d.filename}-${i}`}>
                    {d.filename}{' '}
                    <Button
                      small
                      minimal
                      icon="cross"
                      aria-label={intl.formatMessage(m.removeFile, { name: d.filename })}
                      onClick={() => store.removeFile(i)}
                    />
                  </li>
                ))}
              </ul>
            </FormGroup>
          )}
          <Checkbox
            checked={form.wantsReply}
            label={field('wantsReply')}
            onChange={(e) => store.change({ wantsReply: e.currentTarget.checked })}
          />
          {form.wantsReply ? (
            <FormGroup
              label={field('replyEmail')}
              labelFor={`${ids}-reply`}
              intent={problems.replyEmail ? 'danger' : 'none'}
              helperText={problemText(intl, problems.replyEmail, field('replyEmail'))}
            >
              <InputGroup
                id={`${ids}-reply`}
                type="email"
                value={form.replyEmail}
                onChange={(e) => store.change({ replyEmail: e.currentTarget.value })}
              />
            </FormGroup>
          ) : null}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button className={Classes.MINIMAL} onClick={onCancel} disabled={store.sending}>
                <FormattedMessage {...m.cancel} />
              </Button>
              <Button intent="primary" type="submit" loading={store.sending}>
                <FormattedMessage {...m.submit} />
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
});

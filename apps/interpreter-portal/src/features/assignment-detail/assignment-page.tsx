import {
  Button,
  Callout,
  Card,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  H1,
  H2,
  NonIdealState,
  Spinner,
  TextArea,
} from '@blueprintjs/core';
import { canSendTimeReport, type AssignmentStatusAction, type InterpreterAssignment } from '@tolk/core';
import { downloadFile, formatDateTimeRange, formatTime, interpreterStatusMessageOf, usePageTitle } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { useInterpreterRoot } from '../../app/root-context.js';
import type { AssignmentStore } from './assignment-store.js';
import { actionLabelMessages, assignmentMessages } from './assignment.messages.js';

/** The actions this screen sends (the time report has a screen of its own). */
const STATUS_ACTIONS: readonly string[] = ['start-trip', 'check-in', 'start-working', 'done', 'cannot-complete'];
const isStatusAction = (action: string): action is AssignmentStatusAction => STATUS_ACTIONS.includes(action);

/** /assignment/:id (spec 3 §2 assignment detail, §4 status actions). */
export const AssignmentPage = observer(function AssignmentPage() {
  const { id = '' } = useParams();
  const root = useInterpreterRoot();
  const [store] = useState(() => root.screens.assignment(id));
  useEffect(() => void store.load(), [store]);
  const assignment = store.assignment;
  usePageTitle(assignmentMessages.title, { number: assignment?.number ?? '' });

  return (
    <div className="tolk-page">
      <p>
        <Link to="/assignments">
          <FormattedMessage {...assignmentMessages.back} />
        </Link>
      </p>
      {store.state === 'loading' && !assignment ? <Spinner /> : null}
      {store.state === 'not-found' ? (
        <NonIdealState icon="search" title={<FormattedMessage {...assignmentMessages.notFound} />} />
      ) : null}
      {store.state === 'failed' && !assignment ? (
        <Callout intent="warning" role="status">
          <FormattedMessage {...assignmentMessages.failed} />{' '}
          <Button variant="minimal" onClick={() => void store.load()}>
            <FormattedMessage {...assignmentMessages.tryAgain} />
          </Button>
        </Callout>
      ) : null}
      {assignment ? <AssignmentDetail assignment={assignment} store={store} /> : null}
    </div>
  );
});

const AssignmentDetail = observer(function AssignmentDetail({
  assignment,
  store,
}: {
  assignment: InterpreterAssignment;
  store: AssignmentStore;
}) {
  const intl = useIntl();
  const fact = (label: MessageDescriptor, value: ReactNode) =>
    value === null || value === '' ? null : (
      <>
        <dt>{intl.formatMessage(label)}</dt>
        <dd>{value}</dd>
      </>
    );
  const at = (value: InterpreterAssignment['tripStarted']) => (value ? formatTime(intl.locale, value) : null);
  const address = assignment.address;
  const addressText = address ? `${address.street}, ${address.postalCode} ${address.city}` : null;
  return (
    <>
      <H1>
        <FormattedMessage {...assignmentMessages.title} values={{ number: assignment.number }} />
      </H1>
      <div className="tolk-assignment-grid">
        <Card>
          <H2>
            <FormattedMessage {...assignmentMessages.info} />
          </H2>
          <dl className="tolk-facts">
            {fact(assignmentMessages.status, intl.formatMessage(interpreterStatusMessageOf(assignment.status)))}
            {fact(assignmentMessages.when, formatDateTimeRange(intl.locale, assignment.start, assignment.end))}
            {fact(assignmentMessages.language, assignment.language)}
            {fact(assignmentMessages.service, assignment.service)}
            {fact(assignmentMessages.customer, assignment.customerName)}
            {fact(
              assignmentMessages.contact,
              assignment.contact
                ? `${assignment.contact.name}${assignment.contact.phone ? `, ${assignment.contact.phone}` : ''}`
                : null,
            )}
            {fact(assignmentMessages.notes, assignment.notes)}
            {fact(assignmentMessages.requirements, assignment.additionalRequirements)}
            {fact(
              assignmentMessages.rating,
              assignment.customerRating === null
                ? intl.formatMessage(assignmentMessages.noRating)
                : intl.formatMessage(assignmentMessages.ratingValue, { stars: assignment.customerRating }),
            )}
          </dl>
        </Card>
        {address && addressText ? (
          <Card>
            <H2>
              <FormattedMessage {...assignmentMessages.directions} />
            </H2>
            <address>
              {address.careOf ? <div>{`c/o ${address.careOf}`}</div> : null}
              <div>{address.street}</div>
              <div>
                {address.postalCode} {address.city}
              </div>
            </address>
            <p>
              <a
                href={`https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(addressText)}`}
                target="_blank"
                rel="noreferrer"
              >
                <FormattedMessage {...assignmentMessages.travelRoute} />
              </a>
            </p>
          </Card>
        ) : null}
        {assignment.meeting ? (
          <Card>
            <H2>
              <FormattedMessage {...assignmentMessages.meeting} />
            </H2>
            <dl className="tolk-facts">
              {fact(assignmentMessages.platform, assignment.meeting.platform)}
              {fact(
                assignmentMessages.meetingUrl,
                assignment.meeting.url ? (
                  <a href={assignment.meeting.url} target="_blank" rel="noreferrer">
                    {assignment.meeting.url}
                  </a>
                ) : null,
              )}
              {fact(assignmentMessages.meetingPhone, assignment.meeting.phone)}
              {fact(assignmentMessages.passCode, assignment.meeting.passCode)}
            </dl>
          </Card>
        ) : null}
        <Card>
          <H2>
            <FormattedMessage {...assignmentMessages.progress} />
          </H2>
          <dl className="tolk-facts">
            {fact(assignmentMessages.tripStarted, at(assignment.tripStarted))}
            {fact(assignmentMessages.checkedIn, at(assignment.checkedIn))}
            {fact(assignmentMessages.workStarted, at(assignment.workStarted))}
            {fact(assignmentMessages.done, at(assignment.done))}
          </dl>
          <ActionBar assignment={assignment} store={store} />
        </Card>
        <Attachments assignment={assignment} store={store} />
      </div>
    </>
  );
});

/** The files the customer attached to the order (spec 3 §2 assignment detail), each saved on its button; nothing when none. */
const Attachments = observer(function Attachments({
  assignment,
  store,
}: {
  assignment: InterpreterAssignment;
  store: AssignmentStore;
}) {
  const intl = useIntl();
  if (assignment.attachments.length === 0) return null;
  return (
    <Card>
      <section aria-labelledby="assignment-attachments-heading">
        <H2 id="assignment-attachments-heading">
          <FormattedMessage {...assignmentMessages.attachments} />
        </H2>
        <ul className="tolk-attachment-list">
          {assignment.attachments.map((file) => (
            <li key={file.reference}>
              <div className="tolk-attachment-text">
                <span className="tolk-attachment-name">{file.filename}</span>
                {file.description ? <span className="bp6-text-muted">{file.description}</span> : null}
              </div>
              <Button
                icon="download"
                size="small"
                aria-label={intl.formatMessage(assignmentMessages.downloadFile, { filename: file.filename })}
                loading={store.downloading === file.reference}
                disabled={store.downloading !== null && store.downloading !== file.reference}
                // A failure is told by the transport's toast; the file is saved when it came.
                onClick={() => void store.download(file.reference).then((got) => got && downloadFile(got))}
              >
                <FormattedMessage {...assignmentMessages.download} />
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
});

const ActionBar = observer(function ActionBar({
  assignment,
  store,
}: {
  assignment: InterpreterAssignment;
  store: AssignmentStore;
}) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const reportPath = `/assignment/${encodeURIComponent(assignment.id)}/time-report`;
  const actions = assignment.actions.filter(isStatusAction);
  const reportable = canSendTimeReport(assignment);
  if (actions.length === 0 && !reportable) {
    return (
      <p className="bp6-text-muted">
        <FormattedMessage {...assignmentMessages.noActions} />
      </p>
    );
  }
  return (
    <div className="tolk-action-bar" role="group" aria-label={intl.formatMessage(assignmentMessages.actions)}>
      {actions.map((action) => (
        <Button
          key={action}
          intent={action === 'cannot-complete' ? 'danger' : 'primary'}
          variant={action === 'cannot-complete' ? 'outlined' : 'solid'}
          loading={store.acting === action}
          disabled={store.acting !== null && store.acting !== action}
          onClick={() => (action === 'cannot-complete' ? setAsking(true) : void store.act(action))}
        >
          <FormattedMessage {...actionLabelMessages[action]} />
        </Button>
      ))}
      {reportable ? (
        // A link (it leads to the report's own page), drawn as the primary button.
        <Link className="bp6-button bp6-intent-primary tolk-report-link" to={reportPath}>
          <FormattedMessage {...actionLabelMessages['time-report']} />
        </Link>
      ) : null}
      <CannotCompleteDialog isOpen={asking} store={store} onClose={() => setAsking(false)} />
    </div>
  );
});

/** "Cannot complete" needs a reason (3016 without one): asked in a dialog, kept if sending fails. */
const CannotCompleteDialog = observer(function CannotCompleteDialog(props: {
  isOpen: boolean;
  store: AssignmentStore;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = reason.trim() === '';
  const send = async () => {
    setTried(true);
    if (missing) return;
    if (await props.store.act('cannot-complete', reason.trim())) {
      setReason('');
      setTried(false);
      props.onClose();
    }
  };
  return (
    <Dialog isOpen={props.isOpen} onClose={props.onClose} title={intl.formatMessage(assignmentMessages.reasonHeading)}>
      <DialogBody>
        <p>
          <FormattedMessage {...assignmentMessages.reasonHelp} />
        </p>
        <FormGroup
          label={intl.formatMessage(assignmentMessages.reasonLabel)}
          labelFor="cannot-complete-reason"
          labelInfo="*"
          intent={tried && missing ? 'danger' : 'none'}
          helperText={
            tried && missing ? <span role="alert">{intl.formatMessage(assignmentMessages.reasonRequired)}</span> : undefined
          }
        >
          <TextArea
            id="cannot-complete-reason"
            fill
            rows={4}
            maxLength={1000}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={tried && missing ? true : undefined}
            aria-required
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={props.onClose}>
              <FormattedMessage {...assignmentMessages.cancel} />
            </Button>
            <Button intent="danger" loading={props.store.acting === 'cannot-complete'} onClick={() => void send()}>
              <FormattedMessage {...assignmentMessages.send} />
            </Button>
          </>
        }
      />
    </Dialog>
  );
});

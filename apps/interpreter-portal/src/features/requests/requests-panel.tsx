import { Alert, Button, Callout, Card, H2, NonIdealState, Tag } from '@blueprintjs/core';
import { canAnswer, minutesToAnswer, type AssignmentRequest } from '@tolk/core';
import { formatDateTimeRange } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useInterpreterRoot } from '../../app/root-context.js';
import { requestMessages } from './requests.messages.js';

/** The start page's assignment requests (spec 3 §2, §4): what to decide, and accept or reject. */
export const RequestsPanel = observer(function RequestsPanel() {
  const { requests } = useInterpreterRoot();
  const [rejecting, setRejecting] = useState<AssignmentRequest | null>(null);
  useEffect(() => requests.keepFresh(), [requests]);
  return (
    <section className="tolk-requests" aria-labelledby="requests-heading">
      <H2 id="requests-heading">
        <FormattedMessage {...requestMessages.heading} />
      </H2>
      {requests.loadFailed ? (
        <Callout intent="warning" role="status">
          <FormattedMessage {...requestMessages.loadFailed} />
        </Callout>
      ) : null}
      {requests.loaded && requests.items.length === 0 ? (
        <NonIdealState icon="inbox" description={<FormattedMessage {...requestMessages.none} />} />
      ) : (
        <ul className="tolk-request-list">
          {requests.items.map((request) => (
            <li key={request.id}>
              <RequestCard request={request} onReject={() => setRejecting(request)} />
            </li>
          ))}
        </ul>
      )}
      <RejectAlert request={rejecting} onClose={() => setRejecting(null)} />
    </section>
  );
});

const RequestCard = observer(function RequestCard({ request, onReject }: { request: AssignmentRequest; onReject: () => void }) {
  const { requests, wallClock } = useInterpreterRoot();
  const intl = useIntl();
  const now = wallClock.now.toInstant();
  const open = canAnswer(request, now);
  const busy = requests.answering.has(request.id);
  const label = intl.formatMessage(requestMessages.requestLabel, { number: request.orderNumber });
  return (
    <Card className="tolk-request" role="group" aria-label={label}>
      <div className="tolk-request-head">
        <strong>{request.language}</strong>
        <span>{request.service}</span>
        <span className="tolk-muted">{`#${request.orderNumber}`}</span>
      </div>
      <p className="tolk-request-time">{formatDateTimeRange(intl.locale, request.start, request.end)}</p>
      <p>
        {request.customerName}
        {' · '}
        {request.remote || !request.city ? <FormattedMessage {...requestMessages.remote} /> : request.city}
      </p>
      <div className="tolk-request-tags">
        {request.requestedByName ? (
          <Tag intent="success" minimal>
            <FormattedMessage {...requestMessages.requestedYou} />
          </Tag>
        ) : null}
        {request.substitute ? (
          <Tag minimal>
            <FormattedMessage {...requestMessages.substitute} />
          </Tag>
        ) : null}
        {request.levelRequired !== null ? (
          <Tag minimal>
            <FormattedMessage {...requestMessages.levelRequired} values={{ level: request.levelRequired }} />
          </Tag>
        ) : null}
        {request.genderRequired ? (
          <Tag minimal>
            <FormattedMessage
              {...(request.genderRequired === 'male' ? requestMessages.maleRequired : requestMessages.femaleRequired)}
            />
          </Tag>
        ) : null}
      </div>
      <p className={open ? 'tolk-request-expiry' : 'tolk-request-expiry tolk-danger-text'}>
        {open ? (
          <FormattedMessage {...requestMessages.answerWithin} values={{ minutes: minutesToAnswer(request, now) }} />
        ) : (
          <FormattedMessage {...requestMessages.expired} />
        )}
      </p>
      <div className="tolk-request-actions">
        <Button variant="outlined" intent="danger" icon="cross" disabled={!open || busy} onClick={onReject}>
          <FormattedMessage {...requestMessages.reject} />
        </Button>
        <Button intent="success" icon="tick" loading={busy} disabled={!open} onClick={() => void requests.accept(request)}>
          <FormattedMessage {...requestMessages.accept} />
        </Button>
      </div>
    </Card>
  );
});

/** Rejecting cannot be undone (the request passes on): asked first. */
const RejectAlert = observer(function RejectAlert({
  request,
  onClose,
}: {
  request: AssignmentRequest | null;
  onClose: () => void;
}) {
  const { requests } = useInterpreterRoot();
  const intl = useIntl();
  return (
    <Alert
      isOpen={request !== null}
      intent="danger"
      icon="cross"
      confirmButtonText={intl.formatMessage(requestMessages.reject)}
      cancelButtonText={intl.formatMessage(requestMessages.keep)}
      onConfirm={() => {
        if (request) void requests.decline(request);
        onClose();
      }}
      onCancel={onClose}
    >
      {request ? <p>{intl.formatMessage(requestMessages.confirmReject, { number: request.orderNumber })}</p> : null}
    </Alert>
  );
});

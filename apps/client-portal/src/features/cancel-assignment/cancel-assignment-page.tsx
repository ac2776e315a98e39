import { Button, Callout, Card, NonIdealState, Radio, RadioGroup, Spinner, Switch } from '@blueprintjs/core';
import type { CancelRefusal } from '@tolk/core';
import { TextField, formatDateTimeRange, usePageTitle } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useRootStore } from '../../app/root-context.js';
import { detailMessages } from '../assignment-detail/assignment-detail.messages.js';
import type { CancelRouteState } from '../assignment-detail/assignment-routes.js';
import { articleTypeMessageOf } from '../assignments/article-type.messages.js';
import { cancelMessages as m } from './cancel-assignment.messages.js';
import './cancel-assignment.css';

/** What the confirmation shows; kept in history state so a reload does not cancel again. */
interface CancelledState {
  readonly cancelled: { readonly orderNumber: string; readonly isLate: boolean };
}

const REFUSALS: Readonly<Record<CancelRefusal, MessageDescriptor>> = {
  'already-cancelled': detailMessages.refusalAlreadyCancelled,
  started: detailMessages.refusalStarted,
  'not-cancellable': detailMessages.refusalNotCancellable,
  'too-near': detailMessages.refusalTooNear,
};

const cancelledOf = (state: unknown): CancelledState['cancelled'] | null => {
  const cancelled = (state as Partial<CancelledState> | null)?.cancelled;
  return cancelled && typeof cancelled.orderNumber === 'string' ? cancelled : null;
};

const assignmentIdOf = (state: unknown): string | null => {
  const id = (state as Partial<CancelRouteState> | null)?.assignmentId;
  return typeof id === 'string' && id !== '' ? id : null;
};

/** `/cancel-assignment` (spec 2 §2): the form for the assignment in the state, then the confirmation. */
export function CancelAssignmentPage() {
  usePageTitle(m.title);
  const location = useLocation();
  const cancelled = cancelledOf(location.state);
  if (cancelled) return <CancelConfirmation {...cancelled} />;
  const assignmentId = assignmentIdOf(location.state);
  if (!assignmentId) return <Navigate to="/my-assignment" replace />;
  return <CancelForm assignmentId={assignmentId} />;
}

const CancelForm = observer(function CancelForm({ assignmentId }: { readonly assignmentId: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const root = useRootStore();
  const [store] = useState(() => root.screens.cancelAssignment());
  useEffect(() => {
    void store.start(assignmentId);
  }, [store, assignmentId]);

  const a = store.assignment;
  if (store.state === 'loading') return <Spinner className="tolk-cancel-spinner" />;
  if (!a || store.state === 'missing' || store.state === 'failed') {
    return (
      <NonIdealState
        icon="error"
        title={<FormattedMessage {...(store.state === 'failed' ? m.failed : m.missing)} />}
        action={
          <Link to="/my-assignment">
            <FormattedMessage {...m.toMyAssignments} />
          </Link>
        }
      />
    );
  }
  const refusal = store.refusal();
  const charge = store.charge;
  const serviceMessage = articleTypeMessageOf(a.articleName);
  const smsLabel = intl.formatMessage(m.smsReceiver);
  const submit = async () => {
    const done = await store.submit();
    if (done) navigate('/cancel-assignment', { replace: true, state: { cancelled: done } satisfies CancelledState });
  };
  return (
    <Card className="tolk-cancel-card">
      <h1 id="cancel-heading" className="tolk-cancel-heading">
        <FormattedMessage {...m.heading} values={{ number: a.number }} />
      </h1>
      <p className="tolk-cancel-summary">
        <FormattedMessage
          {...m.summary}
          values={{
            service: serviceMessage ? intl.formatMessage(serviceMessage) : a.articleName,
            language: a.skill,
            time: formatDateTimeRange(root.language.locale, a.start, a.end),
          }}
        />
      </p>
      {refusal !== null ? (
        <Callout intent="danger" className="tolk-cancel-callout">
          <FormattedMessage {...REFUSALS[refusal]} />
        </Callout>
      ) : (
        <form
          aria-labelledby="cancel-heading"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <RadioGroup
            label={
              <span id="cancel-reason-label">
                <FormattedMessage {...m.reason} />
              </span>
            }
            selectedValue={store.reasonId ?? undefined}
            onChange={(event) => store.chooseReason(event.currentTarget.value)}
          >
            {store.reasons.map((reason) => (
              <Radio key={reason.id} value={reason.id} label={reason.text} />
            ))}
          </RadioGroup>
          {store.smsService ? (
            <div className="tolk-cancel-sms">
              <Switch
                role="switch"
                checked={store.smsOn}
                label={intl.formatMessage(m.sms)}
                onChange={(event) => store.setSmsOn(event.currentTarget.checked)}
              />
              {store.smsOn ? (
                <TextField
                  id="cancel-sms-receiver"
                  label={smsLabel}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  required
                  value={store.smsReceiver}
                  onChange={(value) => store.setSmsReceiver(value)}
                  onBlur={() => store.touchSms()}
                  problem={store.smsProblem}
                  showProblem={store.smsTouched}
                />
              ) : null}
            </div>
          ) : null}
          {charge?.chargeable ? (
            <Callout intent="warning" icon="warning-sign" className="tolk-cancel-callout" role="alert">
              <FormattedMessage {...m.lateNotice} values={{ hours: charge.hours }} />
            </Callout>
          ) : (
            <p className="tolk-cancel-free">
              <FormattedMessage {...m.freeNotice} />
            </p>
          )}
          <div className="tolk-cancel-buttons">
            <Button type="submit" intent="danger" loading={store.state === 'submitting'} disabled={!store.canSubmit}>
              <FormattedMessage {...m.confirm} />
            </Button>
            <Button variant="outlined" onClick={() => navigate(-1)}>
              <FormattedMessage {...m.back} />
            </Button>
          </div>
        </form>
      )}
      {refusal !== null ? (
        <Link to="/my-assignment">
          <FormattedMessage {...m.toMyAssignments} />
        </Link>
      ) : null}
    </Card>
  );
});

function CancelConfirmation({ orderNumber, isLate }: CancelledState['cancelled']) {
  return (
    <Card className="tolk-cancel-card">
      <h1 className="tolk-cancel-heading">
        <FormattedMessage {...m.doneHeading} />
      </h1>
      <p role="status">
        <FormattedMessage {...m.doneText} values={{ number: orderNumber }} />
      </p>
      {isLate ? (
        <Callout intent="warning" icon="warning-sign" className="tolk-cancel-callout">
          <FormattedMessage {...m.doneLate} />
        </Callout>
      ) : null}
      <Link to="/my-assignment" className="bp6-button bp6-intent-primary">
        <FormattedMessage {...m.toMyAssignments} />
      </Link>
    </Card>
  );
}

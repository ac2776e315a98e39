import { Button, Callout, Card, NonIdealState, Spinner } from '@blueprintjs/core';
import { usePageTitle } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useRootStore } from '../../app/root-context.js';
import { AssignmentForm } from '../booking-form/assignment-form.js';
import { bookingFormMessages as fm } from '../booking-form/booking-form.messages.js';
import { DraftOfferDialog } from '../booking-form/draft-offer-dialog.js';
import { focusDraftField } from '../booking-form/focus-field.js';
import { useLeaveGuard } from '../booking-form/leave-guard.js';
import { PersonalNumberWarning } from '../booking-form/personal-number-warning.js';
import { PREVIEW_ASSIGNMENT_PATH, SINGLE_BOOKING_PATH } from './single-booking-routes.js';
import { SingleBookingSuccessView } from './single-booking-success.js';
import { entryOf } from './single-booking-entry.js';
import type { SingleBookingStore, SubmitOutcome } from './single-booking-store.js';
import { singleBookingMessages as m } from './single-booking.messages.js';
import './single-booking.css';

/**
 * `/create-single-assignment` (spec 1 §2 screen 2): a new booking (add-new passes the calendar's
 * day), a copy of an order, or a change of one (only where the order can be updated), in two
 * steps. Continue, close, go back; preview or confirm now; the success view in place.
 */
export const SingleBookingPage = observer(function SingleBookingPage() {
  usePageTitle(m.title);
  const location = useLocation();
  const navigate = useNavigate();
  const intl = useIntl();
  const root = useRootStore();
  const store = root.booking.made.singleBooking;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new history entry is a new entry
  const entry = useMemo(() => entryOf(location.state), [location.key]);

  useEffect(() => {
    void store.open(entry);
  }, [store, entry]);
  useEffect(() => {
    // Going to the preview keeps the form; anywhere else it goes (a stored draft stays stored).
    store.attach();
    return () => store.detach();
  }, [store]);

  // A field to change (the personal-number warning's "Ändra", here or on the preview): focused once shown.
  const fieldToFocus = store.fieldToFocus;
  useEffect(() => {
    if (!fieldToFocus || !store.form) return;
    store.focusedField();
    focusDraftField(store.form, fieldToFocus);
  }, [store, fieldToFocus, store.form]);

  const stepHeading = useRef<HTMLHeadingElement>(null);
  /** A new step: to its top, with the focus on its heading (the buttons pressed are gone). */
  const showStep = () => {
    window.scrollTo({ top: 0 });
    requestAnimationFrame(() => stepHeading.current?.focus({ preventScroll: true }));
  };
  const form = store.form;
  const guard = useLeaveGuard(!!form?.isDirty && root.session.loggedIn && store.success === null, {
    onLeave: () => store.abandon(),
  });

  const heading = (
    <h1 className="tolk-single-heading">
      {store.mode === 'new' || !store.source ? (
        <FormattedMessage {...m.heading} />
      ) : (
        <FormattedMessage {...(store.mode === 'edit' ? m.editHeading : m.copyHeading)} values={{ number: store.source.number }} />
      )}
    </h1>
  );

  if (store.success) return <SingleBookingSuccessView store={store} success={store.success} leavesPage={false} />;

  if (store.state === 'loading' || store.state === 'idle') {
    return (
      <div className="tolk-single-booking">
        {heading}
        <Spinner className="tolk-single-spinner" />
        <p className="tolk-single-muted">
          <FormattedMessage {...m.loading} />
        </p>
      </div>
    );
  }

  if (store.state !== 'ready' || !form) {
    return (
      <div className="tolk-single-booking">
        {heading}
        <NotShown store={store} />
      </div>
    );
  }

  const focus = (outcome: SubmitOutcome) => {
    if (outcome.kind === 'invalid') focusDraftField(form, outcome.field);
    return outcome.kind === 'ready';
  };
  const toPreview = () => {
    if (!focus(store.submit())) return;
    store.handOff();
    guard.allowNext();
    navigate(PREVIEW_ASSIGNMENT_PATH);
  };
  const confirmNow = () => {
    if (!focus(store.submit())) return;
    void store.requestSend();
  };
  const problemCount = form.showProblems ? Object.keys(form.validation.problems).length : 0;
  return (
    <div className="tolk-single-booking">
      {heading}
      {store.mode === 'copy' && store.source ? (
        <p className="tolk-single-muted">
          <FormattedMessage {...m.copyIntro} values={{ number: store.source.number }} />
        </p>
      ) : null}
      {store.mode === 'edit' ? (
        <p className="tolk-single-muted">
          <FormattedMessage {...m.editIntro} />
        </p>
      ) : null}
      <Card className="tolk-single-card">
        <p className="tolk-single-step" aria-live="polite">
          <FormattedMessage {...m.stepOf} values={{ step: store.step }} />
        </p>
        <h2 className="tolk-single-step-heading" ref={stepHeading} tabIndex={-1}>
          <FormattedMessage {...(store.step === 1 ? m.stepEssentials : m.stepAdditional)} />
        </h2>
        {form.sameDayCriticalChange ? (
          <Callout intent="danger" icon="error" className="tolk-single-callout" role="alert">
            <FormattedMessage {...m.sameDayRefused} />
          </Callout>
        ) : store.editing && form.criticalChange ? (
          <Callout intent="warning" icon="warning-sign" className="tolk-single-callout">
            <FormattedMessage {...m.criticalChange} />
          </Callout>
        ) : null}
        {problemCount > 0 ? (
          <Callout intent="danger" icon="error" className="tolk-single-callout">
            <FormattedMessage {...fm.problemsSummary} values={{ count: problemCount }} />
          </Callout>
        ) : null}
        <form
          noValidate
          aria-label={intl.formatMessage(store.step === 1 ? m.stepEssentials : m.stepAdditional)}
          onSubmit={(event) => {
            event.preventDefault();
            if (store.step === 1) {
              if (focus(store.continueToStep2())) showStep();
            } else confirmNow();
          }}
        >
          <AssignmentForm
            form={form}
            part={store.step === 1 ? 'essentials' : 'additional'}
            onAddRequirements={() => {
              if (focus(store.continueToStep2())) showStep();
            }}
          />
          <div className="tolk-booking-buttons tolk-single-buttons">
            {store.step === 1 ? (
              <>
                <Button onClick={() => navigate('/')}>
                  <FormattedMessage {...m.close} />
                </Button>
                <Button type="submit" intent="primary" endIcon="arrow-right">
                  <FormattedMessage {...m.continue} />
                </Button>
              </>
            ) : (
              <>
                <Button
                  icon="arrow-left"
                  onClick={() => {
                    store.setStep(1);
                    showStep();
                  }}
                >
                  <FormattedMessage {...m.back} />
                </Button>
                <Button icon="eye-open" onClick={toPreview} disabled={!store.canSend}>
                  <FormattedMessage {...m.preview} />
                </Button>
                <Button type="submit" intent="primary" icon="tick" loading={store.sending} disabled={!store.canSend}>
                  <FormattedMessage {...(store.editing ? m.saveChanges : m.confirmNow)} />
                </Button>
              </>
            )}
          </div>
        </form>
      </Card>
      <DraftOfferDialog
        offered={store.offered}
        onRestore={() => store.restoreOffered()}
        onDiscard={() => store.discardOffered()}
      />
      <PersonalNumberWarning
        isOpen={store.personalNumbers.length > 0}
        fields={store.personalNumbers}
        onCancel={() => store.editPersonalNumber()}
        onConfirm={() => void store.send()}
      />
      {guard.dialog}
    </div>
  );
});

const NotShown = observer(function NotShown({ store }: { readonly store: SingleBookingStore }) {
  const navigate = useNavigate();
  if (store.state === 'not-editable' && store.source) {
    const source = store.source;
    return (
      <NonIdealState
        icon="info-sign"
        title={<FormattedMessage {...m.notEditable} values={{ number: source.number }} />}
        action={
          <div className="tolk-booking-buttons">
            <Link to="/">
              <FormattedMessage {...m.toDashboard} />
            </Link>
            <Button
              icon="duplicate"
              onClick={() => navigate(SINGLE_BOOKING_PATH, { replace: true, state: { copyOf: source.id } })}
            >
              <FormattedMessage {...m.copyInstead} />
            </Button>
          </div>
        }
      />
    );
  }
  return (
    <NonIdealState
      icon="error"
      title={<FormattedMessage {...(store.state === 'missing' ? m.missing : m.failed)} />}
      action={
        <Link to="/">
          <FormattedMessage {...m.toDashboard} />
        </Link>
      }
    />
  );
});

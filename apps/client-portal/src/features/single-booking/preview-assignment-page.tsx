import { Button, Callout } from '@blueprintjs/core';
import { usePageTitle } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, useNavigate } from 'react-router-dom';
import { useRootStore } from '../../app/root-context.js';
import { BookingPreview } from '../booking-form/booking-preview.js';
import { useLeaveGuard } from '../booking-form/leave-guard.js';
import { PersonalNumberWarning } from '../booking-form/personal-number-warning.js';
import { SINGLE_BOOKING_PATH, stateOfEntry } from './single-booking-routes.js';
import { SingleBookingSuccessView } from './single-booking-success.js';
import { singleBookingMessages as m } from './single-booking.messages.js';
import './single-booking.css';

/**
 * `/preview-assignment` (spec 1 §2 screen 4): the submitted form's three sections, print, confirm
 * now and go back. Without a submitted form it goes back to the form. The success view shows here.
 */
export const PreviewAssignmentPage = observer(function PreviewAssignmentPage() {
  usePageTitle(m.previewTitle);
  const navigate = useNavigate();
  const root = useRootStore();
  const store = root.booking.made.singleBooking;
  useEffect(() => {
    // Leaving: back to the form keeps the booking, anywhere else closes it.
    store.attach();
    return () => store.detach();
  }, [store]);
  const form = store.form;
  const guard = useLeaveGuard(!!form?.isDirty && root.session.loggedIn && store.success === null, {
    onLeave: () => store.abandon(),
  });

  if (store.success) return <SingleBookingSuccessView store={store} success={store.success} leavesPage={true} />;
  if (!form || !form.isValid) return <Navigate to={SINGLE_BOOKING_PATH} replace state={stateOfEntry(store.entry)} />;

  const goBack = () => {
    store.handOff();
    guard.allowNext();
    navigate(SINGLE_BOOKING_PATH, { replace: true, state: stateOfEntry(store.entry) });
  };
  return (
    <div className="tolk-single-booking">
      <h1 className="tolk-single-heading">
        <FormattedMessage {...m.previewHeading} />
      </h1>
      {form.sameDayCriticalChange ? (
        <Callout intent="danger" icon="error" className="tolk-single-callout" role="alert">
          <FormattedMessage {...m.sameDayRefused} />
        </Callout>
      ) : null}
      <BookingPreview form={form} print sectionLevel={2} />
      <div className="tolk-preview-actions tolk-no-print">
        <Button icon="arrow-left" onClick={goBack}>
          <FormattedMessage {...m.goBack} />
        </Button>
        <Button
          intent="primary"
          icon="tick"
          loading={store.sending}
          disabled={!store.canSend}
          onClick={() => void store.requestSend()}
        >
          <FormattedMessage {...(store.editing ? m.saveChanges : m.confirmNow)} />
        </Button>
      </div>
      <PersonalNumberWarning
        isOpen={store.personalNumbers.length > 0}
        fields={store.personalNumbers}
        onCancel={() => {
          // "Ändra": back to the form, at the field that holds the number (issue 17 item 5).
          if (store.editPersonalNumber()) goBack();
        }}
        onConfirm={() => void store.send()}
      />
      {guard.dialog}
    </div>
  );
});

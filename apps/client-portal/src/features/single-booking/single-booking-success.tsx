import { useNavigate } from 'react-router-dom';
import { BookingSuccess } from '../booking-form/booking-success.js';
import { SINGLE_BOOKING_PATH } from './single-booking-routes.js';
import type { SingleBookingStore, SingleBookingSuccess as Success } from './single-booking-store.js';

/**
 * The success view of a single booking (spec 1 §2 screen 5), on whichever page sent it: the form
 * (confirm now) or the preview. Klar goes to the dashboard; Fortsätt boka opens a fresh form, and
 * from the preview that means leaving the page, so the booking is handed over to the form first.
 */
export function SingleBookingSuccessView({
  store,
  success,
  leavesPage,
}: {
  readonly store: SingleBookingStore;
  readonly success: Success;
  readonly leavesPage: boolean;
}) {
  const navigate = useNavigate();
  return (
    <div className="tolk-single-booking">
      {/* The view is the page: its heading is the page's h1. */}
      <BookingSuccess
        headingLevel={1}
        mode={success.mode}
        orders={success.orders}
        newOrder={success.newOrder}
        onDone={() => navigate('/')}
        onContinue={() => {
          store.continueBooking();
          if (leavesPage) store.handOff();
          navigate(SINGLE_BOOKING_PATH, { replace: true, state: {} });
        }}
      />
    </div>
  );
}

import { lazyScreen } from '../../app/lazy-screen.js';

/**
 * The direct-booking modal's code (its steps, the contact person dialog): its own chunk, fetched as
 * the pointer or the focus reaches "Boka nu" or the booking menu opens, and shown when the modal
 * first opens, so that the dashboard, which hosts it, does not load it on every visit.
 */
export const LazyDirectBookingModal = lazyScreen(() => import('./direct-booking-modal.js'), 'DirectBookingModal');

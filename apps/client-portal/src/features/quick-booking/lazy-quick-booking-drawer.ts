import { lazyScreen } from '../../app/lazy-screen.js';

/**
 * The quick-order drawer's code (the single form, its date field and preview): its own chunk, fetched
 * when the booking menu opens and shown when the drawer first opens, so that the dashboard, which
 * hosts it, does not load the booking form on every visit.
 */
export const LazyQuickBookingDrawer = lazyScreen(() => import('./quick-booking-drawer.js'), 'QuickBookingDrawer');

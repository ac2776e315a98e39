import type { LazyScreen } from '../../app/lazy-screen.js';
import { useRootStore } from '../../app/root-context.js';

/**
 * A booking page (the single and multiple booking and their previews): shown once the booking stores
 * are made, suspending until then (the first booking fetches their chunk). Its `preload` fetches the
 * page's own chunk, which the route starts beside the logged-in stores' (app.tsx's PreloadScreen).
 */
export function bookingScreen(Screen: LazyScreen<object>) {
  function BookingScreen() {
    const { booking } = useRootStore();
    return (
      <booking.part.WhenLoaded>
        <Screen />
      </booking.part.WhenLoaded>
    );
  }
  return Object.assign(BookingScreen, { preload: Screen.preload });
}

import type { LazyPart } from '../../app/lazy-part.js';
import type { DirectBookingStore } from '../direct-booking/direct-booking-store.js';
import type { MultipleOrderStore } from '../multiple-booking/multiple-order-store.js';
import type { QuickBookingStore } from '../quick-booking/quick-booking-store.js';
import type { SingleBookingStore } from '../single-booking/single-booking-store.js';

/** The booking flows' stores (issue 4), made together by the composition root's booking part. */
export interface BookingStores {
  /** /create-single-assignment and /preview-assignment: one booking, new, copied or changed. */
  readonly singleBooking: SingleBookingStore;
  /** /advanced-order-form and its preview: several bookings at once. */
  readonly multipleOrder: MultipleOrderStore;
  /** The dashboard's quick-order drawer. */
  readonly quickBooking: QuickBookingStore;
  /** Direct booking, "Boka nu": the modal the dashboard hosts. */
  readonly directBooking: DirectBookingStore;
}

/**
 * Where the booking flows start. Their stores and the booking code of the packages are a chunk of
 * their own, made at the first booking rather than with every logged-in page (issue 12,
 * docs/decisions.md): the menu fetches it while it is open, a booking page waits for it, and a
 * drawer or modal opens once it is there.
 */
export class BookingLauncher {
  constructor(
    /** The booking stores, made once. */
    readonly part: LazyPart<BookingStores>,
    /** A fetch of the part that failed for an opening: told the user, or the page loaded again. */
    private readonly failed: (error: unknown) => void,
  ) {}

  /** The stores once made, else null (observable: the dashboard shows an open drawer or modal). */
  get stores(): BookingStores | null {
    return this.part.current();
  }

  /** For a page behind `part.WhenLoaded`: the stores, which are made by then. */
  get made(): BookingStores {
    return this.part.made('booking stores read before they were made (a booking page renders inside part.WhenLoaded)');
  }

  /** Fetches the part without opening anything: the user is about to book. */
  preload(): void {
    this.part.preload();
  }

  /** Opens a flow (the quick drawer, the direct-booking modal) once the stores are made. */
  open(flow: (stores: BookingStores) => void): void {
    this.part.load().then(flow, this.failed);
  }
}

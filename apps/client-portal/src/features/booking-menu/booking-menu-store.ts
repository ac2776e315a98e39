import { action, makeObservable, observable } from 'mobx';

/** Spec 1 §9: the booking menu closes 300 ms after focus has left it. */
export const BOOKING_MENU_CLOSE_DELAY_MS = 300;

/** Where the menu is anchored: the header's Start booking button, or the dashboard's. */
export type BookingMenuAnchor = 'header' | 'dashboard';

/** Starts and stops a timer; the browser's by default, a fake one in tests. */
export interface MenuTimers {
  start(work: () => void, ms: number): unknown;
  stop(handle: unknown): void;
}

const browserTimers: MenuTimers = {
  start: (work, ms) => setTimeout(work, ms),
  stop: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The booking menu (spec 1 §2 screen 7) and the choose-assignment dialog it leads to: which one is
 * open, where the menu hangs, and the close 300 ms after focus leaves it (cancelled when focus
 * comes back in time, as when it moves from the button into the menu).
 */
export class BookingMenuStore {
  openAt: BookingMenuAnchor | null = null;
  chooserOpen = false;
  private pendingClose: unknown = null;

  constructor(private readonly timers: MenuTimers = browserTimers) {
    makeObservable(this, {
      openAt: observable,
      chooserOpen: observable,
      open: action,
      close: action,
      toggle: action,
      openChooser: action,
      closeChooser: action,
    });
  }

  get isOpen(): boolean {
    return this.openAt !== null;
  }

  /** Shift+B and the buttons open it; it hangs from the header's button unless told otherwise. */
  open(anchor: BookingMenuAnchor = 'header'): void {
    this.cancelPendingClose();
    this.openAt = anchor;
  }

  close(): void {
    this.cancelPendingClose();
    this.openAt = null;
  }

  toggle(anchor: BookingMenuAnchor): void {
    if (this.openAt === anchor) this.close();
    else this.open(anchor);
  }

  /** Focus went outside the menu and its button: close unless it comes back within 300 ms. */
  focusLeft(): void {
    if (!this.isOpen) return;
    this.cancelPendingClose();
    this.pendingClose = this.timers.start(() => {
      this.pendingClose = null;
      this.close();
    }, BOOKING_MENU_CLOSE_DELAY_MS);
  }

  focusReturned(): void {
    this.cancelPendingClose();
  }

  /** Pre-booking: the menu gives way to the choose-assignment dialog. */
  openChooser(): void {
    this.close();
    this.chooserOpen = true;
  }

  closeChooser(): void {
    this.chooserOpen = false;
  }

  /** Logout: nothing stays open. */
  reset(): void {
    this.close();
    this.closeChooser();
  }

  private cancelPendingClose(): void {
    if (this.pendingClose !== null) this.timers.stop(this.pendingClose);
    this.pendingClose = null;
  }
}

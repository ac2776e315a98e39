import { Menu, MenuItem, PopoverNext, type MiddlewareConfig } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useRef, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MenuTargetProps } from '../../app/popover-on-demand.js';
import { useRootStore } from '../../app/root-context.js';
import type { BookingMenuAnchor } from './booking-menu-store.js';
import { bookingMenuMessages as m } from './booking-menu.messages.js';
// Direct booking ("Boka nu"): its entry, last, for customers allowed it.
import { bookNowMessages } from '../direct-booking/book-now.messages.js';
import { directBookingMessages } from '../direct-booking/direct-booking.messages.js';
import { LazyDirectBookingModal } from '../direct-booking/lazy-direct-booking-modal.js';
import { LazyQuickBookingDrawer } from '../quick-booking/lazy-quick-booking-drawer.js';

/**
 * On a phone the menu keeps a margin from the screen's edge. One object for every render: PopoverNext
 * recomputes its middleware whenever this prop changes.
 */
const KEEP_FROM_SCREEN_EDGE: MiddlewareConfig = { shift: { padding: 8 } };

const items = (menu: HTMLElement | null) => Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/** Up, down, Home and End move between the menu's entries. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const all = items(event.currentTarget);
  const at = all.indexOf(document.activeElement as HTMLElement);
  const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 }[event.key];
  if (next === undefined || all.length === 0) return;
  event.preventDefault();
  all[(next + all.length) % all.length]?.focus();
}

/**
 * The booking menu's popover and entries, a chunk of its own (booking-menu.tsx): mounted at the
 * menu's first opening and kept; open while the booking menu's store says so.
 */
export const BookingMenuPopover = observer(function BookingMenuPopover({
  anchor,
  renderTarget,
}: {
  anchor: BookingMenuAnchor;
  renderTarget: (props: MenuTargetProps) => React.JSX.Element;
}) {
  const { bookingMenu, booking, profile } = useRootStore();
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const menuRef = useRef<HTMLUListElement>(null);
  const isOpen = bookingMenu.openAt === anchor;

  const startQuickOrder = () => {
    bookingMenu.close();
    if (pathname !== '/') navigate('/');
    booking.open((stores) => stores.quickBooking.open());
  };

  const startDirectBooking = () => {
    bookingMenu.close();
    if (pathname !== '/') navigate('/');
    booking.open((stores) => stores.directBooking.open());
  };

  return (
    <PopoverNext
      // Its entries open a dialog or drawer that takes the focus: it is not taken back here.
      shouldReturnFocusOnClose={false}
      isOpen={isOpen}
      placement="bottom-start"
      animation="minimal"
      arrow={false}
      middleware={KEEP_FROM_SCREEN_EDGE}
      autoFocus={false}
      enforceFocus={false}
      // The booking stores and the quick-order drawer's code are fetched while the user reads the menu.
      onOpening={() => {
        booking.preload();
        LazyQuickBookingDrawer.preload();
        if (profile.profile?.canCreateAutoAssignOrder) LazyDirectBookingModal.preload();
      }}
      onOpened={() => items(menuRef.current)[0]?.focus()}
      onInteraction={(next) => (next ? bookingMenu.open(anchor) : bookingMenu.close())}
      content={
        <Menu
          ulRef={menuRef}
          aria-label={intl.formatMessage(m.menuLabel)}
          className="tolk-booking-menu"
          onKeyDown={(event) => {
            if (event.key === 'Escape') bookingMenu.close();
            else moveFocus(event);
          }}
        >
          <MenuItem
            icon="calendar"
            text={<MenuEntry title={m.preBooking} description={m.preBookingDescription} />}
            onClick={() => bookingMenu.openChooser()}
          />
          <MenuItem
            icon="time"
            text={<MenuEntry title={m.quickOrder} description={m.quickOrderDescription} />}
            onClick={startQuickOrder}
          />
          {profile.profile?.canCreateAutoAssignOrder ? (
            <MenuItem
              icon="headset"
              text={<MenuEntry title={bookNowMessages.bookNow} description={directBookingMessages.menuDescription} />}
              onClick={startDirectBooking}
            />
          ) : null}
        </Menu>
      }
      renderTarget={renderTarget}
    />
  );
});

function MenuEntry({ title, description }: { title: typeof m.preBooking; description: typeof m.preBooking }) {
  return (
    <span className="tolk-booking-menu-entry">
      <span className="tolk-booking-menu-title">
        <FormattedMessage {...title} />
      </span>
      <span className="tolk-booking-menu-description">
        <FormattedMessage {...description} />
      </span>
    </span>
  );
}

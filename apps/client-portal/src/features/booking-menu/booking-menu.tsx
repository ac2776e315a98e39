import { Button } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { lazyPart } from '../../app/lazy-part.js';
import { PopoverOnDemand, type MenuTargetProps } from '../../app/popover-on-demand.js';
import { useRootStore } from '../../app/root-context.js';
import type { BookingMenuAnchor } from './booking-menu-store.js';
import { bookingMenuMessages as m } from './booking-menu.messages.js';
import './booking-menu.css';

/** The menu's popover and entries: fetched as the pointer or the focus comes to a Start booking button. */
const bookingMenuPopover = lazyPart(() => import('./booking-menu-popover.js'));

/**
 * "Starta bokning" and its menu (spec 1 §2 screen 7, §9): pre-booking leads to the choose-assignment
 * dialog, the quick order to the dashboard's quick-order drawer, direct booking (for customers with
 * CanCreateAutoAssignOrder) to the dashboard's direct-booking modal.
 * Escape closes it, and so does focus leaving it for 300 ms.
 */
export const StartBookingMenu = observer(function StartBookingMenu({
  anchor,
  large = false,
}: {
  anchor: BookingMenuAnchor;
  large?: boolean;
}) {
  const { bookingMenu } = useRootStore();
  const intl = useIntl();
  const renderTarget = ({ isOpen: open, ref, ...targetProps }: MenuTargetProps) => (
    <Button
      {...targetProps}
      ref={ref}
      icon="plus"
      intent={large ? 'primary' : 'none'}
      variant={large ? undefined : 'minimal'}
      size={large ? 'large' : undefined}
      fill={large}
      aria-haspopup="menu"
      aria-expanded={open}
      title={intl.formatMessage(m.shortcutHint)}
    >
      <span className={large ? undefined : 'tolk-nav-text'}>
        <FormattedMessage {...m.startBooking} />
      </span>
    </Button>
  );

  return (
    <span
      className={large ? 'tolk-start-booking tolk-start-booking-large' : 'tolk-start-booking'}
      onFocus={() => bookingMenu.focusReturned()}
      onBlur={() => bookingMenu.focusLeft()}
    >
      <PopoverOnDemand
        isOpen={bookingMenu.openAt === anchor}
        popover={bookingMenuPopover}
        onOpen={() => bookingMenu.open(anchor)}
        onUnavailable={() => bookingMenu.close()}
        renderTarget={renderTarget}
      >
        {({ BookingMenuPopover }) => <BookingMenuPopover anchor={anchor} renderTarget={renderTarget} />}
      </PopoverOnDemand>
    </span>
  );
});

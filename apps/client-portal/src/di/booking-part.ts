import { SubmitBooking } from '@tolk/core';
import { CrmBookableServices, CrmDirectBooking, CrmOrderBooking } from '@tolk/crm-client';
import type { CustomerData, WallClockStore } from '@tolk/ui';
import type { Container } from 'inversify';
import type { AssignmentDrawerStore } from '../features/assignment-detail/assignment-drawer-store.js';
import type { AssignmentsStore } from '../features/assignments/assignments-store.js';
import { BookingContactsStore, SavedBookingContacts } from '../features/booking-form/booking-contacts-store.js';
import type { BookingStores } from '../features/booking-menu/booking-stores.js';
import type { CatalogueStore } from '../features/catalogue/catalogue-store.js';
import { contactPersonsStore } from '../features/contact-persons/contact-persons-store.js';
import type { ProfileStore } from '../features/dashboard/profile-store.js';
import { browserIds, browserPause } from '../features/direct-booking/browser-ports.js';
import { DirectBookingStore } from '../features/direct-booking/direct-booking-store.js';
import { MultipleOrderStore } from '../features/multiple-booking/multiple-order-store.js';
import { multipleDraftKeeper } from '../features/multiple-booking/multiple-draft-keeper.js';
import { QuickBookingStore } from '../features/quick-booking/quick-booking-store.js';
import { SingleBookingStore } from '../features/single-booking/single-booking-store.js';
import { TOKENS } from './tokens.js';

/*
 * The composition root's booking part (issue 4): the booking calls and the stores of the single and
 * multiple booking, the quick order and the direct booking. A chunk of its own, made at the first
 * booking, so that the dashboard and the other logged-in pages do not download it (issue 12,
 * docs/decisions.md).
 */

/** The logged-in stores the booking flows read and refresh. */
export interface BookingNeeds {
  /** The registry of the customer's data: each booking store is cleared with the rest at logout. */
  readonly held: CustomerData;
  readonly assignments: AssignmentsStore;
  readonly assignmentDrawer: AssignmentDrawerStore;
  readonly profile: ProfileStore;
  readonly catalogue: CatalogueStore;
  readonly wallClock: WallClockStore;
}

/** Binds the booking ports onto the logged-in customer's container and makes the booking stores. */
export function bookingStores(container: Container, needs: BookingNeeds): BookingStores {
  bindBooking(container);
  const { held, assignments, assignmentDrawer, profile, catalogue, wallClock } = needs;
  const refreshAssignments = () => void assignments.forceRefresh();
  // What every booking form needs.
  const form = {
    services: container.get(TOKENS.bookableServices),
    clock: container.get(TOKENS.clock),
    profile: () => profile.profile,
    skills: () => catalogue.skills,
  };
  // The one booking pipeline the single form, the quick drawer and the multiple order send through.
  const booking = new SubmitBooking(container.get(TOKENS.orderBooking));
  // One list of the customer's saved contact persons for the three booking flows; each flow keeps
  // the persons added in its own contact dialog.
  const savedContacts = held.hold('savedBookingContacts', new SavedBookingContacts(container.get(TOKENS.contactPersons)), (s) =>
    s.clear(),
  );
  const contacts = (name: string) => held.hold(name, new BookingContactsStore(savedContacts), (s) => s.clear());
  const drafts = container.get(TOKENS.draftStorage);
  const multipleOrder = held.hold(
    'multipleOrder',
    new MultipleOrderStore({
      form,
      contacts: contacts('multipleOrder.contacts'),
      booking,
      drafts: multipleDraftKeeper(drafts),
      refreshAssignments,
    }),
    (s) => s.leave(),
  );
  const quickBooking = held.hold(
    'quickBooking',
    new QuickBookingStore({
      form,
      contacts: contacts('quickBooking.contacts'),
      booking,
      drafts,
      refreshAssignments,
      multiple: multipleOrder,
    }),
    (s) => s.close(),
  );
  const singleBooking = held.hold(
    'singleBooking',
    new SingleBookingStore({
      form,
      contacts: contacts('singleBooking.contacts'),
      booking,
      drafts,
      lookup: container.get(TOKENS.assignmentLookup),
      refreshAssignments,
      onOrderChanged: (orderId) => assignmentDrawer.closeIfShowing(orderId),
      toasts: container.get(TOKENS.notifier),
    }),
    (s) => s.close(),
  );
  // Direct booking: an e-mail is required of both persons, so the contact dialog asks for one.
  const directBooking = held.hold(
    'directBooking',
    new DirectBookingStore({
      ports: {
        booking: container.get(TOKENS.directBooking),
        clock: container.get(TOKENS.clock),
        ids: browserIds,
        pause: browserPause,
        notifier: container.get(TOKENS.notifier),
      },
      now: () => wallClock.now,
      contacts: contactPersonsStore(
        container.get(TOKENS.contactPersons),
        container.get(TOKENS.saveContactPerson),
        () => true,
        container.get(TOKENS.notifier),
      ),
      skills: () => catalogue.skills,
      onBooked: refreshAssignments,
    }),
    (s) => s.close(),
  );
  return { singleBooking, multipleOrder, quickBooking, directBooking };
}

function bindBooking(container: Container): void {
  const bind = container.bind.bind(container);
  bind(TOKENS.bookableServices).toDynamicValue((ctx) => new CrmBookableServices(ctx.get(TOKENS.transport)));
  bind(TOKENS.orderBooking).toDynamicValue((ctx) => new CrmOrderBooking(ctx.get(TOKENS.transport), ctx.get(TOKENS.errorLog)));
  bind(TOKENS.directBooking).toDynamicValue((ctx) => new CrmDirectBooking(ctx.get(TOKENS.transport), ctx.get(TOKENS.errorLog)));
}

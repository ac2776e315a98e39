import { Button, Classes, Dialog, Icon } from '@blueprintjs/core';
import type { DirectBookingState } from '@tolk/core';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useRootStore } from '../../app/root-context.js';
import { ContactPersonDialog } from '../contact-persons/contact-person-dialog.js';
import { ChoosingStep } from './choosing-step.js';
import { CompletedStep } from './completed-step.js';
import { DirectBookingForm } from './direct-booking-form.js';
import type { DirectBookingStore } from './direct-booking-store.js';
import { directBookingMessages as m } from './direct-booking.messages.js';
import { LoadingStep } from './loading-step.js';
import { NoInterpreterStep } from './no-interpreter-step.js';
import { SearchingStep } from './searching-step.js';
import { UnavailableStep } from './unavailable-step.js';
import './direct-booking.css';

const TITLE_ID = 'direct-booking-title';

const titleOf = (state: DirectBookingState): MessageDescriptor => {
  switch (state.name) {
    case 'choosing':
    case 'no-interpreter':
      return m.noInterpreterHeading;
    case 'completed':
      return m.completedHeading;
    default:
      return m.title;
  }
};

/**
 * The direct-booking modal (spec 1 §2 item 7, §4), hosted by the dashboard: one dialog whose
 * content follows the machine's state — loading, unavailable, the form, searching, the
 * alternative slots, no free interpreter, completion — a step component each. Escape and the
 * close button close it.
 */
export const DirectBookingModal = observer(function DirectBookingModal() {
  const { booking, profile } = useRootStore();
  const store = booking.made.directBooking;
  const intl = useIntl();
  const state = store.state;
  return (
    <>
      <Dialog
        isOpen={store.isOpen}
        onClose={() => store.close()}
        aria-labelledby={TITLE_ID}
        className="tolk-direct-dialog"
        canOutsideClickClose={false}
      >
        <div className={Classes.DIALOG_HEADER}>
          <Icon icon="headset" aria-hidden />
          <h2 id={TITLE_ID} className={`${Classes.HEADING} tolk-direct-title`}>
            <FormattedMessage {...titleOf(state)} />
          </h2>
          <Button
            variant="minimal"
            icon="cross"
            className={Classes.DIALOG_CLOSE_BUTTON}
            aria-label={intl.formatMessage(m.close)}
            onClick={() => store.close()}
          />
        </div>
        <Content store={store} customerName={profile.profile?.customerName ?? ''} />
      </Dialog>
      {/* Adding an e-mail or a person: the contact person dialog over the modal. */}
      {store.isOpen ? <ContactPersonDialog store={store.contacts} /> : null}
    </>
  );
});

/** The step of the machine's state: one component each, the form's in direct-booking-form.tsx. */
const Content = observer(function Content({ store, customerName }: { store: DirectBookingStore; customerName: string }) {
  const state = store.state;
  switch (state.name) {
    case 'closed':
      return null;
    case 'loading':
      return <LoadingStep />;
    case 'unavailable':
      return <UnavailableStep store={store} state={state} />;
    case 'form':
      return <DirectBookingForm store={store} />;
    case 'searching':
      return <SearchingStep store={store} state={state} />;
    case 'choosing':
      return <ChoosingStep store={store} state={state} />;
    case 'no-interpreter':
      return <NoInterpreterStep store={store} state={state} />;
    case 'completed':
      return <CompletedStep store={store} state={state} customerName={customerName} />;
  }
});

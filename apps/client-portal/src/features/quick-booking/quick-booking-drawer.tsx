import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useRootStore } from '../../app/root-context.js';
import { AssignmentForm } from '../booking-form/assignment-form.js';
import { BookingPreview } from '../booking-form/booking-preview.js';
import { BookingSuccess, type BookedAssignment } from '../booking-form/booking-success.js';
import { DraftOfferDialog } from '../booking-form/draft-offer-dialog.js';
import { LeaveConfirmDialog } from '../booking-form/leave-confirm-dialog.js';
import { PersonalNumberWarning } from '../booking-form/personal-number-warning.js';
import { SideDrawer } from '../dashboard/side-drawer.js';
import { focusFieldSoon } from '../multiple-booking/focus-field.js';
import { MULTIPLE_ORDER_PATH } from '../multiple-booking/routes.js';
import type { QuickBookingStore } from './quick-booking-store.js';
import { quickBookingMessages as m } from './quick-booking.messages.js';
import './quick-booking.css';

/**
 * The quick-order drawer on the dashboard (spec 1 §2 screen 6): step 1 of the single form in a side
 * drawer; "more options" opens the advanced wizard (step 1 first only for video types, then step 2),
 * then the preview modal and the success modal (Fortsätt boka starts afresh). Escape, the close
 * button and the backdrop ask before unsaved changes are dropped; an unsent draft left by a reload
 * or an expired session is offered back when the drawer opens.
 */
export const QuickBookingDrawer = observer(function QuickBookingDrawer() {
  const quick = useRootStore().booking.made.quickBooking;
  const intl = useIntl();
  const navigate = useNavigate();
  const form = quick.form;
  // Behind the preview and success modals the drawer keeps the step the preview came from.
  const stage = quick.drawerStage;
  const inWizard = stage === 'wizard-1' || stage === 'wizard-2';
  const wizardSteps = quick.wizardStarts === 'wizard-1' ? 2 : 1;
  const wizardStep = stage === 'wizard-1' || wizardSteps === 1 ? 1 : 2;

  const toPreview = () => {
    const { field } = quick.stage === 'form' ? quick.preview() : quick.wizardNext();
    if (form && field) focusFieldSoon(form, field);
  };
  const switchToMultiple = () => {
    quick.switchToMultiple();
    navigate(MULTIPLE_ORDER_PATH);
  };

  const footer = !form ? null : inWizard ? (
    <>
      <Button icon="arrow-left" onClick={() => quick.wizardBack()}>
        <FormattedMessage {...m.back} />
      </Button>
      <span className="tolk-quick-spacer" />
      <Button intent="primary" endIcon="arrow-right" onClick={toPreview}>
        <FormattedMessage {...(stage === 'wizard-1' ? m.next : m.preview)} />
      </Button>
    </>
  ) : (
    <>
      <Button onClick={() => quick.requestClose()}>
        <FormattedMessage {...m.close} />
      </Button>
      <span className="tolk-quick-spacer" />
      <Button intent="primary" endIcon="arrow-right" onClick={toPreview}>
        <FormattedMessage {...m.preview} />
      </Button>
    </>
  );

  return (
    <>
      <SideDrawer
        isOpen={quick.isOpen}
        onClose={() => quick.requestClose()}
        title={intl.formatMessage(m.title)}
        className="tolk-quick-drawer"
        footer={footer}
      >
        {form ? (
          <div className="tolk-quick-body">
            {inWizard ? (
              <p className="tolk-quick-step" aria-live="polite">
                {wizardSteps > 1 ? (
                  <FormattedMessage {...m.step} values={{ step: wizardStep, total: wizardSteps }} />
                ) : (
                  <FormattedMessage {...m.moreOptions} />
                )}
              </p>
            ) : null}
            {stage === 'wizard-2' ? (
              <AssignmentForm key={`${form.draft.key}-additional`} form={form} part="additional" />
            ) : (
              <AssignmentForm key={`${form.draft.key}-essentials`} form={form} part="essentials" />
            )}
            {stage === 'form' ? (
              <div className="tolk-quick-more">
                <Button variant="outlined" icon="add" onClick={() => quick.moreOptions()} fill alignText="start">
                  <span className="tolk-quick-more-text">
                    <FormattedMessage {...m.moreOptions} />
                    <small>
                      <FormattedMessage {...m.moreOptionsHelp} />
                    </small>
                  </span>
                </Button>
                <Button variant="minimal" icon="th-list" onClick={switchToMultiple} alignText="start">
                  <FormattedMessage {...m.switchToMultiple} />
                </Button>
              </div>
            ) : null}
          </div>
        ) : null}
      </SideDrawer>
      <DraftOfferDialog
        offered={quick.isOpen ? quick.offered : null}
        onRestore={() => quick.restoreOffered()}
        onDiscard={() => quick.discardOffered()}
      />
      {form ? <QuickPreviewDialog quick={quick} /> : null}
      <QuickSuccessDialog quick={quick} />
      <LeaveConfirmDialog
        isOpen={quick.confirmingLeave}
        title={m.leaveTitle}
        text={m.leaveText}
        leaveLabel={m.leave}
        onStay={() => quick.stayOpen()}
        onLeave={() => quick.close()}
      />
    </>
  );
});

/** The preview modal: the booking's three sections, go back and confirm now (spec 1 §2 screen 6). */
const QuickPreviewDialog = observer(function QuickPreviewDialog({ quick }: { quick: QuickBookingStore }) {
  const intl = useIntl();
  const [askPersonalNumbers, setAskPersonalNumbers] = useState(false);
  const form = quick.form;
  if (!form) return null;
  const send = () => {
    setAskPersonalNumbers(false);
    void quick.confirm();
  };
  const confirm = () => {
    if (quick.personalNumberWarnings.length > 0) setAskPersonalNumbers(true);
    else send();
  };
  return (
    <>
      <Dialog
        isOpen={quick.stage === 'preview'}
        onClose={() => (quick.sending ? undefined : quick.backFromPreview())}
        title={intl.formatMessage(m.previewTitle)}
        className="tolk-quick-preview"
      >
        <DialogBody>
          {quick.failed ? (
            <Callout intent="danger" role="alert" className="tolk-quick-failed">
              <FormattedMessage {...m.failed} />
            </Callout>
          ) : null}
          <BookingPreview form={form} />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button icon="arrow-left" onClick={() => quick.backFromPreview()} disabled={quick.sending}>
                <FormattedMessage {...m.goBack} />
              </Button>
              <Button intent="primary" onClick={confirm} loading={quick.sending}>
                <FormattedMessage {...m.confirmNow} />
              </Button>
            </>
          }
        />
      </Dialog>
      <PersonalNumberWarning
        isOpen={askPersonalNumbers}
        fields={quick.personalNumberWarnings}
        onCancel={() => setAskPersonalNumbers(false)}
        onConfirm={send}
      />
    </>
  );
});

/** The success modal: the booking success view; Fortsätt boka resets the drawer, Klar closes it. */
const QuickSuccessDialog = observer(function QuickSuccessDialog({ quick }: { quick: QuickBookingStore }) {
  const form = quick.form;
  const orders: BookedAssignment[] =
    form && quick.stage === 'success'
      ? quick.created.map((order) => ({
          orderNumber: order.orderNumber,
          language: form.skills().find((skill) => skill.id === form.draft.skillId)?.name ?? '',
          serviceName: form.service?.name ?? '',
          from: order.from,
          to: order.to,
        }))
      : [];
  return (
    <Dialog
      isOpen={quick.stage === 'success'}
      onClose={() => quick.close()}
      aria-labelledby="booking-success-heading"
      className="tolk-quick-success"
    >
      <DialogBody>
        {orders.length > 0 ? (
          <BookingSuccess
            mode="assignment"
            orders={orders}
            onDone={() => quick.close()}
            onContinue={() => quick.continueBooking()}
          />
        ) : null}
      </DialogBody>
    </Dialog>
  );
});

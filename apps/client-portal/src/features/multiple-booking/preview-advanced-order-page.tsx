import { Button, ProgressBar } from '@blueprintjs/core';
import { usePageTitle } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, useNavigate } from 'react-router-dom';
import { useRootStore } from '../../app/root-context.js';
import { BookingPreview } from '../booking-form/booking-preview.js';
import { useLeaveGuard } from '../booking-form/leave-guard.js';
import { PersonalNumberWarning } from '../booking-form/personal-number-warning.js';
import { multipleBookingMessages as m } from './multiple-booking.messages.js';
import { PartlySentCallout, RefusalCallout } from './order-refusals.js';
import { MULTIPLE_ORDER_PATH } from './routes.js';
import { THANK_YOU_PATH, thankYouState, type ThankYouOrder } from './thank-you-state.js';
import './multiple-booking.css';

/**
 * `/preview-advanced-order-form` (spec 1 §2 screen 4): every assignment's preview, print, cancel
 * (back to /) and confirm now. Confirming sends each assignment in turn with a progress count; the
 * ones that fail stay here with the count toast, each with the field and the reason of its refusal,
 * under the numbers of those booked (issue 17 item 1); on full success the thank-you page lists the orders.
 * An empty list goes back to the form.
 */
export const PreviewAdvancedOrderPage = observer(function PreviewAdvancedOrderPage() {
  usePageTitle(m.previewTitle);
  const { booking, notifier } = useRootStore();
  const multiple = booking.made.multipleOrder;
  const navigate = useNavigate();
  const [partly, setPartly] = useState<{ sent: number; failed: number; orders: readonly ThankYouOrder[] } | null>(null);
  const [askPersonalNumbers, setAskPersonalNumbers] = useState(false);
  const guard = useLeaveGuard(multiple.isDirty && !multiple.isSending, { onLeave: () => multiple.leave() });

  if (multiple.forms.length === 0 && !multiple.isSending && !multiple.completed)
    return <Navigate to={MULTIPLE_ORDER_PATH} replace />;

  const back = () => {
    guard.allowNext();
    navigate(MULTIPLE_ORDER_PATH);
  };

  const send = async () => {
    setAskPersonalNumbers(false);
    const outcome = await multiple.send();
    switch (outcome.kind) {
      case 'sent':
        guard.allowNext();
        navigate(THANK_YOU_PATH, { state: thankYouState(outcome.orders) });
        return;
      case 'partly-sent':
        setPartly({ sent: outcome.sent, failed: outcome.failed, orders: outcome.orders });
        notifier.say(m.createMultipleOrderError, 'danger', { count: outcome.failed });
        return;
      case 'invalid':
        back();
        return;
      case 'busy':
        return;
    }
  };

  const confirm = () => {
    if (multiple.personalNumberWarnings.length > 0) setAskPersonalNumbers(true);
    else void send();
  };

  const total = multiple.forms.length;
  const progress = multiple.progress;
  return (
    <div className="tolk-multiple tolk-multiple-preview">
      <header className="tolk-multiple-header">
        <div>
          <h1 className="tolk-multiple-title">
            <FormattedMessage {...m.previewTitle} />
          </h1>
          <p className="tolk-muted">
            <FormattedMessage {...m.previewIntro} values={{ count: total }} />
          </p>
        </div>
        <Button variant="minimal" icon="print" onClick={() => window.print()} className="tolk-no-print">
          <FormattedMessage {...m.print} />
        </Button>
      </header>
      {partly ? <PartlySentCallout {...partly} /> : null}
      {multiple.forms.map((form, index) => (
        <section key={form.draft.key} className="tolk-multiple-preview-item" aria-labelledby={`preview-${form.draft.key}`}>
          <h2 id={`preview-${form.draft.key}`} className="tolk-multiple-preview-heading">
            <FormattedMessage {...m.previewAssignment} values={{ number: index + 1, total }} />
          </h2>
          {multiple.refusals.has(form.draft.key) ? <RefusalCallout refusals={multiple.refusals.get(form.draft.key)!} /> : null}
          <BookingPreview form={form} />
        </section>
      ))}
      <div className="tolk-multiple-actions tolk-no-print">
        {progress ? (
          <div className="tolk-multiple-progress" role="status" aria-live="polite">
            <span id="tolk-multiple-progress-text">
              <FormattedMessage {...m.progress} values={{ sent: progress.sent, total: progress.total }} />
            </span>
            <ProgressBar
              aria-labelledby="tolk-multiple-progress-text"
              value={progress.total ? progress.sent / progress.total : 0}
              intent="primary"
              stripes={false}
            />
          </div>
        ) : null}
        <Button onClick={() => navigate('/')} disabled={multiple.isSending}>
          <FormattedMessage {...m.cancel} />
        </Button>
        <Button icon="arrow-left" onClick={back} disabled={multiple.isSending}>
          <FormattedMessage {...m.goBack} />
        </Button>
        <Button intent="primary" size="large" onClick={confirm} loading={multiple.isSending}>
          <FormattedMessage {...m.confirmNow} />
        </Button>
      </div>
      <PersonalNumberWarning
        isOpen={askPersonalNumbers}
        fields={multiple.personalNumberWarnings.flatMap((found) => found.fields)}
        onCancel={() => setAskPersonalNumbers(false)}
        onConfirm={() => void send()}
      />
      {guard.dialog}
    </div>
  );
});

import { Button, Callout } from '@blueprintjs/core';
import { usePageTitle } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useRootStore } from '../../app/root-context.js';
import { AssignmentForm } from '../booking-form/assignment-form.js';
import { useLeaveGuard } from '../booking-form/leave-guard.js';
import { AssignmentTabs, panelId, tabId } from './assignment-tabs.js';
import { focusFieldSoon } from './focus-field.js';
import { multipleBookingMessages as m } from './multiple-booking.messages.js';
import { PREVIEW_MULTIPLE_PATH } from './routes.js';
import './multiple-booking.css';

/**
 * `/advanced-order-form` (spec 1 §2 screen 3): one tab per assignment, only the selected one's form
 * open, add and delete, the preview button; a kept order offered back; leaving with unsaved changes
 * asks first.
 */
export const AdvancedOrderPage = observer(function AdvancedOrderPage() {
  usePageTitle(m.title);
  const multiple = useRootStore().booking.made.multipleOrder;
  const intl = useIntl();
  const navigate = useNavigate();
  const [failing, setFailing] = useState(0);
  const guard = useLeaveGuard(multiple.isDirty && !multiple.isSending, { onLeave: () => multiple.leave() });

  useEffect(() => multiple.open(), [multiple]);

  const selected = multiple.selected;
  const preview = () => {
    const result = multiple.validateAll();
    if (!result.valid) {
      setFailing(result.failing);
      if (multiple.selected) focusFieldSoon(multiple.selected, result.field);
      return;
    }
    setFailing(0);
    guard.allowNext();
    navigate(PREVIEW_MULTIPLE_PATH);
  };

  return (
    <div className="tolk-multiple">
      <header className="tolk-multiple-header">
        <div>
          <h1 className="tolk-multiple-title">
            <FormattedMessage {...m.title} />
          </h1>
          <p className="tolk-muted">
            <FormattedMessage {...m.intro} />
          </p>
        </div>
        <Button variant="minimal" icon="cross" onClick={() => navigate('/')}>
          <FormattedMessage {...m.close} />
        </Button>
      </header>
      {multiple.offer ? (
        <Callout intent="primary" icon="history" title={intl.formatMessage(m.restoreTitle)} className="tolk-multiple-offer">
          <p>
            <FormattedMessage {...m.restoreText} values={{ count: multiple.offer.drafts.length }} />
          </p>
          <div className="tolk-multiple-buttons">
            <Button intent="primary" onClick={() => multiple.restore()}>
              <FormattedMessage {...m.restore} />
            </Button>
            <Button onClick={() => multiple.discard()}>
              <FormattedMessage {...m.discard} />
            </Button>
          </div>
        </Callout>
      ) : null}
      {failing > 0 && multiple.highlighted.size > 0 ? (
        <Callout intent="danger" role="alert" className="tolk-multiple-invalid">
          <FormattedMessage {...m.invalid} values={{ count: failing }} />
        </Callout>
      ) : null}
      <AssignmentTabs multiple={multiple} />
      {selected ? (
        <section
          role="tabpanel"
          id={panelId(selected.draft.key)}
          aria-labelledby={tabId(selected.draft.key)}
          className="tolk-multiple-panel"
        >
          {/* The form's sections are h3: the panel's own heading keeps the outline whole (WCAG 1.3.1). */}
          <h2 className="tolk-visually-hidden">
            <FormattedMessage
              {...m.previewAssignment}
              values={{ number: multiple.forms.indexOf(selected) + 1, total: multiple.forms.length }}
            />
          </h2>
          <AssignmentForm key={selected.draft.key} form={selected} part="all" />
        </section>
      ) : null}
      <div className="tolk-multiple-actions">
        <Button intent="primary" size="large" endIcon="arrow-right" onClick={preview}>
          <FormattedMessage {...m.preview} />
        </Button>
      </div>
      {guard.dialog}
    </div>
  );
});

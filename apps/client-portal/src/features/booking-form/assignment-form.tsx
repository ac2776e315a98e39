import { Button } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import type { AssignmentFormStore } from './assignment-form-store.js';
import { BookingContactDialog } from './booking-contact-dialog.js';
import { bookingFormMessages as m } from './booking-form.messages.js';
import { InformationSection, RequirementsSection } from './form-additional-section.js';
import { AddressSection } from './form-address-section.js';
import { AttachmentsSection } from './form-attachments-section.js';
import { DatesSection } from './form-dates-section.js';
import { LanguageSection } from './form-language-section.js';
import { PersonsSection } from './form-persons-section.js';
import { SmsSection } from './form-sms-section.js';
import { LongBookingDialog } from './long-booking-dialog.js';
import { TodayWarningDialog } from './today-warning-dialog.js';
import './booking-form.css';

export type AssignmentFormPart = 'essentials' | 'additional' | 'all';

export interface AssignmentFormProps {
  readonly form: AssignmentFormStore;
  /** essentials = step 1, additional = step 2, all = both (the multiple form's tab). */
  readonly part: AssignmentFormPart;
  /** The "add requirements" link of step 1 (the single form goes to step 2); hidden without it. */
  readonly onAddRequirements?: () => void;
}

/**
 * One assignment's booking form (spec 1 §2 screen 2): step 1 the essentials, step 2 additional
 * requirements and information, each a composition of the field groups' sections. Every change goes
 * through the form store, which applies the core's rules; the contact dialog and the today warning
 * open from step 1.
 */
export const AssignmentForm = observer(function AssignmentForm({ form, part, onAddRequirements }: AssignmentFormProps) {
  return (
    <div className="tolk-assignment-form">
      {part !== 'additional' ? <Essentials form={form} onAddRequirements={onAddRequirements} /> : null}
      {part !== 'essentials' ? <Additional form={form} /> : null}
      {part !== 'additional' ? (
        <>
          <BookingContactDialog form={form} />
          <TodayWarningDialog form={form} />
          <LongBookingDialog form={form} />
        </>
      ) : null}
    </div>
  );
});

// ---- Step 1 ------------------------------------------------------------------------------------

const Essentials = observer(function Essentials({
  form,
  onAddRequirements,
}: {
  readonly form: AssignmentFormStore;
  readonly onAddRequirements?: () => void;
}) {
  return (
    <>
      <DatesSection form={form} />
      <LanguageSection form={form} />
      <PersonsSection form={form} />
      <SmsSection form={form} />
      {onAddRequirements ? (
        <Button variant="minimal" intent="primary" icon="add" onClick={onAddRequirements} className="tolk-booking-more">
          <FormattedMessage {...m.addRequirements} />
        </Button>
      ) : null}
    </>
  );
});

// ---- Step 2 ------------------------------------------------------------------------------------

const Additional = observer(function Additional({ form }: { readonly form: AssignmentFormStore }) {
  return (
    <>
      <RequirementsSection form={form} />
      <InformationSection form={form} />
      <AddressSection form={form} />
      <AttachmentsSection form={form} />
    </>
  );
});

import { Checkbox, Radio, RadioGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { AssignmentFormStore } from './assignment-form-store.js';
import { bookingFormMessages as m } from './booking-form.messages.js';
import { DraftTextInput } from './draft-fields.js';
import { Section } from './form-section.js';

/** "Address" (step 2): the customer's own address from the profile, or another one, and the company name. */
export const AddressSection = observer(function AddressSection({ form }: { readonly form: AssignmentFormStore }) {
  const intl = useIntl();
  const draft = form.draft;
  const own = form.profile()?.customerAddress;
  const name = useId();
  const ownText = own
    ? [own.careOf, own.addressRow1, `${own.postalCode} ${own.city}`].filter((p) => p.trim() !== '').join(', ')
    : '';
  return (
    <Section title={m.address} id={form.fieldId('section-address')}>
      <RadioGroup
        name={`${name}-address`}
        selectedValue={draft.useProfileAddress ? 'own' : 'other'}
        onChange={(event) => form.setUseProfileAddress(event.currentTarget.value === 'own')}
        aria-label={intl.formatMessage(m.address)}
      >
        <Radio value="own" label={intl.formatMessage(m.useProfileAddress, { address: ownText })} />
        <Radio value="other" label={intl.formatMessage(m.otherAddress)} />
      </RadioGroup>
      {draft.useProfileAddress ? null : (
        <div className="tolk-booking-address">
          <DraftTextInput form={form} field="addressLine" required autoComplete="street-address" />
          <DraftTextInput form={form} field="careOf" />
          <div className="tolk-booking-two">
            <DraftTextInput form={form} field="postalCode" required inputMode="numeric" autoComplete="postal-code" />
            <DraftTextInput form={form} field="city" required autoComplete="address-level2" />
          </div>
          <Checkbox
            checked={draft.isHomeAddress}
            label={intl.formatMessage(m.homeAddress)}
            onChange={(event) => form.setFlag('isHomeAddress', event.currentTarget.checked)}
          />
        </div>
      )}
      <DraftTextInput form={form} field="companyName" label={intl.formatMessage(m.companyName)} autoComplete="organization" />
    </Section>
  );
});

import { FormGroup, InputGroup, Switch } from '@blueprintjs/core';
import { DEFAULT_SMS_HOURS_BEFORE, smsReminderOffer } from '@tolk/core';
import { RequiredMark } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AssignmentFormStore } from './assignment-form-store.js';
import { bookingFormMessages as m } from './booking-form.messages.js';
import { FieldHelper, useProblemText } from './draft-fields.js';

/** The SMS reminder (step 1), when the chosen type offers one: the switch and the number it goes to. */
export const SmsSection = observer(function SmsSection({ form }: { readonly form: AssignmentFormStore }) {
  const intl = useIntl();
  const problem = useProblemText(form, 'smsPhone');
  const offer = smsReminderOffer(form.service, form.options.editing);
  if (!offer) return null;
  const sms = form.draft.smsReminder;
  const id = form.fieldId('smsPhone');
  return (
    <section className="tolk-booking-section" aria-label={intl.formatMessage(m.smsReminder)}>
      <Switch
        checked={sms !== null}
        label={intl.formatMessage(m.smsReminder)}
        onChange={(event) => form.setSmsReminder(event.currentTarget.checked)}
      />
      <p className="tolk-booking-muted">
        <FormattedMessage {...m.smsReminderHelp} values={{ hours: (sms ?? offer).sendHoursBefore ?? DEFAULT_SMS_HOURS_BEFORE }} />
      </p>
      {sms ? (
        <FormGroup
          label={intl.formatMessage(m.smsPhone)}
          labelFor={id}
          labelInfo={<RequiredMark />}
          intent={problem ? 'danger' : 'none'}
          helperText={<FieldHelper id={id} problem={problem} />}
        >
          <InputGroup
            id={id}
            name={id}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={sms.phoneNumber}
            onValueChange={(value) => form.setSmsPhone(value)}
            onBlur={() => form.touch('smsPhone')}
            intent={problem ? 'danger' : 'none'}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            aria-required
          />
        </FormGroup>
      ) : null}
    </section>
  );
});

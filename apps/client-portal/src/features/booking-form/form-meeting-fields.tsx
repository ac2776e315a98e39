import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { meetingFieldsOf } from '@tolk/core';
import { RequiredMark } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { AssignmentFormStore } from './assignment-form-store.js';
import { bookingFormMessages as m } from './booking-form.messages.js';
import { DraftTextInput, FieldHelper, useProblemText } from './draft-fields.js';

/**
 * The meeting's data the chosen type asks for (spec 1 §5): the platform, the link, the phone number
 * and the pass code; nothing for a type that needs none.
 */
export const MeetingFields = observer(function MeetingFields({ form }: { readonly form: AssignmentFormStore }) {
  const intl = useIntl();
  const service = form.service;
  const platformProblem = useProblemText(form, 'meetingPlatformId');
  const shown = meetingFieldsOf(service);
  if (!service || !shown) return null;
  const platforms = service.platforms;
  const platformId = form.fieldId('meetingPlatformId');
  return (
    <div className="tolk-booking-meeting">
      {shown.platform ? (
        <FormGroup
          label={intl.formatMessage(m.meetingPlatform)}
          labelFor={platformId}
          labelInfo={<RequiredMark />}
          intent={platformProblem ? 'danger' : 'none'}
          helperText={<FieldHelper id={platformId} problem={platformProblem} />}
        >
          <HTMLSelect
            id={platformId}
            name={platformId}
            value={form.draft.meetingPlatformId ?? ''}
            onChange={(event) => form.setMeetingPlatform(event.currentTarget.value || null)}
            onBlur={() => form.touch('meetingPlatformId')}
            aria-invalid={platformProblem ? true : undefined}
            aria-describedby={platformProblem ? `${platformId}-problem` : undefined}
            aria-required
            fill
          >
            <option value="">{intl.formatMessage(m.choosePlatform)}</option>
            {platforms.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      ) : null}
      {shown.link ? (
        <DraftTextInput form={form} field="meetingUrl" type="url" inputMode="url" required placeholder="https://" />
      ) : null}
      {shown.phone ? <DraftTextInput form={form} field="meetingPhone" type="tel" inputMode="tel" required /> : null}
      {shown.passCode === 'none' ? null : (
        <DraftTextInput form={form} field="meetingPassCode" required={shown.passCode === 'required'} />
      )}
    </div>
  );
});

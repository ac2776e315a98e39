import { Checkbox, FormGroup, HTMLSelect, Icon, Radio, RadioGroup } from '@blueprintjs/core';
import { BREAK_MINUTE_CHOICES, CERTIFICATION_CHOICES, certificationOf, type CertificationChoice } from '@tolk/core';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { AssignmentFormStore } from './assignment-form-store.js';
import { bookingFormMessages as m } from './booking-form.messages.js';
import { DraftTextInput } from './draft-fields.js';
import { Section } from './form-section.js';

const CERTIFICATION_LABELS: Record<CertificationChoice, MessageDescriptor> = {
  prefer: m.certificationPrefer,
  'allow-lower': m.certificationAllowLower,
  only: m.certificationOnly,
};

/**
 * "Requirements" (step 2): the interpreter's gender, competence level and certification, a
 * requested interpreter, other requirements, BankID for a remote type, and the break time.
 */
export const RequirementsSection = observer(function RequirementsSection({ form }: { readonly form: AssignmentFormStore }) {
  const intl = useIntl();
  const draft = form.draft;
  const service = form.service;
  const genderName = useId();
  return (
    <Section title={m.requirements} id={form.fieldId('section-requirements')}>
      <RadioGroup
        label={intl.formatMessage(m.gender)}
        name={`${genderName}-gender`}
        inline
        selectedValue={draft.gender === null ? '' : String(draft.gender)}
        onChange={(event) => {
          const value = event.currentTarget.value;
          form.setGender(value === '1' ? 1 : value === '2' ? 2 : null);
        }}
      >
        <Radio value="" label={intl.formatMessage(m.genderAny)} />
        <Radio value="2" label={intl.formatMessage(m.genderFemale)} />
        <Radio value="1" label={intl.formatMessage(m.genderMale)} />
      </RadioGroup>
      {draft.gender !== null ? (
        <Checkbox
          checked={draft.requireGender}
          label={intl.formatMessage(m.requireGender)}
          onChange={(event) => form.setRequireGender(event.currentTarget.checked)}
        />
      ) : null}
      <FormGroup label={intl.formatMessage(m.competence)} labelFor={form.fieldId('competence')}>
        <HTMLSelect
          id={form.fieldId('competence')}
          value={draft.competenceId === null ? '' : String(draft.competenceId)}
          onChange={(event) => form.setCompetence(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
          fill
        >
          <option value="">{intl.formatMessage(m.competenceAny)}</option>
          {(service?.competences ?? []).map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
          {draft.competenceId !== null && !(service?.competences ?? []).some((c) => c.id === draft.competenceId) ? (
            <option value={String(draft.competenceId)}>{String(draft.competenceId)}</option>
          ) : null}
        </HTMLSelect>
      </FormGroup>
      {draft.competenceId !== null ? (
        <RadioGroup
          label={intl.formatMessage(m.certification)}
          name={`${genderName}-certification`}
          inline
          selectedValue={certificationOf(draft)}
          onChange={(event) => form.setCertification(event.currentTarget.value as CertificationChoice)}
        >
          {CERTIFICATION_CHOICES.map((choice) => (
            <Radio key={choice} value={choice} label={intl.formatMessage(CERTIFICATION_LABELS[choice])} />
          ))}
        </RadioGroup>
      ) : null}
      <DraftTextInput form={form} field="requestedInterpreter" hint={intl.formatMessage(m.requestedInterpreterHelp)} />
      {draft.requestedInterpreter.trim() !== '' ? (
        <RadioGroup
          label={intl.formatMessage(m.requestedLevel)}
          name={`${genderName}-requested`}
          inline
          selectedValue={String(draft.requestedInterpreterLevel)}
          onChange={(event) => form.setRequestedInterpreterLevel(Number(event.currentTarget.value) as 1 | 2 | 3)}
        >
          <Radio value="2" label={intl.formatMessage(m.requestedLevelPreferred)} />
          <Radio value="1" label={intl.formatMessage(m.requestedLevelRequired)} />
          <Radio value="3" label={intl.formatMessage(m.requestedLevelTalked)} />
        </RadioGroup>
      ) : null}
      <DraftTextInput form={form} field="additionalRequirements" multiline />
      {service?.isRemote ? (
        <Checkbox
          checked={draft.bankIdRequired}
          label={intl.formatMessage(m.bankId)}
          onChange={(event) => form.setFlag('bankIdRequired', event.currentTarget.checked)}
        />
      ) : null}
      <FormGroup label={intl.formatMessage(m.breakTime)} labelFor={form.fieldId('break')}>
        <HTMLSelect
          id={form.fieldId('break')}
          value={String(draft.breakMinutes)}
          onChange={(event) => form.setBreakMinutes(Number(event.currentTarget.value))}
        >
          {BREAK_MINUTE_CHOICES.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {intl.formatMessage(m.breakMinutes, { minutes })}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
    </Section>
  );
});

/** "Information" (step 2): the description for the interpreter and the customer's references. */
export const InformationSection = observer(function InformationSection({ form }: { readonly form: AssignmentFormStore }) {
  return (
    <Section title={m.information} id={form.fieldId('section-information')}>
      <p className="tolk-booking-muted">
        <Icon icon="info-sign" size={12} aria-hidden /> <FormattedMessage {...m.personalDataHint} />
      </p>
      <DraftTextInput form={form} field="description" multiline />
      <DraftTextInput form={form} field="yourReference" />
      <DraftTextInput form={form} field="yourOrderNumber" />
    </Section>
  );
});

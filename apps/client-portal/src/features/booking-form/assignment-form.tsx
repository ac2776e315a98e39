import {
  Button,
  Callout,
  Checkbox,
  FileInput,
  FormGroup,
  HTMLSelect,
  Icon,
  InputGroup,
  Radio,
  RadioGroup,
  Spinner,
  Switch,
  Tag,
} from '@blueprintjs/core';
import {
  CERTIFICATION_CHOICES,
  articleKindOf,
  certificationOf,
  displayName,
  firstBookableDay,
  isNewPerson,
  requiresMeetingLink,
  requiresMeetingPassCode,
  shortFileName,
  smsReminderOffer,
  type BookingContact,
  type CertificationChoice,
  type DraftField,
  MAX_UPLOAD_MB,
} from '@tolk/core';
import { observer } from 'mobx-react-lite';
import { DateField } from '@tolk/ui/date-field';
import { readBase64 } from '@tolk/ui';
import { useId, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { ARTICLE_ICONS } from '../assignments/article-label.js';
import { articleTypeMessageOf } from '../assignments/article-type.messages.js';
import type { AssignmentFormStore, ContactRole } from './assignment-form-store.js';
import { BookingContactDialog } from './booking-contact-dialog.js';
import { bookingFormMessages as m } from './booking-form.messages.js';
import { DraftTextInput, FieldHelper, useProblemText } from './draft-fields.js';
import { LanguagePicker } from './language-picker.js';
import { TimeInput } from '@tolk/ui';
import { TodayWarningDialog } from './today-warning-dialog.js';
import { LongBookingDialog } from './long-booking-dialog.js';
import { lengthText } from './booking-length.js';
import './booking-form.css';
import { RequiredMark } from '@tolk/ui';

export type AssignmentFormPart = 'essentials' | 'additional' | 'all';

export interface AssignmentFormProps {
  readonly form: AssignmentFormStore;
  /** essentials = step 1, additional = step 2, all = both (the multiple form's tab). */
  readonly part: AssignmentFormPart;
  /** The "add requirements" link of step 1 (the single form goes to step 2); hidden without it. */
  readonly onAddRequirements?: () => void;
}

const CERTIFICATION_LABELS: Record<CertificationChoice, MessageDescriptor> = {
  prefer: m.certificationPrefer,
  'allow-lower': m.certificationAllowLower,
  only: m.certificationOnly,
};

/** Spec 1 §9: the break-time list is not shown; ours, in minutes, 0 by default. */
const BREAK_MINUTES = [0, 15, 30, 45, 60] as const;

/**
 * One assignment's booking form (spec 1 §2 screen 2): step 1 the essentials, step 2 additional
 * requirements and information. Every change goes through the form store, which applies the core's
 * rules; the contact dialog and the today warning open from step 1.
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

function Section({
  title,
  children,
  id,
}: {
  readonly title: MessageDescriptor;
  readonly children: ReactNode;
  readonly id: string;
}) {
  return (
    <section className="tolk-booking-section" aria-labelledby={id}>
      <h3 id={id} className="tolk-booking-section-title">
        <FormattedMessage {...title} />
      </h3>
      {children}
    </section>
  );
}

// ---- Step 1 ------------------------------------------------------------------------------------

const Essentials = observer(function Essentials({
  form,
  onAddRequirements,
}: {
  readonly form: AssignmentFormStore;
  readonly onAddRequirements?: () => void;
}) {
  const intl = useIntl();
  return (
    <>
      <Section title={m.when} id={form.fieldId('section-when')}>
        <DatesField form={form} />
        <TimesField form={form} />
        {form.draft.dates.length > 1 ? (
          <>
            <DraftTextInput form={form} field="groupDescription" multiline />
            <Checkbox
              checked={form.draft.sameInterpreterForAll}
              label={intl.formatMessage(m.sameInterpreter)}
              onChange={(event) => form.setFlag('sameInterpreterForAll', event.currentTarget.checked)}
            />
          </>
        ) : null}
      </Section>
      <Section title={m.what} id={form.fieldId('section-what')}>
        <LanguageFields form={form} />
        <ServiceField form={form} />
        <MeetingFields form={form} />
      </Section>
      <Section title={m.people} id={form.fieldId('section-people')}>
        <PersonSelect form={form} role="contact" />
        <Checkbox
          checked={form.draft.ordererSameAsContact}
          label={intl.formatMessage(m.sameAsAbove)}
          onChange={(event) => form.setOrdererSameAsContact(event.currentTarget.checked)}
        />
        {form.draft.ordererSameAsContact ? null : <PersonSelect form={form} role="orderer" />}
      </Section>
      <SmsReminder form={form} />
      {onAddRequirements ? (
        <Button variant="minimal" intent="primary" icon="add" onClick={onAddRequirements} className="tolk-booking-more">
          <FormattedMessage {...m.addRequirements} />
        </Button>
      ) : null}
    </>
  );
});

const DatesField = observer(function DatesField({ form }: { readonly form: AssignmentFormStore }) {
  const intl = useIntl();
  const problem = useProblemText(form, 'dates');
  const dates = form.draft.dates;
  const today = form.today;
  // The picker's hint only: a day typed before it reaches the form, which names it.
  const firstPickable = firstBookableDay(today, form.options.editing);
  const id = form.fieldId('dates');
  return (
    <div className="tolk-booking-dates">
      {dates.map((date, index) => {
        const inputId = index === 0 ? id : `${id}-${index}`;
        const label = dates.length > 1 ? intl.formatMessage(m.dateNumbered, { n: index + 1 }) : intl.formatMessage(m.date);
        return (
          <FormGroup
            key={index}
            label={label}
            labelFor={inputId}
            labelInfo={<RequiredMark />}
            intent={problem && index === 0 ? 'danger' : 'none'}
            helperText={index === 0 ? <FieldHelper id={id} problem={problem} /> : undefined}
            className="tolk-booking-date"
          >
            <div className="tolk-booking-inline">
              <DateField
                id={inputId}
                value={date}
                firstPickable={firstPickable}
                invalid={!!problem && index === 0}
                required
                describedBy={problem && index === 0 ? `${id}-problem` : undefined}
                className="tolk-booking-date-input"
                onChange={(next) => {
                  if (next) form.setDate(index, next);
                  form.touch('dates');
                }}
              />
              {dates.length > 1 ? (
                <Button
                  variant="minimal"
                  icon="trash"
                  aria-label={intl.formatMessage(m.removeDate, { n: index + 1 })}
                  onClick={() => form.removeDate(index)}
                />
              ) : null}
            </div>
          </FormGroup>
        );
      })}
      {form.options.editing ? null : (
        <Button variant="minimal" icon="add" onClick={() => form.addDate()} className="tolk-booking-add-date">
          <FormattedMessage {...m.addDate} />
        </Button>
      )}
    </div>
  );
});

const TimesField = observer(function TimesField({ form }: { readonly form: AssignmentFormStore }) {
  const intl = useIntl();
  const nextDayId = form.fieldId('next-day');
  return (
    <>
      <div className="tolk-booking-times">
        <TimeInput
          id={form.fieldId('start')}
          label={intl.formatMessage(m.start)}
          value={form.draft.start}
          onChange={(time) => form.setStart(time)}
          required
        />
        <TimeInput
          id={form.fieldId('end')}
          label={intl.formatMessage(m.end)}
          value={form.draft.end}
          onChange={(time) => form.setEnd(time)}
          required
          describedBy={form.endsNextDay ? nextDayId : undefined}
          helper={
            form.endsNextDay ? (
              <span className="tolk-booking-next-day">
                <Tag intent="warning" icon="warning-sign">
                  <FormattedMessage {...m.nextDay} />
                </Tag>{' '}
                <FormattedMessage {...m.nextDayNote} />
              </span>
            ) : undefined
          }
        />
      </div>
      {form.endsNextDay ? (
        <Callout intent="warning" icon="moon" id={nextDayId} role="status" className="tolk-booking-next-day-callout">
          <FormattedMessage
            {...m.nextDayLength}
            values={{ end: form.draft.end.toString({ smallestUnit: 'minute' }), length: lengthText(intl, form.durationMinutes) }}
          />
        </Callout>
      ) : null}
    </>
  );
});

const LanguageFields = observer(function LanguageFields({ form }: { readonly form: AssignmentFormStore }) {
  const intl = useIntl();
  const skillProblem = useProblemText(form, 'skillId');
  const alternativeProblem = useProblemText(form, 'alternativeSkillId');
  const skills = form.skills();
  const id = form.fieldId('skillId');
  const alternativeId = form.fieldId('alternativeSkillId');
  return (
    <>
      <LanguagePicker
        id={id}
        label={intl.formatMessage(m.language)}
        skills={skills}
        value={form.draft.skillId}
        onChange={(skillId) => form.setLanguage(skillId)}
        onBlur={() => form.touch('skillId')}
        required
        problem={skillProblem ? <FieldHelper id={id} problem={skillProblem} /> : undefined}
      />
      {form.draft.alternativeSkillId === null ? (
        <Button
          variant="minimal"
          icon="add"
          onClick={() => form.addAlternativeLanguage()}
          className="tolk-booking-link-button"
          disabled={!form.draft.skillId}
        >
          <FormattedMessage {...m.addAlternativeLanguage} />
        </Button>
      ) : (
        <div className="tolk-booking-inline tolk-booking-alternative">
          <LanguagePicker
            id={alternativeId}
            label={intl.formatMessage(m.alternativeLanguage)}
            skills={skills}
            value={form.draft.alternativeSkillId || null}
            exclude={form.draft.skillId}
            onChange={(skillId) => form.setAlternativeLanguage(skillId)}
            onBlur={() => form.touch('alternativeSkillId')}
            required
            problem={alternativeProblem ? <FieldHelper id={alternativeId} problem={alternativeProblem} /> : undefined}
            helper={intl.formatMessage(m.alternativeLanguageHelp)}
          />
          <Button
            variant="minimal"
            icon="trash"
            aria-label={intl.formatMessage(m.removeAlternativeLanguage)}
            onClick={() => form.removeAlternativeLanguage()}
          />
        </div>
      )}
    </>
  );
});

const ServiceField = observer(function ServiceField({ form }: { readonly form: AssignmentFormStore }) {
  const intl = useIntl();
  const problem = useProblemText(form, 'serviceId');
  const id = form.fieldId('serviceId');
  const labelId = `${id}-label`;
  const serviceName = (name: string) => {
    const message = articleTypeMessageOf(name);
    return message ? intl.formatMessage(message) : name;
  };
  const service = form.service;
  const alternative = service ? form.services.find((s) => s.id === service.alternativeIds[0]) : undefined;
  let body: ReactNode;
  if (!form.draft.skillId) {
    body = (
      <p className="tolk-booking-muted">
        <FormattedMessage {...m.chooseLanguageFirst} />
      </p>
    );
  } else if (form.servicesState === 'loading' && form.services.length === 0) {
    body = (
      <p className="tolk-booking-muted tolk-booking-inline">
        <Spinner size={16} />
        <FormattedMessage {...m.servicesLoading} />
      </p>
    );
  } else if (form.servicesState === 'failed' && form.services.length === 0) {
    body = (
      <Callout intent="warning" className="tolk-booking-callout">
        <FormattedMessage {...m.servicesFailed} />{' '}
        <Button size="small" onClick={() => void form.loadServices()}>
          <FormattedMessage {...m.retry} />
        </Button>
      </Callout>
    );
  } else if (form.services.length === 0 && form.servicesState === 'ready') {
    body = (
      <Callout intent="warning" className="tolk-booking-callout">
        <FormattedMessage {...m.servicesNone} />
      </Callout>
    );
  } else {
    body = (
      <RadioGroup
        name={id}
        selectedValue={form.draft.serviceId ?? undefined}
        onChange={(event) => form.setService(event.currentTarget.value)}
        className="tolk-booking-services"
        inline
      >
        {form.services.map((s, index) => (
          <Radio
            key={s.id}
            value={s.id}
            id={index === 0 ? id : `${id}-${s.id}`}
            aria-describedby={problem ? `${id}-problem` : undefined}
            labelElement={
              <span className="tolk-booking-service">
                <Icon icon={ARTICLE_ICONS[articleKindOf(s.name)]} aria-hidden />
                {serviceName(s.name)}
              </span>
            }
          />
        ))}
      </RadioGroup>
    );
  }
  return (
    <div role="group" aria-labelledby={labelId} className="tolk-booking-field">
      <div id={labelId} className="bp6-label">
        <FormattedMessage {...m.type} />{' '}
        <span className="bp6-text-muted">
          <RequiredMark />
        </span>
      </div>
      {body}
      <div className={problem ? 'bp6-form-helper-text tolk-booking-problem' : undefined}>
        <FieldHelper id={id} problem={problem} />
      </div>
      {alternative ? (
        <Switch
          checked={form.draft.allowAlternativeService}
          label={intl.formatMessage(m.allowAlternativeService, { service: serviceName(alternative.name) })}
          onChange={(event) => form.setAllowAlternativeService(event.currentTarget.checked)}
        />
      ) : null}
    </div>
  );
});

const MeetingFields = observer(function MeetingFields({ form }: { readonly form: AssignmentFormStore }) {
  const intl = useIntl();
  const service = form.service;
  const platformProblem = useProblemText(form, 'meetingPlatformId');
  if (!service) return null;
  const link = requiresMeetingLink(service);
  const phone = service.requiresMeetingPhone;
  const platforms = service.platforms;
  if (!link && !phone && platforms.length === 0) return null;
  const platformId = form.fieldId('meetingPlatformId');
  return (
    <div className="tolk-booking-meeting">
      {platforms.length > 0 ? (
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
      {link ? <DraftTextInput form={form} field="meetingUrl" type="url" inputMode="url" required placeholder="https://" /> : null}
      {phone ? <DraftTextInput form={form} field="meetingPhone" type="tel" inputMode="tel" required /> : null}
      {platforms.length > 0 || requiresMeetingPassCode(service) ? (
        <DraftTextInput form={form} field="meetingPassCode" required={requiresMeetingPassCode(service)} />
      ) : null}
    </div>
  );
});

const PersonSelect = observer(function PersonSelect({
  form,
  role,
}: {
  readonly form: AssignmentFormStore;
  readonly role: ContactRole;
}) {
  const intl = useIntl();
  const field: DraftField = role === 'contact' ? 'contactPersonId' : 'ordererId';
  const id = form.fieldId(field);
  const problem = useProblemText(form, field);
  const kind = form.problemOf(field)?.kind;
  const value = role === 'contact' ? form.draft.contactPersonId : form.draft.ordererId;
  const persons = form.contacts.all;
  const chosen = form.contacts.byId(value);
  const ADD = '__add__';
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.currentTarget.value;
    if (next === ADD) {
      form.openContactDialog(role);
      return;
    }
    if (role === 'contact') form.setContact(next || null);
    else form.setOrderer(next || null);
  };
  return (
    <FormGroup
      label={intl.formatMessage(role === 'contact' ? m.contact : m.orderer)}
      labelFor={id}
      labelInfo={<RequiredMark />}
      intent={problem ? 'danger' : 'none'}
      helperText={
        problem ? (
          <span id={`${id}-problem`} role="alert">
            {problem}
            {kind === 'email-required' && chosen ? (
              <>
                {' '}
                <Button
                  variant="minimal"
                  size="small"
                  intent="primary"
                  onClick={() => form.openContactDialog(role, chosen)}
                  className="tolk-booking-inline-link"
                >
                  <FormattedMessage {...m.addEmailHere} />
                </Button>
              </>
            ) : null}
          </span>
        ) : chosen ? (
          <span className="tolk-booking-muted">{channelsOf(chosen)}</span>
        ) : undefined
      }
    >
      <HTMLSelect
        id={id}
        name={id}
        value={value ?? ''}
        onChange={onChange}
        onBlur={() => form.touch(field)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        aria-required
        fill
      >
        <option value="">{intl.formatMessage(m.choosePerson)}</option>
        {persons.map((person) => (
          <option key={person.id} value={person.id}>
            {displayName(person)}
            {isNewPerson(person.id) ? ` ${intl.formatMessage(m.newPersonTag)}` : ''}
          </option>
        ))}
        <option value={ADD}>{intl.formatMessage(m.addNewPerson)}</option>
      </HTMLSelect>
    </FormGroup>
  );
});

const channelsOf = (person: BookingContact): string =>
  [person.email, person.phoneMobile, person.phoneDirect].filter((v): v is string => !!v).join(' · ');

const SmsReminder = observer(function SmsReminder({ form }: { readonly form: AssignmentFormStore }) {
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
        <FormattedMessage {...m.smsReminderHelp} values={{ hours: (sms ?? offer).sendHoursBefore ?? 48 }} />
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

// ---- Step 2 ------------------------------------------------------------------------------------

const Additional = observer(function Additional({ form }: { readonly form: AssignmentFormStore }) {
  const intl = useIntl();
  const draft = form.draft;
  const service = form.service;
  const genderName = useId();
  return (
    <>
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
            {BREAK_MINUTES.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {intl.formatMessage(m.breakMinutes, { minutes })}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      </Section>
      <Section title={m.information} id={form.fieldId('section-information')}>
        <p className="tolk-booking-muted">
          <Icon icon="info-sign" size={12} aria-hidden /> <FormattedMessage {...m.personalDataHint} />
        </p>
        <DraftTextInput form={form} field="description" multiline />
        <DraftTextInput form={form} field="yourReference" />
        <DraftTextInput form={form} field="yourOrderNumber" />
      </Section>
      <AddressFields form={form} />
      <Attachments form={form} />
    </>
  );
});

const AddressFields = observer(function AddressFields({ form }: { readonly form: AssignmentFormStore }) {
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

const Attachments = observer(function Attachments({ form }: { readonly form: AssignmentFormStore }) {
  const intl = useIntl();
  const id = form.fieldId('files');
  const problem = useProblemText(form, 'files');
  const onFile = async (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file || !form.admitFile(file)) return;
    const base64 = await readBase64(file);
    form.addFile({ name: file.name, size: file.size, type: file.type, base64, description: '' });
  };
  return (
    <Section title={m.attachments} id={form.fieldId('section-files')}>
      <FormGroup
        label={intl.formatMessage(m.addFile)}
        labelFor={id}
        helperText={
          form.fileRefusal ? (
            <span role="alert" className="tolk-booking-problem">
              <FormattedMessage
                {...(form.fileRefusal === 'too-large' ? m.fileTooLarge : m.invalidFile)}
                values={{ mb: MAX_UPLOAD_MB }}
              />
            </span>
          ) : problem ? (
            <FieldHelper id={id} problem={problem} />
          ) : (
            <FormattedMessage {...m.fileTypes} values={{ mb: MAX_UPLOAD_MB }} />
          )
        }
        intent={form.fileRefusal || problem ? 'danger' : 'none'}
      >
        <FileInput
          text={intl.formatMessage(m.chooseFile)}
          buttonText={intl.formatMessage(m.browse)}
          inputProps={{
            id,
            accept: '.doc,.docx,.pdf,.jpg,.jpeg,.png,.bmp',
            multiple: false,
            onChange: (event) => void onFile(event),
          }}
        />
      </FormGroup>
      {form.draft.files.length > 0 ? (
        <ul className="tolk-booking-files">
          {form.draft.files.map((file, index) => (
            <li key={`${index}-${file.name}`}>
              <div className="tolk-booking-inline">
                <Icon icon="paperclip" aria-hidden />
                <span title={file.name}>{shortFileName(file.name)}</span>
                <Button
                  variant="minimal"
                  size="small"
                  icon="trash"
                  aria-label={intl.formatMessage(m.removeFile, { file: file.name })}
                  onClick={() => form.removeFile(index)}
                />
              </div>
              <InputGroup
                aria-label={intl.formatMessage(m.fileDescription, { file: file.name })}
                placeholder={intl.formatMessage(m.fileDescription, { file: shortFileName(file.name) })}
                value={file.description}
                onValueChange={(value) => form.setFileDescription(index, value)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
});

import { Button, Callout, Icon, Radio, RadioGroup, Spinner, Switch } from '@blueprintjs/core';
import { articleKindOf, offeredAlternativeOf } from '@tolk/core';
import { RequiredMark } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ARTICLE_ICONS } from '../assignments/article-label.js';
import { articleTypeMessageOf } from '../assignments/article-type.messages.js';
import type { AssignmentFormStore } from './assignment-form-store.js';
import { bookingFormMessages as m } from './booking-form.messages.js';
import { FieldHelper, useProblemText } from './draft-fields.js';
import { MeetingFields } from './form-meeting-fields.js';
import { Section } from './form-section.js';
import { LanguagePicker } from './language-picker.js';

/**
 * "What" (step 1): the language and an alternative one, the type of interpretation (the services
 * offered for them) with the allow-alternative toggle, then the meeting's data the type asks for.
 */
export const LanguageSection = observer(function LanguageSection({ form }: { readonly form: AssignmentFormStore }) {
  return (
    <Section title={m.what} id={form.fieldId('section-what')}>
      <LanguageFields form={form} />
      <ServiceField form={form} />
      <MeetingFields form={form} />
    </Section>
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
  const alternative = offeredAlternativeOf(service, form.services);
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

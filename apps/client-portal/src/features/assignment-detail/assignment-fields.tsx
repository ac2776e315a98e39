import { Button, Callout, Tag } from '@blueprintjs/core';
import {
  showsContactPhones,
  showsEmergencyNote,
  showsInterpreter,
  showsPhoneNumbers,
  unreadNewestFirst,
  type Assignment,
} from '@tolk/core';
import { downloadFile, formatDateTimeIso, formatDateTimeRange } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useRootStore } from '../../app/root-context.js';
import { ArticleLabel } from '../assignments/article-label.js';
import { statusMessageOf } from '@tolk/ui';
import { RatingStars } from '../assignments/rating-stars.js';
import { feedbackMessages } from '../feedback/feedback.messages.js';
import { InlineRating } from '../feedback/inline-rating.js';
import type { AssignmentDetailStore } from './assignment-detail-store.js';
import { detailMessages } from './assignment-detail.messages.js';
import { PROVIDER_EMERGENCY_NUMBER } from './provider-contact.js';

function Field({ label, children }: { readonly label: MessageDescriptor; readonly children: ReactNode }) {
  return (
    <>
      <dt>
        <FormattedMessage {...label} />
      </dt>
      <dd>{children}</dd>
    </>
  );
}

/** Every field of spec 2 §2's detail drawer, in its order, each shown when it has a value. */
export const AssignmentFields = observer(function AssignmentFields({
  assignment: a,
  store,
}: {
  readonly assignment: Assignment;
  readonly store: AssignmentDetailStore;
}) {
  const intl = useIntl();
  const { language } = useRootStore();
  const locale = language.locale;
  const newest = unreadNewestFirst(a)[0];
  const contact = a.contact;
  const alternatives = store.alternativeServices;
  return (
    <>
      {newest ? (
        <Callout intent="primary" icon="notifications" className="tolk-detail-unread">
          <p className="tolk-detail-unread-headline">
            <Tag intent="primary" minimal>
              <FormattedMessage {...detailMessages.newLabel} />
            </Tag>{' '}
            <strong>{newest.headline}</strong>
          </p>
          <p>
            <FormattedMessage {...detailMessages.unread} values={{ count: a.unreadNotifications.length }} />{' '}
            <Button variant="minimal" size="small" className="tolk-link-button" onClick={() => void store.openHistory()}>
              <FormattedMessage {...detailMessages.showHistory} />
            </Button>
          </p>
        </Callout>
      ) : null}
      <dl className="tolk-detail-fields">
        <Field label={detailMessages.service}>
          <ArticleLabel articleName={a.articleName} />
        </Field>
        <Field label={detailMessages.language}>{a.skill}</Field>
        {alternatives.length > 0 ? <Field label={detailMessages.alternativeService}>{alternatives.join(', ')}</Field> : null}
        {a.alternativeSkill ? <Field label={detailMessages.alternativeLanguage}>{a.alternativeSkill}</Field> : null}
        {a.competenceLevel ? <Field label={detailMessages.competenceLevel}>{a.competenceLevel}</Field> : null}
        <Field label={detailMessages.time}>{formatDateTimeRange(locale, a.start, a.end)}</Field>
        {showsInterpreter(a) && a.interpreter ? <Field label={detailMessages.interpreter}>{a.interpreter.name}</Field> : null}
        {showsPhoneNumbers(a) && a.meeting?.phone ? (
          <Field label={detailMessages.phone}>
            <a href={`tel:${a.meeting.phone.replace(/[^\d+]/g, '')}`}>{a.meeting.phone}</a>
          </Field>
        ) : null}
        {showsPhoneNumbers(a) && showsInterpreter(a) && a.interpreter?.phone ? (
          <Field label={detailMessages.interpreterPhone}>
            <a href={`tel:${a.interpreter.phone.replace(/[^\d+]/g, '')}`}>{a.interpreter.phone}</a>
          </Field>
        ) : null}
        {a.meeting?.platform ? <Field label={detailMessages.meetingPlatform}>{a.meeting.platform}</Field> : null}
        {a.meeting?.url ? (
          <Field label={detailMessages.meetingUrl}>
            <a href={a.meeting.url} target="_blank" rel="noreferrer noopener" className="tolk-detail-url">
              {a.meeting.url}
            </a>
          </Field>
        ) : null}
        {a.meeting?.passCode ? <Field label={detailMessages.passCode}>{a.meeting.passCode}</Field> : null}
        {a.meeting?.bankIdRequired ? (
          <Field label={detailMessages.identification}>
            <FormattedMessage {...detailMessages.bankId} />
          </Field>
        ) : null}
        <Field label={detailMessages.status}>
          <span className="tolk-detail-status">
            <FormattedMessage {...statusMessageOf(a.status)} />
            {a.subStatusMessage ? ` – ${a.subStatusMessage}` : ''}
          </span>
          {showsEmergencyNote(a) ? (
            <span className="tolk-detail-note">
              <FormattedMessage {...detailMessages.emergency} values={{ number: PROVIDER_EMERGENCY_NUMBER }} />
            </span>
          ) : null}
        </Field>
        {a.orderer ? <Field label={detailMessages.orderer}>{a.orderer.name}</Field> : null}
        {contact ? (
          <Field label={detailMessages.contact}>
            <span className="tolk-detail-lines">
              <span>{contact.name}</span>
              {contact.email ? (
                <span>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </span>
              ) : null}
              {showsContactPhones(a) && contact.phoneDirect ? (
                <span>
                  <FormattedMessage {...detailMessages.phoneDirect} />
                  {': '}
                  {contact.phoneDirect}
                </span>
              ) : null}
              {showsContactPhones(a) && contact.phoneMobile ? (
                <span>
                  <FormattedMessage {...detailMessages.phoneMobile} />
                  {': '}
                  {contact.phoneMobile}
                </span>
              ) : null}
            </span>
          </Field>
        ) : null}
        {a.customerReference ? <Field label={detailMessages.reference}>{a.customerReference}</Field> : null}
        {a.address || a.isHomeAddress ? (
          <Field label={detailMessages.address}>
            <span className="tolk-detail-lines">
              {a.address && a.isDeviatingAddress ? (
                <span className="tolk-detail-deviating">
                  <FormattedMessage {...detailMessages.deviatingAddress} values={{ address: a.address }} />
                </span>
              ) : a.address ? (
                <span>{a.address}</span>
              ) : null}
              {a.isHomeAddress ? (
                <span className="tolk-detail-note">
                  <FormattedMessage {...detailMessages.homeAddress} />
                </span>
              ) : null}
            </span>
          </Field>
        ) : null}
        {a.rating !== null && a.rating > 0 ? (
          <Field label={detailMessages.rating}>
            <RatingStars stars={a.rating} label={detailMessages.stars} />
          </Field>
        ) : a.canBeRated ? (
          <Field label={detailMessages.rating}>
            <InlineRating assignment={a} surface="drawer" />
          </Field>
        ) : null}
        {a.ratingComment ? <Field label={feedbackMessages.comment}>{a.ratingComment}</Field> : null}
        {a.smsReminderReceiver ? <Field label={detailMessages.smsReceiver}>{a.smsReminderReceiver}</Field> : null}
        {a.attachments.length > 0 ? (
          <Field label={detailMessages.attachments}>
            <ul className="tolk-detail-attachments">
              {a.attachments.map((file) => (
                <li key={file.reference}>
                  <Button
                    variant="minimal"
                    size="small"
                    icon="paperclip"
                    loading={store.downloading === file.reference}
                    onClick={() => void store.download(file.reference).then((got) => got && downloadFile(got))}
                  >
                    {file.filename}
                  </Button>
                </li>
              ))}
            </ul>
          </Field>
        ) : null}
        {store.moreInfo ? (
          <>
            {a.requestedInterpreter ? <Field label={detailMessages.requestedInterpreter}>{a.requestedInterpreter}</Field> : null}
            {a.additionalRequirements ? (
              <Field label={detailMessages.additionalRequirements}>{a.additionalRequirements}</Field>
            ) : null}
            {a.description ? <Field label={detailMessages.description}>{a.description}</Field> : null}
            {a.groupNumber ? <Field label={detailMessages.orderGroup}>{a.groupNumber}</Field> : null}
            {a.submittedAt ? <Field label={detailMessages.submitted}>{formatDateTimeIso(a.submittedAt)}</Field> : null}
          </>
        ) : null}
      </dl>
      {store.moreInfo &&
      !a.requestedInterpreter &&
      !a.additionalRequirements &&
      !a.description &&
      !a.groupNumber &&
      !a.submittedAt ? (
        <p className="tolk-muted">{intl.formatMessage(detailMessages.noMoreInfo)}</p>
      ) : null}
    </>
  );
});

import { Button, Card } from '@blueprintjs/core';
import { certificationOf, displayName, occasionsOf, shortFileName } from '@tolk/core';
import { formatDayMonth, formatLongDate, formatTime } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { articleTypeMessageOf } from '../assignments/article-type.messages.js';
import type { AssignmentFormStore } from './assignment-form-store.js';
import { bookingFormMessages as m } from './booking-form.messages.js';
import './booking-form.css';

type Row = readonly [MessageDescriptor, ReactNode];

/**
 * The preview of one assignment (spec 1 §2 screen 4): booking information, additional booking
 * information and extra booking information, each row only with a value; the day-after end is
 * shown when the end rolls over (spec 1 §4). `print` adds the print button.
 */
export const BookingPreview = observer(function BookingPreview({
  form,
  print = false,
  sectionLevel = 3,
}: {
  readonly form: AssignmentFormStore;
  readonly print?: boolean;
  /** The sections' heading level: 2 right under the page's h1, 3 (the default) under a form's or a modal's heading. */
  sectionLevel?: 2 | 3;
}) {
  const intl = useIntl();
  const locale = intl.locale;
  const d = form.draft;
  const skillName = (id: string | null) => form.skills().find((s) => s.id === id)?.name ?? null;
  const serviceName = (id: string | null) => {
    const name = form.services.find((s) => s.id === id)?.name ?? null;
    const message = name ? articleTypeMessageOf(name) : null;
    return message ? intl.formatMessage(message) : name;
  };
  const person = (id: string | null) => {
    const found = form.contacts.byId(id);
    if (!found) return null;
    const channels = [found.email, found.phoneMobile, found.phoneDirect].filter(Boolean).join(', ');
    return channels ? `${displayName(found)} (${channels})` : displayName(found);
  };
  const occasions = occasionsOf(d);
  const service = form.service;
  const platform = service?.platforms.find((p) => p.id === d.meetingPlatformId)?.name ?? null;
  const own = form.profile()?.customerAddress;
  const address = d.useProfileAddress
    ? own
      ? [own.careOf, own.addressRow1, `${own.postalCode} ${own.city}`].filter((p) => p.trim() !== '').join(', ')
      : null
    : [d.careOf, d.addressLine, `${d.postalCode} ${d.city}`].filter((p) => p.trim() !== '').join(', ');
  const competence = service?.competences.find((c) => c.id === d.competenceId)?.name ?? null;
  const certification = {
    prefer: m.certificationPrefer,
    'allow-lower': m.certificationAllowLower,
    only: m.certificationOnly,
  }[certificationOf(d)];
  const levels = { 1: m.requestedLevelRequired, 2: m.requestedLevelPreferred, 3: m.requestedLevelTalked } as const;
  const text = (value: string) => (value.trim() === '' ? null : value.trim());

  const booking: Row[] = [
    [m.language, skillName(d.skillId)],
    [m.alternativeLanguage, skillName(d.alternativeSkillId)],
    [m.type, serviceName(d.serviceId)],
    [m.previewAlternativeService, d.allowAlternativeService ? serviceName(d.alternativeServiceId) : null],
    [
      m.dates,
      occasions.length > 0 ? (
        <ul className="tolk-preview-list">
          {occasions.map((o) => (
            <li key={o.from.toString()}>{formatLongDate(locale, o.from)}</li>
          ))}
        </ul>
      ) : null,
    ],
    [
      m.time,
      occasions[0]
        ? form.endsNextDay
          ? intl.formatMessage(m.timeNextDay, {
              start: formatTime(locale, occasions[0].from),
              end: formatTime(locale, occasions[0].to),
              endDate: formatDayMonth(locale, occasions[0].to),
            })
          : `${formatTime(locale, occasions[0].from)}–${formatTime(locale, occasions[0].to)}`
        : null,
    ],
    [m.meetingPlatform, platform],
    [m.meetingUrl, text(d.meetingUrl)],
    [m.meetingPhone, text(d.meetingPhone)],
    [m.meetingPassCode, text(d.meetingPassCode)],
    [m.contact, person(d.contactPersonId)],
    [m.orderer, person(d.ordererSameAsContact ? d.contactPersonId : d.ordererId)],
    [m.groupDescription, occasions.length > 1 ? text(d.groupDescription) : null],
    [m.sameInterpreter, occasions.length > 1 && d.sameInterpreterForAll ? intl.formatMessage(m.yes) : null],
  ];
  const additional: Row[] = [
    [
      m.gender,
      d.gender === null
        ? null
        : `${intl.formatMessage(d.gender === 1 ? m.genderMale : m.genderFemale)}${d.requireGender ? ` (${intl.formatMessage(m.requireGender)})` : ''}`,
    ],
    [m.competence, competence ? `${competence} – ${intl.formatMessage(certification)}` : null],
    [
      m.requestedInterpreter,
      text(d.requestedInterpreter)
        ? `${d.requestedInterpreter.trim()} (${intl.formatMessage(levels[d.requestedInterpreterLevel])})`
        : null,
    ],
    [m.additionalRequirements, text(d.additionalRequirements)],
    [
      m.address,
      address ? `${address}${!d.useProfileAddress && d.isHomeAddress ? ` (${intl.formatMessage(m.homeAddress)})` : ''}` : null,
    ],
    [m.companyName, text(d.companyName)],
    [m.bankId, d.bankIdRequired ? intl.formatMessage(m.yes) : null],
    [m.breakTime, d.breakMinutes > 0 ? intl.formatMessage(m.breakMinutes, { minutes: d.breakMinutes }) : null],
  ];
  const extra: Row[] = [
    [m.description, text(d.description)],
    [m.yourReference, text(d.yourReference)],
    [m.yourOrderNumber, text(d.yourOrderNumber)],
    [
      m.attachments,
      d.files.length > 0 ? (
        <ul className="tolk-preview-list">
          {d.files.map((f, i) => (
            <li key={`${i}-${f.name}`} title={f.name}>
              {shortFileName(f.name)}
              {f.description.trim() ? ` – ${f.description.trim()}` : ''}
            </li>
          ))}
        </ul>
      ) : null,
    ],
    [m.smsPhone, d.smsReminder ? text(d.smsReminder.phoneNumber) : null],
  ];
  return (
    <div className="tolk-booking-preview">
      <PreviewSection level={sectionLevel} title={m.previewBooking} rows={booking} />
      <PreviewSection level={sectionLevel} title={m.previewAdditional} rows={additional} />
      <PreviewSection level={sectionLevel} title={m.previewExtra} rows={extra} />
      {print ? (
        <Button icon="print" onClick={() => window.print()} className="tolk-no-print">
          <FormattedMessage {...m.print} />
        </Button>
      ) : null}
    </div>
  );
});

function PreviewSection({
  title,
  rows,
  level,
}: {
  readonly title: MessageDescriptor;
  readonly rows: readonly Row[];
  readonly level: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <Card className="tolk-preview-section">
      <Heading className="tolk-booking-section-title">
        <FormattedMessage {...title} />
      </Heading>
      {shown.length === 0 ? (
        <p className="tolk-booking-muted">
          <FormattedMessage {...m.none} />
        </p>
      ) : (
        <dl className="tolk-preview-rows">
          {shown.map(([label, value]) => (
            <div key={label.id} className="tolk-preview-row">
              <dt>
                <FormattedMessage {...label} />
              </dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}

import { AnchorButton, Card, H1, H2, H3, Icon } from '@blueprintjs/core';
import { usePageTitle } from '@tolk/ui';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { paragraphsOf } from '../legal/legal-documents.js';
import { settingsPath } from '../settings/settings-tabs.js';
import { CUSTOMER_SERVICE_EMAIL, INTERPRETER_COURSE_URL, OFFICES, telHref, type Office } from './contact-details.js';
import { contactMessages as m } from './contact.messages.js';
import './contact.css';

const OFFICE_NAMES: Record<Office['id'], MessageDescriptor> = { stockholm: m.officeStockholm, malmo: m.officeMalmo };

const FAQ: readonly { id: string; question: MessageDescriptor; answer: MessageDescriptor }[] = [
  { id: 'phone-video', question: m.faqPhoneVideoQ, answer: m.faqPhoneVideoA },
  { id: 'lead-time', question: m.faqLeadTimeQ, answer: m.faqLeadTimeA },
  { id: 'no-show', question: m.faqNoShowQ, answer: m.faqNoShowA },
  { id: 'language', question: m.faqLanguageQ, answer: m.faqLanguageA },
  { id: 'change', question: m.faqChangeQ, answer: m.faqChangeA },
];

/** `/contact-tolkportal` (spec 3 §2): e-mail button, the two offices, the course, the FAQ. */
export function ContactPage() {
  const intl = useIntl();
  usePageTitle(m.title);
  return (
    <div className="tolk-contact">
      <H1>{intl.formatMessage(m.title)}</H1>
      <p>{intl.formatMessage(m.intro)}</p>
      <AnchorButton
        intent="primary"
        icon="envelope"
        href={`mailto:${CUSTOMER_SERVICE_EMAIL}`}
        title={intl.formatMessage(m.emailButtonTitle, { email: CUSTOMER_SERVICE_EMAIL })}
      >
        {intl.formatMessage(m.emailButton)}
      </AnchorButton>

      <section aria-labelledby="contact-offices" className="tolk-contact-section">
        <H2 id="contact-offices">{intl.formatMessage(m.officesHeading)}</H2>
        <ul className="tolk-contact-offices">
          {OFFICES.map((office) => {
            const name = intl.formatMessage(OFFICE_NAMES[office.id]);
            return (
              <li key={office.id}>
                <Card className="tolk-contact-office" role="region" aria-labelledby={`office-${office.id}`}>
                  <H3 id={`office-${office.id}`}>{name}</H3>
                  <dl className="tolk-facts">
                    <dt>{intl.formatMessage(m.address)}</dt>
                    <dd>
                      {office.streetAddress}
                      <br />
                      {office.postalAddress}
                    </dd>
                    <dt>{intl.formatMessage(m.customerService)}</dt>
                    <dd>
                      <a
                        href={telHref(office.phone)}
                        aria-label={intl.formatMessage(m.callOffice, { office: name, phone: office.phone })}
                      >
                        {office.phone}
                      </a>
                    </dd>
                  </dl>
                </Card>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="contact-course" className="tolk-contact-section">
        <H2 id="contact-course">{intl.formatMessage(m.courseHeading)}</H2>
        <p>{intl.formatMessage(m.courseText)}</p>
        <a href={INTERPRETER_COURSE_URL} target="_blank" rel="noopener noreferrer">
          {intl.formatMessage(m.courseLink)} <Icon icon="share" size={12} aria-hidden />
        </a>
        <p className="tolk-contact-persons-link">
          {intl.formatMessage(m.contactPersonsText)}{' '}
          <Link to={settingsPath('contact-persons')}>{intl.formatMessage(m.contactPersonsLink)}</Link>
        </p>
      </section>

      <section aria-labelledby="contact-faq" className="tolk-contact-section">
        <H2 id="contact-faq">{intl.formatMessage(m.faqHeading)}</H2>
        {FAQ.map((entry) => (
          <details key={entry.id} className="tolk-faq">
            <summary>{intl.formatMessage(entry.question)}</summary>
            <div className="tolk-faq-answer">
              {paragraphsOf(intl.formatMessage(entry.answer)).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </section>
    </div>
  );
}

import type { MessageDescriptor } from 'react-intl';
import { legalMessages as m } from './legal.messages.js';

export interface LegalSection {
  readonly id: string;
  readonly heading: MessageDescriptor;
  /** Paragraphs split on "||". */
  readonly body: MessageDescriptor;
}

export interface LegalDocument {
  readonly title: MessageDescriptor;
  readonly subtitle?: MessageDescriptor;
  readonly sections: readonly LegalSection[];
}

/** The terms were last updated on this date (spec 3 §9). */
export const TERMS_UPDATED = '2019-11-08';

export const TERMS_OF_USE: LegalDocument = {
  title: m.termsTitle,
  sections: [
    { id: 'service', heading: m.termsIntroHeading, body: m.termsIntroBody },
    { id: 'account', heading: m.termsAccountHeading, body: m.termsAccountBody },
    { id: 'bookings', heading: m.termsBookingHeading, body: m.termsBookingBody },
    { id: 'cancellation', heading: m.termsCancellationHeading, body: m.termsCancellationBody },
    { id: 'competence', heading: m.termsCompetenceHeading, body: m.termsCompetenceBody },
    { id: 'feedback', heading: m.termsFeedbackHeading, body: m.termsFeedbackBody },
  ],
};

export const PRIVACY_POLICY: LegalDocument = {
  title: m.privacyTitle,
  sections: [
    { id: 'data', heading: m.privacyDataHeading, body: m.privacyDataBody },
    { id: 'purpose', heading: m.privacyPurposeHeading, body: m.privacyPurposeBody },
    { id: 'storage', heading: m.privacyStorageHeading, body: m.privacyStorageBody },
    { id: 'browser', heading: m.privacyBrowserHeading, body: m.privacyBrowserBody },
    { id: 'rights', heading: m.privacyRightsHeading, body: m.privacyRightsBody },
  ],
};

export const GENERAL_TERMS: LegalDocument = {
  title: m.generalTitle,
  subtitle: m.generalSubtitle,
  sections: [
    { id: 'scope', heading: m.generalScopeHeading, body: m.generalScopeBody },
    { id: 'cancellation', heading: m.generalCancellationHeading, body: m.generalCancellationBody },
    { id: 'reports', heading: m.generalReportsHeading, body: m.generalReportsBody },
    { id: 'statements', heading: m.generalStatementsHeading, body: m.generalStatementsBody },
    { id: 'privacy', heading: m.generalPrivacyHeading, body: m.generalPrivacyBody },
  ],
};

/** A text's paragraphs: split on the double-bar marker, blanks dropped (the FAQ uses it too). */
export const paragraphsOf = (text: string): string[] =>
  text
    .split('||')
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

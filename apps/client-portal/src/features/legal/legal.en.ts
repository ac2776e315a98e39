import type { Catalogue } from '@tolk/ui';

/** English texts of the legal pages. */
export const legalEnglish: Catalogue = {
  'legal.backToLogin': 'Back to login',
  'legal.back': 'Back',
  'legal.backToStart': 'Back to the start page',
  'legal.updated': 'Last updated {date}',
  'legal.contents': 'Contents',
  'legal.generalTermsLink': 'General terms for interpreter assignments',

  'legal.termsTitle': 'Terms of use',
  'legal.termsIntroHeading': 'About the service',
  'legal.termsIntroBody':
    'Tolkportal is the service in which you as a customer book interpreters for on-site, telephone and video interpreting, follow your assignments, rate performed assignments and report deviations.||The terms apply to everyone who logs in with the organisation’s customer number. By using the portal you accept the terms.',
  'legal.termsAccountHeading': 'Login and password',
  'legal.termsAccountBody':
    'You log in with the organisation’s customer number and password. The password must contain at least 8 characters, at least one uppercase letter and at least one digit.||Keep the password secret and change it under Settings if you think that someone unauthorised knows it. The organisation is responsible for bookings made with its login.',
  'legal.termsBookingHeading': 'Bookings and changes',
  'legal.termsBookingBody':
    'A booking is binding once it has been received. Date, time, language and address can be changed until the assignment starts. Such a change on the same day is not possible: cancel and phone us instead.||A change of date, time, language or address on a booked assignment makes the assignment open again, and the assigned interpreter is asked first again.',
  'legal.termsCancellationHeading': 'Cancellation',
  'legal.termsCancellationBody':
    'If you cancel on-site interpreting less than 18 hours before the assignment starts, a cancellation fee is charged. For telephone interpreting the fee applies to cancellations less than 2 hours before the start.',
  'legal.termsCompetenceHeading': 'The interpreters’ competence',
  'legal.termsCompetenceBody':
    'We assign interpreters by competence level: 1 registered interpreter, 2 basic trained interpreter, 3 basic trained interpreter (MYH), 4 authorised interpreter and 5 authorised interpreter with special competence. Interpreters with the highest competence are prioritised first.',
  'legal.termsFeedbackHeading': 'Ratings and deviations',
  'legal.termsFeedbackBody':
    'You can rate performed assignments from 1 to 5. With a rating of 1 or 2 you can also report a deviation. Deviations are answered within 5 working days.',

  'legal.privacyTitle': 'Privacy policy',
  'legal.privacyDataHeading': 'What data we process',
  'legal.privacyDataBody':
    'To deliver interpreting assignments we process the name, title, e-mail address and phone number of the organisation’s orderers and contact persons, and the details of the assignments that you give in the booking.||We process no more personal data than we need to book, perform and invoice the assignments.',
  'legal.privacyPurposeHeading': 'Why we process it',
  'legal.privacyPurposeBody':
    'The data is used to assign interpreters, contact you about the assignment, send reminders and notifications, handle deviations and invoice. The legal basis is the agreement between your organisation and us.',
  'legal.privacyStorageHeading': 'How long we keep the data',
  'legal.privacyStorageBody':
    'Personal data is kept while the account is in use and deleted 18 months after the account has been closed. Data that the law requires us to keep, for instance in the accounts, is kept as long as the law requires.',
  'legal.privacyBrowserHeading': 'Data in your browser',
  'legal.privacyBrowserBody':
    'The portal keeps your choice of language and your login in the browser’s local storage so that you do not need to log in again. Logging out removes the login.',
  'legal.privacyRightsHeading': 'Your rights',
  'legal.privacyRightsBody':
    'You have the right to know what data we hold about you, to have wrong data corrected and to have data deleted when it is no longer needed. Contact customer service to use your rights.',

  'legal.generalTitle': 'General terms and conditions',
  'legal.generalSubtitle': 'General terms for interpreter assignments',
  'legal.generalScopeHeading': 'Scope of the terms',
  'legal.generalScopeBody':
    'The terms apply to interpreting assignments arranged through us, both on-site interpreting and remote interpreting by telephone or video.',
  'legal.generalCancellationHeading': 'Cancellation by the customer',
  'legal.generalCancellationBody':
    'If the customer cancels on-site interpreting less than 18 hours before the start, or telephone interpreting less than 2 hours before the start, the customer is charged a cancellation fee and the interpreter is paid according to the current fee list.',
  'legal.generalReportsHeading': 'Time reports and payment',
  'legal.generalReportsBody':
    'The time report of an assignment is due on the 15th of the month after the assignment. The fee is paid on the 25th of the month after the report has arrived.||A report submitted online more than 1 month after the assignment counts as late. A report that arrives more than 2 months after the assignment is not paid.||Reports are archived for at least 2 years.',
  'legal.generalStatementsHeading': 'Remuneration statements and invoices',
  'legal.generalStatementsBody':
    'The remuneration statement can be read in the portal. If you want it on paper, a fee of 25 kr is charged per mailing.||Interpreters with an F-tax certificate invoice their fee. The invoice is paid within 30 days.',
  'legal.generalPrivacyHeading': 'Confidentiality and personal data',
  'legal.generalPrivacyBody':
    'The interpreter is bound by confidentiality about everything that comes up during the assignment. Personal data is kept for 18 months after the account has been closed.',
};

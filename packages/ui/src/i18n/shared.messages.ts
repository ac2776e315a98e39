import type { ServiceErrorKind } from '@tolk/core';
import { defineMessages } from 'react-intl';

/** Texts both portals use: field problems, transport failures and catalogued CRM errors. */
export const fieldMessages = defineMessages({
  chooseTime: { id: 'field.chooseTime', defaultMessage: 'Välj {name}' },
  required: { id: 'field.required', defaultMessage: '{name} är obligatoriskt' },
  notValid: { id: 'field.notValid', defaultMessage: '{name} är inte giltigt' },
  notNumeric: { id: 'field.notNumeric', defaultMessage: '{name} får bara innehålla siffror' },
  tooShort: { id: 'field.tooShort', defaultMessage: '{name} måste innehålla minst {min} tecken' },
  tooLong: { id: 'field.tooLong', defaultMessage: '{name} får innehålla högst {max} tecken' },
  /** Spec 3 §9: phone fields allow only digits, spaces, parentheses, plus and minus. */
  invalidPhone: {
    id: 'field.invalidPhone',
    defaultMessage: '{name} får bara innehålla siffror, mellanslag, parenteser, plus och minus',
  },
  /** Shown in a date field whose text is not a date (issue 17 item 13). */
  dateUnreadable: { id: 'field.dateUnreadable', defaultMessage: 'Skriv datumet som {example}' },
});

export const problemMessages = defineMessages({
  requestFailed: {
    id: 'problem.requestFailed',
    defaultMessage: 'Nätverksförfrågan misslyckades. Kontrollera anslutningen och försök igen.',
  },
  notCompleted: { id: 'problem.notCompleted', defaultMessage: 'Förfrågan kunde inte slutföras. Försök igen.' },
  timedOut: { id: 'problem.timedOut', defaultMessage: 'Förfrågan tog för lång tid och avbröts. Försök igen.' },
  aborted: { id: 'problem.aborted', defaultMessage: 'Förfrågan avbröts.' },
  somethingWentWrong: { id: 'problem.somethingWentWrong', defaultMessage: 'Något gick fel!' },
  tokenErrorClientPortal: {
    id: 'problem.tokenErrorClientPortal',
    defaultMessage: 'Inloggningen gav ingen session. Försök igen om en stund.',
  },
});

/**
 * The errors with our own wording, by kind (core's ServiceErrorKind); any other kind shows the CRM's
 * ErrorMessage.
 */
export const serviceErrorMessages = defineMessages({
  'invalid-api-key': {
    id: 'serviceError.invalidApiKey',
    defaultMessage: 'Portalen är felkonfigurerad (ogiltig API-nyckel). Kontakta kundtjänst.',
  },
  'invalid-interpreter-login': {
    id: 'serviceError.invalidInterpreterLogin',
    defaultMessage: 'Ogiltigt tolknummer eller lösenord. Försök igen.',
  },
  'session-expired': { id: 'serviceError.sessionExpired', defaultMessage: 'Din session har gått ut. Logga in igen.' },
  'invalid-customer-login': {
    id: 'serviceError.invalidCustomerLogin',
    defaultMessage: 'Ogiltigt kundnummer eller lösenord. Försök igen.',
  },
  'mandatory-field-missing': { id: 'serviceError.mandatoryFieldMissing', defaultMessage: 'Ett obligatoriskt fält saknas.' },
  'text-too-long': { id: 'serviceError.textTooLong', defaultMessage: 'En text är för lång.' },
  'invalid-date-time': { id: 'serviceError.invalidDateTime', defaultMessage: 'Ett datum eller en tid är ogiltig.' },
  'unexpected-value': { id: 'serviceError.unexpectedValue', defaultMessage: 'Ett fält har ett oväntat värde.' },
  'unreadable-file': { id: 'serviceError.unreadableFile', defaultMessage: 'En bifogad fil kunde inte läsas.' },
  'invalid-email': { id: 'serviceError.invalidEmail', defaultMessage: 'E-postadressen är ogiltig.' },
  'invalid-phone': { id: 'serviceError.invalidPhone', defaultMessage: 'Telefonnumret är ogiltigt.' },
  'invalid-postal-code': { id: 'serviceError.invalidPostalCode', defaultMessage: 'Postnumret är ogiltigt.' },
  // The interpreter's calls (docs/api.md, "The interpreter's calls").
  'assignment-not-found': { id: 'serviceError.assignmentNotFound', defaultMessage: 'Uppdraget hittades inte.' },
  'request-not-found': { id: 'serviceError.requestNotFound', defaultMessage: 'Förfrågan hittades inte.' },
  'request-expired': {
    id: 'serviceError.requestExpired',
    defaultMessage: 'Förfrågan har gått ut och gått vidare till en annan tolk.',
  },
  'request-already-accepted': { id: 'serviceError.requestAlreadyAccepted', defaultMessage: 'Förfrågan är redan accepterad.' },
  'request-already-declined': { id: 'serviceError.requestAlreadyDeclined', defaultMessage: 'Förfrågan är redan avböjd.' },
  'time-report-not-accepted': {
    id: 'serviceError.timeReportNotAccepted',
    defaultMessage: 'Tidrapporten kan inte tas emot för det här uppdraget.',
  },
  'invalid-expense': {
    id: 'serviceError.invalidExpense',
    defaultMessage: 'Ett utlägg är felaktigt. Kontrollera typ och belopp.',
  },
  'assignment-cancelled': { id: 'serviceError.assignmentCancelled', defaultMessage: 'Uppdraget är avbokat.' },
  'invalid-file': { id: 'serviceError.invalidFile', defaultMessage: 'Vänligen skicka en giltig fil.' },
  'assignment-already-complete': { id: 'serviceError.assignmentAlreadyComplete', defaultMessage: 'Uppdraget är redan utfört.' },
  'incompletion-reason-missing': {
    id: 'serviceError.incompletionReasonMissing',
    defaultMessage: 'Skriv varför uppdraget inte kan slutföras.',
  },
  'postal-code-without-county': {
    id: 'serviceError.postalCodeWithoutCounty',
    defaultMessage: 'Postnumret hör inte till något län.',
  },
  'booking-system-unresponsive': {
    id: 'serviceError.bookingSystemUnresponsive',
    defaultMessage: 'Bokningssystemet svarar inte just nu. Försök igen om en stund.',
  },
  'billing-system-unresponsive': {
    id: 'serviceError.billingSystemUnresponsive',
    defaultMessage: 'Faktureringssystemet svarar inte just nu. Försök igen om en stund.',
  },
  'portal-user-not-found': {
    id: 'serviceError.portalUserNotFound',
    defaultMessage: 'Användaren finns inte längre. Ladda om sidan.',
  },
  'portal-user-email-taken': {
    id: 'serviceError.portalUserEmailTaken',
    defaultMessage: 'E-postadressen används redan av en annan användare.',
  },
  'last-administrator': { id: 'serviceError.lastAdministrator', defaultMessage: 'Det måste finnas minst en administratör.' },
  // The gateway's own answers and the login lockout (issue 10, docs/api.md "The gateway").
  'too-many-requests': {
    id: 'serviceError.tooManyRequests',
    defaultMessage: 'För många försök. Vänta en stund och försök igen.',
  },
  'login-locked': {
    id: 'serviceError.loginLocked',
    defaultMessage:
      'För många misslyckade inloggningar. Vänta {minutes, plural, one {# minut} other {# minuter}} och försök igen.',
  },
  'unsupported-content-type': {
    id: 'serviceError.unsupportedContentType',
    defaultMessage: 'Förfrågan hade ett format som inte stöds.',
  },
  'request-too-large': {
    id: 'serviceError.requestTooLarge',
    defaultMessage: 'Förfrågan är för stor (högst 30 MB, bifogade filer inräknade).',
  },
  'recipient-not-allowed': {
    id: 'serviceError.recipientNotAllowed',
    defaultMessage: 'Meddelandet kan inte skickas till den mottagaren.',
  },
  'search-period-too-long': {
    id: 'serviceError.searchPeriodTooLong',
    defaultMessage: 'Perioden är för lång. Välj en period på högst två år.',
  },
  'login-link-invalid': {
    id: 'serviceError.loginLinkInvalid',
    defaultMessage: 'Inloggningslänken är ogiltig. Be om en ny länk.',
  },
  'login-link-already-used': {
    id: 'serviceError.loginLinkAlreadyUsed',
    defaultMessage: 'Inloggningslänken har redan använts. Be om en ny länk.',
  },
  'login-link-expired': {
    id: 'serviceError.loginLinkExpired',
    defaultMessage: 'Inloggningslänken har gått ut. Be om en ny länk.',
  },
  'action-not-offered': {
    id: 'serviceError.actionNotOffered',
    defaultMessage: 'Det går inte att göra så i uppdragets nuvarande status.',
  },
  'interpreter-login-expired': {
    id: 'serviceError.interpreterLoginExpired',
    defaultMessage: 'Din inloggning har gått ut. Be om en ny inloggningslänk.',
  },
  'unexpected-error': {
    id: 'serviceError.unexpectedError',
    defaultMessage: 'Ett oväntat fel uppstod. Försök igen eller kontakta kundtjänst.',
  },
});

/** Checks when type-checked that every key of serviceErrorMessages is a kind (a misspelt one would word nothing). */
type Kinds<K extends ServiceErrorKind> = K;
export type WordedServiceErrorKind = Kinds<keyof typeof serviceErrorMessages>;

export const shellMessages = defineMessages({
  productName: { id: 'shell.productName', defaultMessage: 'Tolkportal' },
  pageTitle: { id: 'shell.pageTitle', defaultMessage: '{title} | Tolkportal' },
  language: { id: 'shell.language', defaultMessage: 'Språk' },
  swedish: { id: 'shell.swedish', defaultMessage: 'Svenska' },
  english: { id: 'shell.english', defaultMessage: 'English' },
  logOut: { id: 'shell.logOut', defaultMessage: 'Logga ut' },
  mainNavigation: { id: 'shell.mainNavigation', defaultMessage: 'Huvudmeny' },
  skipToContent: { id: 'shell.skipToContent', defaultMessage: 'Hoppa till innehållet' },
  footer: { id: 'shell.footer', defaultMessage: 'Version {version} · © {year} Tolkportal' },
  loading: { id: 'shell.loading', defaultMessage: 'Laddar …' },
  // The route error page: a screen that cannot be shown (a chunk missing after a reload, a render error).
  errorHeading: { id: 'shell.errorHeading', defaultMessage: 'Något gick fel' },
  errorText: { id: 'shell.errorText', defaultMessage: 'Sidan kunde inte visas. Försök igen, eller gå till startsidan.' },
  tryAgain: { id: 'shell.tryAgain', defaultMessage: 'Försök igen' },
  toStartPage: { id: 'shell.toStartPage', defaultMessage: 'Till startsidan' },
});

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

/** Catalogued CRM codes with our own wording; any other code shows the CRM's ErrorMessage. */
export const serviceErrorMessages = defineMessages({
  1001: { id: 'crmError.1001', defaultMessage: 'Portalen är felkonfigurerad (ogiltig API-nyckel). Kontakta kundtjänst.' },
  1002: { id: 'crmError.1002', defaultMessage: 'Ogiltigt tolknummer eller lösenord. Försök igen.' },
  1003: { id: 'crmError.1003', defaultMessage: 'Din session har gått ut. Logga in igen.' },
  1004: { id: 'crmError.1004', defaultMessage: 'Ogiltigt kundnummer eller lösenord. Försök igen.' },
  2001: { id: 'crmError.2001', defaultMessage: 'Ett obligatoriskt fält saknas.' },
  2002: { id: 'crmError.2002', defaultMessage: 'En text är för lång.' },
  2003: { id: 'crmError.2003', defaultMessage: 'Ett datum eller en tid är ogiltig.' },
  2004: { id: 'crmError.2004', defaultMessage: 'Ett fält har ett oväntat värde.' },
  2005: { id: 'crmError.2005', defaultMessage: 'En bifogad fil kunde inte läsas.' },
  2006: { id: 'crmError.2006', defaultMessage: 'E-postadressen är ogiltig.' },
  2007: { id: 'crmError.2007', defaultMessage: 'Telefonnumret är ogiltigt.' },
  2008: { id: 'crmError.2008', defaultMessage: 'Postnumret är ogiltigt.' },
  // The interpreter's calls (docs/api.md, "The interpreter's calls").
  3001: { id: 'crmError.3001', defaultMessage: 'Uppdraget hittades inte.' },
  3002: { id: 'crmError.3002', defaultMessage: 'Förfrågan hittades inte.' },
  3004: { id: 'crmError.3004', defaultMessage: 'Förfrågan har gått ut och gått vidare till en annan tolk.' },
  3005: { id: 'crmError.3005', defaultMessage: 'Förfrågan är redan accepterad.' },
  3006: { id: 'crmError.3006', defaultMessage: 'Förfrågan är redan avböjd.' },
  3007: { id: 'crmError.3007', defaultMessage: 'Tidrapporten kan inte tas emot för det här uppdraget.' },
  3011: { id: 'crmError.3011', defaultMessage: 'Ett utlägg är felaktigt. Kontrollera typ och belopp.' },
  3012: { id: 'crmError.3012', defaultMessage: 'Uppdraget är avbokat.' },
  3013: { id: 'crmError.3013', defaultMessage: 'Vänligen skicka en giltig fil.' },
  3015: { id: 'crmError.3015', defaultMessage: 'Uppdraget är redan utfört.' },
  3016: { id: 'crmError.3016', defaultMessage: 'Skriv varför uppdraget inte kan slutföras.' },
  5200: { id: 'crmError.5200', defaultMessage: 'Postnumret hör inte till något län.' },
  4001: { id: 'crmError.4001', defaultMessage: 'Bokningssystemet svarar inte just nu. Försök igen om en stund.' },
  4002: { id: 'crmError.4002', defaultMessage: 'Faktureringssystemet svarar inte just nu. Försök igen om en stund.' },
  6050: { id: 'crmError.6050', defaultMessage: 'Användaren finns inte längre. Ladda om sidan.' },
  6051: { id: 'crmError.6051', defaultMessage: 'E-postadressen används redan av en annan användare.' },
  6052: { id: 'crmError.6052', defaultMessage: 'Det måste finnas minst en administratör.' },
  // The gateway's own answers and the login lockout (issue 10, docs/api.md "The gateway").
  6062: { id: 'crmError.6062', defaultMessage: 'För många försök. Vänta en stund och försök igen.' },
  6063: {
    id: 'crmError.6063',
    defaultMessage:
      'För många misslyckade inloggningar. Vänta {minutes, plural, one {# minut} other {# minuter}} och försök igen.',
  },
  6065: { id: 'crmError.6065', defaultMessage: 'Förfrågan hade ett format som inte stöds.' },
  6066: { id: 'crmError.6066', defaultMessage: 'Förfrågan är för stor (högst 30 MB, bifogade filer inräknade).' },
  6068: { id: 'crmError.6068', defaultMessage: 'Meddelandet kan inte skickas till den mottagaren.' },
  6069: { id: 'crmError.6069', defaultMessage: 'Perioden är för lång. Välj en period på högst två år.' },
  6070: { id: 'crmError.6070', defaultMessage: 'Inloggningslänken är ogiltig. Be om en ny länk.' },
  6071: { id: 'crmError.6071', defaultMessage: 'Inloggningslänken har redan använts. Be om en ny länk.' },
  6072: { id: 'crmError.6072', defaultMessage: 'Inloggningslänken har gått ut. Be om en ny länk.' },
  6073: { id: 'crmError.6073', defaultMessage: 'Det går inte att göra så i uppdragets nuvarande status.' },
  6074: { id: 'crmError.6074', defaultMessage: 'Din inloggning har gått ut. Be om en ny inloggningslänk.' },
  9999: { id: 'crmError.9999', defaultMessage: 'Ett oväntat fel uppstod. Försök igen eller kontakta kundtjänst.' },
});

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

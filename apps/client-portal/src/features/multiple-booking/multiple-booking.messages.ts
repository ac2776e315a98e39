import { defineMessages } from 'react-intl';

/** /advanced-order-form, /preview-advanced-order-form and /thank-you (spec 1 §2 screens 3, 4, 10). */
export const multipleBookingMessages = defineMessages({
  title: { id: 'multipleBooking.title', defaultMessage: 'Boka flera uppdrag' },
  intro: {
    id: 'multipleBooking.intro',
    defaultMessage: 'Fyll i ett uppdrag per flik. Alla uppdrag skickas tillsammans när du bekräftar.',
  },
  tabsLabel: { id: 'multipleBooking.tabsLabel', defaultMessage: 'Uppdrag i bokningen' },
  tabNumber: { id: 'multipleBooking.tabNumber', defaultMessage: 'Uppdrag {number}' },
  noLanguage: { id: 'multipleBooking.noLanguage', defaultMessage: 'Inget språk valt' },
  noType: { id: 'multipleBooking.noType', defaultMessage: 'Ingen typ vald' },
  tabHasProblems: { id: 'multipleBooking.tabHasProblems', defaultMessage: 'Uppgifter saknas eller är felaktiga' },
  addAssignment: { id: 'multipleBooking.addAssignment', defaultMessage: 'Lägg till uppdrag' },
  deleteAssignment: { id: 'multipleBooking.deleteAssignment', defaultMessage: 'Ta bort uppdrag {number}' },
  preview: { id: 'multipleBooking.preview', defaultMessage: 'Förhandsgranska' },
  close: { id: 'multipleBooking.close', defaultMessage: 'Stäng' },
  invalid: {
    id: 'multipleBooking.invalid',
    defaultMessage:
      '{count, plural, one {# uppdrag behöver kompletteras, dess flik är markerad.} other {# uppdrag behöver kompletteras, deras flikar är markerade.}}',
  },
  previewTitle: { id: 'multipleBooking.previewTitle', defaultMessage: 'Förhandsgranska bokning' },
  previewIntro: {
    id: 'multipleBooking.previewIntro',
    defaultMessage: 'Kontrollera {count, plural, one {# uppdrag} other {# uppdrag}} innan du bekräftar.',
  },
  previewAssignment: { id: 'multipleBooking.previewAssignment', defaultMessage: 'Uppdrag {number} av {total}' },
  confirmNow: { id: 'multipleBooking.confirmNow', defaultMessage: 'Bekräfta nu' },
  cancel: { id: 'multipleBooking.cancel', defaultMessage: 'Avbryt' },
  goBack: { id: 'multipleBooking.goBack', defaultMessage: 'Gå tillbaka' },
  print: { id: 'multipleBooking.print', defaultMessage: 'Skriv ut' },
  progress: { id: 'multipleBooking.progress', defaultMessage: '{sent} av {total} skickade' },
  sending: { id: 'multipleBooking.sending', defaultMessage: 'Skickar bokningen' },
  createMultipleOrderError: {
    id: 'multipleBooking.createMultipleOrderError',
    defaultMessage:
      '{count, plural, one {# uppdrag kunde inte bokas} other {# uppdrag kunde inte bokas}} och ligger kvar i listan. Försök igen.',
  },
  partlySent: {
    id: 'multipleBooking.partlySent',
    defaultMessage:
      '{sent, plural, one {# uppdrag är bokat} other {# uppdrag är bokade}}. {failed, plural, one {# uppdrag} other {# uppdrag}} kunde inte bokas och ligger kvar nedan.',
  },
  bookedLine: { id: 'multipleBooking.bookedLine', defaultMessage: 'Nummer {number}: {language}, {date} {time}' },
  refusedHeading: { id: 'multipleBooking.refusedHeading', defaultMessage: 'Kunde inte bokas' },
  refusedField: { id: 'multipleBooking.refusedField', defaultMessage: '{field}: {reason}' },
  refusedUnanswered: {
    id: 'multipleBooking.refusedUnanswered',
    defaultMessage: 'Bokningssystemet svarade inte på det här uppdraget. Försök igen.',
  },
  restoreTitle: { id: 'multipleBooking.restoreTitle', defaultMessage: 'Du har en osparad bokning' },
  restoreText: {
    id: 'multipleBooking.restoreText',
    defaultMessage:
      '{count, plural, one {# uppdrag} other {# uppdrag}} från ett tidigare tillfälle skickades aldrig. Vill du fortsätta med bokningen?',
  },
  restore: { id: 'multipleBooking.restore', defaultMessage: 'Fortsätt med bokningen' },
  discard: { id: 'multipleBooking.discard', defaultMessage: 'Börja om' },
  thankYouTitle: { id: 'multipleBooking.thankYouTitle', defaultMessage: 'Tack för din bokning' },
  thankYouDetail: {
    id: 'multipleBooking.thankYouDetail',
    defaultMessage:
      'Vi har tagit emot {count, plural, one {# uppdrag} other {# uppdrag}}. Du hittar dem i kalendern och under Mina uppdrag. Ange bokningsnumret om du kontaktar oss.',
  },
  thankYouListLabel: { id: 'multipleBooking.thankYouListLabel', defaultMessage: 'Skapade uppdrag' },
  columnNumber: { id: 'multipleBooking.columnNumber', defaultMessage: 'Bokningsnummer' },
  columnLanguage: { id: 'multipleBooking.columnLanguage', defaultMessage: 'Språk' },
  columnType: { id: 'multipleBooking.columnType', defaultMessage: 'Typ av tolkning' },
  columnDate: { id: 'multipleBooking.columnDate', defaultMessage: 'Datum' },
  columnTime: { id: 'multipleBooking.columnTime', defaultMessage: 'Tid' },
  bookMore: { id: 'multipleBooking.bookMore', defaultMessage: 'Boka fler uppdrag' },
  done: { id: 'multipleBooking.done', defaultMessage: 'Klar' },
});

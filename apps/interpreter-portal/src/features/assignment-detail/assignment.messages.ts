import { defineMessages } from 'react-intl';

export const assignmentMessages = defineMessages({
  title: { id: 'interpreterAssignment.title', defaultMessage: 'Uppdrag {number}' },
  notFound: { id: 'interpreterAssignment.notFound', defaultMessage: 'Uppdraget finns inte bland dina uppdrag.' },
  failed: { id: 'interpreterAssignment.failed', defaultMessage: 'Uppdraget kunde inte hämtas.' },
  tryAgain: { id: 'interpreterAssignment.tryAgain', defaultMessage: 'Försök igen' },
  back: { id: 'interpreterAssignment.back', defaultMessage: 'Tillbaka till mina uppdrag' },
  info: { id: 'interpreterAssignment.info', defaultMessage: 'Uppdraget' },
  when: { id: 'interpreterAssignment.when', defaultMessage: 'Tid' },
  language: { id: 'interpreterAssignment.language', defaultMessage: 'Språk' },
  service: { id: 'interpreterAssignment.service', defaultMessage: 'Tolktyp' },
  customer: { id: 'interpreterAssignment.customer', defaultMessage: 'Kund' },
  status: { id: 'interpreterAssignment.status', defaultMessage: 'Status' },
  place: { id: 'interpreterAssignment.place', defaultMessage: 'Plats' },
  directions: { id: 'interpreterAssignment.directions', defaultMessage: 'Vägbeskrivning' },
  travelRoute: { id: 'interpreterAssignment.travelRoute', defaultMessage: 'Visa resväg på karta' },
  meeting: { id: 'interpreterAssignment.meeting', defaultMessage: 'Möte på distans' },
  platform: { id: 'interpreterAssignment.platform', defaultMessage: 'Plattform' },
  meetingUrl: { id: 'interpreterAssignment.meetingUrl', defaultMessage: 'Möteslänk' },
  meetingPhone: { id: 'interpreterAssignment.meetingPhone', defaultMessage: 'Telefonnummer' },
  passCode: { id: 'interpreterAssignment.passCode', defaultMessage: 'Kod' },
  contact: { id: 'interpreterAssignment.contact', defaultMessage: 'Kontaktperson på plats' },
  notes: { id: 'interpreterAssignment.notes', defaultMessage: 'Meddelande till tolken' },
  requirements: { id: 'interpreterAssignment.requirements', defaultMessage: 'Övriga krav' },
  progress: { id: 'interpreterAssignment.progress', defaultMessage: 'Förlopp' },
  tripStarted: { id: 'interpreterAssignment.tripStarted', defaultMessage: 'Resa startad' },
  checkedIn: { id: 'interpreterAssignment.checkedIn', defaultMessage: 'Incheckad' },
  workStarted: { id: 'interpreterAssignment.workStarted', defaultMessage: 'Arbete påbörjat' },
  done: { id: 'interpreterAssignment.done', defaultMessage: 'Klart' },
  rating: { id: 'interpreterAssignment.rating', defaultMessage: 'Kundens betyg' },
  ratingValue: { id: 'interpreterAssignment.ratingValue', defaultMessage: '{stars} av 5' },
  noRating: { id: 'interpreterAssignment.noRating', defaultMessage: 'Inte betygsatt' },
  actions: { id: 'interpreterAssignment.actions', defaultMessage: 'Åtgärder' },
  noActions: { id: 'interpreterAssignment.noActions', defaultMessage: 'Det finns inget att göra med uppdraget.' },
  reasonHeading: { id: 'interpreterAssignment.reasonHeading', defaultMessage: 'Kan inte slutföra uppdraget' },
  reasonLabel: { id: 'interpreterAssignment.reasonLabel', defaultMessage: 'Varför kan uppdraget inte slutföras?' },
  reasonRequired: { id: 'interpreterAssignment.reasonRequired', defaultMessage: 'Skriv en anledning' },
  reasonHelp: {
    id: 'interpreterAssignment.reasonHelp',
    defaultMessage: 'Kunden får veta att en oväntad händelse har inträffat. Förmedlingen kontaktar dig vid behov.',
  },
  send: { id: 'interpreterAssignment.send', defaultMessage: 'Skicka' },
  cancel: { id: 'interpreterAssignment.cancel', defaultMessage: 'Avbryt' },
  attachments: { id: 'interpreterAssignment.attachments', defaultMessage: 'Bilagor' },
  download: { id: 'interpreterAssignment.download', defaultMessage: 'Ladda ner' },
  downloadFile: { id: 'interpreterAssignment.downloadFile', defaultMessage: 'Ladda ner {filename}' },
});

/** The action buttons' words (spec 3 §4's action labels). */
export const actionLabelMessages = defineMessages({
  'start-trip': { id: 'interpreterAssignment.action.startTrip', defaultMessage: 'Starta resa' },
  'check-in': { id: 'interpreterAssignment.action.checkIn', defaultMessage: 'Checka in' },
  'start-working': { id: 'interpreterAssignment.action.startWorking', defaultMessage: 'Börja arbeta' },
  done: { id: 'interpreterAssignment.action.done', defaultMessage: 'Klar' },
  'cannot-complete': { id: 'interpreterAssignment.action.cannotComplete', defaultMessage: 'Kan inte slutföra' },
  'time-report': { id: 'interpreterAssignment.action.timeReport', defaultMessage: 'Tidrapport' },
});

/** What a toast says once an action went through. */
export const actionDoneMessages = defineMessages({
  'start-trip': { id: 'interpreterAssignment.done.startTrip', defaultMessage: 'Resan är startad.' },
  'check-in': { id: 'interpreterAssignment.done.checkIn', defaultMessage: 'Du är incheckad.' },
  'start-working': { id: 'interpreterAssignment.done.startWorking', defaultMessage: 'Uppdraget pågår.' },
  done: { id: 'interpreterAssignment.done.done', defaultMessage: 'Uppdraget är utfört. Skicka din tidrapport.' },
  'cannot-complete': {
    id: 'interpreterAssignment.done.cannotComplete',
    defaultMessage: 'Förmedlingen och kunden har fått veta att uppdraget inte kan slutföras.',
  },
});

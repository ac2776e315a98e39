import { defineMessages } from 'react-intl';

/** /create-single-assignment and /preview-assignment (spec 1 §2 screens 2, 4, 5). */
export const singleBookingMessages = defineMessages({
  title: { id: 'singleBooking.title', defaultMessage: 'Boka tolk' },
  heading: { id: 'singleBooking.heading', defaultMessage: 'Boka tolk' },
  copyHeading: { id: 'singleBooking.copyHeading', defaultMessage: 'Kopiera bokning {number}' },
  editHeading: { id: 'singleBooking.editHeading', defaultMessage: 'Ändra bokning {number}' },
  copyIntro: {
    id: 'singleBooking.copyIntro',
    defaultMessage: 'Uppgifterna är hämtade från bokning {number}. Kontrollera datum och tid innan du skickar.',
  },
  editIntro: {
    id: 'singleBooking.editIntro',
    defaultMessage: 'Datum, tid, språk och adress kan ändras fram till att uppdraget börjar.',
  },
  stepOf: { id: 'singleBooking.stepOf', defaultMessage: 'Steg {step} av 2' },
  stepEssentials: { id: 'singleBooking.stepEssentials', defaultMessage: 'Uppdraget' },
  stepAdditional: { id: 'singleBooking.stepAdditional', defaultMessage: 'Krav och mer information' },
  continue: { id: 'singleBooking.continue', defaultMessage: 'Fortsätt' },
  close: { id: 'singleBooking.close', defaultMessage: 'Stäng' },
  back: { id: 'singleBooking.back', defaultMessage: 'Tillbaka' },
  preview: { id: 'singleBooking.preview', defaultMessage: 'Förhandsgranska' },
  confirmNow: { id: 'singleBooking.confirmNow', defaultMessage: 'Bekräfta nu' },
  saveChanges: { id: 'singleBooking.saveChanges', defaultMessage: 'Spara ändringarna' },
  loading: { id: 'singleBooking.loading', defaultMessage: 'Hämtar bokningen …' },
  missing: { id: 'singleBooking.missing', defaultMessage: 'Bokningen hittades inte.' },
  failed: { id: 'singleBooking.failed', defaultMessage: 'Bokningen kunde inte hämtas. Försök igen om en stund.' },
  notEditable: {
    id: 'singleBooking.notEditable',
    defaultMessage: 'Bokning {number} kan inte längre ändras. Du kan kopiera den till en ny bokning.',
  },
  copyInstead: { id: 'singleBooking.copyInstead', defaultMessage: 'Kopiera bokningen' },
  toDashboard: { id: 'singleBooking.toDashboard', defaultMessage: 'Till startsidan' },
  sameDayRefused: {
    id: 'singleBooking.sameDayRefused',
    defaultMessage:
      'Datum, tid, språk och adress kan inte ändras samma dag som uppdraget. Avboka uppdraget och ring oss för att boka om.',
  },
  criticalChange: {
    id: 'singleBooking.criticalChange',
    defaultMessage:
      'Du ändrar datum, tid, språk eller adress. Bokningen går då tillbaka till Öppen och en tillsatt tolk avbokas. Nära starttiden blir det en ny bokning med nytt nummer.',
  },
  previewTitle: { id: 'singleBooking.previewTitle', defaultMessage: 'Förhandsgranska bokningen' },
  previewHeading: { id: 'singleBooking.previewHeading', defaultMessage: 'Förhandsgranska bokningen' },
  goBack: { id: 'singleBooking.goBack', defaultMessage: 'Gå tillbaka' },
  sending: { id: 'singleBooking.sending', defaultMessage: 'Skickar bokningen …' },
});

import { defineMessages } from 'react-intl';

/** The quick-order drawer on the dashboard (spec 1 §2 screen 6). */
export const quickBookingMessages = defineMessages({
  title: { id: 'quickBooking.title', defaultMessage: 'Snabbokning' },
  moreOptions: { id: 'quickBooking.moreOptions', defaultMessage: 'Fler alternativ' },
  moreOptionsHelp: {
    id: 'quickBooking.moreOptionsHelp',
    defaultMessage: 'Krav på tolken, information, adress och bilagor',
  },
  switchToMultiple: { id: 'quickBooking.switchToMultiple', defaultMessage: 'Boka flera uppdrag' },
  step: { id: 'quickBooking.step', defaultMessage: 'Steg {step} av {total}' },
  preview: { id: 'quickBooking.preview', defaultMessage: 'Förhandsgranska' },
  next: { id: 'quickBooking.next', defaultMessage: 'Fortsätt' },
  back: { id: 'quickBooking.back', defaultMessage: 'Tillbaka' },
  close: { id: 'quickBooking.close', defaultMessage: 'Stäng' },
  previewTitle: { id: 'quickBooking.previewTitle', defaultMessage: 'Förhandsgranska bokning' },
  confirmNow: { id: 'quickBooking.confirmNow', defaultMessage: 'Bekräfta nu' },
  goBack: { id: 'quickBooking.goBack', defaultMessage: 'Gå tillbaka' },
  leaveTitle: { id: 'quickBooking.leaveTitle', defaultMessage: 'Stänga snabbokningen?' },
  leaveText: {
    id: 'quickBooking.leaveText',
    defaultMessage: 'Du har uppgifter som inte är skickade. Stänger du försvinner de.',
  },
  leave: { id: 'quickBooking.leave', defaultMessage: 'Stäng ändå' },
  failed: {
    id: 'quickBooking.failed',
    defaultMessage: 'Bokningen kunde inte skapas. Dina uppgifter finns kvar, försök igen.',
  },
});

import { defineMessages } from 'react-intl';

/** The booking menu, the Start booking button and the choose-assignment dialog (spec 1 §2 screens 1 and 7). */
export const bookingMenuMessages = defineMessages({
  startBooking: { id: 'bookingMenu.startBooking', defaultMessage: 'Starta bokning' },
  shortcutHint: { id: 'bookingMenu.shortcutHint', defaultMessage: 'Kortkommando: Skift+B' },
  menuLabel: { id: 'bookingMenu.menuLabel', defaultMessage: 'Bokningsmeny' },
  preBooking: { id: 'bookingMenu.preBooking', defaultMessage: 'Förbokning' },
  preBookingDescription: {
    id: 'bookingMenu.preBookingDescription',
    defaultMessage: 'Boka tolk i förväg, ett eller flera uppdrag',
  },
  quickOrder: { id: 'bookingMenu.quickOrder', defaultMessage: 'Snabbokning' },
  quickOrderDescription: {
    id: 'bookingMenu.quickOrderDescription',
    defaultMessage: 'Boka ett uppdrag direkt från startsidan',
  },
  chooseTitle: { id: 'bookingMenu.chooseTitle', defaultMessage: 'Vad vill du boka?' },
  chooseLegend: { id: 'bookingMenu.chooseLegend', defaultMessage: 'Välj typ av bokning' },
  single: { id: 'bookingMenu.single', defaultMessage: 'Ett uppdrag' },
  singleDescription: {
    id: 'bookingMenu.singleDescription',
    defaultMessage: 'Boka tolk till ett uppdrag, vid ett eller flera datum med samma tider.',
  },
  multiple: { id: 'bookingMenu.multiple', defaultMessage: 'Flera uppdrag' },
  multipleDescription: {
    id: 'bookingMenu.multipleDescription',
    defaultMessage: 'Boka flera uppdrag på en gång, till exempel i olika språk eller på olika tider.',
  },
  next: { id: 'bookingMenu.next', defaultMessage: 'Nästa' },
  backToDashboard: { id: 'bookingMenu.backToDashboard', defaultMessage: 'Tillbaka till startsidan' },
  close: { id: 'bookingMenu.close', defaultMessage: 'Stäng' },
});

import { defineMessages } from 'react-intl';

export const cancelMessages = defineMessages({
  title: { id: 'cancelAssignment.title', defaultMessage: 'Avboka uppdrag' },
  heading: { id: 'cancelAssignment.heading', defaultMessage: 'Avboka bokning {number}' },
  summary: { id: 'cancelAssignment.summary', defaultMessage: '{service}, {language}, {time}' },
  reason: { id: 'cancelAssignment.reason', defaultMessage: 'Orsak till avbokningen' },
  sms: { id: 'cancelAssignment.sms', defaultMessage: 'Skicka SMS om avbokningen' },
  smsReceiver: { id: 'cancelAssignment.smsReceiver', defaultMessage: 'Mobilnummer för SMS' },
  lateNotice: {
    id: 'cancelAssignment.lateNotice',
    defaultMessage: 'Avbokningen sker mindre än {hours} timmar före uppdragets start och kommer att debiteras enligt villkoren.',
  },
  freeNotice: { id: 'cancelAssignment.freeNotice', defaultMessage: 'Avbokningen är kostnadsfri.' },
  confirm: { id: 'cancelAssignment.confirm', defaultMessage: 'Bekräfta avbokning' },
  back: { id: 'cancelAssignment.back', defaultMessage: 'Tillbaka' },
  missing: { id: 'cancelAssignment.missing', defaultMessage: 'Bokningen kunde inte hittas.' },
  failed: { id: 'cancelAssignment.failed', defaultMessage: 'Avbokningen kunde inte förberedas.' },
  toMyAssignments: { id: 'cancelAssignment.toMyAssignments', defaultMessage: 'Till mina uppdrag' },
  doneHeading: { id: 'cancelAssignment.doneHeading', defaultMessage: 'Bokningen är avbokad' },
  doneText: { id: 'cancelAssignment.doneText', defaultMessage: 'Bokning {number} är avbokad.' },
  doneLate: {
    id: 'cancelAssignment.doneLate',
    defaultMessage: 'Avbokningen skedde sent och kommer att debiteras enligt villkoren.',
  },
});

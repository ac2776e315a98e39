import { defineMessages } from 'react-intl';

export const feedbackMessages = defineMessages({
  dialogTitle: { id: 'feedback.dialogTitle', defaultMessage: 'Lämna omdöme för bokning {number}' },
  prompt: {
    id: 'feedback.prompt',
    defaultMessage:
      'Hur nöjd är du med uppdraget? 1–2 stjärnor betyder dåligt, och då kan du även skapa en avvikelse. 5 stjärnor betyder mycket bra.',
  },
  stars: { id: 'feedback.stars', defaultMessage: 'Betyg' },
  starLabel: { id: 'feedback.starLabel', defaultMessage: '{stars, plural, one {# stjärna} other {# stjärnor}}' },
  rateOrder: { id: 'feedback.rateOrder', defaultMessage: 'Betygsätt bokning {number}' },
  comment: { id: 'feedback.comment', defaultMessage: 'Kommentar' },
  counter: { id: 'feedback.counter', defaultMessage: '{count} av {max} tecken' },
  reason: { id: 'feedback.reason', defaultMessage: 'Anledning till betyget' },
  reasonPlaceholder: { id: 'feedback.reasonPlaceholder', defaultMessage: 'Välj anledning' },
  createDeviation: { id: 'feedback.createDeviation', defaultMessage: 'Skapa en avvikelse om uppdraget' },
  cancel: { id: 'feedback.cancel', defaultMessage: 'Avbryt' },
  send: { id: 'feedback.send', defaultMessage: 'Skicka omdöme' },
  failed: { id: 'feedback.failed', defaultMessage: 'Betyget kunde inte sparas. Välj stjärnor och försök igen.' },
  saved: { id: 'feedback.saved', defaultMessage: 'Tack för ditt omdöme!' },
  starsRequired: { id: 'feedback.starsRequired', defaultMessage: 'Välj minst en stjärna.' },
  averageTitle: { id: 'feedback.averageTitle', defaultMessage: 'Ditt snittbetyg' },
  averagePeriod: { id: 'feedback.averagePeriod', defaultMessage: 'Senaste 3 månaderna' },
  averageValue: { id: 'feedback.averageValue', defaultMessage: '{average} av 5' },
  averageNone: { id: 'feedback.averageNone', defaultMessage: 'Inga betyg ännu' },
  unrated: { id: 'feedback.unrated', defaultMessage: 'Att betygsätta: {count} uppdrag' },
});

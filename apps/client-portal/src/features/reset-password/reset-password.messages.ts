import { defineMessages } from 'react-intl';

/** The password forms: change (settings), reset (from settings) and set new (from a mailed link). */
export const resetPasswordMessages = defineMessages({
  changeHeading: { id: 'resetPassword.changeHeading', defaultMessage: 'Byt lösenord' },
  changeIntro: {
    id: 'resetPassword.changeIntro',
    defaultMessage: 'Ange ditt nuvarande lösenord och välj ett nytt.',
  },
  currentPassword: { id: 'resetPassword.currentPassword', defaultMessage: 'Nuvarande lösenord' },
  newPassword: { id: 'resetPassword.newPassword', defaultMessage: 'Nytt lösenord' },
  repeatPassword: { id: 'resetPassword.repeatPassword', defaultMessage: 'Upprepa nytt lösenord' },
  retypePassword: { id: 'resetPassword.retypePassword', defaultMessage: 'Skriv lösenordet igen' },
  policy: {
    id: 'resetPassword.policy',
    defaultMessage: 'Lösenordet måste innehålla minst 8 tecken, minst en versal (stor bokstav) och minst en siffra.',
  },
  save: { id: 'resetPassword.save', defaultMessage: 'Spara nytt lösenord' },
  showPasswords: { id: 'resetPassword.showPasswords', defaultMessage: 'Visa lösenorden' },
  required: { id: 'resetPassword.required', defaultMessage: '{name} är obligatoriskt' },
  tooShort: { id: 'resetPassword.tooShort', defaultMessage: 'Lösenordet måste innehålla minst {min} tecken' },
  noUppercase: { id: 'resetPassword.noUppercase', defaultMessage: 'Lösenordet måste innehålla minst en versal (stor bokstav)' },
  noDigit: { id: 'resetPassword.noDigit', defaultMessage: 'Lösenordet måste innehålla minst en siffra' },
  mismatch: { id: 'resetPassword.mismatch', defaultMessage: 'Lösenorden matchar inte' },
  wrongCurrentPassword: { id: 'resetPassword.wrongCurrentPassword', defaultMessage: 'Det nuvarande lösenordet stämmer inte' },
  resetSuccessfull: { id: 'resetPassword.resetSuccessfull', defaultMessage: 'Ditt lösenord är bytt' },
  setSuccessful: { id: 'resetPassword.setSuccessful', defaultMessage: 'Ditt nya lösenord är sparat. Logga in med det.' },
  setFailed: { id: 'resetPassword.setFailed', defaultMessage: 'Lösenordet kunde inte sparas. Försök igen.' },
  alreadySaved: {
    id: 'resetPassword.alreadySaved',
    defaultMessage: 'Lösenordet är redan sparat med den här länken. Logga in med det, eller be om en ny länk.',
  },
  resetHeading: { id: 'resetPassword.resetHeading', defaultMessage: 'Återställ lösenord' },
  resetIntro: { id: 'resetPassword.resetIntro', defaultMessage: 'Välj ett nytt lösenord för ert kundnummer.' },
  setHeading: { id: 'resetPassword.setHeading', defaultMessage: 'Välj nytt lösenord' },
  setIntro: {
    id: 'resetPassword.setIntro',
    defaultMessage: 'Du har fått länken i ett mejl. Välj ett nytt lösenord och logga sedan in med det.',
  },
  noLink: {
    id: 'resetPassword.noLink',
    defaultMessage: 'Länken är ofullständig. Öppna länken i mejlet igen, eller be kundtjänst om en ny.',
  },
  linkInvalid: {
    id: 'resetPassword.linkInvalid',
    defaultMessage:
      'Länken är ogiltig eller har gått ut, så lösenordet kan inte sparas med den. Be kundtjänst om en ny länk och öppna den när mejlet kommer.',
  },
  backToSettings: { id: 'resetPassword.backToSettings', defaultMessage: 'Tillbaka till inställningar' },
  toLogin: { id: 'resetPassword.toLogin', defaultMessage: 'Till inloggningen' },
});

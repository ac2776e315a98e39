import type { Catalogue } from '@tolk/ui';

/** English texts of the password forms. */
export const resetPasswordEnglish: Catalogue = {
  'resetPassword.changeHeading': 'Change password',
  'resetPassword.changeIntro': 'Enter your current password and choose a new one.',
  'resetPassword.currentPassword': 'Current password',
  'resetPassword.newPassword': 'New password',
  'resetPassword.repeatPassword': 'Repeat new password',
  'resetPassword.retypePassword': 'Retype the password',
  'resetPassword.policy':
    'The password must contain at least 8 characters, at least one uppercase letter and at least one digit.',
  'resetPassword.save': 'Save new password',
  'resetPassword.showPasswords': 'Show the passwords',
  'resetPassword.required': '{name} is required',
  'resetPassword.tooShort': 'The password must contain at least {min} characters',
  'resetPassword.noUppercase': 'The password must contain at least one uppercase letter',
  'resetPassword.noDigit': 'The password must contain at least one digit',
  'resetPassword.mismatch': 'Passwords do not match',
  'resetPassword.wrongCurrentPassword': 'The current password is not correct',
  'resetPassword.resetSuccessfull': 'Your password has been changed',
  'resetPassword.setSuccessful': 'Your new password is saved. Log in with it.',
  'resetPassword.setFailed': 'The password could not be saved. Please try again.',
  'resetPassword.alreadySaved': 'The password has already been saved with this link. Log in with it, or ask for a new link.',
  'resetPassword.resetHeading': 'Reset password',
  'resetPassword.resetIntro': 'Choose a new password for your customer number.',
  'resetPassword.setHeading': 'Choose a new password',
  'resetPassword.setIntro': 'You received the link in an e-mail. Choose a new password and then log in with it.',
  'resetPassword.noLink': 'The link is incomplete. Open the link in the e-mail again, or ask customer service for a new one.',
  'resetPassword.linkInvalid':
    'The link is invalid or has expired, so the password cannot be saved with it. Ask customer service for a new link and open it when the e-mail arrives.',
  'resetPassword.backToSettings': 'Back to settings',
  'resetPassword.toLogin': 'To the login',
};

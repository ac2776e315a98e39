import type { Catalogue } from '@tolk/ui';

export const loginEnglish: Catalogue = {
  'interpreterLogin.title': 'Log in as an interpreter',
  'interpreterLogin.intro': 'Enter your e-mail address and your interpreter number, and we will send you a login link.',
  'interpreterLogin.email': 'E-mail address',
  'interpreterLogin.interpreterNumber': 'Interpreter number',
  'interpreterLogin.send': 'Send login link',
  'interpreterLogin.sentHeading': 'Check your e-mail',
  'interpreterLogin.sent':
    'We have sent a login link to {email}. The link is valid for 15 minutes and works once. You stay logged in for 12 hours; after that you need a new link.',
  'interpreterLogin.askAgain': 'Send a new link',
  'interpreterLogin.loggingIn': 'Logging in …',
  'interpreterLogin.customerLogin': 'Are you a customer? Log in to the client portal',
};

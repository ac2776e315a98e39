import { defineMessages } from 'react-intl';

export const loginMessages = defineMessages({
  title: { id: 'login.title', defaultMessage: 'Logga in' },
  intro: { id: 'login.intro', defaultMessage: 'Boka tolk och följ dina uppdrag. Logga in med ditt kundnummer och lösenord.' },
  customerNumber: { id: 'login.customerNumber', defaultMessage: 'Kundnummer' },
  password: { id: 'login.password', defaultMessage: 'Lösenord' },
  showPassword: { id: 'login.showPassword', defaultMessage: 'Visa lösenord' },
  hidePassword: { id: 'login.hidePassword', defaultMessage: 'Dölj lösenord' },
  submit: { id: 'login.submit', defaultMessage: 'Logga in' },
  submitting: { id: 'login.submitting', defaultMessage: 'Loggar in …' },
  terms: { id: 'login.terms', defaultMessage: 'Användarvillkor' },
  privacy: { id: 'login.privacy', defaultMessage: 'Integritetspolicy' },
});

import { defineMessages } from 'react-intl';

export const loginMessages = defineMessages({
  title: { id: 'interpreterLogin.title', defaultMessage: 'Logga in som tolk' },
  intro: {
    id: 'interpreterLogin.intro',
    defaultMessage: 'Skriv din e-postadress och ditt tolknummer, så skickar vi en inloggningslänk till dig.',
  },
  email: { id: 'interpreterLogin.email', defaultMessage: 'E-postadress' },
  interpreterNumber: { id: 'interpreterLogin.interpreterNumber', defaultMessage: 'Tolknummer' },
  send: { id: 'interpreterLogin.send', defaultMessage: 'Skicka inloggningslänk' },
  sentHeading: { id: 'interpreterLogin.sentHeading', defaultMessage: 'Kolla din e-post' },
  sent: {
    id: 'interpreterLogin.sent',
    defaultMessage:
      'Vi har skickat en inloggningslänk till {email}. Länken gäller i 15 minuter och fungerar en gång. Du är inloggad i 12 timmar, sedan behöver du en ny länk.',
  },
  askAgain: { id: 'interpreterLogin.askAgain', defaultMessage: 'Skicka en ny länk' },
  loggingIn: { id: 'interpreterLogin.loggingIn', defaultMessage: 'Loggar in …' },
  customerLogin: { id: 'interpreterLogin.customerLogin', defaultMessage: 'Är du kund? Logga in i kundportalen' },
});

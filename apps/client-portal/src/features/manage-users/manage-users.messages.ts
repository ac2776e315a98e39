import { defineMessages } from 'react-intl';

export const manageUsersMessages = defineMessages({
  heading: { id: 'manageUsers.heading', defaultMessage: 'Hantera användare' },
  intro: {
    id: 'manageUsers.intro',
    defaultMessage:
      'Här ser du vilka som använder Tolkportalen hos er. Administratörer bokar tolk och hanterar användarna, beställare bokar tolk.',
  },
  backToSettings: { id: 'manageUsers.backToSettings', defaultMessage: 'Tillbaka till inställningar' },
  settingsLink: { id: 'manageUsers.settingsLink', defaultMessage: 'Hantera användare' },
  settingsLinkNote: {
    id: 'manageUsers.settingsLinkNote',
    defaultMessage: 'Lägg till och ändra vilka som använder Tolkportalen hos er.',
  },
  add: { id: 'manageUsers.add', defaultMessage: 'Ny användare' },
  edit: { id: 'manageUsers.edit', defaultMessage: 'Ändra' },
  editUser: { id: 'manageUsers.editUser', defaultMessage: 'Ändra {name}' },
  list: { id: 'manageUsers.list', defaultMessage: 'Användare' },
  count: { id: 'manageUsers.count', defaultMessage: '{count, plural, one {# användare} other {# användare}}' },
  empty: { id: 'manageUsers.empty', defaultMessage: 'Det finns inga användare ännu.' },
  loading: { id: 'manageUsers.loading', defaultMessage: 'Hämtar användare …' },
  loadFailed: { id: 'manageUsers.loadFailed', defaultMessage: 'Användarna kunde inte hämtas.' },
  retry: { id: 'manageUsers.retry', defaultMessage: 'Försök igen' },
  name: { id: 'manageUsers.name', defaultMessage: 'Namn' },
  email: { id: 'manageUsers.email', defaultMessage: 'E-post' },
  phone: { id: 'manageUsers.phone', defaultMessage: 'Kontaktnummer' },
  type: { id: 'manageUsers.type', defaultMessage: 'Typ' },
  administrator: { id: 'manageUsers.administrator', defaultMessage: 'Administratör' },
  orderer: { id: 'manageUsers.orderer', defaultMessage: 'Beställare' },
  administratorNote: { id: 'manageUsers.administratorNote', defaultMessage: 'Bokar tolk och hanterar användarna' },
  ordererNote: { id: 'manageUsers.ordererNote', defaultMessage: 'Bokar tolk' },
  createTitle: { id: 'manageUsers.createTitle', defaultMessage: 'Ny användare' },
  editTitle: { id: 'manageUsers.editTitle', defaultMessage: 'Ändra {name}' },
  save: { id: 'manageUsers.save', defaultMessage: 'Spara' },
  cancel: { id: 'manageUsers.cancel', defaultMessage: 'Avbryt' },
  saved: { id: 'manageUsers.saved', defaultMessage: 'Användaren är sparad' },
  invalidEmail: { id: 'manageUsers.invalidEmail', defaultMessage: 'Ange en giltig e-postadress' },
  emailTaken: { id: 'manageUsers.emailTaken', defaultMessage: 'E-postadressen används redan av en annan användare' },
  invalidPhone: {
    id: 'manageUsers.invalidPhone',
    defaultMessage: '{name} får bara innehålla siffror, mellanslag, parenteser, plus och minus',
  },
  lastAdministrator: {
    id: 'manageUsers.lastAdministrator',
    defaultMessage: 'Det måste finnas minst en administratör. Gör en annan användare till administratör först.',
  },
});

import { defineMessages } from 'react-intl';

export const avatarMenuMessages = defineMessages({
  button: { id: 'avatarMenu.button', defaultMessage: 'Konto: {name}' },
  buttonLoading: { id: 'avatarMenu.buttonLoading', defaultMessage: 'Konto' },
  menu: { id: 'avatarMenu.menu', defaultMessage: 'Kontomeny' },
  profileImage: { id: 'avatarMenu.profileImage', defaultMessage: 'Profilbild för {name}' },
  loading: { id: 'avatarMenu.loading', defaultMessage: 'Hämtar kundprofilen …' },
  loadFailed: { id: 'avatarMenu.loadFailed', defaultMessage: 'Kundprofilen kunde inte hämtas.' },
  settings: { id: 'avatarMenu.settings', defaultMessage: 'Inställningar' },
  manageUsers: { id: 'avatarMenu.manageUsers', defaultMessage: 'Hantera användare' },
  contactPersons: { id: 'avatarMenu.contactPersons', defaultMessage: 'Kontaktpersoner' },
  logOut: { id: 'avatarMenu.logOut', defaultMessage: 'Logga ut' },
});

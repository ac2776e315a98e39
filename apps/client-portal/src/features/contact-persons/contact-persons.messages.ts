import { defineMessages } from 'react-intl';

export const contactPersonsMessages = defineMessages({
  heading: { id: 'contactPersons.heading', defaultMessage: 'Kontaktpersoner' },
  intro: {
    id: 'contactPersons.intro',
    defaultMessage: 'Kontaktpersonerna kan väljas som beställare eller som kontaktperson vid tolkningen när du bokar tolk.',
  },
  add: { id: 'contactPersons.add', defaultMessage: 'Ny kontaktperson' },
  edit: { id: 'contactPersons.edit', defaultMessage: 'Ändra' },
  editPerson: { id: 'contactPersons.editPerson', defaultMessage: 'Ändra {name}' },
  remove: { id: 'contactPersons.remove', defaultMessage: 'Ta bort' },
  removePerson: { id: 'contactPersons.removePerson', defaultMessage: 'Ta bort {name}' },
  empty: { id: 'contactPersons.empty', defaultMessage: 'Det finns inga kontaktpersoner ännu.' },
  loading: { id: 'contactPersons.loading', defaultMessage: 'Hämtar kontaktpersoner …' },
  loadFailed: { id: 'contactPersons.loadFailed', defaultMessage: 'Kontaktpersonerna kunde inte hämtas.' },
  retry: { id: 'contactPersons.retry', defaultMessage: 'Försök igen' },
  count: { id: 'contactPersons.count', defaultMessage: '{count, plural, one {# kontaktperson} other {# kontaktpersoner}}' },
  firstName: { id: 'contactPersons.firstName', defaultMessage: 'Förnamn' },
  lastName: { id: 'contactPersons.lastName', defaultMessage: 'Efternamn' },
  title: { id: 'contactPersons.title', defaultMessage: 'Titel' },
  email: { id: 'contactPersons.email', defaultMessage: 'E-post' },
  phoneDirect: { id: 'contactPersons.phoneDirect', defaultMessage: 'Direkttelefon' },
  phoneMobile: { id: 'contactPersons.phoneMobile', defaultMessage: 'Mobiltelefon' },
  none: { id: 'contactPersons.none', defaultMessage: 'Saknas' },
  createTitle: { id: 'contactPersons.createTitle', defaultMessage: 'Ny kontaktperson' },
  editTitle: { id: 'contactPersons.editTitle', defaultMessage: 'Ändra {name}' },
  editNote: {
    id: 'contactPersons.editNote',
    defaultMessage: 'Namn och titel kan inte ändras. Lägg till en ny kontaktperson om de inte stämmer.',
  },
  channelNote: {
    id: 'contactPersons.channelNote',
    defaultMessage: 'Ange minst ett sätt att nå personen: e-post, direkttelefon eller mobiltelefon.',
  },
  emailRequiredNote: {
    id: 'contactPersons.emailRequiredNote',
    defaultMessage: 'Er kundprofil kräver e-post för kontaktpersoner.',
  },
  save: { id: 'contactPersons.save', defaultMessage: 'Spara' },
  cancel: { id: 'contactPersons.cancel', defaultMessage: 'Avbryt' },
  saved: { id: 'contactPersons.saved', defaultMessage: 'Kontaktpersonen är sparad' },
  deleted: { id: 'contactPersons.deleted', defaultMessage: 'Kontaktpersonen är borttagen' },
  confirmDelete: {
    id: 'contactPersons.confirmDelete',
    defaultMessage: 'Vill du ta bort {name}? Bokningar som redan är gjorda behåller sina uppgifter.',
  },
  missingChannel: { id: 'contactPersons.missingChannel', defaultMessage: 'Minst ett av fälten {fields} måste fyllas i' },
  invalidEmail: { id: 'contactPersons.invalidEmail', defaultMessage: 'Ange en giltig e-postadress' },
  invalidPhone: {
    id: 'contactPersons.invalidPhone',
    defaultMessage: '{name} får bara innehålla siffror, mellanslag, parenteser, plus och minus',
  },
});

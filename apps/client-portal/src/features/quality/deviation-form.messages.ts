import { defineMessages } from 'react-intl';

export const deviationFormMessages = defineMessages({
  title: { id: 'deviationForm.title', defaultMessage: 'Skicka avvikelse' },
  generalTitle: { id: 'deviationForm.generalTitle', defaultMessage: 'Allmänt klagomål' },
  orderNumber: { id: 'deviationForm.orderNumber', defaultMessage: 'Bokningsnummer' },
  reason: { id: 'deviationForm.reason', defaultMessage: 'Orsak till avvikelsen' },
  reasonPlaceholder: { id: 'deviationForm.reasonPlaceholder', defaultMessage: 'Välj orsak' },
  contactPerson: { id: 'deviationForm.contactPerson', defaultMessage: 'Kontaktperson' },
  contactPersonNone: { id: 'deviationForm.contactPersonNone', defaultMessage: 'Välj kontaktperson' },
  noContact: { id: 'deviationForm.noContact', defaultMessage: 'Ingen kontaktperson' },
  description: { id: 'deviationForm.description', defaultMessage: 'Beskrivning' },
  counter: { id: 'deviationForm.counter', defaultMessage: '{count} av {max} tecken' },
  attachments: { id: 'deviationForm.attachments', defaultMessage: 'Bifoga filer (doc, docx, pdf, jpg, jpeg, png, bmp)' },
  chooseFile: { id: 'deviationForm.chooseFile', defaultMessage: 'Välj filer…' },
  browse: { id: 'deviationForm.browse', defaultMessage: 'Bläddra' },
  removeFile: { id: 'deviationForm.removeFile', defaultMessage: 'Ta bort {name}' },
  invalidFile: { id: 'deviationForm.invalidFile', defaultMessage: 'Vänligen bifoga en giltig fil: {name}' },
  uploadLimit: {
    id: 'deviationForm.uploadLimit',
    defaultMessage: 'doc, docx, pdf, jpg, jpeg, png eller bmp, högst {mb} MB tillsammans.',
  },
  fileTooLarge: {
    id: 'deviationForm.fileTooLarge',
    defaultMessage: 'Filen {name} är för stor: bilagorna får vara högst {mb} MB tillsammans.',
  },
  generalNoAttachments: {
    id: 'deviationForm.generalNoAttachments',
    defaultMessage: 'Ett allmänt klagomål skickas som e-post och kan inte ha bilagor.',
  },
  wantsReply: { id: 'deviationForm.wantsReply', defaultMessage: 'Jag vill ha svar via e-post' },
  replyEmail: { id: 'deviationForm.replyEmail', defaultMessage: 'E-post för svar' },
  invalidEmail: { id: 'deviationForm.invalidEmail', defaultMessage: '{name} är inte en giltig e-postadress' },
  rating: { id: 'deviationForm.rating', defaultMessage: 'Ditt betyg: {stars} av 5' },
  submit: { id: 'deviationForm.submit', defaultMessage: 'Skicka' },
  cancel: { id: 'deviationForm.cancel', defaultMessage: 'Avbryt' },
  successTitle: { id: 'deviationForm.successTitle', defaultMessage: 'Tack för din avvikelse' },
  successNumber: { id: 'deviationForm.successNumber', defaultMessage: 'Din avvikelse har registrerats med nummer {number}.' },
  successMailed: {
    id: 'deviationForm.successMailed',
    defaultMessage: 'Ditt allmänna klagomål har skickats med e-post till vår kvalitetsavdelning.',
  },
  successAnswer: {
    id: 'deviationForm.successAnswer',
    defaultMessage: 'Vi besvarar avvikelsen inom 5 arbetsdagar, senast {deadline}.',
  },
  successClose: { id: 'deviationForm.successClose', defaultMessage: 'Stäng' },
  orderMissing: { id: 'deviationForm.orderMissing', defaultMessage: 'Bokningen kunde inte hittas.' },
});

import { defineMessages } from 'react-intl';

/** The interpreter's informational pages (spec 3 §2), with spec 3 §9's static terms. */
export const termsMessages = defineMessages({
  title: { id: 'interpreterTerms.title', defaultMessage: 'Välkommen och villkor' },
  welcomeHeading: { id: 'interpreterTerms.welcomeHeading', defaultMessage: 'Välkommen till Tolkportalen' },
  welcome: {
    id: 'interpreterTerms.welcome',
    defaultMessage:
      'Här svarar du på förfrågningar, följer dina uppdrag och skickar tidrapporter. Förfrågningar i dina språk visas på startsidan; svara innan tiden går ut, annars går de vidare till en annan tolk.',
  },
  reportsHeading: { id: 'interpreterTerms.reportsHeading', defaultMessage: 'Tidrapporter och utbetalning' },
  reportsDue: {
    id: 'interpreterTerms.reportsDue',
    defaultMessage: 'Tidrapporter ska vara inne senast den 15:e. Ersättningen betalas ut den 25:e månaden därpå.',
  },
  reportsLate: {
    id: 'interpreterTerms.reportsLate',
    defaultMessage: 'En tidrapport online är sen efter en månad och ersätts inte efter två månader.',
  },
  archive: { id: 'interpreterTerms.archive', defaultMessage: 'Tidrapporter arkiveras i minst två år.' },
  paperFee: {
    id: 'interpreterTerms.paperFee',
    defaultMessage: 'Lönebesked på papper kostar 25 kr per utskick.',
  },
  fTax: { id: 'interpreterTerms.fTax', defaultMessage: 'Fakturor med F-skatt betalas inom 30 dagar.' },
  feesHeading: { id: 'interpreterTerms.feesHeading', defaultMessage: 'Arvoden och avbokning' },
  cancellation: {
    id: 'interpreterTerms.cancellation',
    defaultMessage:
      'Kunden debiteras om ett uppdrag på plats avbokas mindre än 18 timmar före start, eller ett telefonuppdrag mindre än 2 timmar före. Arvodeslistor och ersättning för resor får du från förmedlingen.',
  },
  dataHeading: { id: 'interpreterTerms.dataHeading', defaultMessage: 'Dina uppgifter' },
  personalData: {
    id: 'interpreterTerms.personalData',
    defaultMessage: 'Personuppgifter sparas i 18 månader efter att kontot har tagits bort.',
  },
  updated: { id: 'interpreterTerms.updated', defaultMessage: 'Villkoren uppdaterades {date}.' },
});

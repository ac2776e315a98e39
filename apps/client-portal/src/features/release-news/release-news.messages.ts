import { defineMessages } from 'react-intl';

export const releaseNewsMessages = defineMessages({
  bannerHeading: { id: 'releaseNews.bannerHeading', defaultMessage: 'Nytt i Tolkportalen' },
  learnMore: { id: 'releaseNews.learnMore', defaultMessage: 'Läs mer' },
  close: { id: 'releaseNews.close', defaultMessage: 'Stäng nyheten' },
  pageTitle: { id: 'releaseNews.pageTitle', defaultMessage: 'Nyheter' },
  pageIntro: { id: 'releaseNews.pageIntro', defaultMessage: 'Här berättar vi om nyheter och förändringar i Tolkportalen.' },
  rulesHeading: { id: 'releaseNews.rulesHeading', defaultMessage: 'Bra att veta om bokningar' },
  ruleCriticalFields: {
    id: 'releaseNews.ruleCriticalFields',
    defaultMessage: 'En boknings viktiga uppgifter – datum, tid, språk och adress – kan ändras fram till att uppdraget börjar.',
  },
  ruleNewNumber: {
    id: 'releaseNews.ruleNewNumber',
    defaultMessage: 'Ändrar du någon av dem nära uppdragets start får bokningen ett nytt bokningsnummer.',
  },
  ruleSameDay: {
    id: 'releaseNews.ruleSameDay',
    defaultMessage: 'Samma dag som uppdraget går de inte att ändra. Avboka då och ring oss.',
  },
  ruleReopen: {
    id: 'releaseNews.ruleReopen',
    defaultMessage:
      'Ändrar du dem på ett tillsatt uppdrag blir det öppet igen och den tillsatta tolken avbokas. Tolken tillfrågas först på nytt.',
  },
  ruleFeedback: {
    id: 'releaseNews.ruleFeedback',
    defaultMessage:
      'Du betygsätter utförda uppdrag från 1 till 5. Vid betyg 1 eller 2 kan du lämna en avvikelse, som besvaras inom 5 arbetsdagar.',
  },
  ruleNotifications: {
    id: 'releaseNews.ruleNotifications',
    defaultMessage: 'Du får en avisering när en tolk tillsätts eller när tolkens telefonnummer ändras.',
  },
  ruleFaq: {
    id: 'releaseNews.ruleFaq',
    defaultMessage:
      'Frågor om telefon- och videotolkning, framförhållning, uteblivna tolkar och språkens namn besvaras under {link}.',
  },
  faqLink: { id: 'releaseNews.faqLink', defaultMessage: 'Vanliga frågor' },
  entriesHeading: { id: 'releaseNews.entriesHeading', defaultMessage: 'Nyheter' },
  published: { id: 'releaseNews.published', defaultMessage: 'Publicerad {date}' },

  r1144Title: { id: 'releaseNews.r1144Title', defaultMessage: 'Aviseringar, Boka nu och nya inställningar' },
  r1144Summary: {
    id: 'releaseNews.r1144Summary',
    defaultMessage:
      'Aviseringar när en tolk tillsätts eller tolkens telefonnummer ändras | Boka nu: telefontolkning samma dag | Byt lösenord och hantera kontaktpersoner under Inställningar',
  },
  r1144Message: {
    id: 'releaseNews.r1144Message',
    defaultMessage:
      'Klockikonen i menyraden visar nu aviseringarna om dina uppdrag, och du kan öppna uppdraget direkt från aviseringen. Med Boka nu bokar du telefontolkning samma dag på vardagar 07.30–19.00 och får en tolk direkt. Under Inställningar byter du lösenord och hanterar era kontaktpersoner.',
  },
  r1140Title: { id: 'releaseNews.r1140Title', defaultMessage: 'Ändra bokningar fram till start' },
  r1140Summary: {
    id: 'releaseNews.r1140Summary',
    defaultMessage: 'Ändra datum, tid, språk och adress fram till start | Nytt bokningsnummer vid ändring nära starten',
  },
  r1140Message: {
    id: 'releaseNews.r1140Message',
    defaultMessage:
      'Du kan nu själv ändra en boknings datum, tid, språk och adress fram till att uppdraget börjar. Samma dag som uppdraget går det inte: avboka då och ring oss.',
  },
  r1130Title: { id: 'releaseNews.r1130Title', defaultMessage: 'Betyg och avvikelser' },
  r1130Summary: {
    id: 'releaseNews.r1130Summary',
    defaultMessage: 'Betygsätt utförda uppdrag 1–5 | Lämna en avvikelse vid betyg 1 eller 2 | Svar inom 5 arbetsdagar',
  },
  r1130Message: {
    id: 'releaseNews.r1130Message',
    defaultMessage:
      'Efter ett utfört uppdrag kan du ge tolken betyg från 1 till 5. Vid betyg 1 eller 2 kan du också lämna en avvikelse, som vi besvarar inom 5 arbetsdagar.',
  },
});

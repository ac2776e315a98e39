import { defineMessages } from 'react-intl';

export const contactMessages = defineMessages({
  title: { id: 'contact.title', defaultMessage: 'Kontakta oss' },
  intro: {
    id: 'contact.intro',
    defaultMessage: 'Har du frågor om en bokning, en faktura eller portalen? Ring eller mejla kundtjänst, så hjälper vi dig.',
  },
  emailButton: { id: 'contact.emailButton', defaultMessage: 'Mejla kundtjänst' },
  emailButtonTitle: { id: 'contact.emailButtonTitle', defaultMessage: 'Skriv ett mejl till kundtjänst på {email}' },
  officesHeading: { id: 'contact.officesHeading', defaultMessage: 'Våra kontor' },
  officeStockholm: { id: 'contact.officeStockholm', defaultMessage: 'Stockholm' },
  officeMalmo: { id: 'contact.officeMalmo', defaultMessage: 'Malmö' },
  address: { id: 'contact.address', defaultMessage: 'Adress' },
  customerService: { id: 'contact.customerService', defaultMessage: 'Kundtjänst' },
  callOffice: { id: 'contact.callOffice', defaultMessage: 'Ring kundtjänst i {office}, {phone}' },
  courseHeading: { id: 'contact.courseHeading', defaultMessage: 'Att tala genom tolk' },
  courseText: {
    id: 'contact.courseText',
    defaultMessage: 'En digital kurs på ungefär 20 minuter om hur du förbereder och leder ett samtal med tolk.',
  },
  courseLink: { id: 'contact.courseLink', defaultMessage: 'Gå kursen Att tala genom tolk' },
  contactPersonsText: {
    id: 'contact.contactPersonsText',
    defaultMessage: 'Beställare och kontaktpersoner för era bokningar hanterar du själv under Inställningar.',
  },
  contactPersonsLink: { id: 'contact.contactPersonsLink', defaultMessage: 'Hantera kontaktpersoner' },
  faqHeading: { id: 'contact.faqHeading', defaultMessage: 'Vanliga frågor' },
  faqPhoneVideoQ: { id: 'contact.faqPhoneVideoQ', defaultMessage: 'Vad är skillnaden mellan telefontolkning och videotolkning?' },
  faqPhoneVideoA: {
    id: 'contact.faqPhoneVideoA',
    defaultMessage:
      'Vid telefontolkning ringer tolken upp på det telefonnummer som du anger i bokningen, eller så ringer du tolken på numret i bekräftelsen.||Vid videotolkning möts ni i ett digitalt möte. Ange mötesplattform och länk i bokningen, så ansluter tolken till mötet på utsatt tid.',
  },
  faqLeadTimeQ: { id: 'contact.faqLeadTimeQ', defaultMessage: 'Hur långt i förväg behöver jag boka?' },
  faqLeadTimeA: {
    id: 'contact.faqLeadTimeA',
    defaultMessage:
      'Boka så tidigt som möjligt, särskilt för ovanliga språk. Kontakttolkning behöver bokas minst fyra timmar före start och videotolkning minst en timme före.||Telefontolkning samma dag bokar du direkt med Boka nu, vardagar 07.30–19.00.',
  },
  faqNoShowQ: { id: 'contact.faqNoShowQ', defaultMessage: 'Vad gör jag om tolken inte kommer?' },
  faqNoShowA: {
    id: 'contact.faqNoShowA',
    defaultMessage:
      'Ring kundtjänst så snart du märker att tolken inte har kommit, så försöker vi hitta en annan tolk eller tolkning på distans.||Efter uppdraget kan du lämna en avvikelse på uppdraget. Avvikelser besvaras inom 5 arbetsdagar.',
  },
  faqLanguageQ: { id: 'contact.faqLanguageQ', defaultMessage: 'Varför hittar jag inte språket med det namn jag väntade mig?' },
  faqLanguageA: {
    id: 'contact.faqLanguageA',
    defaultMessage:
      'Några närliggande språk bokas under ett gemensamt namn, en sammanslagen språkgrupp. Sök på gruppens namn om språket inte finns med för sig.||Kurdiska har flera dialekter, till exempel sorani och kurmanji, som bokas var för sig. Välj den dialekt som personen talar.',
  },
  faqChangeQ: { id: 'contact.faqChangeQ', defaultMessage: 'Kan jag ändra en bokning?' },
  faqChangeA: {
    id: 'contact.faqChangeA',
    defaultMessage:
      'Datum, tid, språk och adress kan ändras fram till att uppdraget börjar. En sådan ändring nära starten ger ett nytt bokningsnummer.||Samma dag går det inte att ändra dem: avboka då och ring oss.',
  },
});

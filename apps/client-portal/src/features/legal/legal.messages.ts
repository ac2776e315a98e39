import { defineMessages } from 'react-intl';

/**
 * The static legal pages (spec 3 §2, §9): user terms, privacy policy and the general terms for
 * interpreter assignments. A body splits into paragraphs on "||". The facts are those of spec 3 §9.
 */
export const legalMessages = defineMessages({
  backToLogin: { id: 'legal.backToLogin', defaultMessage: 'Tillbaka till inloggningen' },
  back: { id: 'legal.back', defaultMessage: 'Tillbaka' },
  backToStart: { id: 'legal.backToStart', defaultMessage: 'Tillbaka till startsidan' },
  updated: { id: 'legal.updated', defaultMessage: 'Senast uppdaterade {date}' },
  contents: { id: 'legal.contents', defaultMessage: 'Innehåll' },
  generalTermsLink: { id: 'legal.generalTermsLink', defaultMessage: 'Allmänna villkor för tolkuppdrag' },

  termsTitle: { id: 'legal.termsTitle', defaultMessage: 'Användarvillkor' },
  termsIntroHeading: { id: 'legal.termsIntroHeading', defaultMessage: 'Om tjänsten' },
  termsIntroBody: {
    id: 'legal.termsIntroBody',
    defaultMessage:
      'Tolkportalen är tjänsten där du som kund bokar tolk för kontakttolkning, telefontolkning och videotolkning, följer dina uppdrag, betygsätter utförda uppdrag och lämnar avvikelser.||Villkoren gäller för alla som loggar in med organisationens kundnummer. Genom att använda portalen godkänner du villkoren.',
  },
  termsAccountHeading: { id: 'legal.termsAccountHeading', defaultMessage: 'Inloggning och lösenord' },
  termsAccountBody: {
    id: 'legal.termsAccountBody',
    defaultMessage:
      'Du loggar in med organisationens kundnummer och lösenord. Lösenordet ska innehålla minst 8 tecken, minst en versal och minst en siffra.||Håll lösenordet hemligt och byt det under Inställningar om du tror att någon obehörig känner till det. Organisationen ansvarar för bokningar som görs med dess inloggning.',
  },
  termsBookingHeading: { id: 'legal.termsBookingHeading', defaultMessage: 'Bokningar och ändringar' },
  termsBookingBody: {
    id: 'legal.termsBookingBody',
    defaultMessage:
      'En bokning är bindande när den har tagits emot. Datum, tid, språk och adress kan ändras fram till att uppdraget börjar. En sådan ändring samma dag är inte möjlig: avboka då och ring oss.||En ändring av datum, tid, språk eller adress på ett tillsatt uppdrag gör att uppdraget blir öppet igen och att den tillsatta tolken tillfrågas först på nytt.',
  },
  termsCancellationHeading: { id: 'legal.termsCancellationHeading', defaultMessage: 'Avbokning' },
  termsCancellationBody: {
    id: 'legal.termsCancellationBody',
    defaultMessage:
      'Avbokar du en kontakttolkning mindre än 18 timmar före uppdragets start debiteras en avbokningsavgift. För telefontolkning gäller avgiften vid avbokning mindre än 2 timmar före start.',
  },
  termsCompetenceHeading: { id: 'legal.termsCompetenceHeading', defaultMessage: 'Tolkarnas kompetens' },
  termsCompetenceBody: {
    id: 'legal.termsCompetenceBody',
    defaultMessage:
      'Vi tillsätter tolkar efter kompetensnivå: 1 registrerad tolk, 2 grundutbildad tolk, 3 grundutbildad tolk (MYH), 4 auktoriserad tolk och 5 auktoriserad tolk med speciell kompetens. Tolkar med högst kompetens prioriteras först.',
  },
  termsFeedbackHeading: { id: 'legal.termsFeedbackHeading', defaultMessage: 'Betyg och avvikelser' },
  termsFeedbackBody: {
    id: 'legal.termsFeedbackBody',
    defaultMessage:
      'Du kan betygsätta utförda uppdrag från 1 till 5. Vid betyg 1 eller 2 kan du också lämna en avvikelse. Avvikelser besvaras inom 5 arbetsdagar.',
  },

  privacyTitle: { id: 'legal.privacyTitle', defaultMessage: 'Integritetspolicy' },
  privacyDataHeading: { id: 'legal.privacyDataHeading', defaultMessage: 'Vilka uppgifter vi behandlar' },
  privacyDataBody: {
    id: 'legal.privacyDataBody',
    defaultMessage:
      'För att kunna leverera tolkuppdrag behandlar vi namn, titel, e-postadress och telefonnummer till organisationens beställare och kontaktpersoner, samt de uppgifter om uppdragen som du lämnar i bokningen.||Vi behandlar inte fler personuppgifter än vad som behövs för att boka, utföra och fakturera uppdragen.',
  },
  privacyPurposeHeading: { id: 'legal.privacyPurposeHeading', defaultMessage: 'Varför vi behandlar dem' },
  privacyPurposeBody: {
    id: 'legal.privacyPurposeBody',
    defaultMessage:
      'Uppgifterna används för att tillsätta tolk, kontakta dig om uppdraget, skicka påminnelser och aviseringar, hantera avvikelser och fakturera. Den rättsliga grunden är avtalet mellan din organisation och oss.',
  },
  privacyStorageHeading: { id: 'legal.privacyStorageHeading', defaultMessage: 'Hur länge vi sparar uppgifterna' },
  privacyStorageBody: {
    id: 'legal.privacyStorageBody',
    defaultMessage:
      'Personuppgifterna sparas så länge kontot används och tas bort 18 månader efter att kontot har avslutats. Uppgifter som vi måste spara enligt lag, till exempel i bokföringen, sparas så länge lagen kräver.',
  },
  privacyBrowserHeading: { id: 'legal.privacyBrowserHeading', defaultMessage: 'Uppgifter i din webbläsare' },
  privacyBrowserBody: {
    id: 'legal.privacyBrowserBody',
    defaultMessage:
      'Portalen sparar ditt språkval och din inloggning i webbläsarens lokala lagring så att du slipper logga in på nytt. När du loggar ut tas inloggningen bort.',
  },
  privacyRightsHeading: { id: 'legal.privacyRightsHeading', defaultMessage: 'Dina rättigheter' },
  privacyRightsBody: {
    id: 'legal.privacyRightsBody',
    defaultMessage:
      'Du har rätt att få veta vilka uppgifter vi har om dig, att få felaktiga uppgifter rättade och att få uppgifter raderade när de inte längre behövs. Kontakta kundtjänst om du vill använda dina rättigheter.',
  },

  generalTitle: { id: 'legal.generalTitle', defaultMessage: 'Allmänna villkor' },
  generalSubtitle: { id: 'legal.generalSubtitle', defaultMessage: 'Allmänna villkor för tolkuppdrag' },
  generalScopeHeading: { id: 'legal.generalScopeHeading', defaultMessage: 'Villkorens omfattning' },
  generalScopeBody: {
    id: 'legal.generalScopeBody',
    defaultMessage:
      'Villkoren gäller för tolkuppdrag som förmedlas genom oss, både kontakttolkning på plats och tolkning på distans via telefon eller video.',
  },
  generalCancellationHeading: { id: 'legal.generalCancellationHeading', defaultMessage: 'Avbokning av kund' },
  generalCancellationBody: {
    id: 'legal.generalCancellationBody',
    defaultMessage:
      'Avbokar kunden en kontakttolkning mindre än 18 timmar före start, eller en telefontolkning mindre än 2 timmar före start, debiteras kunden en avbokningsavgift och tolken ersätts enligt gällande arvodeslista.',
  },
  generalReportsHeading: { id: 'legal.generalReportsHeading', defaultMessage: 'Tidrapporter och utbetalning' },
  generalReportsBody: {
    id: 'legal.generalReportsBody',
    defaultMessage:
      'Tidrapporten för ett uppdrag ska vara inlämnad senast den 15:e i månaden efter uppdraget. Arvodet betalas ut den 25:e i månaden efter att rapporten har kommit in.||En rapport som lämnas in online mer än 1 månad efter uppdraget räknas som sen. En rapport som kommer in mer än 2 månader efter uppdraget ersätts inte.||Rapporterna arkiveras i minst 2 år.',
  },
  generalStatementsHeading: { id: 'legal.generalStatementsHeading', defaultMessage: 'Arvodesbesked och fakturor' },
  generalStatementsBody: {
    id: 'legal.generalStatementsBody',
    defaultMessage:
      'Arvodesbeskedet finns att läsa i portalen. Vill du ha det på papper tas en avgift på 25 kr ut per utskick.||Tolkar med F-skattsedel fakturerar sitt arvode. Fakturan betalas inom 30 dagar.',
  },
  generalPrivacyHeading: { id: 'legal.generalPrivacyHeading', defaultMessage: 'Tystnadsplikt och personuppgifter' },
  generalPrivacyBody: {
    id: 'legal.generalPrivacyBody',
    defaultMessage:
      'Tolken har tystnadsplikt om allt som kommer fram under uppdraget. Personuppgifter sparas i 18 månader efter att kontot har avslutats.',
  },
});

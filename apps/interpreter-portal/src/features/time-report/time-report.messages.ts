import type { TimeReportProblem } from '@tolk/core';
import { defineMessages, type MessageDescriptor } from 'react-intl';

export const timeReportMessages = defineMessages({
  title: { id: 'timeReport.title', defaultMessage: 'Tidrapport {number}' },
  booked: { id: 'timeReport.booked', defaultMessage: 'Bokad tid' },
  work: { id: 'timeReport.work', defaultMessage: 'Tolktid' },
  date: { id: 'timeReport.date', defaultMessage: 'Datum' },
  start: { id: 'timeReport.start', defaultMessage: 'Start' },
  end: { id: 'timeReport.end', defaultMessage: 'Slut' },
  breakMinutes: { id: 'timeReport.breakMinutes', defaultMessage: 'Rast (minuter)' },
  nightNote: { id: 'timeReport.nightNote', defaultMessage: 'Ett slut före starten räknas till nästa dag.' },
  travel: { id: 'timeReport.travel', defaultMessage: 'Resor' },
  travelTo: { id: 'timeReport.travelTo', defaultMessage: 'Resa till uppdraget' },
  homeTrip: { id: 'timeReport.homeTrip', defaultMessage: 'Hemresa' },
  travelStart: { id: 'timeReport.travelStart', defaultMessage: 'Avresa' },
  travelEnd: { id: 'timeReport.travelEnd', defaultMessage: 'Ankomst' },
  distance: { id: 'timeReport.distance', defaultMessage: 'Sträcka (km)' },
  expenses: { id: 'timeReport.expenses', defaultMessage: 'Utlägg' },
  noExpenses: { id: 'timeReport.noExpenses', defaultMessage: 'Inga utlägg.' },
  expenseType: { id: 'timeReport.expenseType', defaultMessage: 'Typ av utlägg {row}' },
  parking: { id: 'timeReport.parking', defaultMessage: 'Parkering' },
  other: { id: 'timeReport.other', defaultMessage: 'Övriga utlägg' },
  amount: { id: 'timeReport.amount', defaultMessage: 'Belopp inkl. moms (kr) {row}' },
  receipt: { id: 'timeReport.receipt', defaultMessage: 'Kvitto (foto) {row}' },
  receiptChosen: { id: 'timeReport.receiptChosen', defaultMessage: 'Kvitto: {name}' },
  invalidFile: { id: 'timeReport.invalidFile', defaultMessage: 'Vänligen skicka en giltig fil: kvittot ska vara en bild.' },
  addExpense: { id: 'timeReport.addExpense', defaultMessage: 'Lägg till utlägg' },
  removeExpense: { id: 'timeReport.removeExpense', defaultMessage: 'Ta bort utlägg {row}' },
  signature: { id: 'timeReport.signature', defaultMessage: 'Kundens underskrift' },
  signatureHelp: { id: 'timeReport.signatureHelp', defaultMessage: 'Låt kunden skriva under med fingret eller musen i rutan.' },
  signatureCanvas: { id: 'timeReport.signatureCanvas', defaultMessage: 'Ruta för kundens underskrift' },
  clearSignature: { id: 'timeReport.clearSignature', defaultMessage: 'Rensa underskriften' },
  noSignature: { id: 'timeReport.noSignature', defaultMessage: 'Kunden kan inte skriva under här' },
  reason: { id: 'timeReport.reason', defaultMessage: 'Varför kan kunden inte skriva under?' },
  reasonNote: { id: 'timeReport.reasonNote', defaultMessage: 'Kunden får skriva under tidrapporten i kundportalen i stället.' },
  send: { id: 'timeReport.send', defaultMessage: 'Skicka tidrapport' },
  fix: { id: 'timeReport.fix', defaultMessage: 'Rätta detta innan du skickar:' },
  notSent: {
    id: 'timeReport.notSent',
    defaultMessage: 'Tidrapporten kunde inte skickas. Det du har fyllt i finns kvar; försök igen.',
  },
  sent: { id: 'timeReport.sent', defaultMessage: 'Tidrapporten är skickad till kunden och förmedlingen.' },
  back: { id: 'timeReport.back', defaultMessage: 'Tillbaka till uppdraget' },
  notReportable: { id: 'timeReport.notReportable', defaultMessage: 'Det här uppdraget har ingen tidrapport att skicka.' },
  loadFailed: { id: 'timeReport.loadFailed', defaultMessage: 'Uppdraget kunde inte hämtas.' },
  tryAgain: { id: 'timeReport.tryAgain', defaultMessage: 'Försök igen' },
  kept: { id: 'timeReport.kept', defaultMessage: 'Det du fyller i sparas här tills tidrapporten är skickad.' },
});

/** The words for each problem of the form; the order of times is spec 3 §5's one "double-check date and time". */
export const problemMessages = defineMessages({
  timeOrder: { id: 'timeReport.problem.timeOrder', defaultMessage: 'Dubbelkolla datum och tid.' },
  breakInvalid: { id: 'timeReport.problem.breakInvalid', defaultMessage: 'Rasten ska vara ett helt antal minuter.' },
  travelToIncomplete: {
    id: 'timeReport.problem.travelToIncomplete',
    defaultMessage: 'Fyll i både avresa och ankomst för resan till uppdraget.',
  },
  travelFromIncomplete: {
    id: 'timeReport.problem.travelFromIncomplete',
    defaultMessage: 'Fyll i både avresa och ankomst för hemresan.',
  },
  future: { id: 'timeReport.problem.future', defaultMessage: 'En tid ligger i framtiden. Rapportera det som har hänt.' },
  distance: { id: 'timeReport.problem.distance', defaultMessage: 'Sträckan ska vara ett antal kilometer, 0 eller mer.' },
  expenseAmount: { id: 'timeReport.problem.expenseAmount', defaultMessage: 'Varje utlägg behöver ett belopp över 0 kr.' },
  expenseType: { id: 'timeReport.problem.expenseType', defaultMessage: 'Välj typ av utlägg.' },
  receipt: { id: 'timeReport.problem.receipt', defaultMessage: 'Vänligen skicka en giltig fil: kvittot ska vara en bild.' },
  signature: {
    id: 'timeReport.problem.signature',
    defaultMessage: 'Låt kunden skriva under, eller skriv varför kunden inte kan skriva under här.',
  },
  remote: { id: 'timeReport.problem.remote', defaultMessage: 'Ett uppdrag på distans har inga resor.' },
});

export function problemMessageOf(problem: TimeReportProblem): MessageDescriptor {
  switch (problem) {
    case 'work-start-not-before-end':
    case 'break-not-shorter-than-work':
    case 'travel-to-start-not-before-end':
    case 'travel-to-ends-after-work-start':
    case 'travel-from-starts-before-work-end':
    case 'travel-from-start-not-before-end':
      return problemMessages.timeOrder;
    case 'break-invalid':
      return problemMessages.breakInvalid;
    case 'travel-to-incomplete':
      return problemMessages.travelToIncomplete;
    case 'travel-from-incomplete':
    case 'home-trip-without-times':
      return problemMessages.travelFromIncomplete;
    case 'time-in-future':
      return problemMessages.future;
    case 'travel-on-remote-assignment':
      return problemMessages.remote;
    case 'distance-invalid':
      return problemMessages.distance;
    case 'expense-type-unknown':
      return problemMessages.expenseType;
    case 'expense-amount-invalid':
      return problemMessages.expenseAmount;
    case 'receipt-not-an-image':
      return problemMessages.receipt;
    case 'signature-or-reason-missing':
    case 'signature-and-reason':
      return problemMessages.signature;
  }
}

import { defineMessages } from 'react-intl';

/** The interpreter's availability (spec 3 §2; issue 16): the page, "Tolka nu", the weekly default, the day drawer. */
export const availabilityMessages = defineMessages({
  title: { id: 'availability.title', defaultMessage: 'Tillgänglighet' },
  intro: {
    id: 'availability.intro',
    defaultMessage:
      'Här säger du när du kan ta uppdrag: ett veckoschema som gäller varje vecka, undantag för enskilda dagar och Tolka nu när du kan börja direkt.',
  },
  loading: { id: 'availability.loading', defaultMessage: 'Hämtar tillgänglighet …' },
  loadFailed: { id: 'availability.loadFailed', defaultMessage: 'Tillgängligheten kunde inte hämtas.' },
  retry: { id: 'availability.retry', defaultMessage: 'Försök igen' },
  cancel: { id: 'availability.cancel', defaultMessage: 'Avbryt' },
  unreadableTime: {
    id: 'availability.unreadableTime',
    defaultMessage: '”{text}” går inte att läsa som en tid, så {field} blev 12:00. Skriv tiden som tt:mm, till exempel 08:30.',
  },
});

/** The three kinds (spec 3 §3 articleType) and what an available one is for. */
export const kindMessages = defineMessages({
  available: { id: 'availability.kind.available', defaultMessage: 'Tillgänglig' },
  'available-without-inquiry': { id: 'availability.kind.withoutInquiry', defaultMessage: 'Tillgänglig utan förfrågan' },
  unavailable: { id: 'availability.kind.unavailable', defaultMessage: 'Otillgänglig' },
  onSite: { id: 'availability.for.onSite', defaultMessage: 'På plats' },
  phone: { id: 'availability.for.phone', defaultMessage: 'Telefon' },
  forBoth: { id: 'availability.for.both', defaultMessage: 'på plats och telefon' },
  forOnSite: { id: 'availability.for.onSiteOnly', defaultMessage: 'på plats' },
  forPhone: { id: 'availability.for.phoneOnly', defaultMessage: 'telefon' },
  forNeither: { id: 'availability.for.neither', defaultMessage: 'varken på plats eller telefon' },
  default: { id: 'availability.source.default', defaultMessage: 'veckoschema' },
  exception: { id: 'availability.source.exception', defaultMessage: 'undantag' },
  acute: { id: 'availability.source.acute', defaultMessage: 'Tolka nu' },
  interval: { id: 'availability.interval', defaultMessage: '{range}: {kind} ({source})' },
  intervalFor: { id: 'availability.intervalFor', defaultMessage: '{range}: {kind} för {for} ({source})' },
});

/** The legend on the start page and the availability page (spec 3 §6). */
export const legendMessages = defineMessages({
  heading: { id: 'availability.legend.heading', defaultMessage: 'Färgerna i kalendern' },
  assignment: { id: 'availability.legend.assignment', defaultMessage: 'Uppdrag' },
  acuteButton: { id: 'availability.legend.acuteButton', defaultMessage: 'Tolka nu' },
  acuteButtonActive: {
    id: 'availability.legend.acuteButtonActive',
    defaultMessage: 'Tolka nu: {minutes, plural, one {# minut} other {# minuter}} kvar',
  },
  availabilityButton: { id: 'availability.legend.availabilityButton', defaultMessage: 'Tillgänglighet' },
});

/** "Tolka nu", acute availability. */
export const acuteMessages = defineMessages({
  heading: { id: 'availability.acute.heading', defaultMessage: 'Tolka nu' },
  intro: {
    id: 'availability.acute.intro',
    defaultMessage:
      'Kan du ta ett uppdrag nu? Välj hur länge och hur du kan tolka. Du kan få uppdrag direkt, utan förfrågan. Det slutar av sig självt när tiden är slut.',
  },
  duration: { id: 'availability.acute.duration', defaultMessage: 'Hur länge' },
  minutes: { id: 'availability.acute.minutes', defaultMessage: '{minutes} minuter' },
  hours: { id: 'availability.acute.hours', defaultMessage: '{hours, plural, one {# timme} other {# timmar}}' },
  for: { id: 'availability.acute.for', defaultMessage: 'Hur du kan tolka' },
  start: { id: 'availability.acute.start', defaultMessage: 'Starta Tolka nu' },
  stop: { id: 'availability.acute.stop', defaultMessage: 'Avsluta Tolka nu' },
  active: {
    id: 'availability.acute.active',
    defaultMessage: 'Tolka nu är på till {end}, för {for}. {minutes, plural, one {# minut} other {# minuter}} kvar.',
  },
  inactive: { id: 'availability.acute.inactive', defaultMessage: 'Tolka nu är av.' },
  started: { id: 'availability.acute.started', defaultMessage: 'Tolka nu är på till {end}.' },
  stopped: { id: 'availability.acute.stopped', defaultMessage: 'Tolka nu är avslutat.' },
  durationOutOfRange: {
    id: 'availability.acute.durationOutOfRange',
    defaultMessage: 'Välj en tid från {min} till {max} minuter.',
  },
  noAvailableFor: { id: 'availability.acute.noAvailableFor', defaultMessage: 'Välj telefon, på plats eller båda.' },
});

/** The weekly default and its editor (spec 3 §2 "Default-availability time-slot editor"). */
export const weeklyMessages = defineMessages({
  heading: { id: 'availability.weekly.heading', defaultMessage: 'Veckoschema' },
  intro: {
    id: 'availability.weekly.intro',
    defaultMessage: 'Veckoschemat gäller varje vecka. Ett undantag går före veckoschemat, och Tolka nu går före båda.',
  },
  nightNote: {
    id: 'availability.weekly.nightNote',
    defaultMessage:
      'En tid slutar senast 23:59. Ett nattpass lägger du därför som två tider: till exempel 22:00–23:59 på måndag och 00:00–06:00 på tisdag. Slutar en tid före sin start byter vi plats på dem när du bekräftar.',
  },
  noSlots: { id: 'availability.weekly.noSlots', defaultMessage: 'Inga tider' },
  edit: { id: 'availability.weekly.edit', defaultMessage: 'Ändra' },
  editDay: { id: 'availability.weekly.editDay', defaultMessage: 'Ändra {day}' },
  copyDay: { id: 'availability.weekly.copyDay', defaultMessage: 'Kopiera {day} till andra dagar' },
  copyHeading: { id: 'availability.weekly.copyHeading', defaultMessage: 'Kopiera tiderna för {day}' },
  copyTo: { id: 'availability.weekly.copyTo', defaultMessage: 'Till dagarna' },
  copyNote: {
    id: 'availability.weekly.copyNote',
    defaultMessage: 'Dagarna du väljer får samma tider som {day}. Deras egna tider ersätts.',
  },
  copy: { id: 'availability.weekly.copy', defaultMessage: 'Kopiera' },
  copied: { id: 'availability.weekly.copied', defaultMessage: 'Tiderna är kopierade.' },
  editorHeading: { id: 'availability.weekly.editorHeading', defaultMessage: 'Ändra veckoschemat' },
  days: { id: 'availability.weekly.days', defaultMessage: 'Gäller dagarna' },
  daysNote: {
    id: 'availability.weekly.daysNote',
    defaultMessage: 'Alla dagar du väljer får de här tiderna. Deras tidigare tider ersätts.',
  },
  slots: { id: 'availability.weekly.slots', defaultMessage: 'Tider' },
  editorEmpty: { id: 'availability.weekly.editorEmpty', defaultMessage: 'Inga tider. Dagarna blir utan veckoschema.' },
  addSlot: { id: 'availability.weekly.addSlot', defaultMessage: 'Lägg till tid' },
  start: { id: 'availability.weekly.start', defaultMessage: 'Start' },
  end: { id: 'availability.weekly.end', defaultMessage: 'Slut' },
  isAvailable: { id: 'availability.weekly.isAvailable', defaultMessage: 'Tillgänglighet' },
  for: { id: 'availability.weekly.for', defaultMessage: 'Gäller' },
  confirm: { id: 'availability.weekly.confirm', defaultMessage: 'Bekräfta' },
  editSlot: { id: 'availability.weekly.editSlot', defaultMessage: 'Ändra tiden {range}' },
  deleteSlot: { id: 'availability.weekly.deleteSlot', defaultMessage: 'Ta bort tiden {range}' },
  save: { id: 'availability.weekly.save', defaultMessage: 'Spara veckoschemat' },
  saved: { id: 'availability.weekly.saved', defaultMessage: 'Veckoschemat är sparat.' },
  noDay: { id: 'availability.weekly.noDay', defaultMessage: 'Välj minst en dag.' },
  emptySlot: {
    id: 'availability.weekly.emptySlot',
    defaultMessage: 'Tiden {range} börjar och slutar samma minut. Välj en annan sluttid.',
  },
  slotNoAvailableFor: {
    id: 'availability.weekly.slotNoAvailableFor',
    defaultMessage: 'Tiden {range} gäller varken på plats eller telefon. Välj minst ett av dem.',
  },
  overlap: {
    id: 'availability.weekly.overlap',
    defaultMessage: 'Tiderna {first} och {second} överlappar varandra. Ändra eller ta bort en av dem.',
  },
});

/** The days of a week, the day drawer, its planner and exceptions (spec 3 §2 "Daily availability planner"). */
export const dayMessages = defineMessages({
  heading: { id: 'availability.days.heading', defaultMessage: 'Dagar och undantag' },
  intro: {
    id: 'availability.days.intro',
    defaultMessage: 'Välj en dag för att se dygnet timme för timme och lägga till undantag från veckoschemat.',
  },
  week: { id: 'availability.days.week', defaultMessage: 'Vecka {week}, {from} – {to}' },
  previousWeek: { id: 'availability.days.previousWeek', defaultMessage: 'Föregående vecka' },
  nextWeek: { id: 'availability.days.nextWeek', defaultMessage: 'Nästa vecka' },
  thisWeek: { id: 'availability.days.thisWeek', defaultMessage: 'Denna vecka' },
  nothingStated: { id: 'availability.days.nothingStated', defaultMessage: 'Ingen tillgänglighet angiven' },
  exceptionCount: {
    id: 'availability.days.exceptionCount',
    defaultMessage: '{count, plural, one {# undantag} other {# undantag}}',
  },
  drawerTitle: { id: 'availability.days.drawerTitle', defaultMessage: 'Tillgänglighet {date}' },
  close: { id: 'availability.days.close', defaultMessage: 'Stäng' },
  previousDay: { id: 'availability.days.previousDay', defaultMessage: 'Föregående dag' },
  nextDay: { id: 'availability.days.nextDay', defaultMessage: 'Nästa dag' },
  exceptions: { id: 'availability.days.exceptions', defaultMessage: 'Undantag' },
  noException: { id: 'availability.days.noException', defaultMessage: 'Inga undantag' },
  noExceptionYet: { id: 'availability.days.noExceptionYet', defaultMessage: 'Inga undantag än. Lägg till ett med +.' },
  addException: { id: 'availability.days.addException', defaultMessage: 'Lägg till undantag' },
  editException: { id: 'availability.days.editException', defaultMessage: 'Ändra undantaget' },
  deleteException: { id: 'availability.days.deleteException', defaultMessage: 'Ta bort undantaget {range}' },
  deleted: { id: 'availability.days.deleted', defaultMessage: 'Undantaget är borttaget.' },
  saved: { id: 'availability.days.saved', defaultMessage: 'Undantaget är sparat.' },
  locked: { id: 'availability.days.locked', defaultMessage: 'Kan inte ändras' },
  allDay: { id: 'availability.days.allDay', defaultMessage: 'Otillgänglig hela dagen' },
  newHeading: { id: 'availability.days.newHeading', defaultMessage: 'Nytt undantag' },
  editHeading: { id: 'availability.days.editHeading', defaultMessage: 'Ändra undantag' },
  fromDate: { id: 'availability.days.fromDate', defaultMessage: 'Från datum' },
  fromTime: { id: 'availability.days.fromTime', defaultMessage: 'Från klockan' },
  toDate: { id: 'availability.days.toDate', defaultMessage: 'Till datum' },
  toTime: { id: 'availability.days.toTime', defaultMessage: 'Till klockan' },
  kind: { id: 'availability.days.kind', defaultMessage: 'Typ' },
  for: { id: 'availability.days.for', defaultMessage: 'Gäller' },
  save: { id: 'availability.days.save', defaultMessage: 'Spara undantaget' },
  endNotAfterStart: {
    id: 'availability.days.endNotAfterStart',
    defaultMessage: 'Undantaget måste sluta efter att det börjar.',
  },
  endsInPast: {
    id: 'availability.days.endsInPast',
    defaultMessage: 'Den tiden har redan varit. Ett undantag måste sluta senare än nu.',
  },
  startsInPast: {
    id: 'availability.days.startsInPast',
    defaultMessage: 'Ett undantag som ändras måste börja senare än nu.',
  },
  notUpdatable: { id: 'availability.days.notUpdatable', defaultMessage: 'Det här undantaget kan inte längre ändras.' },
  noAvailableFor: { id: 'availability.days.noAvailableFor', defaultMessage: 'Välj på plats, telefon eller båda.' },
  planner: { id: 'availability.days.planner', defaultMessage: 'Dygnet timme för timme' },
  plannerList: { id: 'availability.days.plannerList', defaultMessage: 'Dygnets tillgänglighet' },
  plannerEmpty: { id: 'availability.days.plannerEmpty', defaultMessage: 'Ingen tillgänglighet angiven för dagen.' },
  repeatedHour: { id: 'availability.days.repeatedHour', defaultMessage: 'igen' },
  skippedHour: { id: 'availability.days.skippedHour', defaultMessage: 'fram' },
  fallBackNote: {
    id: 'availability.days.fallBackNote',
    defaultMessage: 'Natten mot i dag ställs klockan tillbaka: timmen 02:00–03:00 kommer två gånger och dygnet har 25 timmar.',
  },
  springForwardNote: {
    id: 'availability.days.springForwardNote',
    defaultMessage: 'Natten mot i dag ställs klockan fram: timmen 02:00–03:00 finns inte och dygnet har 23 timmar.',
  },
});

/** The availability in the start page's calendar, and its filter (spec 2 §2's idea). */
export const calendarAvailabilityMessages = defineMessages({
  show: { id: 'availability.calendar.show', defaultMessage: 'Visa' },
  all: { id: 'availability.calendar.all', defaultMessage: 'Allt' },
  availability: { id: 'availability.calendar.availability', defaultMessage: 'Tillgänglighet' },
  unavailability: { id: 'availability.calendar.unavailability', defaultMessage: 'Otillgänglighet' },
  assignments: { id: 'availability.calendar.assignments', defaultMessage: 'Uppdrag' },
  dayAvailability: { id: 'availability.calendar.dayAvailability', defaultMessage: 'Tillgänglighet' },
});

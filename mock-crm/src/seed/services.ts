import type { Database } from 'better-sqlite3';

/**
 * The booking catalogue of the demo world: services, competence levels, meeting platforms, the SMS
 * reminder, invoice receivers and the cancellation and complaint reasons. Plain data with fixed
 * identifiers (no faker), so ids are the same whatever the seed and other areas' seeds can refer
 * to them. The offer rules are documented in docs/api.md ("Services offered").
 */
export const SERVICE_IDS = {
  telefontolkning: 'c1d09dbf-0b91-4459-8674-91e2a086d236',
  kontakttolkning: '737fc87c-2352-4128-bbb4-f79d7566e024',
  videotolkning: '03053ed1-397c-4e6d-b8c8-0210ac2d52d9',
  skypetolkning: 'af64789a-300a-45f1-bbc4-a143f906cc7d',
} as const;

export const MEETING_PLATFORM_IDS = {
  teams: '57595218-7028-4774-b939-0a1269cec6be',
  zoom: '933d5f18-9254-4ea1-89bc-be0d9532c8d5',
  webex: '42ac2205-19cb-491e-a628-5b501cd735b9',
  skypeForBusiness: '343111ae-e0d1-479d-a66b-04644709a3c8',
  other: '70daef1d-79e7-41fa-a84d-10f0151247a6',
} as const;

/** The SMS reminder to the client (spec 1 §3), the one additional service the portal shows. */
export const SMS_REMINDER_ID = 'd4674dc2-9d2a-4b86-bd5c-91d898b1127e';

/** Spec 3 §6: 1 registered … 5 authorised with special competence (prioritised first). */
export const COMPETENCE_LEVELS: readonly { level: number; name: string }[] = [
  { level: 1, name: 'Registrerad tolk' },
  { level: 2, name: 'Grundutbildad tolk' },
  { level: 3, name: 'Grundutbildad tolk (MYH)' },
  { level: 4, name: 'Auktoriserad tolk' },
  { level: 5, name: 'Auktoriserad tolk med speciell kompetens' },
];

const MEETING_PLATFORMS: readonly { id: string; name: string }[] = [
  { id: MEETING_PLATFORM_IDS.teams, name: 'Microsoft Teams' },
  { id: MEETING_PLATFORM_IDS.zoom, name: 'Zoom' },
  { id: MEETING_PLATFORM_IDS.webex, name: 'Cisco Webex' },
  { id: MEETING_PLATFORM_IDS.skypeForBusiness, name: 'Skype för företag' },
  { id: MEETING_PLATFORM_IDS.other, name: 'Annan plattform' },
];

export interface SeedService {
  readonly id: string;
  readonly name: string;
  readonly remote: boolean;
  readonly requiresMeetingUrl: boolean;
  readonly requiresMeetingPhone: boolean;
  /** Offered for every language but the listed ones, or only for the listed ones. */
  readonly skillRule: 'all-but-listed' | 'only-listed';
  readonly listedSkills: readonly string[];
  readonly minLeadMinutes: number;
  readonly defaultForAutoAssign: boolean;
  readonly competenceLevels: readonly number[];
  readonly platforms: readonly string[];
  readonly alternatives: readonly string[];
  readonly defaults: {
    readonly competenceLevel: number | null;
    readonly levelOrHigher: boolean;
    readonly exactLevel: boolean;
    readonly correctGender: boolean;
    readonly gender: 1 | 2 | null;
    readonly allowAlternative: boolean;
  };
}

const ALL_LEVELS = [1, 2, 3, 4, 5];
const ANY_INTERPRETER = { competenceLevel: 1, levelOrHigher: true, exactLevel: false, correctGender: false, gender: null };

/** Sign language is not interpreted by telephone; Skype only where the provider has remote interpreters. */
export const SIGN_LANGUAGE = 'Svenskt teckenspråk';
export const SKYPE_LANGUAGES: readonly string[] = [
  'Arabiska',
  'Dari',
  'Engelska',
  'Persiska',
  'Ryska',
  'Somaliska',
  'Spanska',
  'Tigrinja',
  'Turkiska',
  'Ukrainska',
];

/** In the order the booking form lists them; Telefontolkning first (the form's default type). */
export const SEED_SERVICES: readonly SeedService[] = [
  {
    id: SERVICE_IDS.telefontolkning,
    name: 'Telefontolkning',
    remote: true,
    requiresMeetingUrl: false,
    requiresMeetingPhone: true,
    skillRule: 'all-but-listed',
    listedSkills: [SIGN_LANGUAGE],
    minLeadMinutes: 0,
    defaultForAutoAssign: true,
    competenceLevels: ALL_LEVELS,
    platforms: [],
    alternatives: [],
    defaults: { ...ANY_INTERPRETER, allowAlternative: false },
  },
  {
    id: SERVICE_IDS.kontakttolkning,
    name: 'Kontakttolkning',
    remote: false,
    requiresMeetingUrl: false,
    requiresMeetingPhone: false,
    skillRule: 'all-but-listed',
    listedSkills: [],
    minLeadMinutes: 240,
    defaultForAutoAssign: false,
    competenceLevels: ALL_LEVELS,
    platforms: [],
    alternatives: [SERVICE_IDS.videotolkning, SERVICE_IDS.telefontolkning],
    defaults: { ...ANY_INTERPRETER, competenceLevel: 2, allowAlternative: true },
  },
  {
    id: SERVICE_IDS.videotolkning,
    name: 'Videotolkning',
    remote: true,
    requiresMeetingUrl: true,
    requiresMeetingPhone: false,
    skillRule: 'all-but-listed',
    listedSkills: [],
    minLeadMinutes: 60,
    defaultForAutoAssign: false,
    competenceLevels: ALL_LEVELS,
    platforms: MEETING_PLATFORMS.map((p) => p.id),
    alternatives: [SERVICE_IDS.skypetolkning, SERVICE_IDS.telefontolkning],
    defaults: { ...ANY_INTERPRETER, allowAlternative: true },
  },
  {
    id: SERVICE_IDS.skypetolkning,
    name: 'Skypetolkning',
    remote: true,
    requiresMeetingUrl: true,
    requiresMeetingPhone: false,
    skillRule: 'only-listed',
    listedSkills: SKYPE_LANGUAGES,
    minLeadMinutes: 60,
    defaultForAutoAssign: false,
    competenceLevels: ALL_LEVELS,
    platforms: [MEETING_PLATFORM_IDS.skypeForBusiness],
    alternatives: [SERVICE_IDS.videotolkning, SERVICE_IDS.telefontolkning],
    defaults: { ...ANY_INTERPRETER, allowAlternative: true },
  },
];

/** The reminder's settings on every service: offered, not preselected, 48 h before (spec 1 §9). */
const SMS_REMINDER_SETTING = {
  selectableForNew: true,
  selectableForUpdate: true,
  selectableForCancel: true,
  isPreselected: false,
  sendHoursBeforeBooking: 48,
  sendHoursAfterInsertOrChange: 1,
};

/** Each demo customer's invoice receivers (units that get the invoice), by customer number. */
export const SEED_INVOICE_RECEIVERS: Readonly<Record<string, readonly { id: string; name: string }[]>> = {
  '1001': [
    { id: '43738506-a676-4a5a-9571-219b193ff9b2', name: 'Socialtjänsten Norrmalm – Ekonomienheten' },
    { id: '5b4d0ee9-2746-4495-be53-000c913521a7', name: 'Enheten för barn och unga' },
  ],
  '1002': [{ id: '18e6659e-671b-4bc8-90c9-c9747eb1a40e', name: 'Region Skåne – Fakturamottagning' }],
  '1003': [{ id: '6bf22614-8153-4595-bd5a-d420cda3fc49', name: 'Arbetsmarknadsförvaltningen – Ekonomi' }],
  '1004': [{ id: '95a3ef20-0e02-488d-85a6-3d34495435d0', name: 'Omsorgsförvaltningen – Hemtjänst' }],
};

export const ORDER_CANCELLATION_REASONS: readonly { id: string; name: string }[] = [
  { id: '72b96ccf-4f41-441b-8a87-8e4fb3077dec', name: 'Klienten har återbud' },
  { id: '6e101777-39dc-487f-a567-dc003a3fd1a2', name: 'Mötet är inställt' },
  { id: '130755ab-0393-49bd-8bfe-35f7539cdc58', name: 'Mötet har flyttats' },
  { id: '27fca77a-d89b-49dd-a61e-1b2140ee8139', name: 'Fel språk beställt' },
  { id: 'a5c2b67f-bf10-4ff6-bc00-9b00aa4f25aa', name: 'Bokad dubbelt' },
  { id: '3174cb8e-51c0-404b-b110-40ba16dac35b', name: 'Tolk behövs inte längre' },
  { id: '591283b8-a591-410b-bc97-0dfc5eec7693', name: 'Annan orsak' },
];

export const COMPLAINT_REASONS_DELIVERY: readonly { id: string; name: string }[] = [
  { id: 'e387ba01-7b31-49fc-9d0c-73c2c9728442', name: 'Tolken kom inte' },
  { id: '671a7299-32e0-4fc6-9433-52315bcf8d64', name: 'Tolken kom för sent' },
  { id: 'b0b53931-0a01-4c31-8d85-7443b1c8fbad', name: 'Bristande tolkning' },
  { id: '17603948-369a-42c8-82f4-e07382efc9fa', name: 'Fel språk eller dialekt' },
  { id: 'f4a7e212-f594-4020-9029-9be990fb4cf6', name: 'Olämpligt uppträdande' },
  { id: '6f7f7c5e-e0b6-41a8-9716-f917c86e4312', name: 'Brott mot tystnadsplikten' },
  { id: 'd26fe073-d8b4-40e9-b554-7312bba1fbb7', name: 'Tekniska problem' },
  { id: 'ac432cb4-f03a-4665-b6e5-6bc700a6f1a0', name: 'Annat' },
];

/**
 * Writes the catalogue. Runs inside the seed's transaction, after the skills and customers exist
 * (listed languages are looked up by name, invoice receivers by customer number).
 */
export function seedServiceCatalogue(db: Database): void {
  const skillId = db.prepare('SELECT id FROM skills WHERE name = ?').pluck();
  const customerId = db.prepare('SELECT id FROM customers WHERE number = ?').pluck();

  const insertLevel = db.prepare('INSERT INTO competence_levels VALUES (?, ?)');
  for (const { level, name } of COMPETENCE_LEVELS) insertLevel.run(level, name);
  const insertPlatform = db.prepare('INSERT INTO digital_meeting_platforms VALUES (?, ?)');
  for (const { id, name } of MEETING_PLATFORMS) insertPlatform.run(id, name);
  db.prepare('INSERT INTO additional_services VALUES (?, ?)').run(SMS_REMINDER_ID, 'SMS-påminnelse till klienten');

  const insertService = db.prepare(`INSERT INTO services VALUES (@id, @name, @sortOrder, @remote, @url, @phone, @skillRule,
    @lead, @autoAssign, @level, @orHigher, @exact, @correctGender, @gender, @allowAlternative)`);
  const insertListedSkill = db.prepare('INSERT INTO service_listed_skills VALUES (?, ?)');
  const insertServiceLevel = db.prepare('INSERT INTO service_competence_levels VALUES (?, ?)');
  const insertServicePlatform = db.prepare('INSERT INTO service_meeting_platforms VALUES (?, ?, ?)');
  const insertAlternative = db.prepare('INSERT INTO service_alternatives VALUES (?, ?, ?)');
  const insertAdditional = db.prepare('INSERT INTO service_additional_services VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  SEED_SERVICES.forEach((service, index) => {
    insertService.run({
      id: service.id,
      name: service.name,
      sortOrder: index + 1,
      remote: Number(service.remote),
      url: Number(service.requiresMeetingUrl),
      phone: Number(service.requiresMeetingPhone),
      skillRule: service.skillRule,
      lead: service.minLeadMinutes,
      autoAssign: Number(service.defaultForAutoAssign),
      level: service.defaults.competenceLevel,
      orHigher: Number(service.defaults.levelOrHigher),
      exact: Number(service.defaults.exactLevel),
      correctGender: Number(service.defaults.correctGender),
      gender: service.defaults.gender,
      allowAlternative: Number(service.defaults.allowAlternative),
    });
    for (const name of service.listedSkills) {
      const id = skillId.get(name) as string | undefined;
      if (id) insertListedSkill.run(service.id, id);
    }
    for (const level of service.competenceLevels) insertServiceLevel.run(service.id, level);
    service.platforms.forEach((platform, i) => insertServicePlatform.run(service.id, platform, i + 1));
    const reminder = SMS_REMINDER_SETTING;
    insertAdditional.run(
      service.id,
      SMS_REMINDER_ID,
      Number(reminder.selectableForNew),
      Number(reminder.selectableForUpdate),
      Number(reminder.selectableForCancel),
      Number(reminder.isPreselected),
      reminder.sendHoursBeforeBooking,
      reminder.sendHoursAfterInsertOrChange,
    );
  });
  // After every service exists: alternatives refer to each other.
  for (const service of SEED_SERVICES) {
    service.alternatives.forEach((alternative, i) => insertAlternative.run(service.id, alternative, i + 1));
  }

  const insertReceiver = db.prepare('INSERT INTO invoice_receivers VALUES (?, ?, ?)');
  for (const [number, receivers] of Object.entries(SEED_INVOICE_RECEIVERS)) {
    const id = customerId.get(number) as string | undefined;
    if (id) for (const receiver of receivers) insertReceiver.run(receiver.id, id, receiver.name);
  }
  const insertCancellationReason = db.prepare('INSERT INTO order_cancellation_reasons VALUES (?, ?, ?)');
  ORDER_CANCELLATION_REASONS.forEach((reason, i) => insertCancellationReason.run(reason.id, reason.name, i + 1));
  const insertComplaintReason = db.prepare('INSERT INTO complaint_reasons_delivery VALUES (?, ?, ?)');
  COMPLAINT_REASONS_DELIVERY.forEach((reason, i) => insertComplaintReason.run(reason.id, reason.name, i + 1));
}

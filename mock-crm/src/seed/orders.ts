import type { Faker } from '@faker-js/faker';
import type { Database, Statement } from 'better-sqlite3';
import { Temporal } from 'temporal-polyfill';
import { STOCKHOLM } from '@tolk/core';
import { countyOfPostalCode } from '../orders/counties.js';
import { INSERT_ORDER_SQL, type ContactSnapshot, type OrderRow } from '../orders/order-row.js';
import { TimeReports } from '../orders/time-reports.js';
import { SUB_STATUS } from '../orders/statuses.js';
import type { CustomerRow } from '../store/customers.js';
import { MEETING_PLATFORM_IDS, SERVICE_IDS, SIGN_LANGUAGE, SKYPE_LANGUAGES } from './services.js';
import { RARER_LANGUAGES } from './languages.js';
import { DEMO_CUSTOMER_NUMBERS } from './customers.js';
import type { ContactPersonRow } from '../store/contact-persons.js';
import { snapshotOf } from './customer-rows.js';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const INTERPRETERS = 420;
/** Orders of each customer that is not a demo customer: enough for isolation to have something to hide. */
const OTHER_CUSTOMER_ORDERS = 150;
const DURATIONS = [30, 30, 45, 60, 60, 90, 120, 180];
const PLACES = [
  { row1: 'Sveavägen 44', postalCode: '11134', city: 'Stockholm' },
  { row1: 'Hornsgatan 103', postalCode: '11728', city: 'Stockholm' },
  { row1: 'Kungsgatan 12', postalCode: '41119', city: 'Göteborg' },
  { row1: 'Södra Förstadsgatan 40', postalCode: '21143', city: 'Malmö' },
  { row1: 'Dragarbrunnsgatan 30', postalCode: '75320', city: 'Uppsala' },
  { row1: 'Storgatan 8', postalCode: '90326', city: 'Umeå' },
];
const SERVICE_NAME: Record<string, string> = {
  [SERVICE_IDS.telefontolkning]: 'Telefontolkning',
  [SERVICE_IDS.kontakttolkning]: 'Kontakttolkning',
  [SERVICE_IDS.videotolkning]: 'Videotolkning',
  [SERVICE_IDS.skypetolkning]: 'Skypetolkning',
};

interface SkillRow {
  id: string;
  name: string;
}

/**
 * The demo world's interpreters and orders: about two years around the clock's today, every
 * status and service type, with ratings, time reports and recent notifications. Past orders are
 * in their final state; coming ones are booked or open, and the lifecycle moves them on.
 */
export function seedOrderWorld(db: Database, faker: Faker, options: { ordersForDemoCustomers: number; nowMs: number }): void {
  const skills = db.prepare('SELECT id, name FROM skills ORDER BY name').all() as SkillRow[];
  const interpretersBySkill = seedInterpreters(db, faker, skills);
  const customers = db.prepare('SELECT * FROM customers ORDER BY number').all() as CustomerRow[];
  const demo = customers.filter((c) => DEMO_CUSTOMER_NUMBERS.includes(c.number));
  const seeder = new OrderSeeder(db, skills, interpretersBySkill, options.nowMs, 4_000_000);
  for (const customer of customers) {
    seeder.seed(
      faker,
      customer,
      demo.includes(customer) ? Math.round(options.ordersForDemoCustomers / demo.length) : OTHER_CUSTOMER_ORDERS,
    );
  }
  seeder.finish();
}

/**
 * Orders for customers added after the demo world (seed/scale-customers.ts), of the same kinds,
 * with the demo world's interpreters and numbers that continue after its last one.
 */
export function seedMoreOrders(
  db: Database,
  faker: Faker,
  orders: readonly { readonly customer: CustomerRow; readonly count: number }[],
  nowMs: number,
): void {
  const skills = db.prepare('SELECT id, name FROM skills ORDER BY name').all() as SkillRow[];
  const interpretersBySkill = new Map<string, string[]>();
  const pairs = db.prepare('SELECT skill_id, interpreter_id FROM interpreter_skills ORDER BY interpreter_id, skill_id').all() as {
    skill_id: string;
    interpreter_id: string;
  }[];
  for (const { skill_id, interpreter_id } of pairs)
    interpretersBySkill.set(skill_id, [...(interpretersBySkill.get(skill_id) ?? []), interpreter_id]);
  const lastNumber = db.prepare('SELECT last FROM order_numbers').pluck().get() as number;
  const seeder = new OrderSeeder(db, skills, interpretersBySkill, nowMs, lastNumber);
  for (const { customer, count } of orders) seeder.seed(faker, customer, count);
  seeder.finish();
}

/** Inserts a customer's seeded orders with their time reports and notifications; statements prepared once. */
class OrderSeeder {
  private readonly weightedSkills: { value: SkillRow; weight: number }[];
  private readonly insert: Statement;
  private readonly insertNotification: Statement;
  private readonly timeReports: TimeReports;
  private readonly starts: StartTimes;

  constructor(
    private readonly db: Database,
    skills: readonly SkillRow[],
    private readonly interpretersBySkill: ReadonlyMap<string, readonly string[]>,
    private readonly nowMs: number,
    /** The number before the first order this seeder makes. */
    private number: number,
  ) {
    this.weightedSkills = skills.map((value) => ({
      value,
      weight: RARER_LANGUAGES.includes(value.name) ? 25 : value.name === SIGN_LANGUAGE ? 3 : 1,
    }));
    this.insert = db.prepare(INSERT_ORDER_SQL);
    this.insertNotification = db.prepare(
      'INSERT INTO notifications (id, customer_id, order_id, headline, message, sent_ms, is_read) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.timeReports = new TimeReports(db);
    this.starts = new StartTimes(nowMs);
  }

  seed(faker: Faker, customer: CustomerRow, count: number): void {
    const contacts = (
      this.db.prepare('SELECT * FROM contact_persons WHERE customer_id = ?').all(customer.id) as ContactPersonRow[]
    ).map(snapshotOf);
    for (let i = 0; i < count; i++) {
      const skill = faker.helpers.weightedArrayElement(this.weightedSkills);
      const row = orderFor(faker, customer, skill, contacts, this.nowMs, ++this.number, this.starts);
      const pool = this.interpretersBySkill.get(skill.id) ?? [];
      if ((row.status === 'booked' || row.status === 'fulfilled') && pool.length > 0)
        row.interpreter_id = faker.helpers.arrayElement(pool);
      else if (row.status === 'booked' || row.status === 'fulfilled')
        Object.assign(row, { status: 'open', sub_status: SUB_STATUS.searchingForInterpreter });
      this.insert.run(row);
      if (row.status === 'fulfilled') this.timeReports.createFor(row);
      for (const notification of notificationsFor(row, this.nowMs)) {
        this.insertNotification.run(
          faker.string.uuid(),
          customer.id,
          row.id,
          notification.headline,
          notification.message,
          notification.sentMs,
          notification.read ? 1 : 0,
        );
      }
    }
  }

  /** Later orders (CreateNewOrder) are numbered after the seeded ones. */
  finish(): void {
    this.db.prepare('UPDATE order_numbers SET last = ?').run(this.number);
  }
}

function seedInterpreters(db: Database, faker: Faker, skills: readonly SkillRow[]): Map<string, string[]> {
  const insert = db.prepare(
    'INSERT INTO interpreters (id, number, first_name, last_name, gender, competence_level, phone) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertSkill = db.prepare('INSERT OR IGNORE INTO interpreter_skills VALUES (?, ?)');
  const bySkill = new Map<string, string[]>();
  const rare = skills.filter((s) => RARER_LANGUAGES.includes(s.name));
  for (let i = 0; i < INTERPRETERS; i++) {
    const gender = i % 2 === 0 ? 2 : 1;
    const id = faker.string.uuid();
    const level = faker.helpers.weightedArrayElement([
      { value: 1, weight: 30 },
      { value: 2, weight: 30 },
      { value: 3, weight: 15 },
      { value: 4, weight: 20 },
      { value: 5, weight: 5 },
    ]);
    insert.run(
      id,
      String(20_000 + i),
      faker.person.firstName(gender === 2 ? 'female' : 'male'),
      faker.person.lastName(),
      gender,
      level,
      `07${faker.string.numeric(1)}-${faker.string.numeric(3)} ${faker.string.numeric(2)} ${faker.string.numeric(2)}`,
    );
    // Every language has interpreters; the most asked-for languages have many.
    const own = [skills[i % skills.length]!, ...(i < rare.length * 30 ? [rare[i % rare.length]!] : [])];
    for (const skill of own) {
      insertSkill.run(id, skill.id);
      bySkill.set(skill.id, [...(bySkill.get(skill.id) ?? []), id]);
    }
  }
  return bySkill;
}

function serviceFor(faker: Faker, skill: SkillRow): string {
  if (skill.name === SIGN_LANGUAGE) return faker.helpers.arrayElement([SERVICE_IDS.kontakttolkning, SERVICE_IDS.videotolkning]);
  return faker.helpers.weightedArrayElement([
    { value: SERVICE_IDS.telefontolkning, weight: 50 },
    { value: SERVICE_IDS.kontakttolkning, weight: 30 },
    { value: SERVICE_IDS.videotolkning, weight: 15 },
    { value: SKYPE_LANGUAGES.includes(skill.name) ? SERVICE_IDS.skypetolkning : SERVICE_IDS.telefontolkning, weight: 5 },
  ]);
}

/**
 * Starts in Stockholm time: mostly weekdays in office hours, in five-minute steps. Each day's
 * 07:00 is worked out once (Temporal's time-zone arithmetic is most of a seeding's time
 * otherwise); office hours hold no daylight-saving change, so a start is that plus its minutes.
 */
class StartTimes {
  private readonly today: Temporal.PlainDate;
  private readonly days = new Map<number, { dayOfWeek: number; sevenMs: number }>();

  constructor(nowMs: number) {
    this.today = Temporal.Instant.fromEpochMilliseconds(nowMs).toZonedDateTimeISO(STOCKHOLM).toPlainDate();
  }

  next(faker: Faker): number {
    let offset = faker.number.int({ min: -540, max: 180 });
    const { dayOfWeek } = this.day(offset);
    if (dayOfWeek >= 6 && faker.number.int(9) > 0) offset -= dayOfWeek - 5;
    const minutes = 7 * 60 + 5 * faker.number.int({ min: 0, max: (17 * 60 + 30 - 7 * 60) / 5 });
    return this.day(offset).sevenMs + (minutes - 7 * 60) * MINUTE_MS;
  }

  private day(offset: number): { dayOfWeek: number; sevenMs: number } {
    let day = this.days.get(offset);
    if (!day) {
      const date = this.today.add({ days: offset });
      day = {
        dayOfWeek: date.dayOfWeek,
        sevenMs: date.toPlainDateTime({ hour: 7 }).toZonedDateTime(STOCKHOLM).epochMilliseconds,
      };
      this.days.set(offset, day);
    }
    return day;
  }
}

function orderFor(
  faker: Faker,
  customer: CustomerRow,
  skill: SkillRow,
  contacts: ContactSnapshot[],
  nowMs: number,
  number: number,
  starts: StartTimes,
): OrderRow {
  const serviceId = serviceFor(faker, skill);
  const startMs = starts.next(faker);
  const endMs = startMs + faker.helpers.arrayElement(DURATIONS) * MINUTE_MS;
  const createdMs = Math.min(startMs - faker.number.int({ min: 1, max: 30 }) * DAY_MS, nowMs - MINUTE_MS);
  const onSite = serviceId === SERVICE_IDS.kontakttolkning;
  const place = onSite
    ? (faker.helpers.maybe(() => faker.helpers.arrayElement(PLACES), { probability: 0.3 }) ?? {
        row1: customer.address_row1 ?? '',
        postalCode: customer.postal_code ?? '',
        city: customer.city ?? '',
      })
    : null;
  const contact = faker.helpers.arrayElement(contacts);
  const orderer = faker.helpers.maybe(() => faker.helpers.arrayElement(contacts), { probability: 0.4 }) ?? contact;
  const state = stateFor(faker, startMs, endMs, nowMs);
  const rated = state === 'fulfilled' && faker.number.float() < 0.6;
  const rating = rated
    ? faker.helpers.weightedArrayElement([5, 5, 5, 5, 5, 4, 4, 4, 3, 2, 1].map((value) => ({ value, weight: 1 })))
    : null;
  const video = serviceId === SERVICE_IDS.videotolkning;
  return {
    id: faker.string.uuid(),
    customer_id: customer.id,
    number: String(number),
    group_id: null,
    group_description: null,
    group_same_resource: 0,
    status: state,
    sub_status: {
      open: SUB_STATUS.searchingForInterpreter,
      booked: SUB_STATUS.interpreterAccepted,
      fulfilled: SUB_STATUS.awaitingTimeReport,
      cancelled: SUB_STATUS.orderCancelled,
      rejected: SUB_STATUS.orderRejected,
    }[state],
    start_ms: startMs,
    end_ms: endMs,
    ordered_start_ms: startMs,
    ordered_end_ms: endMs,
    submitted_ms: createdMs,
    // Open orders in the future are staffed a few days ahead, or soon when that time has come.
    dispatch_at_ms: Math.max(startMs - 3 * DAY_MS, nowMs + faker.number.int({ min: 1, max: 240 }) * MINUTE_MS),
    service_id: serviceId,
    service_id_ordered: serviceId,
    service_name: SERVICE_NAME[serviceId]!,
    is_remote: onSite ? 0 : 1,
    skill_id: skill.id,
    skill_name: skill.name,
    substitute_skill_id: null,
    competence_level: faker.helpers.maybe(() => faker.number.int({ min: 2, max: 4 }), { probability: 0.3 }) ?? null,
    competence_or_higher: 0,
    competence_exact: 0,
    gender: faker.helpers.maybe(() => faker.number.int({ min: 1, max: 2 }), { probability: 0.15 }) ?? null,
    gender_required: 0,
    preferred_resource: null,
    preferred_resource_level: null,
    notes:
      faker.helpers.maybe(
        () =>
          faker.helpers.arrayElement([
            'Samtal om fortsatt stöd.',
            'Uppföljande möte.',
            'Läkarbesök, ta med legitimation.',
            'Utvecklingssamtal i skolan.',
          ]),
        { probability: 0.4 },
      ) ?? null,
    additional_requirements: null,
    customer_reference:
      faker.helpers.maybe(() => `Ärende ${faker.string.numeric(4)}-${faker.string.numeric(3)}`, { probability: 0.5 }) ?? null,
    customer_order_number: null,
    invoice_receiver_id: null,
    address_row1: place?.row1 ?? null,
    care_of: null,
    postal_code: place?.postalCode ?? null,
    city: place?.city ?? null,
    county: place ? countyOfPostalCode(place.postalCode) : null,
    is_home_address: 0,
    meeting_platform_id: video ? MEETING_PLATFORM_IDS.teams : null,
    meeting_platform_name: video ? 'Microsoft Teams' : null,
    meeting_url: video ? `https://teams.microsoft.com/l/meetup-join/${faker.string.alphanumeric(24)}` : null,
    meeting_pass_code: null,
    meeting_phone: null,
    bank_id_required: 0,
    orderer_json: JSON.stringify(orderer),
    contact_json: JSON.stringify(contact),
    alternative_services_json: '[]',
    additional_services_json: '[]',
    interpreter_id: null,
    previous_interpreter_id: null,
    rating,
    rating_comment: rating !== null && rating <= 2 ? 'Tolken kom sent och samtalet fick kortas.' : null,
    rating_reason_id: null,
    cancelled_ms: state === 'cancelled' ? Math.min(startMs - faker.number.int({ min: 1, max: 72 }) * 3_600_000, nowMs) : null,
    cancel_reason_id: null,
    late_cancellation: 0,
    replaced_by_order_id: null,
    created_ms: createdMs,
  };
}

function stateFor(faker: Faker, startMs: number, endMs: number, nowMs: number): OrderRow['status'] {
  const roll = faker.number.float();
  if (endMs <= nowMs) return roll < 0.08 ? 'cancelled' : roll < 0.11 ? 'rejected' : 'fulfilled';
  if (roll < 0.05) return 'cancelled';
  const soon = startMs - nowMs < 3 * DAY_MS;
  return soon || roll < 0.6 ? 'booked' : 'open';
}

/** Recent events raise notifications; those older than three days are mostly read. */
function notificationsFor(row: OrderRow, nowMs: number): { headline: string; message: string; sentMs: number; read: boolean }[] {
  const notifications = [];
  const bookedMs = Math.min(row.dispatch_at_ms, row.start_ms - DAY_MS);
  if ((row.status === 'booked' || row.status === 'fulfilled') && bookedMs > nowMs - 10 * DAY_MS && bookedMs <= nowMs) {
    notifications.push({
      headline: 'Tolk tillsatt',
      message: `En tolk är tillsatt för uppdrag ${row.number}.`,
      sentMs: bookedMs,
      read: bookedMs < nowMs - 3 * DAY_MS || row.number.endsWith('7'),
    });
  }
  if (row.status === 'cancelled' && row.cancelled_ms !== null && row.cancelled_ms > nowMs - 10 * DAY_MS) {
    notifications.push({
      headline: 'Uppdraget är avbokat',
      message: `Uppdrag ${row.number} är avbokat.`,
      sentMs: row.cancelled_ms,
      read: row.cancelled_ms < nowMs - 3 * DAY_MS,
    });
  }
  if (row.status === 'booked' && row.start_ms < nowMs + 5 * DAY_MS && Number(row.number) % 11 === 0) {
    notifications.push({
      headline: 'Tolkens telefonnummer har ändrats',
      message: `Tolken på uppdrag ${row.number} har ett nytt telefonnummer.`,
      sentMs: nowMs - 3_600_000,
      read: false,
    });
  }
  return notifications;
}

import type { Faker } from '@faker-js/faker';
import type { Database } from 'better-sqlite3';
import { Temporal } from 'temporal-polyfill';
import { STOCKHOLM } from '@tolk/core';
import { answeredAtMs, isWorkingDay } from '../follow-up/deviation-status.js';
import { deviationInserter, nextDeviationNumber, verdictFor } from '../follow-up/deviations.js';
import type { ContactPersonRow } from '../store/contact-persons.js';
import { snapshotOf } from './customer-rows.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Share of the orders rated 1–2 that the customer also reported as a deviation. */
const REPORTED_SHARE = 0.6;

const DESCRIPTIONS: Record<string, readonly string[]> = {
  'Tolken kom inte': ['Tolken kom aldrig och vi fick boka om mötet.', 'Ingen tolk dök upp, vi väntade i 20 minuter.'],
  'Tolken kom för sent': [
    'Tolken kom 25 minuter för sent och samtalet fick kortas.',
    'Tolken ringde in en kvart efter utsatt tid.',
  ],
  'Bristande tolkning': [
    'Tolken sammanfattade i stället för att tolka ordagrant.',
    'Patienten förstod inte tolken och vi fick avbryta.',
  ],
  'Fel språk eller dialekt': ['Tolken talade en annan dialekt än den vi beställt.', 'Klienten förstod inte tolkens dialekt.'],
  'Olämpligt uppträdande': ['Tolken gav egna råd till klienten under samtalet.', 'Tolken var otrevlig mot vår personal.'],
  'Brott mot tystnadsplikten': ['Tolken berättade om ett tidigare ärende under samtalet.'],
  'Tekniska problem': ['Ljudet bröts hela tiden under videosamtalet.', 'Tolkens uppkoppling föll bort två gånger.'],
};
const OTHER_DESCRIPTIONS = [
  'Vi vill lämna synpunkter på hur bokningen hanterades.',
  'Bekräftelsen på bokningen kom aldrig fram.',
];

interface LowRated {
  id: string;
  customer_id: string;
  number: string;
  end_ms: number;
  contact_json: string | null;
}

/**
 * Deviations of the demo world: part of the orders rated 1–2 (a day or so after the order), and
 * a few general complaints per customer placed so that every status shows as of the seed's now:
 * one arrived today (Nyregistrerad), one two working days ago (Under utredning), two older ones
 * (Avslutad). Runs after the orders, in the seed's transaction.
 */
export function seedDeviations(db: Database, faker: Faker, options: { nowMs: number }): void {
  // The minute, not the millisecond: two worlds seeded in the same minute are the same.
  const nowMs = Math.floor(options.nowMs / 60_000) * 60_000;
  const reasons = db.prepare('SELECT id, name FROM complaint_reasons_delivery ORDER BY sort_order').all() as {
    id: string;
    name: string;
  }[];
  if (reasons.length === 0) return;
  const insertRow = deviationInserter(db);
  let lastNumber = Number(nextDeviationNumber(db)) - 1;
  const insert = (row: {
    customerId: string;
    orderId: string | null;
    orderNumber: string;
    arrivedMs: number;
    contactJson: string | null;
  }) => {
    const reason = faker.helpers.arrayElement(reasons);
    const number = String(++lastNumber);
    const verdict = verdictFor(number, reason.name);
    const contactId = row.contactJson ? ((JSON.parse(row.contactJson) as { id: string | null }).id ?? null) : null;
    insertRow({
      id: faker.string.uuid(),
      customer_id: row.customerId,
      order_id: row.orderId,
      number,
      status_id: 1,
      complaint_reason_id: reason.id,
      contact_person_id: contactId,
      description: faker.helpers.arrayElement(DESCRIPTIONS[reason.name] ?? OTHER_DESCRIPTIONS),
      reply_email: null,
      responsible: verdict.responsible,
      answer: verdict.answer,
      arrived_ms: row.arrivedMs,
      answer_due_ms: answeredAtMs(row.arrivedMs, number),
      documents_json: '[]',
      order_number: row.orderId ? null : row.orderNumber,
      contact_json: row.contactJson,
    });
  };

  const lowRated = db
    .prepare(
      `SELECT id, customer_id, number, end_ms, contact_json FROM orders WHERE status = 'fulfilled' AND rating <= 2 AND end_ms < ? ORDER BY number`,
    )
    .all(nowMs) as LowRated[];
  for (const order of lowRated) {
    if (faker.number.float() >= REPORTED_SHARE) continue;
    const arrivedMs = Math.min(order.end_ms + faker.number.int({ min: 2, max: 48 }) * HOUR_MS, nowMs);
    insert({
      customerId: order.customer_id,
      orderId: order.id,
      orderNumber: order.number,
      arrivedMs,
      contactJson: order.contact_json,
    });
  }

  const customers = db.prepare('SELECT id FROM customers ORDER BY number').pluck().all() as string[];
  for (const customerId of customers) {
    const contacts = db
      .prepare('SELECT * FROM contact_persons WHERE customer_id = ? ORDER BY id')
      .all(customerId) as ContactPersonRow[];
    const numbers = db
      .prepare('SELECT number FROM orders WHERE customer_id = ? AND end_ms <= ? ORDER BY number')
      .pluck()
      .all(customerId, nowMs) as string[];
    if (contacts.length === 0 || numbers.length === 0) continue;
    for (const arrivedMs of generalArrivals(faker, nowMs)) {
      const contactJson = JSON.stringify(snapshotOf(faker.helpers.arrayElement(contacts)));
      insert({ customerId, orderId: null, orderNumber: faker.helpers.arrayElement(numbers), arrivedMs, contactJson });
    }
  }
}

/** Today (not before 00:00), two working days back at office time, and two older ones. */
function generalArrivals(faker: Faker, nowMs: number): number[] {
  const now = Temporal.Instant.fromEpochMilliseconds(nowMs).toZonedDateTimeISO(STOCKHOLM);
  const today = now.toPlainDate();
  const startOfToday = today.toZonedDateTime({ timeZone: STOCKHOLM }).epochMilliseconds;
  let day = today;
  for (let back = 0; back < 2;) {
    day = day.subtract({ days: 1 });
    if (isWorkingDay(day)) back++;
  }
  const officeTime = (date: Temporal.PlainDate) =>
    date
      .toPlainDateTime({ hour: faker.number.int({ min: 8, max: 16 }), minute: 5 * faker.number.int({ min: 0, max: 11 }) })
      .toZonedDateTime(STOCKHOLM).epochMilliseconds;
  return [
    Math.max(startOfToday, nowMs - faker.number.int({ min: 10, max: 120 }) * 60_000),
    officeTime(day),
    nowMs - faker.number.int({ min: 15, max: 30 }) * DAY_MS,
    nowMs - faker.number.int({ min: 45, max: 120 }) * DAY_MS,
  ];
}

import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { ContactSnapshot } from '../orders/order-row.js';
import { DEMO_CUSTOMER_NUMBERS } from './customers.js';

/**
 * Å, Ä and Ö, and order groups, in the demo world (issue 17, defect 12): without them the list's
 * grouping and its Swedish sorting (Å, Ä, Ö after Z) cannot be seen. Each demo customer gets three
 * contact persons whose names start with Å, Ä and Ö, who are the contacts of its orders around
 * today (the list's first view), and two multi-date order groups, one around today and one in the coming months,
 * described with an Å. Runs last and without faker, on orders already seeded: nothing of the
 * random world moves, and no order is added or removed (tests that count orders are unaffected).
 */
export const SWEDISH_LETTER_CONTACTS = [
  { firstName: 'Åsa', lastName: 'Åberg', title: 'Handläggare' },
  { firstName: 'Älva', lastName: 'Ängström', title: 'Kurator' },
  { firstName: 'Örjan', lastName: 'Östlund', title: 'Socialsekreterare' },
] as const;

export const GROUP_DESCRIPTIONS = ['Återkommande samtal, tre tillfällen', 'Årlig uppföljning, flera tillfällen'] as const;

const DAY_MS = 86_400_000;
/** The orders nearest to now whose contact becomes one of the three: two each. */
const CONTACT_ORDERS = 6;
const GROUP_SIZE = 3;

const fixedId = (text: string) => {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

interface SeededOrder {
  readonly id: string;
  readonly skill_id: string;
  readonly start_ms: number;
}

export function seedSwedishLetters(db: Database, nowMs: number): void {
  const customers = db
    .prepare(`SELECT id, number FROM customers WHERE number IN (${DEMO_CUSTOMER_NUMBERS.map(() => '?').join(', ')})`)
    .all(...DEMO_CUSTOMER_NUMBERS) as { id: string; number: string }[];
  const insertContact = db.prepare('INSERT INTO contact_persons VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const ordersBetween = db.prepare(
    `SELECT id, skill_id, start_ms FROM orders WHERE customer_id = ? AND start_ms >= ? AND start_ms < ?
     AND status IN ('open', 'booked', 'fulfilled') ORDER BY start_ms, number`,
  );
  const nearestToNow = db.prepare(
    `SELECT id, skill_id, start_ms FROM orders WHERE customer_id = ? AND status IN ('open', 'booked', 'fulfilled')
     ORDER BY ABS(start_ms - ?), number LIMIT ?`,
  );
  const setContact = db.prepare('UPDATE orders SET contact_json = ?, orderer_json = ? WHERE id = ?');
  const setGroup = db.prepare('UPDATE orders SET group_id = ?, group_description = ? WHERE id = ?');

  for (const customer of customers) {
    const contacts: ContactSnapshot[] = SWEDISH_LETTER_CONTACTS.map((person, index) => ({
      id: fixedId(`contact-${customer.number}-${index}`),
      firstName: person.firstName,
      lastName: person.lastName,
      title: person.title,
      email: `${person.firstName}.${person.lastName}@kund${customer.number}.se`
        .toLowerCase()
        .normalize('NFD')
        .replace(/\p{M}/gu, ''),
      phoneDirect: `08-465 004 ${20 + index}`,
      phoneMobile: null,
    }));
    for (const c of contacts)
      insertContact.run(c.id, customer.id, c.firstName, c.lastName, c.title, c.email, c.phoneDirect, null);

    // One group among the orders nearest to now (the list's first view), one in the coming months.
    const aroundToday = (nearestToNow.all(customer.id, nowMs, 30) as SeededOrder[]).filter(
      (order) => order.start_ms > nowMs - 2 * DAY_MS,
    );
    const later = ordersBetween.all(customer.id, nowMs + 2 * DAY_MS, nowMs + 90 * DAY_MS) as SeededOrder[];
    const first = sameLanguage(aroundToday);
    const second = sameLanguage(later.filter((order) => !first.some((f) => f.id === order.id)));
    [first, second].forEach((members, index) => {
      const groupId = fixedId(`group-${customer.number}-${index}`);
      for (const order of members) setGroup.run(groupId, GROUP_DESCRIPTIONS[index], order.id);
    });

    // The contacts go on orders the list's first view shows (today two days back to one day ahead,
    // spec 2 §2) and sorts on their own: not on a group's member, which stands with its group out
    // of the sort. Nearest to now first; the whole world only when that view has too few.
    const grouped = new Set([...first, ...second].map((order) => order.id));
    const ungrouped = (orders: SeededOrder[]) => orders.filter((order) => !grouped.has(order.id));
    const inFirstView = ungrouped(ordersBetween.all(customer.id, nowMs - 2 * DAY_MS, nowMs + DAY_MS) as SeededOrder[]);
    const candidates =
      inFirstView.length >= contacts.length
        ? inFirstView.sort((a, b) => Math.abs(a.start_ms - nowMs) - Math.abs(b.start_ms - nowMs))
        : ungrouped(nearestToNow.all(customer.id, nowMs, 30) as SeededOrder[]);
    candidates.slice(0, CONTACT_ORDERS).forEach((order, index) => {
      const contact = JSON.stringify(contacts[index % contacts.length]);
      setContact.run(contact, contact, order.id);
    });
  }
}

/** A multi-date order is one language on several dates: the first language with enough orders. */
function sameLanguage(orders: readonly SeededOrder[]): SeededOrder[] {
  const bySkill = new Map<string, SeededOrder[]>();
  for (const order of orders) bySkill.set(order.skill_id, [...(bySkill.get(order.skill_id) ?? []), order]);
  const [largest] = [...bySkill.values()].sort((a, b) => b.length - a.length);
  return (largest ?? []).length >= 2 ? largest!.slice(0, GROUP_SIZE) : [];
}

import type { TimeSlot, WeeklyDefault } from '@tolk/core';
import type { Database } from 'better-sqlite3';
import { Temporal } from 'temporal-polyfill';
import { AvailabilityStore } from './availability-store.js';

/**
 * The interpreters who log in to the interpreter portal (README, "Demo interpreters"). Fixed, with
 * no faker, and seeded last, so the rest of the demo world is the same with or without them. Their
 * languages are among the seeded customers' most ordered (spec 3 §9's rarer languages), but none
 * the existing booking tests order, and Spanish has two, so a declined offer can pass from one to
 * the other.
 */
export const DEMO_INTERPRETERS = [
  {
    id: 'interpreter-demo-30001',
    number: '30001',
    email: 'anna.lindqvist@tolk.example',
    firstName: 'Anna',
    lastName: 'Lindqvist',
    gender: 2,
    competenceLevel: 4,
    phone: '070-300 01 01',
    languages: ['Ryska', 'Ukrainska'],
  },
  {
    id: 'interpreter-demo-30002',
    number: '30002',
    email: 'carlos.berg@tolk.example',
    firstName: 'Carlos',
    lastName: 'Berg',
    gender: 1,
    competenceLevel: 3,
    phone: '070-300 02 02',
    languages: ['Spanska'],
  },
  {
    id: 'interpreter-demo-30003',
    number: '30003',
    email: 'maria.sjoberg@tolk.example',
    firstName: 'Maria',
    lastName: 'Sjöberg',
    gender: 2,
    competenceLevel: 5,
    phone: '070-300 03 03',
    languages: ['Spanska', 'Ryska'],
  },
] as const;

/**
 * The demo interpreters' weekly default (issue 16): every day 07:00–21:00 available (article type 1,
 * asked first) for on-site and phone, so they are offered the orders of their languages in the day
 * and evening, and never booked by "Boka nu" until they say so (an exception or "Tolka nu"). The
 * migration that made the availability tables gives the same to a database seeded before it.
 */
export const DEMO_SLOT: TimeSlot = {
  id: 'demo-day',
  from: Temporal.PlainTime.from('07:00'),
  to: Temporal.PlainTime.from('21:00'),
  isAvailable: true,
  availableFor: { onSite: true, phone: true },
};
export const DEMO_WEEKLY_DEFAULT: WeeklyDefault = {
  slots: { 1: [DEMO_SLOT], 2: [DEMO_SLOT], 3: [DEMO_SLOT], 4: [DEMO_SLOT], 5: [DEMO_SLOT], 6: [DEMO_SLOT], 7: [DEMO_SLOT] },
};

export function seedDemoInterpreters(db: Database): void {
  const skillId = db.prepare('SELECT id FROM skills WHERE name = ?').pluck();
  const insert = db.prepare(
    'INSERT INTO interpreters (id, number, first_name, last_name, gender, competence_level, phone, email) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertSkill = db.prepare('INSERT INTO interpreter_skills (interpreter_id, skill_id) VALUES (?, ?)');
  for (const i of DEMO_INTERPRETERS) {
    insert.run(i.id, i.number, i.firstName, i.lastName, i.gender, i.competenceLevel, i.phone, i.email);
    for (const language of i.languages) {
      const id = skillId.get(language) as string | undefined;
      if (!id) throw new Error(`mock-crm: no skill ${language} for the demo interpreters`);
      insertSkill.run(i.id, id);
    }
  }
  const availability = new AvailabilityStore(db);
  for (const i of DEMO_INTERPRETERS) availability.saveWeekly(i.id, DEMO_WEEKLY_DEFAULT);
}

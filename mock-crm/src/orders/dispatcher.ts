import type { OfferFacts } from '@tolk/core';
import type { Database } from 'better-sqlite3';
import { InterpreterReach } from '../interpreter/availability-reach.js';
import { AssignmentPreferencesStore } from '../interpreter/preferences.js';

export interface InterpreterRow {
  id: string;
  number: string;
  first_name: string;
  last_name: string;
  gender: number;
  competence_level: number;
  phone: string;
  /** Set for the interpreters who use the interpreter portal (issue 15): they are asked, not assigned. */
  email?: string | null;
}

/** What the dispatcher must honour (spec 1 §3, issue 3): language, level, gender, requested interpreter. */
export interface Requirements {
  readonly skillId: string;
  /** The substitute language the customer accepts, if any. */
  readonly substituteSkillId: string | null;
  readonly competenceLevel: number | null;
  readonly competenceOrHigher: boolean;
  readonly competenceExact: boolean;
  readonly gender: number | null;
  readonly genderRequired: boolean;
  /** A name; level 1 required, 2 preferred, 3 previously talked to. */
  readonly preferredResource: string | null;
  readonly preferredResourceLevel: number | null;
  /** The interpreter a critical change dropped: asked first again. */
  readonly previousInterpreterId: string | null;
  /** The group's interpreter, when the group wants the same one for every occasion. */
  readonly groupInterpreterId: string | null;
  readonly startMs: number;
  readonly endMs: number;
  /** Performed remotely (telephone, video, Skype): the interpreter must be available for phone, else on-site. */
  readonly remote: boolean;
}

export interface Assignment {
  readonly interpreter: InterpreterRow;
  readonly basedOnSubstitute: boolean;
}

/**
 * The simulated dispatcher: among the free interpreters of the language (or the accepted
 * substitute) it keeps those who meet every hard requirement and ranks the rest by the wishes.
 * The interpreter a critical change dropped comes first, then those who use the interpreter portal
 * (they get the order as an offer, issue 15), then the simulated pool; `excluded` are those who
 * already declined the order or let its offer expire. An interpreter who uses the portal is only
 * offered orders that fit their assignment-chooser preferences (spec 3 §2, interpreter/preferences.ts),
 * and only while their stated availability lets them be asked over the order's whole time (issue 16,
 * interpreter/availability-reach.ts: article type 1 or 2, for phone or on-site as the order is);
 * the simulated pool has neither and is taken whenever it is free.
 */
export class Dispatcher {
  private readonly preferences: AssignmentPreferencesStore;
  private readonly reach: InterpreterReach;

  constructor(private readonly db: Database) {
    this.preferences = new AssignmentPreferencesStore(db);
    this.reach = new InterpreterReach(db);
  }

  assign(orderId: string, wanted: Requirements, excluded: ReadonlySet<string> = new Set()): Assignment | null {
    const skills = [wanted.skillId, ...(wanted.substituteSkillId ? [wanted.substituteSkillId] : [])];
    const candidates = this.db
      .prepare(
        `SELECT i.*, s.skill_id AS skill_id FROM interpreters i JOIN interpreter_skills s ON s.interpreter_id = i.id
         WHERE s.skill_id IN (${skills.map(() => '?').join(',')})
           AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.interpreter_id = i.id AND o.status = 'booked'
                           AND o.id <> ? AND o.start_ms < ? AND o.end_ms > ?)`,
      )
      .all(...skills, orderId, wanted.endMs, wanted.startMs) as (InterpreterRow & { skill_id: string })[];

    // The order's facts, read once and only when a portal interpreter is a candidate.
    let facts: OfferFacts | null | undefined;
    const wantsIt = (c: InterpreterRow) => {
      if (!c.email) return true;
      if (facts === undefined) facts = this.preferences.factsOfOrder(orderId);
      return facts === null || this.preferences.admits(c.id, facts);
    };
    const eligible = candidates.filter((c) => !excluded.has(c.id) && meetsHardRequirements(c, wanted) && wantsIt(c));
    const first = (i: InterpreterRow) => (i.id === wanted.previousInterpreterId ? 2 : i.email ? 1 : 0);
    const ranked = eligible.sort((a, b) => first(b) - first(a) || score(b, wanted, orderId) - score(a, wanted, orderId));
    // Availability last, in rank order: it is read only until the best one who can be asked is found.
    const channel = wanted.remote ? 'phone' : 'onSite';
    const best = ranked.find((c) => !c.email || this.reach.reaches(c.id, wanted.startMs, wanted.endMs, channel, 'asked'));
    if (!best) return null;
    const { skill_id: skillId, ...interpreter } = best;
    return { interpreter, basedOnSubstitute: skillId !== wanted.skillId };
  }
}

const fullName = (i: InterpreterRow) => `${i.first_name} ${i.last_name}`.toLowerCase();
const isRequested = (i: InterpreterRow, wanted: Requirements) =>
  wanted.preferredResource !== null && fullName(i) === wanted.preferredResource.trim().toLowerCase();

function meetsHardRequirements(i: InterpreterRow, wanted: Requirements): boolean {
  if (wanted.competenceLevel !== null) {
    if (wanted.competenceExact && i.competence_level !== wanted.competenceLevel) return false;
    if (wanted.competenceOrHigher && i.competence_level < wanted.competenceLevel) return false;
  }
  if (wanted.genderRequired && wanted.gender !== null && i.gender !== wanted.gender) return false;
  if (wanted.preferredResourceLevel === 1 && wanted.preferredResource && !isRequested(i, wanted)) return false;
  if (wanted.groupInterpreterId !== null && i.id !== wanted.groupInterpreterId) return false;
  return true;
}

function score(i: InterpreterRow & { skill_id: string }, wanted: Requirements, orderId: string): number {
  let points = 0;
  if (i.id === wanted.previousInterpreterId) points += 1000;
  if (isRequested(i, wanted)) points += 500;
  if (i.skill_id === wanted.skillId) points += 200;
  if (wanted.competenceLevel !== null && i.competence_level >= wanted.competenceLevel) points += 100;
  if (wanted.gender !== null && i.gender === wanted.gender) points += 50;
  points += i.competence_level * 5;
  // A stable tie-break per order, so the same order always gets the same interpreter.
  return points + (hash(`${orderId}:${i.id}`) % 5);
}

/** A small stable string hash (FNV-1a). */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

import {
  NO_ASSIGNMENT_PREFERENCES,
  normaliseAssignmentPreferences,
  offerFitsPreferences,
  type AssignmentPreferenceOptions,
  type AssignmentPreferences,
  type NormalisedPreferences,
  type OfferFacts,
  type UnknownPreferenceIds,
} from '@tolk/core';
import {
  ErrorCode,
  errorItem,
  type AssignmentPreferenceOptionsWire,
  type AssignmentPreferencesWire,
  type ErrorItem,
} from '@tolk/crm-contract';
import type { Database, Statement } from 'better-sqlite3';
import type { OrderRow } from '../orders/order-row.js';
import { AGREEMENTS, agreementOf } from '../reports/agreements.js';

/**
 * The interpreter's assignment-chooser preferences (spec 3 §2; issue 15; docs/decisions.md): the
 * dispatcher offers an interpreter who uses the portal only the orders that fit them. In this mock
 * world an order's three facts are:
 * - its **agreement**: the spec's default agreements, 4 (remote) or 22 (on site), as the reports
 *   split orders (reports/agreements.ts);
 * - its **article**: the billing article of its service (GetArticles' Telefontolkning,
 *   Kontakttolkning, Videotolkning, Skypetolkning), as the order's ArticleIdentifier;
 * - its customer's **business area**: the CRM keeps none, so it is derived from the customer's name,
 *   then its department (businessAreaOf): the same customer always has the same area.
 */

/** The business areas, in the settings screen's order; the last one takes whatever no other names. */
export const BUSINESS_AREAS = [
  { id: 1, name: 'Hälso- och sjukvård', words: ['region', 'vårdcentral', 'sjukhus', 'akutmottagning', 'sjukvård', 'psykiatri'] },
  {
    id: 2,
    name: 'Socialtjänst och omsorg',
    words: ['socialtjänst', 'socialförvaltning', 'omsorg', 'hemtjänst', 'individ- och familj'],
  },
  { id: 3, name: 'Skola och utbildning', words: ['utbildning', 'skola', 'elevhälsa'] },
  { id: 4, name: 'Arbetsmarknad och etablering', words: ['arbetsmarknad', 'arbetsförmedling', 'etablering'] },
  {
    id: 5,
    name: 'Rättsväsende och migration',
    words: ['familjerätt', 'domstol', 'tingsrätt', 'migrationsverket', 'kriminalvård'],
  },
  { id: 6, name: 'Övrig offentlig verksamhet', words: [] },
] as const;

const OTHER_AREA = 6;

/**
 * A customer's business area: the first area (in BUSINESS_AREAS' order) a word of which its name
 * contains, else the first its department contains, else "Övrig offentlig verksamhet".
 * 1001 Socialtjänsten Norrmalm → 2, 1002 Region Skåne → 1, 1003 Arbetsmarknadsförvaltningen → 4,
 * 1004 Omsorgsförvaltningen → 2.
 */
export function businessAreaOf(customer: { readonly name: string; readonly department: string | null }): number {
  for (const text of [customer.name, customer.department ?? '']) {
    const lower = text.toLocaleLowerCase('sv');
    const area = BUSINESS_AREAS.find((a) => a.words.some((word) => lower.includes(word)));
    if (area) return area.id;
  }
  return OTHER_AREA;
}

type Kind = 'agreement' | 'article' | 'business-area';

/** The preferences' table (interpreter/schema.ts): one row per chosen value; no rows of a kind is all of it. */
export class AssignmentPreferencesStore {
  private readonly rows: Statement;
  private readonly articles: Statement;
  private readonly articleOfService: Statement;
  private readonly customer: Statement;
  private readonly order: Statement;

  constructor(private readonly db: Database) {
    this.rows = db.prepare('SELECT kind, value FROM interpreter_assignment_preferences WHERE interpreter_id = ? ORDER BY rowid');
    // The interpreting articles: those that are a service, in the booking form's order.
    this.articles = db.prepare(
      'SELECT a.id, a.name FROM articles a JOIN services s ON s.name = a.name ORDER BY s.sort_order, a.name',
    );
    this.articleOfService = db.prepare('SELECT id FROM articles WHERE name = ? ORDER BY id LIMIT 1').pluck();
    this.customer = db.prepare('SELECT name, department FROM customers WHERE id = ?');
    this.order = db.prepare('SELECT customer_id, is_remote, service_name FROM orders WHERE id = ?');
  }

  options(): AssignmentPreferenceOptions {
    return {
      agreements: AGREEMENTS.map(({ id, name }) => ({ id, name })),
      articles: (this.articles.all() as { id: string; name: string }[]).map(({ id, name }) => ({ id, name })),
      businessAreas: BUSINESS_AREAS.map(({ id, name }) => ({ id, name })),
    };
  }

  /** The interpreter's saved choice; nothing saved is nothing narrowed. */
  chosen(interpreterId: string): AssignmentPreferences {
    const rows = this.rows.all(interpreterId) as { kind: Kind; value: string }[];
    if (rows.length === 0) return NO_ASSIGNMENT_PREFERENCES;
    const of = (kind: Kind) => rows.filter((row) => row.kind === kind).map((row) => row.value);
    return {
      agreementIds: of('agreement').map(Number),
      articleIds: of('article'),
      businessAreaIds: of('business-area').map(Number),
    };
  }

  /** Replaces the choice with its normalised form (core's rule), or names the ids that are no option. */
  save(interpreterId: string, choice: AssignmentPreferences): NormalisedPreferences {
    const normalised = normaliseAssignmentPreferences(choice, this.options());
    if (normalised.kind === 'unknown') return normalised;
    const saved = normalised.preferences;
    const insert = this.db.prepare(
      'INSERT INTO interpreter_assignment_preferences (interpreter_id, kind, value) VALUES (?, ?, ?)',
    );
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM interpreter_assignment_preferences WHERE interpreter_id = ?').run(interpreterId);
      for (const id of saved.agreementIds) insert.run(interpreterId, 'agreement', String(id));
      for (const id of saved.articleIds) insert.run(interpreterId, 'article', id);
      for (const id of saved.businessAreaIds) insert.run(interpreterId, 'business-area', String(id));
    })();
    return normalised;
  }

  /** An order's facts as the preferences judge them (an order whose article is missing fits no chosen article). */
  factsOf(order: Pick<OrderRow, 'customer_id' | 'is_remote' | 'service_name'>): OfferFacts {
    const customer = this.customer.get(order.customer_id) as { name: string; department: string | null } | undefined;
    return {
      agreementId: agreementOf({ isRemote: order.is_remote === 1 }),
      articleId: (this.articleOfService.get(order.service_name) as string | undefined) ?? '',
      businessAreaId: customer ? businessAreaOf(customer) : OTHER_AREA,
    };
  }

  factsOfOrder(orderId: string): OfferFacts | null {
    const order = this.order.get(orderId) as Pick<OrderRow, 'customer_id' | 'is_remote' | 'service_name'> | undefined;
    return order ? this.factsOf(order) : null;
  }

  /** Whether the interpreter's preferences let them be offered an order with these facts. */
  admits(interpreterId: string, facts: OfferFacts): boolean {
    return offerFitsPreferences(facts, this.chosen(interpreterId));
  }
}

export const toOptionsWire = (options: AssignmentPreferenceOptions): AssignmentPreferenceOptionsWire => ({
  Agreements: options.agreements.map((a) => ({ AgreementId: a.id, AgreementName: a.name })),
  Articles: options.articles.map((a) => ({ ArticleIdentifier: a.id, ArticleName: a.name })),
  BusinessAreas: options.businessAreas.map((a) => ({ BusinessAreaId: a.id, BusinessAreaName: a.name })),
});

export const toPreferencesWire = (preferences: AssignmentPreferences): AssignmentPreferencesWire => ({
  AgreementIds: [...preferences.agreementIds],
  ArticleIdentifiers: [...preferences.articleIds],
  BusinessAreaIds: [...preferences.businessAreaIds],
});

export const fromPreferencesWire = (wire: AssignmentPreferencesWire): AssignmentPreferences => ({
  agreementIds: wire.AgreementIds,
  articleIds: wire.ArticleIdentifiers.map((id) => id.trim()),
  businessAreaIds: wire.BusinessAreaIds,
});

/** A refused save: one item per unknown id, 3008 for an article (the catalogue's "Article not found"), 2004 else. */
export const unknownIdErrors = (unknown: UnknownPreferenceIds): ErrorItem[] => [
  ...unknown.agreementIds.map((id) => errorItem(ErrorCode.UnexpectedDataType, `AgreementIds: no agreement ${id}`)),
  ...unknown.articleIds.map((id) => errorItem(ErrorCode.ArticleNotFound, `ArticleIdentifiers: no interpreting article ${id}`)),
  ...unknown.businessAreaIds.map((id) => errorItem(ErrorCode.UnexpectedDataType, `BusinessAreaIds: no business area ${id}`)),
];

/**
 * The interpreter's assignment-chooser preferences (spec 3 §2: "assignment chooser preferences
 * (agreements, article types, business areas)"; issue 15). Which orders the interpreter wants to be
 * offered, by three facts of an order: the framework agreement it is called off under, its article
 * (the kind of interpreting: Telefontolkning, Kontakttolkning, …) and the customer's business area.
 * An empty list means "all": a new interpreter is offered everything (docs/decisions.md).
 */

/** One choice of a list, with its name as the CRM gives it (Swedish). */
export interface PreferenceOption<Id extends number | string> {
  readonly id: Id;
  readonly name: string;
}

/** What the interpreter can choose from. */
export interface AssignmentPreferenceOptions {
  /** The framework agreements (the CRM's agreement ids, e.g. 4 and 22). */
  readonly agreements: readonly PreferenceOption<number>[];
  /** The interpreting articles (the CRM's ArticleIdentifier): Telefontolkning, Kontakttolkning, … */
  readonly articles: readonly PreferenceOption<string>[];
  /** The customers' business areas (the CRM's ids): Hälso- och sjukvård, Socialtjänst och omsorg, … */
  readonly businessAreas: readonly PreferenceOption<number>[];
}

/** The interpreter's choice: each list narrows the offers to its values; an empty list is every value. */
export interface AssignmentPreferences {
  readonly agreementIds: readonly number[];
  readonly articleIds: readonly string[];
  readonly businessAreaIds: readonly number[];
}

/** Nothing narrowed: every order is offered (a new interpreter's preferences, and a cleared choice). */
export const NO_ASSIGNMENT_PREFERENCES: AssignmentPreferences = { agreementIds: [], articleIds: [], businessAreaIds: [] };

/** The three facts of an order the preferences judge. */
export interface OfferFacts {
  readonly agreementId: number;
  readonly articleId: string;
  readonly businessAreaId: number;
}

const admits = <Id>(chosen: readonly Id[], value: Id) => chosen.length === 0 || chosen.includes(value);

/** Whether an order fits the preferences: every non-empty list contains the order's value. */
export const offerFitsPreferences = (offer: OfferFacts, preferences: AssignmentPreferences): boolean =>
  admits(preferences.agreementIds, offer.agreementId) &&
  admits(preferences.articleIds, offer.articleId) &&
  admits(preferences.businessAreaIds, offer.businessAreaId);

/** Whether the preferences narrow nothing (every list empty). */
export const narrowsNothing = (preferences: AssignmentPreferences): boolean =>
  preferences.agreementIds.length === 0 && preferences.articleIds.length === 0 && preferences.businessAreaIds.length === 0;

/** The ids of a choice that are no option, per list. */
export interface UnknownPreferenceIds {
  readonly agreementIds: readonly number[];
  readonly articleIds: readonly string[];
  readonly businessAreaIds: readonly number[];
}

export type NormalisedPreferences =
  | { readonly kind: 'chosen'; readonly preferences: AssignmentPreferences }
  | { readonly kind: 'unknown'; readonly unknown: UnknownPreferenceIds };

/** The options' ids that were chosen, in the options' order: duplicates fall away. */
const inOptionOrder = <Id extends number | string>(options: readonly PreferenceOption<Id>[], chosen: readonly Id[]): Id[] =>
  options.map((option) => option.id).filter((id, i, ids) => chosen.includes(id) && ids.indexOf(id) === i);

const notOffered = <Id extends number | string>(options: readonly PreferenceOption<Id>[], chosen: readonly Id[]): Id[] =>
  [...new Set(chosen)].filter((id) => !options.some((option) => option.id === id));

/**
 * A choice as it is saved: refused when it names an id that is no option (the unknown ids, per
 * list); otherwise each list without duplicates, in the options' order, so that one choice has one
 * saved form however it was sent.
 */
export function normaliseAssignmentPreferences(
  choice: AssignmentPreferences,
  options: AssignmentPreferenceOptions,
): NormalisedPreferences {
  const unknown: UnknownPreferenceIds = {
    agreementIds: notOffered(options.agreements, choice.agreementIds),
    articleIds: notOffered(options.articles, choice.articleIds),
    businessAreaIds: notOffered(options.businessAreas, choice.businessAreaIds),
  };
  if (!narrowsNothing(unknown)) return { kind: 'unknown', unknown };
  return {
    kind: 'chosen',
    preferences: {
      agreementIds: inOptionOrder(options.agreements, choice.agreementIds),
      articleIds: inOptionOrder(options.articles, choice.articleIds),
      businessAreaIds: inOptionOrder(options.businessAreas, choice.businessAreaIds),
    },
  };
}

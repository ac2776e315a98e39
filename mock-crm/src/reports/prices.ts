/**
 * The mock's price model (docs/api.md, "Reporting"), in öre (1/100 SEK, excluding VAT) so that
 * sums are exact; the reports answer SEK. Simple on purpose: the spec shows invoiced amounts but
 * not how the provider prices, so this is ours.
 *
 * - An assignment is priced per started half hour (at least one) of the time spent: a rate by
 *   service type plus a supplement by the interpreter's competence level.
 * - A late cancellation (spec 3 §9: under 18 h before an on-site start, 2 h before a remote one)
 *   is charged as the booked time at the same rates.
 * - Travel of an on-site assignment: an allowance per kilometre and per started half hour of
 *   travel time (there and back).
 * - A deviation the provider is answerable for gives the customer a penalty (vite) by its cause.
 */

/** Per started half hour, by service (article) name. */
export const HALF_HOUR_RATE: Readonly<Record<string, number>> = {
  Telefontolkning: 17_500,
  Videotolkning: 19_500,
  Skypetolkning: 19_500,
  Kontakttolkning: 24_500,
};
/** A service not listed above is priced as on-site interpreting. */
export const OTHER_SERVICE_RATE = 24_500;

/** Supplement per started half hour by competence level (spec 3 §6: 1 registered … 5 authorised, special). */
export const COMPETENCE_SUPPLEMENT: Readonly<Record<number, number>> = { 1: 0, 2: 1_500, 3: 3_000, 4: 7_500, 5: 12_000 };

/** Travel allowance: per kilometre, and per started half hour of travel time. */
export const PER_KILOMETRE = 350;
export const PER_TRAVEL_HALF_HOUR = 12_000;

/** The penalty a deviation earns once the provider has answered it (Avslutad), by complaint cause. */
export const PENALTY_BY_CAUSE: Readonly<Record<string, number>> = {
  'Tolken kom inte': 150_000,
  'Tolken kom för sent': 50_000,
  'Bristande tolkning': 100_000,
  'Fel språk eller dialekt': 100_000,
  'Olämpligt uppträdande': 100_000,
  'Brott mot tystnadsplikten': 200_000,
};

export const startedHalfHours = (minutes: number): number => Math.max(1, Math.ceil(minutes / 30));

/** The price of `minutes` of a service at a competence level (none: level 1). */
export function assignmentPrice(serviceName: string, competenceLevel: number | null, minutes: number): number {
  const rate = (HALF_HOUR_RATE[serviceName] ?? OTHER_SERVICE_RATE) + (COMPETENCE_SUPPLEMENT[competenceLevel ?? 1] ?? 0);
  return startedHalfHours(minutes) * rate;
}

/** The travel allowance of `kilometreTenths` tenths of a kilometre and `travelMinutes` of travel. */
export function travelAllowance(kilometreTenths: number, travelMinutes: number): number {
  const distance = Math.round((kilometreTenths * PER_KILOMETRE) / 10);
  return distance + (travelMinutes > 0 ? startedHalfHours(travelMinutes) * PER_TRAVEL_HALF_HOUR : 0);
}

export const penaltyFor = (cause: string | null): number => (cause === null ? 0 : (PENALTY_BY_CAUSE[cause] ?? 0));

/** Öre as SEK, for the answer. */
export const kronor = (ore: number): number => ore / 100;

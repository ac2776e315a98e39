import type { ReportAgreement } from '@tolk/crm-contract';

/**
 * Agreements (docs/api.md, "Reporting"): the framework agreements an order is called off under.
 * The mock keeps it simple: every customer has the spec's default agreements 4 and 22, and an
 * order belongs to exactly one of them by how it is performed, so the two split every report.
 */
export const AGREEMENTS = [
  { id: 4, name: 'Ramavtal distanstolkning (telefon och video)', remote: true },
  { id: 22, name: 'Ramavtal kontakttolkning (på plats)', remote: false },
] as const;

export type AgreementId = (typeof AGREEMENTS)[number]['id'];

/** The agreements of a customer (the same for all in the mock). */
export const agreementsOf = (_customerId: string): readonly ReportAgreement[] => AGREEMENTS.map(({ id, name }) => ({ id, name }));

/** The agreement an order belongs to. */
export const agreementOf = (order: { readonly isRemote: boolean }): AgreementId => (order.isRemote ? 4 : 22);

/**
 * The agreements a report covers: those asked for that are the customer's, or all of the
 * customer's when none are asked for. An id the customer does not have covers nothing.
 */
export function selectedAgreements(customerId: string, asked: readonly number[]): ReadonlySet<number> {
  const own = agreementsOf(customerId).map((a) => a.id);
  return new Set(asked.length === 0 ? own : own.filter((id) => asked.includes(id)));
}

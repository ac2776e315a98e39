/**
 * THE PROVIDER'S CONTACT DETAILS — TO BE SET BY THE PROVIDER BEFORE PRODUCTION.
 *
 * The spec shows these in the product but does not give them (spec 3 §2, §9: "fixed values, not
 * reproduced here"; spec 2 §9: the emergency number while an order is in progress). This file is
 * the one place that holds them; nothing else in the portal does (README, "The provider's contact
 * details"). The defaults below are realistic but NOT the provider's:
 * - the telephone numbers lie in the ranges the Swedish Post and Telecom Authority (PTS) keeps for
 *   fiction (08-465 004 00–99, 040-628 04 00–99), so no real subscriber is ever called;
 * - the addresses, e-mail address and course link are demo values of the same shape as the real ones.
 */

export interface ProviderOffice {
  readonly id: 'stockholm' | 'malmo';
  readonly streetAddress: string;
  readonly postalAddress: string;
  /** The customer-service number, as shown and dialled. */
  readonly phone: string;
}

export interface ProviderContact {
  /** The contact page's two offices (spec 3 §2). */
  readonly offices: readonly ProviderOffice[];
  readonly customerServiceEmail: string;
  /** The roughly 20-minute digital course on speaking through an interpreter. */
  readonly interpreterCourseUrl: string;
  /** Shown in an order's details while it is in progress (spec 2 §9). */
  readonly emergencyNumber: string;
}

export const PROVIDER_CONTACT: ProviderContact = {
  offices: [
    { id: 'stockholm', streetAddress: 'Sveavägen 44', postalAddress: '111 34 Stockholm', phone: '08-465 004 10' },
    { id: 'malmo', streetAddress: 'Stortorget 9', postalAddress: '211 22 Malmö', phone: '040-628 04 10' },
  ],
  customerServiceEmail: 'kundtjanst@tolkportal.se',
  interpreterCourseUrl: 'https://www.tolkportal.se/kurs/tala-genom-tolk',
  emergencyNumber: '08-465 004 99',
};

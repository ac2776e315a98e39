/**
 * PLACEHOLDERS. The provider's real office addresses, customer-service numbers, e-mail address and
 * course link are shown in the product but not given in the spec (spec 3 §2, §9: "fixed values, not
 * reproduced here"). Replace these values with the provider's before production; nothing else in
 * the portal holds them.
 */
export const PRODUCT_SLUG = 'tolkportal';
export const CONTACT_PATH = `/contact-${PRODUCT_SLUG}`;

export interface Office {
  readonly id: 'stockholm' | 'malmo';
  readonly streetAddress: string;
  readonly postalAddress: string;
  /** The customer-service number, as dialled. */
  readonly phone: string;
}

export const OFFICES: readonly Office[] = [
  { id: 'stockholm', streetAddress: 'Exempelgatan 1', postalAddress: '111 11 Stockholm', phone: '08-000 00 00' },
  { id: 'malmo', streetAddress: 'Exempelgatan 2', postalAddress: '211 11 Malmö', phone: '040-00 00 00' },
];

export const CUSTOMER_SERVICE_EMAIL = 'kundtjanst@example.se';

/** The roughly 20-minute digital course on speaking through an interpreter. */
export const INTERPRETER_COURSE_URL = 'https://example.se/kurs/tala-genom-tolk';

/** `tel:` form of a Swedish number as shown: digits only, the leading 0 kept. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

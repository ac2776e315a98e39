import { PROVIDER_CONTACT, type ProviderOffice } from '../../config/provider-contact.js';

/**
 * The contact page's values, read from the provider's configuration (src/config/provider-contact.ts,
 * the one place that holds them) under the names the pages use.
 */
export const PRODUCT_SLUG = 'tolkportal';
export const CONTACT_PATH = `/contact-${PRODUCT_SLUG}`;

export type Office = ProviderOffice;

export const OFFICES: readonly Office[] = PROVIDER_CONTACT.offices;

export const CUSTOMER_SERVICE_EMAIL = PROVIDER_CONTACT.customerServiceEmail;

/** The roughly 20-minute digital course on speaking through an interpreter. */
export const INTERPRETER_COURSE_URL = PROVIDER_CONTACT.interpreterCourseUrl;

/** `tel:` form of a Swedish number as shown: digits only, the leading 0 kept. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

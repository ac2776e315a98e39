import { PROVIDER_CONTACT } from '../../config/provider-contact.js';

/** The provider's emergency number (spec 2 §9), set in src/config/provider-contact.ts. */
export const PROVIDER_EMERGENCY_NUMBER = PROVIDER_CONTACT.emergencyNumber;

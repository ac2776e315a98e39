/**
 * PLACEHOLDER — the provider's emergency number. Spec 2 §9 says the number is shown while an
 * order is in progress but does not reproduce it; set the real number here (the one place).
 */
export const PROVIDER_EMERGENCY_NUMBER = '000-000 00 00';

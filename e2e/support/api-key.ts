/** The local default key of mock-crm and the gateway; it must not be in the bundle either. */
export const DEFAULT_API_KEY_HINT = 'tolkportal-local-api-key';

/**
 * What mock-crm is told to get wrong, as plain data: set from the environment at start
 * (MOCK_CRM_FAULT_*) and changed at run time through `POST /__control/faults`.
 */
export interface FaultSettings {
  /** Milliseconds added to every CRM call before it is answered. */
  readonly latencyMs: number;
  /** The share (0..1) of CRM calls answered HTTP 503 with Errors 4001, drawn at random. */
  readonly serverErrorRate: number;
  /** The next N CRM calls answer Errors 4001 (CRM unresponsive). */
  readonly crmUnresponsive: number;
  /** The next N calls to /Billing/* answer Errors 4002 (billing unresponsive). */
  readonly billingUnresponsive: number;
  /** The next N CreateNewOrder calls answer Errors 9999 and create nothing. */
  readonly failCreateOrder: number;
  /** The next N direct (auto-assign) orders answer Errors 1075 (the slot was taken). */
  readonly directOrderSlotTaken: number;
  /** The next N RateOrder calls answer Errors 9999 and save nothing. */
  readonly failRateOrder: number;
  /** The next N RateOrder calls answer IsSuccess false without Errors and save nothing. */
  readonly rateOrderNotSaved: number;
  /** The next N CreateDeviation calls answer Errors 9999 and register nothing. */
  readonly failCreateDeviation: number;
}

export type FaultSettingName = keyof FaultSettings;

export const NO_FAULTS: FaultSettings = {
  latencyMs: 0,
  serverErrorRate: 0,
  crmUnresponsive: 0,
  billingUnresponsive: 0,
  failCreateOrder: 0,
  directOrderSlotTaken: 0,
  failRateOrder: 0,
  rateOrderNotSaved: 0,
  failCreateDeviation: 0,
};

/** Ten minutes: longer than any client waits, short enough that a typo does not hang a call for days. */
export const MAX_LATENCY_MS = 600_000;

type Rule = { readonly what: string; readonly accepts: (value: number) => boolean };

const count: Rule = { what: 'a whole number ≥ 0', accepts: (n) => Number.isSafeInteger(n) && n >= 0 };
const RULES: Record<FaultSettingName, Rule> = {
  latencyMs: {
    what: `a whole number of milliseconds from 0 to ${MAX_LATENCY_MS}`,
    accepts: (n) => count.accepts(n) && n <= MAX_LATENCY_MS,
  },
  serverErrorRate: { what: 'a number from 0 to 1', accepts: (n) => Number.isFinite(n) && n >= 0 && n <= 1 },
  crmUnresponsive: count,
  billingUnresponsive: count,
  failCreateOrder: count,
  directOrderSlotTaken: count,
  failRateOrder: count,
  rateOrderNotSaved: count,
  failCreateDeviation: count,
};

/** The environment variable of each setting. */
export const FAULT_ENV: Record<FaultSettingName, string> = {
  latencyMs: 'MOCK_CRM_FAULT_LATENCY_MS',
  serverErrorRate: 'MOCK_CRM_FAULT_5XX_RATE',
  crmUnresponsive: 'MOCK_CRM_FAULT_CRM_UNRESPONSIVE',
  billingUnresponsive: 'MOCK_CRM_FAULT_BILLING_UNRESPONSIVE',
  failCreateOrder: 'MOCK_CRM_FAULT_FAIL_CREATE_ORDER',
  directOrderSlotTaken: 'MOCK_CRM_FAULT_SLOT_TAKEN',
  failRateOrder: 'MOCK_CRM_FAULT_FAIL_RATE_ORDER',
  rateOrderNotSaved: 'MOCK_CRM_FAULT_RATE_ORDER_NOT_SAVED',
  failCreateDeviation: 'MOCK_CRM_FAULT_FAIL_CREATE_DEVIATION',
};

const NAMES = Object.keys(NO_FAULTS) as FaultSettingName[];
const isName = (key: string): key is FaultSettingName => (NAMES as string[]).includes(key);

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/**
 * Reads the MOCK_CRM_FAULT_* variables; an unset or empty one means no such fault. A bad value is
 * refused with a message naming the variable, what it accepts and what it got.
 */
export function faultSettingsFromEnv(env: NodeJS.ProcessEnv): Parsed<FaultSettings> {
  const settings: Record<FaultSettingName, number> = { ...NO_FAULTS };
  for (const name of NAMES) {
    const raw = env[FAULT_ENV[name]]?.trim();
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!RULES[name].accepts(value)) {
      return { ok: false, message: `${FAULT_ENV[name]} must be ${RULES[name].what}, got "${raw}"` };
    }
    settings[name] = value;
  }
  return { ok: true, value: settings };
}

/** Checks a partial update from the control route: known names only, each value within its rule. */
export function faultSettingsUpdate(body: unknown): Parsed<Partial<FaultSettings>> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, message: `the body must be a JSON object with some of: ${NAMES.join(', ')}` };
  }
  const update: Partial<Record<FaultSettingName, number>> = {};
  for (const [key, value] of Object.entries(body)) {
    if (!isName(key)) return { ok: false, message: `unknown fault setting "${key}"; known: ${NAMES.join(', ')}` };
    if (typeof value !== 'number' || !RULES[key].accepts(value)) {
      return { ok: false, message: `${key} must be ${RULES[key].what}, got ${JSON.stringify(value)}` };
    }
    update[key] = value;
  }
  return { ok: true, value: update };
}

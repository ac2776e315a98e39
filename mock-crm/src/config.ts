import { availableParallelism } from 'node:os';
import type { Temporal } from 'temporal-polyfill';
import { parseInstant } from '@tolk/core';
import { DEFAULT_DEMO_ORDERS } from './seed/customers.js';
import { NO_FAULTS, faultSettingsFromEnv, type FaultSettings } from './faults/settings.js';

export interface MockCrmConfig {
  readonly host: string;
  readonly port: number;
  /** A file path (created with its folder), or `:memory:` for tests. */
  readonly databasePath: string;
  /** The API key the gateway must add to api-key calls. */
  readonly apiKey: string;
  /** Where the settable clock starts; real time when absent. */
  readonly startAt: Temporal.Instant | null;
  readonly tokenTtlMinutes: number;
  /** The test-only control routes (clock, faults) exist only when this is on. */
  readonly controlEnabled: boolean;
  /** Every mail also printed to the console (MOCK_CRM_PRINT_MAIL=1; `npm start` sets it for the interpreters' login links). */
  readonly printMail?: boolean;
  /** Seed an empty database at start. */
  readonly seedWhenEmpty: boolean;
  /** Orders of the store when an empty database is seeded (SeedOptions.orders: beyond the demo customers' 10,000, scale customers). */
  readonly seedOrders: number;
  readonly logger: boolean;
  /**
   * Which answers are checked against the contract before they leave (crm-route.ts): `all` in
   * tests; `sampled` (the first of each call, then one in ANSWER_CHECK_SAMPLE) by default, as
   * decoding a month of orders costs more than making it. MOCK_CRM_CHECK_ANSWERS.
   */
  readonly checkAnswers: AnswerChecks;
  /** Faults injected from the start (MOCK_CRM_FAULT_*); the control routes change them later. */
  readonly faults: FaultSettings;
  /** The simulated order world (issue 3): dispatcher delay, rejection rate, "close to the start". */
  readonly orders: OrderWorldSettings;
  /**
   * Threads that make SearchOrders' answers over a database file, each with a read-only connection
   * (orders/order-wire-threads.ts); 0 makes them on the server's own thread, as `:memory:` always
   * does. MOCK_CRM_SEARCH_THREADS; unless set, one per core up to MAX_DEFAULT_SEARCH_THREADS.
   */
  readonly searchThreads: number;
  /** Password-reset links (issue 6): the AES-256-GCM key (64 hex digits) and the portal they open. */
  readonly resetLinks: ResetLinkSettings;
  /** The login lockout (issue 10): this many failures of one customer number from one address lock it for a while. */
  readonly loginLockout: LoginLockoutSettings;
  /** Login links one interpreter may be mailed per 15 minutes (LINKS_PER_WINDOW unless set; browser tests log in often). */
  readonly interpreterLinksPerWindow?: number;
}

export interface LoginLockoutSettings {
  readonly failures: number;
  readonly minutes: number;
}

export const DEFAULT_LOGIN_LOCKOUT: LoginLockoutSettings = { failures: 5, minutes: 15 };

export interface ResetLinkSettings {
  readonly keyHex: string;
  readonly portalUrl: string;
  readonly validHours: number;
}

/** For development and tests only; a deployment sets MOCK_CRM_RESET_LINK_KEY. */
export const DEV_RESET_LINK_KEY = '6d6f636b2d63726d2d72657365742d6c696e6b2d6b65792d646576656c6f7021';

export interface OrderWorldSettings {
  readonly dispatchDelayMinutes: number;
  /** Share of orders the provider cannot staff (rare). */
  readonly rejectRate: number;
  /** A critical change less than this many hours before the start makes a new order. */
  readonly newOrderWithinHours: number;
}

export const DEFAULT_ORDER_WORLD: OrderWorldSettings = { dispatchDelayMinutes: 2, rejectRate: 0.02, newOrderWithinHours: 48 };

export type AnswerChecks = 'all' | 'sampled';

/**
 * The largest request body the mock takes: attachments, deviation documents and the interpreter's
 * receipt photos travel as base64 in JSON (a 2 MB photo is about 2.7 MB of it). The gateway's
 * BODY_LIMIT_BYTES is the same.
 */
export const BODY_LIMIT_BYTES = 30 * 1024 * 1024;

export const DEFAULT_API_KEY = 'tolkportal-local-api-key';

/** Throws, naming the variable, when a MOCK_CRM_FAULT_* value is bad. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): MockCrmConfig {
  const faults = faultSettingsFromEnv(env);
  if (!faults.ok) throw new Error(faults.message);
  return {
    host: env.MOCK_CRM_HOST ?? '127.0.0.1',
    port: Number(env.MOCK_CRM_PORT ?? 4010),
    databasePath: env.MOCK_CRM_DB ?? '.data/mock-crm.sqlite',
    apiKey: env.MOCK_CRM_API_KEY ?? DEFAULT_API_KEY,
    startAt: env.MOCK_CRM_NOW ? parseInstant(env.MOCK_CRM_NOW) : null,
    tokenTtlMinutes: Number(env.MOCK_CRM_TOKEN_TTL_MINUTES ?? 60),
    controlEnabled: env.MOCK_CRM_CONTROL === '1',
    printMail: env.MOCK_CRM_PRINT_MAIL === '1',
    seedWhenEmpty: env.MOCK_CRM_SEED !== '0',
    seedOrders: Number(env.MOCK_CRM_SEED_ORDERS ?? DEFAULT_DEMO_ORDERS),
    logger: env.MOCK_CRM_LOG !== '0',
    checkAnswers: answerChecksFromEnv(env.MOCK_CRM_CHECK_ANSWERS),
    orders: {
      dispatchDelayMinutes: Number(env.MOCK_CRM_DISPATCH_DELAY_MINUTES ?? DEFAULT_ORDER_WORLD.dispatchDelayMinutes),
      rejectRate: Number(env.MOCK_CRM_REJECT_RATE ?? DEFAULT_ORDER_WORLD.rejectRate),
      newOrderWithinHours: Number(env.MOCK_CRM_NEW_ORDER_HOURS ?? DEFAULT_ORDER_WORLD.newOrderWithinHours),
    },
    searchThreads: searchThreadsFromEnv(env.MOCK_CRM_SEARCH_THREADS),
    faults: faults.value,
    resetLinks: {
      keyHex: env.MOCK_CRM_RESET_LINK_KEY ?? DEV_RESET_LINK_KEY,
      portalUrl: (env.MOCK_CRM_PORTAL_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, ''),
      validHours: Number(env.MOCK_CRM_RESET_LINK_HOURS ?? 24),
    },
    interpreterLinksPerWindow: env.MOCK_CRM_INTERPRETER_LINKS_PER_WINDOW
      ? Number(env.MOCK_CRM_INTERPRETER_LINKS_PER_WINDOW)
      : undefined,
    loginLockout: {
      failures: Number(env.MOCK_CRM_LOCKOUT_FAILURES ?? DEFAULT_LOGIN_LOCKOUT.failures),
      minutes: Number(env.MOCK_CRM_LOCKOUT_MINUTES ?? DEFAULT_LOGIN_LOCKOUT.minutes),
    },
  };
}

/** Beyond four, a laptop's mock would hold more connections and threads than its few callers use. */
const MAX_DEFAULT_SEARCH_THREADS = 4;

function searchThreadsFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return Math.min(availableParallelism(), MAX_DEFAULT_SEARCH_THREADS);
  const threads = Number(value);
  if (!Number.isInteger(threads) || threads < 0 || threads > 16) {
    throw new Error(`MOCK_CRM_SEARCH_THREADS must be a whole number from 0 to 16, got "${value}"`);
  }
  return threads;
}

function answerChecksFromEnv(value: string | undefined): AnswerChecks {
  if (value === undefined || value === '' || value === 'sampled') return 'sampled';
  if (value === 'all') return 'all';
  throw new Error(`MOCK_CRM_CHECK_ANSWERS must be "all" or "sampled", got "${value}"`);
}

export const testConfig = (overrides: Partial<MockCrmConfig> = {}): MockCrmConfig => ({
  host: '127.0.0.1',
  port: 0,
  databasePath: ':memory:',
  searchThreads: 0,
  apiKey: 'test-api-key',
  startAt: parseInstant('2026-11-23 10:00:00'),
  tokenTtlMinutes: 60,
  controlEnabled: true,
  seedWhenEmpty: true,
  // Enough orders for every rule, few enough that each test's fresh world is quick to make.
  seedOrders: 600,
  logger: false,
  checkAnswers: 'all',
  faults: NO_FAULTS,
  orders: { ...DEFAULT_ORDER_WORLD, rejectRate: 0 },
  resetLinks: { keyHex: DEV_RESET_LINK_KEY, portalUrl: 'http://portal.test', validHours: 24 },
  loginLockout: DEFAULT_LOGIN_LOCKOUT,
  ...overrides,
});

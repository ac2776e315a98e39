import type { Temporal } from 'temporal-polyfill';
import { parseInstant } from '@tolk/core';

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
  /** Seed an empty database at start. */
  readonly seedWhenEmpty: boolean;
  readonly logger: boolean;
}

export const DEFAULT_API_KEY = 'tolkportal-local-api-key';

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): MockCrmConfig {
  return {
    host: env.MOCK_CRM_HOST ?? '127.0.0.1',
    port: Number(env.MOCK_CRM_PORT ?? 4010),
    databasePath: env.MOCK_CRM_DB ?? '.data/mock-crm.sqlite',
    apiKey: env.MOCK_CRM_API_KEY ?? DEFAULT_API_KEY,
    startAt: env.MOCK_CRM_NOW ? parseInstant(env.MOCK_CRM_NOW) : null,
    tokenTtlMinutes: Number(env.MOCK_CRM_TOKEN_TTL_MINUTES ?? 60),
    controlEnabled: env.MOCK_CRM_CONTROL === '1',
    seedWhenEmpty: env.MOCK_CRM_SEED !== '0',
    logger: env.MOCK_CRM_LOG !== '0',
  };
}

export const testConfig = (overrides: Partial<MockCrmConfig> = {}): MockCrmConfig => ({
  host: '127.0.0.1',
  port: 0,
  databasePath: ':memory:',
  apiKey: 'test-api-key',
  startAt: parseInstant('2026-11-23 10:00:00'),
  tokenTtlMinutes: 60,
  controlEnabled: true,
  seedWhenEmpty: true,
  logger: false,
  ...overrides,
});

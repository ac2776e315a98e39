import { fileURLToPath } from 'node:url';
import { DEFAULT_EXTERNAL_CALENDAR, type ExternalCalendarConfig } from './external-calendar.js';

/** A limit of `max` calls per `timeWindowMs`, counted per key in the session store. */
export interface RateLimit {
  readonly max: number;
  readonly timeWindowMs: number;
}

export interface SessionLifetimes {
  /** A session not used for this long ends (docs/decisions.md, "Issue 10"). */
  readonly idleMs: number;
  /** A session ends this long after its login, however busy. */
  readonly absoluteMs: number;
}

export interface GatewayConfig {
  readonly host: string;
  readonly port: number;
  /** The CRM web service the portal talks to: the local mock by default, the provider's in production. */
  readonly crmUrl: string;
  /** Added to every forwarded call here, on the server: it never reaches the browser. */
  readonly crmApiKey: string;
  /** The built client portal. */
  readonly staticDir: string;
  /** The built interpreter portal, served under /interpreter/ (issue 15). */
  readonly interpreterStaticDir?: string;
  /** Logins (and the other credential calls) per client address, and per customer number. */
  readonly loginRateLimit: RateLimit;
  /** The other public calls (docs/api.md, "The gateway"), per client address. */
  readonly publicRateLimit?: RateLimit;
  readonly crmTimeoutMs: number;
  readonly logger: boolean;
  /** The external-calendar feed fetcher (issue 6; DEFAULT_EXTERNAL_CALENDAR when absent); `allowPrivate` is for tests only. */
  readonly externalCalendar?: ExternalCalendarConfig;
  readonly sessions?: SessionLifetimes;
  /** Sessions and rate limits in Redis (several instances share them); the embedded store when absent. */
  readonly redisUrl?: string;
  /** Prefixes every Redis key, so that test runs (or portals) sharing one server stay apart. */
  readonly redisPrefix?: string;
  /**
   * Addresses (or CIDR ranges) of the proxies whose X-Forwarded-For is believed. None by default:
   * the client address is the connection's.
   */
  readonly trustProxy?: readonly string[];
  /** Strict-Transport-Security, and Secure cookies, for deployments reached over HTTPS only. */
  readonly httpsOnly?: boolean;
  /**
   * The only recipients send-mail accepts (the provider's complaint address, issue 13): the browser
   * names a recipient by its key (`complaint`), never by address.
   */
  readonly mailRecipients?: Readonly<Record<string, string>>;
  /** The longest SearchOrders period in days (longer: 6069). */
  readonly maxSearchDays?: number;
}

export const DEFAULT_SESSIONS: SessionLifetimes = { idleMs: 2 * 60 * 60_000, absoluteMs: 12 * 60 * 60_000 };
export const DEFAULT_PUBLIC_RATE_LIMIT: RateLimit = { max: 60, timeWindowMs: 60_000 };
export const DEFAULT_MAX_SEARCH_DAYS = 400;
/** The provider's complaint address unless PROVIDER_COMPLAINT_EMAIL says otherwise (README). */
export const DEFAULT_MAIL_RECIPIENTS = { complaint: 'kvalitet@tolkportal.example' } as const;
/** Above the largest upload the portal accepts: core's MAX_UPLOAD_BYTES (20 MB) as base64 in JSON, about 26.7 MB (docs/api.md, "The gateway"). */
export const BODY_LIMIT_BYTES = 30 * 1024 * 1024;

const defaultStaticDir = fileURLToPath(new URL('../../client-portal/dist', import.meta.url));
const defaultInterpreterStaticDir = fileURLToPath(new URL('../../interpreter-portal/dist', import.meta.url));

const list = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return {
    host: env.GATEWAY_HOST ?? '127.0.0.1',
    port: Number(env.GATEWAY_PORT ?? env.PORT ?? 8080),
    crmUrl: (env.CRM_URL ?? `http://127.0.0.1:${env.MOCK_CRM_PORT ?? 4010}`).replace(/\/$/, ''),
    crmApiKey: env.CRM_API_KEY ?? 'tolkportal-local-api-key',
    staticDir: env.GATEWAY_STATIC_DIR ?? defaultStaticDir,
    interpreterStaticDir: env.GATEWAY_INTERPRETER_STATIC_DIR ?? defaultInterpreterStaticDir,
    loginRateLimit: {
      max: Number(env.LOGIN_RATE_LIMIT_MAX ?? 20),
      timeWindowMs: Number(env.LOGIN_RATE_LIMIT_WINDOW_MS ?? 60_000),
    },
    publicRateLimit: {
      max: Number(env.PUBLIC_RATE_LIMIT_MAX ?? DEFAULT_PUBLIC_RATE_LIMIT.max),
      timeWindowMs: Number(env.PUBLIC_RATE_LIMIT_WINDOW_MS ?? DEFAULT_PUBLIC_RATE_LIMIT.timeWindowMs),
    },
    crmTimeoutMs: Number(env.CRM_TIMEOUT_MS ?? 60_000),
    logger: env.GATEWAY_LOG !== '0',
    externalCalendar: {
      ...DEFAULT_EXTERNAL_CALENDAR,
      allowPrivate: env.EXTERNAL_CALENDAR_ALLOW_PRIVATE === '1',
      maxBytes: Number(env.EXTERNAL_CALENDAR_MAX_BYTES ?? DEFAULT_EXTERNAL_CALENDAR.maxBytes),
      timeoutMs: Number(env.EXTERNAL_CALENDAR_TIMEOUT_MS ?? DEFAULT_EXTERNAL_CALENDAR.timeoutMs),
    },
    sessions: {
      idleMs: Number(env.SESSION_IDLE_MINUTES ?? DEFAULT_SESSIONS.idleMs / 60_000) * 60_000,
      absoluteMs: Number(env.SESSION_ABSOLUTE_HOURS ?? DEFAULT_SESSIONS.absoluteMs / 3_600_000) * 3_600_000,
    },
    ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
    ...(env.REDIS_PREFIX ? { redisPrefix: env.REDIS_PREFIX } : {}),
    trustProxy: list(env.TRUST_PROXY),
    httpsOnly: env.HTTPS_ONLY === '1',
    mailRecipients: { complaint: env.PROVIDER_COMPLAINT_EMAIL?.trim() || DEFAULT_MAIL_RECIPIENTS.complaint },
    maxSearchDays: Number(env.SEARCH_ORDERS_MAX_DAYS ?? DEFAULT_MAX_SEARCH_DAYS),
  };
}

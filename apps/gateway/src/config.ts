import { fileURLToPath } from 'node:url';
import { DEFAULT_PROVIDER_COMPLAINT_EMAIL } from './complaint-mail.js';
import { DEFAULT_EXTERNAL_CALENDAR, type ExternalCalendarConfig } from './external-calendar.js';

export interface GatewayConfig {
  readonly host: string;
  readonly port: number;
  /** The CRM web service the portal talks to: the local mock by default, the provider's in production. */
  readonly crmUrl: string;
  /** Added to every forwarded call here, on the server: it never reaches the browser. */
  readonly crmApiKey: string;
  /** The built client portal. */
  readonly staticDir: string;
  readonly loginRateLimit: { readonly max: number; readonly timeWindowMs: number };
  readonly crmTimeoutMs: number;
  readonly logger: boolean;
  /** The external-calendar feed fetcher (issue 6; DEFAULT_EXTERNAL_CALENDAR when absent); `allowPrivate` is for tests only. */
  readonly externalCalendar?: ExternalCalendarConfig;
  /** Where the mail service sends general complaints (PROVIDER_COMPLAINT_EMAIL); the browser never chooses. */
  readonly providerComplaintEmail?: string;
}

const defaultStaticDir = fileURLToPath(new URL('../../client-portal/dist', import.meta.url));

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return {
    host: env.GATEWAY_HOST ?? '127.0.0.1',
    port: Number(env.GATEWAY_PORT ?? env.PORT ?? 8080),
    crmUrl: (env.CRM_URL ?? `http://127.0.0.1:${env.MOCK_CRM_PORT ?? 4010}`).replace(/\/$/, ''),
    crmApiKey: env.CRM_API_KEY ?? 'tolkportal-local-api-key',
    staticDir: env.GATEWAY_STATIC_DIR ?? defaultStaticDir,
    loginRateLimit: {
      max: Number(env.LOGIN_RATE_LIMIT_MAX ?? 20),
      timeWindowMs: Number(env.LOGIN_RATE_LIMIT_WINDOW_MS ?? 60_000),
    },
    crmTimeoutMs: Number(env.CRM_TIMEOUT_MS ?? 60_000),
    logger: env.GATEWAY_LOG !== '0',
    providerComplaintEmail: env.PROVIDER_COMPLAINT_EMAIL?.trim() || DEFAULT_PROVIDER_COMPLAINT_EMAIL,
    externalCalendar: {
      ...DEFAULT_EXTERNAL_CALENDAR,
      allowPrivate: env.EXTERNAL_CALENDAR_ALLOW_PRIVATE === '1',
      maxBytes: Number(env.EXTERNAL_CALENDAR_MAX_BYTES ?? DEFAULT_EXTERNAL_CALENDAR.maxBytes),
      timeoutMs: Number(env.EXTERNAL_CALENDAR_TIMEOUT_MS ?? DEFAULT_EXTERNAL_CALENDAR.timeoutMs),
    },
  };
}

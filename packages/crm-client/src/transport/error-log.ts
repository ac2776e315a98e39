import { LOGGED_HTTP_STATUSES, SendLog, type LogMessage } from '@tolk/crm-contract';

export type LogLevel = 'error' | 'warning' | 'info';

export interface ErrorReport {
  readonly httpStatus: number | null;
  readonly statusText: string;
  readonly responseData: unknown;
}

/**
 * Sends error reports to the log service (spec 3 §7): only at error level, and of HTTP failures
 * only the listed statuses. It never throws: a failure to log goes to the console and no further.
 */
export class ErrorLog {
  constructor(
    private readonly options: {
      readonly baseUrl: string;
      readonly environment: string;
      readonly portal: string;
      readonly fetch?: typeof fetch;
    },
  ) {}

  async report(level: LogLevel, report: ErrorReport): Promise<void> {
    if (!shouldSend(level, report.httpStatus)) return;
    const message: LogMessage = {
      environment: this.options.environment,
      portal: this.options.portal,
      ...report,
    };
    try {
      const response = await (this.options.fetch ?? fetch)(`${this.options.baseUrl}${SendLog.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Message: JSON.stringify(message), Level: level }),
      });
      if (!response.ok) console.error('SendLog failed', response.status, message);
    } catch (error) {
      console.error('SendLog failed', error, message);
    }
  }
}

export const shouldSend = (level: LogLevel, httpStatus: number | null): boolean =>
  level === 'error' && (httpStatus === null || LOGGED_HTTP_STATUSES.includes(httpStatus));

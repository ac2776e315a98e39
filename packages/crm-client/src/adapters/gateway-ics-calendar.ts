import { parseIcs, type CalendarFeedFailure, type CalendarFeedOutcome, type ExternalCalendarSource } from '@tolk/core';

const FAILURES: readonly CalendarFeedFailure[] = [
  'not-https',
  'address-not-allowed',
  'too-large',
  'timed-out',
  'unreachable',
  'not-a-calendar',
  'bad-address',
];

/**
 * The read-only calendar over an iCalendar subscription address (issue 6): the gateway fetches the
 * feed under its rules (https only, public addresses, size and time limits), the core parses it.
 * A vendor adapter (Google's or Microsoft's API) would implement the same port.
 */
export class GatewayIcsCalendar implements ExternalCalendarSource {
  constructor(
    private readonly path = '/external-calendar',
    private readonly fetchImpl: typeof fetch = (...args) => fetch(...args),
  ) {}

  async events(url: string): Promise<CalendarFeedOutcome> {
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.path}?url=${encodeURIComponent(url)}`, { credentials: 'same-origin' });
    } catch {
      return { kind: 'failed', failure: 'unreachable' };
    }
    if (response.ok) return { kind: 'events', events: parseIcs(await response.text()) };
    const error = await response
      .json()
      .then((body: unknown) => (body as { error?: unknown } | null)?.error)
      .catch(() => undefined);
    const failure = FAILURES.find((known) => known === error) ?? (response.status === 429 ? 'timed-out' : 'unreachable');
    return { kind: 'failed', failure };
  }
}

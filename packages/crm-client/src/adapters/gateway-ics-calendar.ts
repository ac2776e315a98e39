import type { CalendarFeedFailure, CalendarFeedOutcome, ExternalCalendarSource } from '@tolk/core';

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
 * feed under its rules (https only, public addresses, size and time limits), the core parses it
 * (its parser fetched with the first feed: `@tolk/core/external-calendar-feed`, issue 12).
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
    if (response.ok) {
      const [text, feed] = await Promise.all([response.text(), import('@tolk/core/external-calendar-feed').catch(() => null)]);
      // The parser's code cannot be had (the connection went): as unreachable as the feed itself.
      return feed ? { kind: 'events', events: feed.parseIcs(text) } : { kind: 'failed', failure: 'unreachable' };
    }
    const error = await response
      .json()
      .then((body: unknown) => (body as { error?: unknown } | null)?.error)
      .catch(() => undefined);
    const failure = FAILURES.find((known) => known === error) ?? (response.status === 429 ? 'timed-out' : 'unreachable');
    return { kind: 'failed', failure };
  }
}

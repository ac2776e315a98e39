import type { EngagementState, EngagementStateStore } from '@tolk/core';
import type { ClientStorage } from '@tolk/ui';
import { Temporal } from 'temporal-polyfill';

/** This browser's push and analytics state; kept through logout (it is the browser's, like the language). */
export const ENGAGEMENT_KEY = 'tolk.engagement';

const read = <T>(value: unknown, parse: (text: string) => T): T | null => {
  try {
    return typeof value === 'string' ? parse(value) : null;
  } catch {
    return null;
  }
};

/** The state as JSON with ISO dates and instants; anything unreadable counts as never done. */
export class LocalEngagementState implements EngagementStateStore {
  constructor(private readonly storage: ClientStorage) {}

  load(): EngagementState {
    let raw: Record<string, unknown> | null = null;
    try {
      raw = JSON.parse(this.storage.read(ENGAGEMENT_KEY) ?? 'null') as Record<string, unknown> | null;
    } catch {
      raw = null;
    }
    return {
      browserId: typeof raw?.browserId === 'string' && raw.browserId !== '' ? raw.browserId : null,
      sessionOpenSentOn: read(raw?.sessionOpenSentOn, (text) => Temporal.PlainDate.from(text)),
      pushAskedAt: read(raw?.pushAskedAt, (text) => Temporal.Instant.from(text)),
      loggedInId: typeof raw?.loggedInId === 'string' ? raw.loggedInId : null,
    };
  }

  save(state: EngagementState): void {
    this.storage.write(
      ENGAGEMENT_KEY,
      JSON.stringify({
        browserId: state.browserId,
        sessionOpenSentOn: state.sessionOpenSentOn?.toString() ?? null,
        pushAskedAt: state.pushAskedAt?.toString() ?? null,
        loggedInId: state.loggedInId,
      }),
    );
  }
}

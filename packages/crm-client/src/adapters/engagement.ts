import type { Engagement, EngagementEvent, PushRegistration } from '@tolk/core';
import { LogPushEvent, RegisterPushUser } from '@tolk/crm-contract';
import type { CrmTransport } from '../transport/transport.js';

/**
 * The push service and analytics (spec 3 §7) over the CRM's PushService calls (docs/api.md). Quiet:
 * the user is never told about analytics; a failure rejects, and the caller decides what to retry.
 */
export class CrmEngagement implements Engagement {
  constructor(private readonly transport: CrmTransport) {}

  async registerUser(registration: PushRegistration): Promise<void> {
    await this.transport.call(
      RegisterPushUser,
      { BrowserIdentifier: registration.browserId, PushPermission: registration.permission, Language: registration.language },
      { quiet: true },
    );
  }

  async logEvent(event: EngagementEvent, browserId: string): Promise<void> {
    await this.transport.call(LogPushEvent, { BrowserIdentifier: browserId, EventName: event }, { quiet: true });
  }
}

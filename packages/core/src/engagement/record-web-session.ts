import type { Clock } from '../time/clock.js';
import type { Engagement, EngagementStateStore } from './engagement.js';
import { engagementDay, isSessionOpenDue } from './rules.js';

/**
 * Spec 3 §7: the analytics event web_session_open, once a day per browser. The day is remembered
 * only once the event was taken, so a failed send is tried again at the next opening.
 */
export class RecordWebSessionOpen {
  constructor(
    private readonly engagement: Engagement,
    private readonly state: EngagementStateStore,
    private readonly clock: Clock,
  ) {}

  async execute(browserId: string): Promise<'sent' | 'not-due'> {
    const now = this.clock.now();
    if (!isSessionOpenDue(this.state.load().sessionOpenSentOn, now)) return 'not-due';
    await this.engagement.logEvent('web_session_open', browserId);
    this.state.save({ ...this.state.load(), sessionOpenSentOn: engagementDay(now) });
    return 'sent';
  }
}

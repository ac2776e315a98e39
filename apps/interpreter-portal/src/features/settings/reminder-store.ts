import {
  DEFAULT_PRE_START_MINUTES,
  dueReminders,
  isPreStartMinutes,
  type Clock,
  type InterpreterAssignmentSummary,
  type PreStartMinutes,
} from '@tolk/core';
import type { ClientStorage } from '@tolk/ui';
import { action, makeObservable, observable } from 'mobx';

export const REMINDER_MINUTES_KEY = 'tolk.interpreter.reminderMinutes';
const REMINDED_KEY = 'tolk.interpreter.reminded';
/** How often the upcoming assignments are looked through while the portal is open. */
export const REMINDER_CHECK_MS = 30_000;

/** Where a reminder is shown: a toast in the page, and the browser's notification when allowed. */
export interface ReminderOutlet {
  remind(assignment: InterpreterAssignmentSummary, minutesLeft: number): void;
}

/**
 * The pre-start reminder (spec 3 §9's minute options 0–60): while the portal is open, the upcoming
 * assignments are looked through every 30 seconds and each one is reminded of once, from the chosen
 * minutes before its start. Which ones were reminded of is kept in local storage, so a reload does
 * not remind again.
 */
export class ReminderStore {
  minutes: PreStartMinutes;

  constructor(
    private readonly ports: {
      readonly storage: ClientStorage;
      readonly clock: Clock;
      readonly upcoming: () => Promise<readonly InterpreterAssignmentSummary[]>;
      readonly outlet: ReminderOutlet;
    },
  ) {
    const stored = Number(ports.storage.read(REMINDER_MINUTES_KEY));
    this.minutes =
      ports.storage.read(REMINDER_MINUTES_KEY) !== null && isPreStartMinutes(stored) ? stored : DEFAULT_PRE_START_MINUTES;
    makeObservable(this, { minutes: observable, choose: action });
  }

  choose(minutes: PreStartMinutes): void {
    this.minutes = minutes;
    this.ports.storage.write(REMINDER_MINUTES_KEY, String(minutes));
  }

  /** Looks through the upcoming assignments now; answers how many were reminded of. */
  async check(): Promise<number> {
    let upcoming: readonly InterpreterAssignmentSummary[];
    try {
      upcoming = await this.ports.upcoming();
    } catch {
      return 0;
    }
    const now = this.ports.clock.now();
    const reminded = this.reminded();
    const due = dueReminders(upcoming, this.minutes, now, reminded);
    for (const assignment of due) {
      const minutesLeft = Math.max(
        0,
        Math.ceil((assignment.start.toInstant().epochMilliseconds - now.epochMilliseconds) / 60_000),
      );
      this.ports.outlet.remind(assignment, minutesLeft);
      reminded.add(assignment.id);
    }
    if (due.length > 0) this.ports.storage.write(REMINDED_KEY, JSON.stringify([...reminded].slice(-200)));
    return due.length;
  }

  /** Checks now and every 30 s until the returned function is called (while logged in). */
  keepWatching(): () => void {
    void this.check();
    const timer = setInterval(() => void this.check(), REMINDER_CHECK_MS);
    return () => clearInterval(timer);
  }

  private reminded(): Set<string> {
    try {
      const ids = JSON.parse(this.ports.storage.read(REMINDED_KEY) ?? '[]') as unknown;
      return new Set(Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []);
    } catch {
      return new Set();
    }
  }
}

import {
  type ACUTE_DURATION_OPTIONS,
  acuteMinutesLeft,
  activeAcute,
  startAcute,
  type AcuteAvailability,
  type AcuteProblem,
  type AvailableFor,
} from '@tolk/core';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { AvailabilityStore } from './availability-store.js';
import type { Now } from './now.js';

export type AcuteDuration = (typeof ACUTE_DURATION_OPTIONS)[number];

/**
 * "Tolka nu" (spec 3 §2, issue 16 item 4): the interpreter chooses a length and phone and/or on-site
 * and starts it; it is in force from now and ends by itself (core's `activeAcute` on the ticking
 * clock), or when they stop it.
 */
export class AcuteStore {
  minutes: AcuteDuration = 60;
  availableFor: AvailableFor = { onSite: false, phone: true };
  problems: readonly AcuteProblem[] = [];

  constructor(
    private readonly availability: AvailabilityStore,
    private readonly now: Now,
  ) {
    makeObservable(this, {
      minutes: observable,
      availableFor: observable.ref,
      problems: observable.ref,
      active: computed,
      minutesLeft: computed,
      choose: action,
      toggle: action,
    });
  }

  /** "Tolka nu" in force now, or null (one that has ended is gone by itself). */
  get active(): AcuteAvailability | null {
    return activeAcute(this.availability.acute, this.now.instant);
  }

  get minutesLeft(): number {
    return this.active ? acuteMinutesLeft(this.active, this.now.instant) : 0;
  }

  get saving(): boolean {
    return this.availability.saving;
  }

  choose(minutes: AcuteDuration): void {
    this.minutes = minutes;
  }

  toggle(which: keyof AvailableFor): void {
    this.availableFor = { ...this.availableFor, [which]: !this.availableFor[which] };
    if (this.problems.length > 0) this.problems = [];
  }

  /** Starts "Tolka nu" from now; the window the CRM keeps, or null (the problems say why, or the transport told). */
  async start(): Promise<AcuteAvailability | null> {
    const outcome = startAcute(this.now.instant, this.minutes, this.availableFor);
    if (outcome.kind === 'rejected') {
      runInAction(() => (this.problems = outcome.problems));
      return null;
    }
    runInAction(() => (this.problems = []));
    return (await this.availability.setAcute(outcome.value)) ? this.availability.acute : null;
  }

  stop(): Promise<boolean> {
    return this.availability.clearAcute();
  }
}

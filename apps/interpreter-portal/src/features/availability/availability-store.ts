import {
  EMPTY_WEEKLY_DEFAULT,
  effectiveAvailability,
  exceptionsOfDay,
  extendLoadedRange,
  type AcuteAvailability,
  type AvailabilityDesk,
  type AvailabilityException,
  type DateRange,
  type EffectiveInterval,
  type ExceptionDraft,
  type WeeklyDefault,
} from '@tolk/core';
import { LatestOnly } from '@tolk/ui';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { Temporal } from 'temporal-polyfill';

export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

const covers = (loaded: DateRange | null, range: DateRange): boolean =>
  loaded !== null &&
  Temporal.PlainDate.compare(loaded.from, range.from) <= 0 &&
  Temporal.PlainDate.compare(range.to, loaded.to) <= 0;

/**
 * The interpreter's availability as the provider holds it (issue 16): the weekly default, "Tolka nu"
 * and the exceptions of the days looked at, shared by the availability page and the start page's
 * calendar. Held by the root and emptied when the session ends. Every change goes to the desk first
 * and is kept here as the desk answers it; a change the CRM refuses was told by the transport, and
 * the screen keeps what the interpreter typed.
 */
export class AvailabilityStore {
  weekly: WeeklyDefault | null = null;
  acute: AcuteAvailability | null = null;
  /** The exceptions of the loaded range (and any made or changed since). */
  exceptions: readonly AvailabilityException[] = [];
  loaded: DateRange | null = null;
  /** The weekly default and "Tolka nu". */
  state: LoadState = 'idle';
  /** The exceptions of the days looked at. */
  rangeState: LoadState = 'idle';
  /** A change is on its way to the desk. */
  saving = false;
  private readonly latest = new LatestOnly();
  private readonly latestRange = new LatestOnly();
  private readonly changes = new LatestOnly();
  /** The range being fetched, so that two screens asking for the same days fetch them once. */
  private pending: DateRange | null = null;

  constructor(private readonly desk: AvailabilityDesk) {
    makeObservable(this, {
      weekly: observable.ref,
      acute: observable.ref,
      exceptions: observable.ref,
      loaded: observable.ref,
      state: observable,
      rangeState: observable,
      saving: observable,
      ready: computed,
      clear: action,
    });
  }

  /** The weekly default and "Tolka nu" are in, so a day's effective availability can be drawn. */
  get ready(): boolean {
    return this.weekly !== null;
  }

  /** Fetches the weekly default and "Tolka nu" (again, when `force`). */
  async load(force = false): Promise<void> {
    if (!force && (this.state === 'loading' || this.state === 'ready')) return;
    const current = this.latest.begin();
    runInAction(() => (this.state = 'loading'));
    try {
      const [weekly, acute] = await Promise.all([this.desk.weeklyDefault(), this.desk.acute()]);
      if (!current()) return;
      runInAction(() => {
        this.weekly = weekly;
        this.acute = acute;
        this.state = 'ready';
      });
    } catch {
      if (current()) runInAction(() => (this.state = 'failed'));
    }
  }

  /** Has the exceptions of the days wanted fetched (the range grows as the interpreter pages, as the calendar's does). */
  async showRange(visible: DateRange, force = false): Promise<void> {
    if (!force && this.rangeState !== 'failed' && (covers(this.loaded, visible) || covers(this.pending, visible))) return;
    const range = extendLoadedRange(force ? null : this.loaded, visible);
    const current = this.latestRange.begin();
    this.pending = range;
    runInAction(() => (this.rangeState = 'loading'));
    try {
      const exceptions = await this.desk.exceptions(range);
      if (!current()) return;
      runInAction(() => {
        this.exceptions = exceptions;
        this.loaded = range;
        this.rangeState = 'ready';
      });
    } catch {
      if (current()) runInAction(() => (this.rangeState = 'failed'));
    } finally {
      if (current()) this.pending = null;
    }
  }

  /** The date's effective availability (core's layers: default, exceptions, "Tolka nu"). */
  effectiveOf(date: Temporal.PlainDate): EffectiveInterval[] {
    return effectiveAvailability(date, {
      weekly: this.weekly ?? EMPTY_WEEKLY_DEFAULT,
      exceptions: this.exceptions,
      acute: this.acute,
    });
  }

  /** The date's exception list: those with a part in the day, by start. */
  exceptionsOf(date: Temporal.PlainDate): AvailabilityException[] {
    return exceptionsOfDay(date, this.exceptions);
  }

  /** Replaces the weekly default; true when the CRM took it. */
  saveWeekly(weekly: WeeklyDefault): Promise<boolean> {
    return this.change(
      () => this.desk.saveWeeklyDefault(weekly),
      (saved) => (this.weekly = saved),
    );
  }

  createException(draft: ExceptionDraft): Promise<boolean> {
    return this.change(
      () => this.desk.createException(draft),
      (made) => (this.exceptions = [...this.exceptions, made]),
    );
  }

  updateException(id: string, draft: ExceptionDraft): Promise<boolean> {
    return this.change(
      () => this.desk.updateException(id, draft),
      (changed) => (this.exceptions = this.exceptions.map((e) => (e.id === id ? changed : e))),
    );
  }

  /** Deletes exceptions, one after another; true when every one went. */
  deleteExceptions(ids: readonly string[]): Promise<boolean> {
    return this.change(
      async () => {
        const gone: string[] = [];
        try {
          for (const id of ids) {
            await this.desk.deleteException(id);
            gone.push(id);
          }
        } finally {
          // What went before a refusal is gone at the CRM too.
          if (gone.length > 0) runInAction(() => (this.exceptions = this.exceptions.filter((e) => !gone.includes(e.id))));
        }
      },
      () => undefined,
    );
  }

  setAcute(acute: AcuteAvailability): Promise<boolean> {
    return this.change(
      () => this.desk.setAcute(acute),
      (saved) => (this.acute = saved),
    );
  }

  clearAcute(): Promise<boolean> {
    return this.change(
      () => this.desk.clearAcute(),
      () => (this.acute = null),
    );
  }

  /** The session ended: nothing of this interpreter's stays, and no answer in flight lands. */
  clear(): void {
    this.latest.forget();
    this.latestRange.forget();
    this.changes.forget();
    this.pending = null;
    this.weekly = null;
    this.acute = null;
    this.exceptions = [];
    this.loaded = null;
    this.state = 'idle';
    this.rangeState = 'idle';
    this.saving = false;
  }

  private async change<T>(call: () => Promise<T>, keep: (answer: T) => void): Promise<boolean> {
    if (this.saving) return false;
    const current = this.changes.begin();
    runInAction(() => (this.saving = true));
    try {
      const answer = await call();
      if (!current()) return false;
      runInAction(() => keep(answer));
      return true;
    } catch {
      return false;
    } finally {
      if (current()) runInAction(() => (this.saving = false));
    }
  }
}

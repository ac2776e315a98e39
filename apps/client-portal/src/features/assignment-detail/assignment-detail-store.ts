import {
  actionsFor,
  cancelRefusalOf,
  isTimeReportCandidate,
  unreadNewestFirst,
  type Assignment,
  type AssignmentActions,
  type AttachmentFile,
  type AttachmentFiles,
  type CancelRefusal,
  type Clock,
  type ServiceOffers,
  type UnreadNotification,
} from '@tolk/core';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { NotificationsStore } from '@tolk/ui';
import type { AssignmentDrawerStore } from './assignment-drawer-store.js';

export interface AssignmentDetailPorts {
  readonly drawer: AssignmentDrawerStore;
  readonly notifications: NotificationsStore;
  readonly services: ServiceOffers;
  readonly files: AttachmentFiles;
  readonly clock: Clock;
  /** Something about an order changed here (a notification read): lists showing orders reload. */
  readonly onChanged: () => void;
}

/**
 * The detail drawer's view model (spec 2 §2): the assignment the drawer store points at, what the
 * user may do with it now, the names of its alternative services, the notification history and
 * the attachments being fetched.
 */
export class AssignmentDetailStore {
  moreInfo = false;
  history: readonly UnreadNotification[] | null = null;
  downloading: string | null = null;
  private serviceNames: ReadonlyMap<string, string> = new Map();

  constructor(private readonly ports: AssignmentDetailPorts) {
    makeObservable<AssignmentDetailStore, 'serviceNames'>(this, {
      moreInfo: observable,
      history: observable.ref,
      downloading: observable,
      serviceNames: observable.ref,
      alternativeServices: computed,
      toggleMoreInfo: action,
      closeHistory: action,
    });
  }

  get assignment(): Assignment | null {
    return this.ports.drawer.current;
  }

  /** As of now: the drawer is opened and re-rendered often enough for the clock to be read here. */
  actions(assignment: Assignment): AssignmentActions {
    const now = this.ports.clock.now();
    const actions = actionsFor(assignment, now);
    // A time report exists only for what is performed or about to start (spec 2 §4's helper).
    return { ...actions, timeReport: actions.timeReport && isTimeReportCandidate(assignment, now) };
  }

  cancelRefusal(assignment: Assignment): CancelRefusal | null {
    return cancelRefusalOf(assignment, this.ports.clock.now());
  }

  /** The alternative services by name, where the names are known. */
  get alternativeServices(): string[] {
    return (this.assignment?.alternativeServiceIds ?? []).flatMap((id) => this.serviceNames.get(id) ?? []);
  }

  async loadServiceNames(): Promise<void> {
    const assignment = this.assignment;
    if (!assignment || assignment.alternativeServiceIds.length === 0) return;
    const names = await this.ports.services.namesFor(assignment.skillId);
    runInAction(() => {
      this.serviceNames = new Map([...this.serviceNames, ...names]);
    });
  }

  toggleMoreInfo(): void {
    this.moreInfo = !this.moreInfo;
  }

  /**
   * Opens the history of unread notifications, newest first, and marks the first one read
   * (spec 2 §4): here at once, at the CRM, then every list reloads.
   */
  async openHistory(): Promise<void> {
    const assignment = this.assignment;
    if (!assignment) return;
    const unread = unreadNewestFirst(assignment);
    runInAction(() => {
      this.history = unread;
    });
    const [first] = unread;
    if (!first) return;
    if (!(await this.ports.notifications.markRead(first.id))) return;
    runInAction(() => {
      this.ports.drawer.replace([
        { ...assignment, unreadNotifications: assignment.unreadNotifications.filter((n) => n.id !== first.id) },
      ]);
    });
    this.ports.onChanged();
  }

  closeHistory(): void {
    this.history = null;
  }

  /** The file, or null when it could not be had (the adapter has logged why). */
  async download(reference: string): Promise<AttachmentFile | null> {
    runInAction(() => {
      this.downloading = reference;
    });
    try {
      return await this.ports.files.file(reference);
    } finally {
      runInAction(() => {
        this.downloading = null;
      });
    }
  }
}

import type {
  AvailabilityDesk,
  Clock,
  ExternalCalendarSource,
  InterpreterDesk,
  InterpreterProfile,
  NotificationInbox,
} from '@tolk/core';
import type { InterpreterSessionGateway, InterpreterSessionInfo } from '@tolk/crm-client';
import {
  CustomerData,
  ExternalCalendarStore,
  INTERPRETER_EXTERNAL_CALENDAR_KEY,
  LocalCalendarSettingsStore,
  NotificationsStore,
  type BrowserSession,
  type ClientStorage,
  type LanguageStore,
  type ToastNotifier,
  type WallClockStore,
  type ReportRouteError,
} from '@tolk/ui';
import { AssignmentListsStore } from '../features/assignments/assignment-lists-store.js';
import { InterpreterCalendarStore } from '../features/calendar/calendar-store.js';
import { AssignmentStore } from '../features/assignment-detail/assignment-store.js';
import { LoginStore } from '../features/login/login-store.js';
import { RequestsStore } from '../features/requests/requests-store.js';
import { TimeReportStore } from '../features/time-report/time-report-store.js';
import { ReminderStore, type ReminderOutlet } from '../features/settings/reminder-store.js';
import { PreferencesStore } from '../features/preferences/preferences-store.js';
import { AcuteStore } from '../features/availability/acute-store.js';
import { AvailabilityStore } from '../features/availability/availability-store.js';
import { DaysStore } from '../features/availability/days-store.js';
import { WeeklyEditorStore } from '../features/availability/weekly-editor-store.js';

export interface InterpreterRootParts {
  readonly session: BrowserSession<InterpreterSessionInfo>;
  readonly sessionGateway: InterpreterSessionGateway;
  readonly language: LanguageStore;
  readonly notifier: ToastNotifier;
  readonly desk: InterpreterDesk;
  readonly clock: Clock;
  readonly wallClock: WallClockStore;
  readonly storage: ClientStorage;
  /** Where the pre-start reminder is shown (a toast, and the browser's notification when allowed). */
  readonly reminderOutlet: ReminderOutlet;
  /** The interpreter's own calendar feed, read through the gateway (settings, "calendar integration"). */
  readonly calendarSource: ExternalCalendarSource;
  /** The interpreter's notifications at the provider. */
  readonly notificationInbox: NotificationInbox;
  /** The interpreter's availability at the provider: weekly default, exceptions, "Tolka nu" (issue 16). */
  readonly availabilityDesk: AvailabilityDesk;
  /** Where a screen that could not be shown is told: the log service, as the portal names itself. */
  readonly reportScreenError: ReportRouteError;
}

/**
 * The interpreter portal's state: the session, the requests and the assignment lists, and the
 * factories of the screens' own stores. What the logged-in interpreter sees is registered in one
 * CustomerData and emptied when the session ends (as in the client portal), so the next person at
 * this browser never sees it.
 */
export class InterpreterRoot {
  readonly session: BrowserSession<InterpreterSessionInfo>;
  readonly language: LanguageStore;
  readonly notifier: ToastNotifier;
  readonly wallClock: WallClockStore;
  readonly requests: RequestsStore;
  readonly lists: AssignmentListsStore;
  readonly reminders: ReminderStore;
  readonly calendar: InterpreterCalendarStore;
  readonly externalCalendar: ExternalCalendarStore;
  readonly notifications: NotificationsStore;
  readonly availability: AvailabilityStore;
  readonly reportScreenError: ReportRouteError;
  private readonly held = new CustomerData();

  constructor(private readonly parts: InterpreterRootParts) {
    this.session = parts.session;
    this.reportScreenError = parts.reportScreenError;
    this.language = parts.language;
    this.notifier = parts.notifier;
    this.wallClock = parts.wallClock;
    this.lists = this.held.hold('lists', new AssignmentListsStore(parts.desk), (s) => s.clear());
    this.requests = this.held.hold(
      'requests',
      new RequestsStore(parts.desk, parts.notifier, () => void this.lists.refresh('upcoming')),
      (s) => s.clear(),
    );
    this.availability = this.held.hold('availability', new AvailabilityStore(parts.availabilityDesk), (s) => s.clear());
    this.calendar = new InterpreterCalendarStore(parts.clock, this.lists, this.availability);
    this.notifications = this.held.hold('notifications', new NotificationsStore(parts.notificationInbox, parts.clock), (s) =>
      s.clear(),
    );
    this.externalCalendar = this.held.hold(
      'externalCalendar',
      new ExternalCalendarStore(
        parts.calendarSource,
        new LocalCalendarSettingsStore(parts.storage, INTERPRETER_EXTERNAL_CALENDAR_KEY),
        parts.clock,
      ),
      (s) => s.clear(),
    );
    this.reminders = new ReminderStore({
      storage: parts.storage,
      clock: parts.clock,
      upcoming: () => parts.desk.assignments('upcoming'),
      outlet: parts.reminderOutlet,
    });
  }

  start(): void {
    this.session.start();
    window.addEventListener('storage', () => {
      this.session.syncFromStorage();
      if (!this.session.loggedIn) this.held.clearAll();
    });
  }

  /** The screens' own stores, made when a screen mounts. */
  readonly screens = {
    login: () => new LoginStore(this.parts.sessionGateway, this.session, this.notifier),
    preferences: () => new PreferencesStore(this.parts.desk),
    acute: () => new AcuteStore(this.availability, this.wallClock),
    weeklyEditor: () => new WeeklyEditorStore(this.availability),
    availabilityDays: () => new DaysStore(this.availability, this.wallClock),
    assignment: (id: string) =>
      new AssignmentStore(id, this.parts.desk, this.notifier, () => {
        void this.lists.refresh('upcoming');
        void this.lists.refresh('to-report');
      }),
    timeReport: (id: string) =>
      new TimeReportStore(id, {
        desk: this.parts.desk,
        storage: this.parts.storage,
        clock: this.parts.clock,
        interpreterNumber: () => this.session.load()?.interpreterNumber ?? '',
        onSent: () => {
          void this.lists.refresh('to-report');
          void this.lists.refresh('history');
        },
      }),
  };

  /** The interpreter's profile, as the provider keeps it. */
  profile(): Promise<InterpreterProfile> {
    return this.parts.desk.profile();
  }

  /** A new mobile number: the customers of the interpreter's booked assignments are told by the CRM. */
  changeMobile(mobile: string): Promise<InterpreterProfile> {
    return this.parts.desk.changePhone(mobile);
  }

  /** Logout: the browser forgets at once, the gateway ends the session. */
  logOut(): void {
    this.session.clear();
    this.held.clearAll();
    void this.parts.sessionGateway.logOut();
  }

  /** The session ended under a call (the transport cleared it): nothing of it stays on screen. */
  sessionEnded(): void {
    this.held.clearAll();
  }
}

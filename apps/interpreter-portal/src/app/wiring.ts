import {
  CrmAvailabilityDesk,
  CrmInterpreterDesk,
  CrmInterpreterNotificationInbox,
  CrmTransport,
  GatewayIcsCalendar,
  ErrorLog,
  InterpreterSessionGateway,
  type InterpreterSessionInfo,
} from '@tolk/crm-client';
import {
  BrowserSession,
  ClientStorage,
  INTERPRETER_MARKING,
  LanguageStore,
  SystemClock,
  ToastNotifier,
  WallClockStore,
  formatTime,
  intlFor,
} from '@tolk/ui';
import { settingsMessages } from '../features/settings/settings.messages.js';
import { catalogues } from '../i18n/catalogues.js';
import { InterpreterRoot } from './root-store.js';

/**
 * The interpreter portal's composition root: the one place that knows which adapter serves which
 * port. Smaller than the client portal's container, so plain construction rather than a DI
 * container. Its calls go to the gateway's /interpreter/crm and /interpreter/session, with the
 * interpreter's own cookie; nothing secret is held in the page.
 */
export function createInterpreterRoot(settings: { environment: string }): InterpreterRoot {
  const storage = new ClientStorage(window.localStorage);
  const language = new LanguageStore(storage, catalogues);
  const notifier = ToastNotifier.speaking(language, catalogues);
  const sessionGateway = new InterpreterSessionGateway('/interpreter/session');
  const session = new BrowserSession<InterpreterSessionInfo>(storage, sessionGateway, INTERPRETER_MARKING);
  // The log service is public (size- and rate-limited) on the customer's /crm; the portal names itself.
  const errorLog = new ErrorLog({ baseUrl: '/crm', environment: settings.environment, portal: 'interpreter-portal' });
  let root: InterpreterRoot | null = null;
  const transport = new CrmTransport({
    baseUrl: '/interpreter/crm',
    sessionUrl: '/interpreter/session',
    sessions: session,
    notifier,
    errorLog,
    // The transport has cleared the session; the route guards take the interpreter to /login.
    onSessionEnded: () => root?.sessionEnded(),
  });
  const clock = new SystemClock();
  root = new InterpreterRoot({
    session,
    sessionGateway,
    language,
    notifier,
    desk: new CrmInterpreterDesk(transport),
    clock,
    wallClock: new WallClockStore(clock),
    storage,
    calendarSource: new GatewayIcsCalendar('/interpreter/external-calendar'),
    notificationInbox: new CrmInterpreterNotificationInbox(transport),
    availabilityDesk: new CrmAvailabilityDesk(transport, clock),
    reportScreenError: (report) => void errorLog.report('error', { httpStatus: null, ...report }),
    reminderOutlet: {
      remind: (assignment) => {
        const intl = intlFor(language.locale, { ...catalogues.of(language.locale) });
        const text = intl.formatMessage(settingsMessages.reminderToast, {
          number: assignment.number,
          language: assignment.language,
          time: formatTime(language.locale, assignment.start),
        });
        notifier.show(text, 'primary');
        // Also outside the page (another tab in front), when the interpreter has allowed it.
        if ('Notification' in window && Notification.permission === 'granted') new Notification(text, { tag: assignment.id });
      },
    },
  });
  return root;
}

import type {
  ComplaintMailer,
  ComplaintReasons,
  Deviations,
  Ratings,
  TimeReports,
  AssignmentLookup,
  AssignmentOfNotification,
  AssignmentSearch,
  AssignmentSource,
  AttachmentFiles,
  Authenticator,
  Cancellations,
  Catalogue,
  Clock,
  CustomerDirectory,
  LoadCatalogue,
  LogIn,
  NotificationInbox,
  PasswordHasher,
  SearchByOrderNumber,
  ServiceOffers,
} from '@tolk/core';
import type {
  ChangePassword,
  ContactPersonRegister,
  CustomerUserRegister,
  Engagement,
  PasswordResetLinks,
  PasswordSaver,
  ResetPassword,
  SaveContactPerson,
  SaveCustomerUser,
  SetNewPassword,
} from '@tolk/core';
import type { BookableServices, OrderBooking } from '@tolk/core';
import type { DirectBooking } from '@tolk/core';
import type { CrmReports, CrmTransport, ErrorLog } from '@tolk/crm-client';
import type { BrowserSession, ClientStorage, LanguageStore, ToastNotifier } from '@tolk/ui';
import type { ServiceIdentifier } from 'inversify';
import type { DraftStorage } from '../features/booking-form/draft-storage.js';
import type { ReportAggregator } from '../features/reports/report-aggregation.js';

/** Every binding of the client portal, by role. */
export const TOKENS = {
  storage: Symbol.for('ClientStorage') as ServiceIdentifier<ClientStorage>,
  session: Symbol.for('BrowserSession') as ServiceIdentifier<BrowserSession>,
  language: Symbol.for('LanguageStore') as ServiceIdentifier<LanguageStore>,
  notifier: Symbol.for('ToastNotifier') as ServiceIdentifier<ToastNotifier>,
  errorLog: Symbol.for('ErrorLog') as ServiceIdentifier<ErrorLog>,
  transport: Symbol.for('CrmTransport') as ServiceIdentifier<CrmTransport>,
  passwordHasher: Symbol.for('PasswordHasher') as ServiceIdentifier<PasswordHasher>,
  authenticator: Symbol.for('Authenticator') as ServiceIdentifier<Authenticator>,
  customers: Symbol.for('CustomerDirectory') as ServiceIdentifier<CustomerDirectory>,
  catalogue: Symbol.for('Catalogue') as ServiceIdentifier<Catalogue>,
  logIn: Symbol.for('LogIn') as ServiceIdentifier<LogIn>,
  loadCatalogue: Symbol.for('LoadCatalogue') as ServiceIdentifier<LoadCatalogue>,
  clock: Symbol.for('Clock') as ServiceIdentifier<Clock>,
  assignmentSource: Symbol.for('AssignmentSource') as ServiceIdentifier<AssignmentSource>,
  searchByOrderNumber: Symbol.for('SearchByOrderNumber') as ServiceIdentifier<SearchByOrderNumber>,
  assignmentLookup: Symbol.for('AssignmentLookup') as ServiceIdentifier<AssignmentLookup>,
  assignmentSearch: Symbol.for('AssignmentSearch') as ServiceIdentifier<AssignmentSearch>,
  cancellations: Symbol.for('Cancellations') as ServiceIdentifier<Cancellations>,
  serviceOffers: Symbol.for('ServiceOffers') as ServiceIdentifier<ServiceOffers>,
  attachmentFiles: Symbol.for('AttachmentFiles') as ServiceIdentifier<AttachmentFiles>,
  notificationInbox: Symbol.for('NotificationInbox') as ServiceIdentifier<NotificationInbox>,
  assignmentOfNotification: Symbol.for('AssignmentOfNotification') as ServiceIdentifier<AssignmentOfNotification>,
  // Account and settings (issue 6).
  passwordSaver: Symbol.for('PasswordSaver') as ServiceIdentifier<PasswordSaver>,
  changePassword: Symbol.for('ChangePassword') as ServiceIdentifier<ChangePassword>,
  resetPassword: Symbol.for('ResetPassword') as ServiceIdentifier<ResetPassword>,
  passwordResetLinks: Symbol.for('PasswordResetLinks') as ServiceIdentifier<PasswordResetLinks>,
  setNewPassword: Symbol.for('SetNewPassword') as ServiceIdentifier<SetNewPassword>,
  contactPersons: Symbol.for('ContactPersonRegister') as ServiceIdentifier<ContactPersonRegister>,
  saveContactPerson: Symbol.for('SaveContactPerson') as ServiceIdentifier<SaveContactPerson>,
  customerUsers: Symbol.for('CustomerUserRegister') as ServiceIdentifier<CustomerUserRegister>,
  saveCustomerUser: Symbol.for('SaveCustomerUser') as ServiceIdentifier<SaveCustomerUser>,
  engagement: Symbol.for('Engagement') as ServiceIdentifier<Engagement>,
  // Booking (issue 4).
  bookableServices: Symbol.for('BookableServices') as ServiceIdentifier<BookableServices>,
  orderBooking: Symbol.for('OrderBooking') as ServiceIdentifier<OrderBooking>,
  draftStorage: Symbol.for('DraftStorage') as ServiceIdentifier<DraftStorage>,
  // Direct booking.
  directBooking: Symbol.for('DirectBooking') as ServiceIdentifier<DirectBooking>,
  // Feedback and quality (issue 13): rating, deviations, the complaint mail, time reports.
  feedback: Symbol.for('Feedback') as ServiceIdentifier<Ratings & ComplaintReasons & Deviations & ComplaintMailer & TimeReports>,
  // Statistics (issue 14).
  reports: Symbol.for('CrmReports') as ServiceIdentifier<CrmReports>,
  /** A new aggregator for one report page: its own worker, fetching through a transport of its own. */
  newReportAggregator: Symbol.for('NewReportAggregator') as ServiceIdentifier<() => ReportAggregator>,
} as const;

import type {
  AssignmentSource,
  Authenticator,
  Catalogue,
  Clock,
  CustomerDirectory,
  KpiAccessList,
  LoadCatalogue,
  LogIn,
  PasswordHasher,
  SearchByOrderNumber,
} from '@tolk/core';
import type { CrmTransport, ErrorLog } from '@tolk/crm-client';
import type { BrowserSession, ClientStorage, LanguageStore, ToastNotifier } from '@tolk/ui';
import type { ServiceIdentifier } from 'inversify';

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
  kpiAccess: Symbol.for('KpiAccessList') as ServiceIdentifier<KpiAccessList>,
  customers: Symbol.for('CustomerDirectory') as ServiceIdentifier<CustomerDirectory>,
  catalogue: Symbol.for('Catalogue') as ServiceIdentifier<Catalogue>,
  logIn: Symbol.for('LogIn') as ServiceIdentifier<LogIn>,
  loadCatalogue: Symbol.for('LoadCatalogue') as ServiceIdentifier<LoadCatalogue>,
  clock: Symbol.for('Clock') as ServiceIdentifier<Clock>,
  assignmentSource: Symbol.for('AssignmentSource') as ServiceIdentifier<AssignmentSource>,
  searchByOrderNumber: Symbol.for('SearchByOrderNumber') as ServiceIdentifier<SearchByOrderNumber>,
} as const;

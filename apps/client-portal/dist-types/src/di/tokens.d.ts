import type { Authenticator, Catalogue, CustomerDirectory, KpiAccessList, LoadCatalogue, LogIn, PasswordHasher } from '@tolk/core';
import type { CrmTransport, ErrorLog } from '@tolk/crm-client';
import type { BrowserSession, ClientStorage, LanguageStore, ToastNotifier } from '@tolk/ui';
import type { ServiceIdentifier } from 'inversify';
/** Every binding of the client portal, by role. */
export declare const TOKENS: {
    readonly storage: ServiceIdentifier<ClientStorage>;
    readonly session: ServiceIdentifier<BrowserSession>;
    readonly language: ServiceIdentifier<LanguageStore>;
    readonly notifier: ServiceIdentifier<ToastNotifier>;
    readonly errorLog: ServiceIdentifier<ErrorLog>;
    readonly transport: ServiceIdentifier<CrmTransport>;
    readonly passwordHasher: ServiceIdentifier<PasswordHasher>;
    readonly authenticator: ServiceIdentifier<Authenticator>;
    readonly kpiAccess: ServiceIdentifier<KpiAccessList>;
    readonly customers: ServiceIdentifier<CustomerDirectory>;
    readonly catalogue: ServiceIdentifier<Catalogue>;
    readonly logIn: ServiceIdentifier<LogIn>;
    readonly loadCatalogue: ServiceIdentifier<LoadCatalogue>;
};
//# sourceMappingURL=tokens.d.ts.map
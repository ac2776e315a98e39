import type { LogIn } from '@tolk/core';
import { type BrowserSession, type LanguageStore, type ToastNotifier } from '@tolk/ui';
import type { CatalogueStore } from '../features/catalogue/catalogue-store.js';
import type { ProfileStore } from '../features/dashboard/profile-store.js';
export interface RootStoreParts {
    readonly language: LanguageStore;
    readonly session: BrowserSession;
    readonly notifier: ToastNotifier;
    readonly profile: ProfileStore;
    readonly catalogue: CatalogueStore;
    readonly logIn: LogIn;
}
/** The one store in React context: the domain stores and the use cases screens need. */
export declare class RootStore implements RootStoreParts {
    readonly language: LanguageStore;
    readonly session: BrowserSession;
    readonly notifier: ToastNotifier;
    readonly profile: ProfileStore;
    readonly catalogue: CatalogueStore;
    readonly logIn: LogIn;
    constructor(parts: RootStoreParts);
    /** Loads what a logged-in customer needs, clears it on logout; follows other tabs' logins. */
    start(): () => void;
}
//# sourceMappingURL=root-store.d.ts.map
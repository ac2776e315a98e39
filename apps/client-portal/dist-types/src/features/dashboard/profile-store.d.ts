import type { CustomerDirectory, CustomerProfile } from '@tolk/core';
export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';
/** The logged-in customer's profile: the welcome line, the flags that switch features on. */
export declare class ProfileStore {
    private readonly customers;
    profile: CustomerProfile | null;
    state: LoadState;
    constructor(customers: CustomerDirectory);
    load(): Promise<void>;
    clear(): void;
}
//# sourceMappingURL=profile-store.d.ts.map
import type { RootStore } from './root-store.js';
export declare const RootStoreProvider: import("react").Provider<RootStore | null>;
export declare function useRootStore(): RootStore;
//# sourceMappingURL=root-context.d.ts.map
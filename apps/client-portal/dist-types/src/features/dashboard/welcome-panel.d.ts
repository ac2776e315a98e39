import type { ProfileStore } from './profile-store.js';
/** The left column's welcome line with the customer's name, and who the customer is. */
export declare const WelcomePanel: (({ profile }: {
    profile: ProfileStore;
}) => import("react").JSX.Element) & {
    displayName: string;
};
//# sourceMappingURL=welcome-panel.d.ts.map
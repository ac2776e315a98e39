/** `/`: the left column with the welcome line; the calendar joins it in the main area. */
export declare const DashboardPage: (() => import("react").JSX.Element) & {
    displayName: string;
};
//# sourceMappingURL=dashboard-page.d.ts.map
/** The client portal's routes (spec 1–3 §2). */
export declare const App: (() => import("react").JSX.Element) & {
    displayName: string;
};
//# sourceMappingURL=app.d.ts.map
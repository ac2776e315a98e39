export declare const LoginPage: (() => import("react").JSX.Element) & {
    displayName: string;
};
//# sourceMappingURL=login-page.d.ts.map
/** /logout ends the session and goes to /login. */
export declare function LogoutPage(): import("react").JSX.Element;
//# sourceMappingURL=logout-page.d.ts.map
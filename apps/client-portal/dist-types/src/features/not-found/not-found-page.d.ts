export declare function NotFoundPage(): import("react").JSX.Element;
//# sourceMappingURL=not-found-page.d.ts.map
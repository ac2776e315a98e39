/** The footer's version and copyright year (spec 3 §9). */
export declare const PORTAL_VERSION = "1.14.4";
export declare const COPYRIGHT_YEAR = 2019;
//# sourceMappingURL=version.d.ts.map
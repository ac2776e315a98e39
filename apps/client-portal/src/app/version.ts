/** The footer's version and copyright year (spec 3 §9). */
export const PORTAL_VERSION = '1.14.4';
export const COPYRIGHT_YEAR = 2019;

/** The mobile app's URL scheme (PLACEHOLDER: the spec names no scheme; set the app's real one). */
export const MOBILE_APP_SCHEME = 'tolkportal';

/**
 * The deep link `/mobile-app/login?data=…` redirects to (spec 3 §2): the app's login with the same
 * `data` parameter, passed on unchanged (encoded once); no data gives the app's login without one.
 */
export function mobileAppLoginLink(data: string | null): string {
  const base = `${MOBILE_APP_SCHEME}://login`;
  return data === null || data === '' ? base : `${base}?data=${encodeURIComponent(data)}`;
}

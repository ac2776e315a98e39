import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { CONTACT_PATH } from '../contact/contact-details.js';
import { ContactPage } from '../contact/contact-page.js';
import { GENERAL_TERMS, PRIVACY_POLICY, TERMS_OF_USE } from '../legal/legal-documents.js';
import { LegalPage } from '../legal/legal-page.js';
import { ManageUsersPage } from '../manage-users/manage-users-page.js';
import { MANAGE_USERS_PATH } from '../manage-users/manage-users-route.js';
import { MobileAppLoginPage } from '../mobile-app/mobile-app-login-page.js';
import { RELEASES_PATH } from '../release-news/release-banner.js';
import { ReleasesPage } from '../release-news/releases-page.js';
import { ResetPasswordPage } from '../reset-password/reset-password-page.js';
import { RESET_PASSWORD_PATH } from '../reset-password/reset-password-route.js';
import { SetNewPasswordPage } from '../reset-password/set-new-password-page.js';
import { VersionPage } from '../version/version-page.js';
import { SettingsPage } from './settings-page.js';

/**
 * The account side's routes (issue 6), placed inside the app's `<Routes>`: `loggedIn` wraps a
 * protected page. Kept here so that app.tsx changes by one line as pages are added.
 */
export function accountRoutes(loggedIn: (page: ReactNode) => ReactNode) {
  return (
    <>
      <Route path="/settings" element={loggedIn(<SettingsPage />)} />
      <Route path={MANAGE_USERS_PATH} element={loggedIn(<ManageUsersPage />)} />
      <Route path={RESET_PASSWORD_PATH} element={loggedIn(<ResetPasswordPage />)} />
      <Route path="/set-new-password" element={<SetNewPasswordPage />} />
      <Route path="/terms-and-conditions" element={<LegalPage document={TERMS_OF_USE} />} />
      <Route path="/privacy-policy" element={<LegalPage document={PRIVACY_POLICY} />} />
      <Route path="/general-terms-and-conditions" element={<LegalPage document={GENERAL_TERMS} />} />
      <Route path={CONTACT_PATH} element={loggedIn(<ContactPage />)} />
      <Route path="/version" element={<VersionPage />} />
      <Route path="/mobile-app/login" element={<MobileAppLoginPage />} />
      <Route path={RELEASES_PATH} element={loggedIn(<ReleasesPage />)} />
    </>
  );
}

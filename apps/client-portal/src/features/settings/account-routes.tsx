import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { lazyScreen } from '../../app/lazy-screen.js';
import { CONTACT_PATH } from '../contact/contact-details.js';
import type { LegalDocument } from '../legal/legal-documents.js';
import { MANAGE_USERS_PATH } from '../manage-users/manage-users-route.js';
import { RELEASES_PATH } from '../release-news/releases-route.js';
import { RESET_PASSWORD_PATH } from '../reset-password/reset-password-route.js';

// Each page is its own chunk, loaded when first shown (see app.tsx). Only path constants are
// imported eagerly, from modules that hold nothing else.
const SettingsPage = lazyScreen(() => import('./settings-page.js'), 'SettingsPage');
const ManageUsersPage = lazyScreen(() => import('../manage-users/manage-users-page.js'), 'ManageUsersPage');
const ResetPasswordPage = lazyScreen(() => import('../reset-password/reset-password-page.js'), 'ResetPasswordPage');
const SetNewPasswordPage = lazyScreen(() => import('../reset-password/set-new-password-page.js'), 'SetNewPasswordPage');
const ContactPage = lazyScreen(() => import('../contact/contact-page.js'), 'ContactPage');
const VersionPage = lazyScreen(() => import('../version/version-page.js'), 'VersionPage');
const MobileAppLoginPage = lazyScreen(() => import('../mobile-app/mobile-app-login-page.js'), 'MobileAppLoginPage');
const ReleasesPage = lazyScreen(() => import('../release-news/releases-page.js'), 'ReleasesPage');

/** The pages the account menu leads to, fetched as it opens so that a click shows them at once. */
export function preloadAccountMenuPages(): void {
  SettingsPage.preload();
  ManageUsersPage.preload();
}

/** The legal texts are most of the legal chunk; the page picks its document by name once loaded. */
type LegalDocumentName = 'TERMS_OF_USE' | 'PRIVACY_POLICY' | 'GENERAL_TERMS';
const LegalDocumentPage = lazyScreen(async () => {
  const [{ LegalPage }, documents] = await Promise.all([import('../legal/legal-page.js'), import('../legal/legal-documents.js')]);
  const byName: Record<LegalDocumentName, LegalDocument> = documents;
  return {
    LegalDocumentPage: function LegalDocumentPage({ document }: { document: LegalDocumentName }) {
      return <LegalPage document={byName[document]} />;
    },
  };
}, 'LegalDocumentPage');

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
      <Route path="/terms-and-conditions" element={<LegalDocumentPage document="TERMS_OF_USE" />} />
      <Route path="/privacy-policy" element={<LegalDocumentPage document="PRIVACY_POLICY" />} />
      <Route path="/general-terms-and-conditions" element={<LegalDocumentPage document="GENERAL_TERMS" />} />
      <Route path={CONTACT_PATH} element={loggedIn(<ContactPage />)} />
      <Route path="/version" element={<VersionPage />} />
      <Route path="/mobile-app/login" element={<MobileAppLoginPage />} />
      <Route path={RELEASES_PATH} element={loggedIn(<ReleasesPage />)} />
    </>
  );
}

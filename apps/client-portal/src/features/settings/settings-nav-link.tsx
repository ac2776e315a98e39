import { NavLinkButton } from '@tolk/ui';
import { settingsMessages } from './settings.messages.js';

const isSettings = (pathname: string) => pathname.startsWith('/settings');

/** The header's way to /settings. */
export function SettingsNavLink() {
  return <NavLinkButton to="/settings" icon="cog" label={settingsMessages.navLink} isCurrent={isSettings} />;
}

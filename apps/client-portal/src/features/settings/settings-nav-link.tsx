import { NavLinkButton } from '@tolk/ui';
import { settingsNavMessages } from './settings-nav.messages.js';

const isSettings = (pathname: string) => pathname.startsWith('/settings');

/** The header's way to /settings. */
export function SettingsNavLink() {
  return <NavLinkButton to="/settings" icon="cog" label={settingsNavMessages.navLink} isCurrent={isSettings} />;
}

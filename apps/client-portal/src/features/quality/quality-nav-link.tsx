import { NavLinkButton } from '@tolk/ui';
import { qualityNavMessages } from './quality-nav.messages.js';

/** The header's way to /report-quality, the deviations page. */
export function QualityNavLink() {
  return <NavLinkButton to="/report-quality" icon="issue" label={qualityNavMessages.nav} />;
}

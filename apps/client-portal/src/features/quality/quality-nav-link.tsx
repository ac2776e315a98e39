import { NavLinkButton } from '@tolk/ui';
import { qualityMessages } from './quality.messages.js';

/** The header's way to /report-quality, the deviations page. */
export function QualityNavLink() {
  return <NavLinkButton to="/report-quality" icon="issue" label={qualityMessages.nav} />;
}

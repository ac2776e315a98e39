import { NavLinkButton } from '@tolk/ui';
import { CONTACT_PATH } from './contact-details.js';
import { contactNavMessages } from './contact-nav.messages.js';

/** The header's way to the contact page. */
export function ContactNavLink() {
  return <NavLinkButton to={CONTACT_PATH} icon="help" label={contactNavMessages.navLink} />;
}

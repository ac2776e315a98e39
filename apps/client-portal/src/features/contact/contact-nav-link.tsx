import { NavLinkButton } from '@tolk/ui';
import { CONTACT_PATH } from './contact-details.js';
import { contactMessages } from './contact.messages.js';

/** The header's way to the contact page. */
export function ContactNavLink() {
  return <NavLinkButton to={CONTACT_PATH} icon="help" label={contactMessages.navLink} />;
}

import { AnchorButton, type IconName } from '@blueprintjs/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useHref, useLocation, useNavigate } from 'react-router-dom';

export interface NavLinkButtonProps {
  /** Where the link goes. */
  readonly to: string;
  readonly icon: IconName;
  /** The link's text, which is also its accessible name (hidden beside the icon on narrow screens). */
  readonly label: MessageDescriptor;
  /** Whether the page at this path is the link's own; by default only `to` itself. */
  readonly isCurrent?: (pathname: string) => boolean;
}

/**
 * One of the header's page links: a real link (it opens in a new tab, and has an address to copy)
 * that navigates inside the app on a plain click, shown pressed with `aria-current="page"` on its page.
 * Used by both portals; its address includes the router's base (/interpreter for the interpreter's).
 */
export function NavLinkButton({ to, icon, label, isCurrent }: NavLinkButtonProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const href = useHref(to);
  const { pathname } = useLocation();
  const current = isCurrent ? isCurrent(pathname) : pathname === to;
  return (
    <AnchorButton
      variant="minimal"
      icon={icon}
      href={href}
      active={current}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        event.preventDefault();
        navigate(to);
      }}
    >
      <span className="tolk-nav-text">{intl.formatMessage(label)}</span>
    </AnchorButton>
  );
}

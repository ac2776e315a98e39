import { Button } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { lazyPart } from '../../app/lazy-part.js';
import { PopoverOnDemand, type MenuTargetProps } from '../../app/popover-on-demand.js';
import { useRootStore } from '../../app/root-context.js';
import { Avatar } from './avatar.js';
import { avatarMenuMessages as m } from './avatar-menu.messages.js';
import './avatar-menu.css';

/** The menu's popover and content: fetched as the pointer or the focus comes to the avatar. */
const avatarMenuPopover = lazyPart(() => import('./avatar-menu-popover.js'));

/** The header's account menu (issue 6, item 7): the customer's image or initials, opening the profile and its links. */
export const AvatarMenu = observer(function AvatarMenu() {
  const { profile } = useRootStore();
  const intl = useIntl();
  const customer = profile.profile;
  const label = customer ? intl.formatMessage(m.button, { name: customer.customerName }) : intl.formatMessage(m.buttonLoading);
  // Named by its content, not aria-label: a label search ("To") must not find the customer's name.
  const renderTarget = ({ isOpen: _open, ref, ...targetProps }: MenuTargetProps) => (
    <Button
      {...targetProps}
      ref={ref}
      variant="minimal"
      className={`${targetProps.className ?? ''} tolk-avatar-button`}
      title={label}
    >
      <Avatar customer={customer} size="small" />
      <span className="tolk-visually-hidden">{label}</span>
    </Button>
  );
  return (
    <PopoverOnDemand popover={avatarMenuPopover} renderTarget={renderTarget}>
      {({ AvatarMenuPopover }) => <AvatarMenuPopover renderTarget={renderTarget} />}
    </PopoverOnDemand>
  );
});

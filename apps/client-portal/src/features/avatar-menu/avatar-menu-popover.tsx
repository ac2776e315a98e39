import { Classes, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useLayoutEffect, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useRootStore } from '../../app/root-context.js';
import type { MenuTargetProps } from '../../app/popover-on-demand.js';
import type { ProfileStore } from '../dashboard/profile-store.js';
import { MANAGE_USERS_PATH } from '../manage-users/manage-users-route.js';
import { preloadAccountMenuPages } from '../settings/account-routes.js';
import { ProfileFacts } from '../settings/profile-card.js';
import { settingsPath } from '../settings/settings-tabs.js';
import { Avatar } from './avatar.js';
import { avatarMenuMessages as m } from './avatar-menu.messages.js';

/**
 * The menu's content. It mounts when the menu opens and fetches the customer profile then (the
 * header shows what was fetched at login meanwhile): name, number, visiting address, switchboard.
 */
const AvatarMenuContent = observer(function AvatarMenuContent({ profile }: { profile: ProfileStore }) {
  const intl = useIntl();
  const navigate = useNavigate();
  // Before the first paint, so that the menu never shows a settled profile that is about to reload.
  useLayoutEffect(() => {
    void profile.load();
    preloadAccountMenuPages();
  }, [profile]);
  const customer = profile.profile;
  const go = (path: string) => (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    navigate(path);
  };
  // Logging out shows /logout at once (flushSync), not as a transition that a busy page may hold
  // back for seconds while the page the user leaves keeps showing.
  const logOut = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    navigate('/logout', { flushSync: true });
  };
  return (
    <div className="tolk-avatar-menu">
      <div className="tolk-avatar-menu-profile" aria-busy={profile.state === 'loading'}>
        <Avatar customer={customer} size="large" />
        {customer ? (
          <ProfileFacts customer={customer} className="tolk-avatar-menu-facts" />
        ) : profile.state === 'failed' ? (
          <p>
            <FormattedMessage {...m.loadFailed} />
          </p>
        ) : (
          <p className={Classes.SKELETON}>
            <FormattedMessage {...m.loading} />
          </p>
        )}
      </div>
      <Menu aria-label={intl.formatMessage(m.menu)}>
        <MenuItem icon="cog" text={intl.formatMessage(m.settings)} href="/settings" onClick={go('/settings')} />
        <MenuItem
          icon="people"
          text={intl.formatMessage(m.contactPersons)}
          href={settingsPath('contact-persons')}
          onClick={go(settingsPath('contact-persons'))}
        />
        <MenuItem
          icon="person"
          text={intl.formatMessage(m.manageUsers)}
          href={MANAGE_USERS_PATH}
          onClick={go(MANAGE_USERS_PATH)}
        />
        <MenuDivider />
        <MenuItem icon="log-out" text={intl.formatMessage(m.logOut)} href="/logout" onClick={logOut} />
      </Menu>
    </div>
  );
});

/**
 * The account menu's popover, a chunk of its own (avatar-menu.tsx): mounted at the first opening,
 * open from the start; the user opens and closes it from then on.
 */
export const AvatarMenuPopover = observer(function AvatarMenuPopover({
  renderTarget,
}: {
  renderTarget: (props: MenuTargetProps) => React.JSX.Element;
}) {
  const { profile } = useRootStore();
  return (
    <PopoverNext
      defaultIsOpen
      // Its entries lead elsewhere (a page, the logout): the focus goes with them, not back here.
      shouldReturnFocusOnClose={false}
      content={<AvatarMenuContent profile={profile} />}
      placement="bottom-end"
      popoverClassName="tolk-avatar-popover"
      autoFocus
      enforceFocus={false}
      renderTarget={renderTarget}
    />
  );
});

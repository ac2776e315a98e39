import type { LogIn, SetNewPassword } from '@tolk/core';
import type { ToastNotifier } from '@tolk/ui';
import { LoginFormStore } from '../features/login/login-form-store.js';
import { linkPasswordSaver, newPasswordThen } from '../features/reset-password/new-password-store.js';

/** What the public pages' stores are made of: the PortalStore's use cases. */
export interface PortalScreenPorts {
  readonly logIn: LogIn;
  readonly setNewPassword: SetNewPassword;
  readonly notifier: ToastNotifier;
}

/**
 * The stores of the pages anyone may open, made when a page opens (as screen-stores.ts does for the
 * pages behind login): the login form and the mailed link's new password.
 */
export function portalScreens(ports: PortalScreenPorts) {
  return {
    login: () => new LoginFormStore(ports.logIn, ports.notifier),
    /** /set-new-password: a password set through the mailed link `data`. */
    setNewPassword: (data: string | null, done: () => void, linkInvalid: () => void) =>
      newPasswordThen(linkPasswordSaver(ports.setNewPassword, data, ports.notifier, linkInvalid), done),
  };
}

export type PortalScreens = ReturnType<typeof portalScreens>;

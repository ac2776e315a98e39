import type { ExternalCalendarStore } from '@tolk/ui';
import type {
  BannerStateStore,
  ChangePassword,
  ContactPersonRegister,
  CustomerUserRegister,
  ResetPassword,
  SaveCustomerUser,
  SaveContactPerson,
} from '@tolk/core';

/** The account side's use cases and ports (issue 6), one entry on the RootStore. */
export interface AccountServices {
  readonly changePassword: ChangePassword;
  readonly resetPassword: ResetPassword;
  readonly contactPersons: ContactPersonRegister;
  readonly saveContactPerson: SaveContactPerson;
  /** The customer's portal users (/settings/manageusers). */
  readonly customerUsers: CustomerUserRegister;
  readonly saveCustomerUser: SaveCustomerUser;
  /** The release banner's dismissal, in local storage. */
  readonly bannerState: BannerStateStore;
  /** The user's external calendar, read-only, shown in the dashboard's calendar. */
  readonly externalCalendar: ExternalCalendarStore;
}

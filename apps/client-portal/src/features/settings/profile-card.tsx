import { Card, Classes, H2 } from '@blueprintjs/core';
import type { CustomerProfile } from '@tolk/core';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import type { ProfileStore } from '../dashboard/profile-store.js';
import { settingsMessages as m } from './settings.messages.js';

/** The visiting address on one line: c/o, rows, postal code and city. */
export function visitingAddressOf(customer: CustomerProfile): string {
  const address = customer.customerAddress;
  return [address.careOf, address.addressRow1, address.addressRow2, `${address.postalCode} ${address.city}`.trim()]
    .filter(Boolean)
    .join(', ');
}

/** The facts of spec 3 §2's profile view: customer name, number, visiting address, switchboard phone. */
export function ProfileFacts({ customer, className = 'tolk-facts' }: { customer: CustomerProfile; className?: string }) {
  return (
    <dl className={className}>
      <dt>
        <FormattedMessage {...m.customerName} />
      </dt>
      <dd>{customer.customerName}</dd>
      <dt>
        <FormattedMessage {...m.customerNumber} />
      </dt>
      <dd>{customer.customerNumber}</dd>
      <dt>
        <FormattedMessage {...m.visitingAddress} />
      </dt>
      <dd>{visitingAddressOf(customer)}</dd>
      <dt>
        <FormattedMessage {...m.switchboard} />
      </dt>
      <dd>{customer.phoneNumberSwitchboard}</dd>
    </dl>
  );
}

/** The profile view of spec 3 §2: customer name, number, visiting address, switchboard phone. */
export const ProfileCard = observer(function ProfileCard({ profile }: { profile: ProfileStore }) {
  const customer = profile.profile;
  return (
    <Card className="tolk-settings-profile" role="region" aria-labelledby="settings-profile-heading" aria-busy={!customer}>
      <H2 id="settings-profile-heading" className="tolk-settings-profile-heading">
        <FormattedMessage {...m.profileHeading} />
      </H2>
      {customer ? (
        <ProfileFacts customer={customer} />
      ) : (
        <p className={Classes.SKELETON}>
          <FormattedMessage {...m.profileLoading} />
        </p>
      )}
    </Card>
  );
});

import { Button, Callout, Card, H2, Classes } from '@blueprintjs/core';
import type { CustomerProfile } from '@tolk/core';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import type { ProfileStore } from './profile-store.js';
import { dashboardMessages } from './dashboard.messages.js';

/** The left column's welcome line with the customer's name, and who the customer is. */
export const WelcomePanel = observer(function WelcomePanel({ profile }: { profile: ProfileStore }) {
  const customer = profile.profile;
  return (
    <Card className="tolk-welcome" aria-busy={profile.state === 'loading'}>
      <H2 className={customer ? undefined : Classes.SKELETON} data-testid="welcome-line">
        {customer ? (
          <FormattedMessage {...dashboardMessages.welcome} values={{ customerName: customer.customerName }} />
        ) : (
          <FormattedMessage {...dashboardMessages.welcomeLoading} />
        )}
      </H2>
      {customer ? <CustomerFacts customer={customer} /> : null}
      {profile.state === 'failed' ? (
        <Callout intent="warning">
          <FormattedMessage {...dashboardMessages.profileFailed} />{' '}
          <Button variant="minimal" size="small" onClick={() => void profile.load()}>
            <FormattedMessage {...dashboardMessages.retry} />
          </Button>
        </Callout>
      ) : null}
    </Card>
  );
});

function CustomerFacts({ customer }: { customer: CustomerProfile }) {
  const address = customer.customerAddress;
  const visiting = [address.careOf, address.addressRow1, `${address.postalCode} ${address.city}`.trim()]
    .filter(Boolean)
    .join(', ');
  return (
    <dl className="tolk-facts">
      <dt>
        <FormattedMessage {...dashboardMessages.customerNumber} />
      </dt>
      <dd>{customer.customerNumber}</dd>
      <dt>
        <FormattedMessage {...dashboardMessages.visitingAddress} />
      </dt>
      <dd>{visiting}</dd>
      <dt>
        <FormattedMessage {...dashboardMessages.switchboard} />
      </dt>
      <dd>{customer.phoneNumberSwitchboard}</dd>
    </dl>
  );
}

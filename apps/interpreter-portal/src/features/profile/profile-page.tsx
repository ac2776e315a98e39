import { Button, Callout, Card, H1, Spinner } from '@blueprintjs/core';
import type { InterpreterProfile } from '@tolk/core';
import { usePageTitle } from '@tolk/ui';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useInterpreterRoot } from '../../app/root-context.js';
import { MobileChange } from './mobile-change.js';
import { levelMessages, profileMessages as m } from './profile.messages.js';

/**
 * /profile (spec 3 §3's interpreter profile, as the CRM's GetInterpreter has it): the provider keeps
 * an interpreter's details; the interpreter changes the mobile number customers see.
 */
export function ProfilePage() {
  const root = useInterpreterRoot();
  const intl = useIntl();
  usePageTitle(m.title);
  const [profile, setProfile] = useState<InterpreterProfile | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    root.profile().then(setProfile, () => setFailed(true));
  }, [root]);
  useEffect(load, [load]);
  const fact = (label: MessageDescriptor, value: string) => (
    <>
      <dt>{intl.formatMessage(label)}</dt>
      <dd>{value}</dd>
    </>
  );
  return (
    <div className="tolk-page">
      <H1>
        <FormattedMessage {...m.title} />
      </H1>
      {failed ? (
        <Callout intent="warning" role="status">
          <FormattedMessage {...m.failed} />{' '}
          <Button variant="minimal" onClick={load}>
            <FormattedMessage {...m.tryAgain} />
          </Button>
        </Callout>
      ) : !profile ? (
        <Spinner />
      ) : (
        <Card>
          <dl className="tolk-facts">
            {fact(m.name, `${profile.firstName} ${profile.lastName}`)}
            {fact(m.number, profile.number)}
            {fact(m.email, profile.email)}
            {fact(m.mobile, profile.mobile)}
            {fact(
              m.level,
              `${profile.competenceLevel} – ${intl.formatMessage(levelMessages[profile.competenceLevel as keyof typeof levelMessages] ?? levelMessages[1])}`,
            )}
            {fact(m.languages, profile.languages.join(', '))}
          </dl>
          <MobileChange key={profile.mobile} current={profile.mobile} onChanged={setProfile} />
          <p className="tolk-muted">
            <FormattedMessage {...m.changes} />
          </p>
        </Card>
      )}
    </div>
  );
}

import { Button, Callout, H2 } from '@blueprintjs/core';
import { latestEntry, summaryPoints } from '@tolk/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useRootStore } from '../../app/root-context.js';
import { releaseNewsMessages as m } from './release-news.messages.js';
import { RELEASES, newsEntries } from './releases.js';
import { RELEASES_PATH } from './releases-route.js';
import './release-news.css';

/** The dashboard's release banner (spec 3 §2): the latest release's summary, "Learn more", close. */
export const ReleaseBanner = observer(function ReleaseBanner() {
  const root = useRootStore();
  const intl = useIntl();
  // In the user's language; the banner's rule needs only the release's id and expiry date.
  const latest = latestEntry(newsEntries(RELEASES, (message) => intl.formatMessage(message)));
  const [store] = useState(() =>
    root.screens.releaseBanner(latest && { id: latest.id, expiryDate: latest.expiryDate, summary: latest.summary }),
  );
  useEffect(() => store.show(), [store]);
  if (!store.visible || !latest) return null;
  return (
    <Callout
      intent="primary"
      icon="notifications"
      className="tolk-release-banner"
      role="region"
      aria-labelledby="release-banner-heading"
    >
      <div className="tolk-release-banner-head">
        <H2 id="release-banner-heading" className="tolk-release-banner-title">
          {intl.formatMessage(m.bannerHeading)}
        </H2>
        <Button
          variant="minimal"
          size="small"
          icon="cross"
          aria-label={intl.formatMessage(m.close)}
          onClick={() => store.close()}
        />
      </div>
      <p className="tolk-release-banner-lead">{latest.title}</p>
      <ul className="tolk-release-points">
        {summaryPoints(latest.summary).map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <Link to={RELEASES_PATH}>{intl.formatMessage(m.learnMore)}</Link>
    </Callout>
  );
});

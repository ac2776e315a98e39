import { Callout, Card, H1, Spinner } from '@blueprintjs/core';
import { usePageTitle } from '@tolk/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { usePortalStore } from '../../app/root-context.js';
import type { BuildInfo } from './build-info-source.js';
import { versionMessages as m } from './version.messages.js';
import './version.css';

type State = { readonly kind: 'loading' } | { readonly kind: 'ready'; readonly info: BuildInfo } | { readonly kind: 'failed' };

/** `/version` (spec 3 §2): the version info panel, public. */
export function VersionPage() {
  const { buildInfo } = usePortalStore();
  const intl = useIntl();
  const [state, setState] = useState<State>({ kind: 'loading' });
  usePageTitle(m.title);
  useEffect(() => {
    let live = true;
    buildInfo.load().then(
      (info) => live && setState({ kind: 'ready', info }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [buildInfo]);
  return (
    <div className="tolk-version">
      <Card elevation={1} className="tolk-version-card">
        <H1 className="tolk-version-title">{intl.formatMessage(m.title)}</H1>
        {state.kind === 'loading' ? <Spinner size={24} aria-label={intl.formatMessage(m.loading)} /> : null}
        {state.kind === 'failed' ? <Callout intent="warning">{intl.formatMessage(m.failed)}</Callout> : null}
        {state.kind === 'ready' ? (
          <dl className="tolk-facts">
            <dt>{intl.formatMessage(m.version)}</dt>
            <dd data-testid="build-version">{state.info.version}</dd>
            <dt>{intl.formatMessage(m.branch)}</dt>
            <dd data-testid="build-branch">{state.info.branch}</dd>
            <dt>{intl.formatMessage(m.commitHash)}</dt>
            <dd data-testid="build-commit">
              <code>{state.info.commitHash}</code>
            </dd>
          </dl>
        ) : null}
      </Card>
    </div>
  );
}

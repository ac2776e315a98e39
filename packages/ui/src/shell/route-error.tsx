import { AnchorButton, Button, H1, NonIdealState } from '@blueprintjs/core';
import { Component, useEffect, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { shellMessages as m } from '../i18n/shared.messages.js';
import { usePageTitle } from '../routing/use-page-title.js';
import './route-error.css';

/** What the error log is told of a screen that could not be shown. */
export interface RouteErrorReport {
  readonly statusText: string;
  readonly responseData: unknown;
}

/** Where the route error page sends its report: the portal's error log (wired in its composition root). */
export type ReportRouteError = (report: RouteErrorReport) => void;

/** The report of an error thrown while a screen rendered or loaded (a chunk missing, a bug) at `path`. */
export function routeErrorReport(error: unknown, path: string): RouteErrorReport {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return {
    statusText: `screen not shown at ${path}: ${message}`,
    responseData: error instanceof Error ? (error.stack ?? null) : null,
  };
}

interface BoundaryProps {
  readonly report: ReportRouteError;
  /** The portal's start page, which the error page links to: `/`, or the interpreter portal's `/interpreter/`. */
  readonly homeHref?: string;
  readonly children: ReactNode;
}

/**
 * Shows the portal's error page instead of the screens when one cannot be shown (its chunk still
 * missing after the one reload, or any render error), until the user goes elsewhere (the browser's
 * back). It sits around <App/>, under the router, main.tsx's IntlRoot and Blueprint's providers.
 */
export function RouteErrorBoundary({ report, homeHref = '/', children }: BoundaryProps) {
  const { key } = useLocation();
  return (
    <ErrorCatcher report={report} homeHref={homeHref} at={key}>
      {children}
    </ErrorCatcher>
  );
}

interface CatcherState {
  /** The location the screens were last asked for. */
  readonly at: string;
  readonly caught: { readonly error: unknown } | null;
}

class ErrorCatcher extends Component<BoundaryProps & { readonly at: string }, CatcherState> {
  override state: CatcherState = { at: this.props.at, caught: null };

  static getDerivedStateFromError(error: unknown): Partial<CatcherState> {
    return { caught: { error } };
  }

  // Another page asked for (the browser's back) gives the screens their chance again.
  static getDerivedStateFromProps(props: { readonly at: string }, state: CatcherState): Partial<CatcherState> | null {
    return props.at === state.at ? null : { at: props.at, caught: null };
  }

  override render() {
    const { caught } = this.state;
    const { report, homeHref } = this.props;
    return caught ? <RouteError error={caught.error} report={report} homeHref={homeHref} /> : this.props.children;
  }
}

/**
 * The page a screen that cannot be shown gets instead of itself, without the shell: a retry that
 * loads the page again, and a plain link to the start page (a full load, which fetches the new index).
 */
export function RouteError({
  error,
  report,
  homeHref = '/',
}: {
  readonly error: unknown;
  readonly report: ReportRouteError;
  readonly homeHref?: string;
}) {
  const intl = useIntl();
  const { pathname } = useLocation();
  usePageTitle(m.errorHeading);
  useEffect(() => report(routeErrorReport(error, pathname)), [report, error, pathname]);
  return (
    <main className="tolk-route-error">
      <NonIdealState
        icon="error"
        description={
          <>
            <H1 className="tolk-route-error-heading">{intl.formatMessage(m.errorHeading)}</H1>
            <p>{intl.formatMessage(m.errorText)}</p>
          </>
        }
        action={
          <div className="tolk-route-error-actions">
            <Button intent="primary" onClick={() => window.location.reload()}>
              <FormattedMessage {...m.tryAgain} />
            </Button>
            {/* A link to the start page, not a button: it goes somewhere (Blueprint's own role is "button"). */}
            <AnchorButton variant="outlined" icon="home" href={homeHref} role="link">
              <FormattedMessage {...m.toStartPage} />
            </AnchorButton>
          </div>
        }
      />
    </main>
  );
}

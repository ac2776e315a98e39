import { AnchorButton, Button, H1, NonIdealState } from '@blueprintjs/core';
import { shellMessages as m, usePageTitle } from '@tolk/ui';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import './route-error.css';

/** What the error log is told of a screen that could not be shown. */
export interface RouteErrorReport {
  readonly statusText: string;
  readonly responseData: unknown;
}

/** Where the route error page sends its report: the portal's error log (wired in the composition root). */
export type ReportRouteError = (report: RouteErrorReport) => void;

/** The report of an error thrown while a screen rendered or loaded (a chunk missing, a bug) at `path`. */
export function routeErrorReport(error: unknown, path: string): RouteErrorReport {
  if (isRouteErrorResponse(error)) {
    return { statusText: `screen not shown at ${path}: ${error.status} ${error.statusText}`, responseData: error.data ?? null };
  }
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return {
    statusText: `screen not shown at ${path}: ${message}`,
    responseData: error instanceof Error ? (error.stack ?? null) : null,
  };
}

/**
 * The data router's error element: what the user sees instead of React Router's default page when
 * a screen cannot be shown (its chunk still missing after the one reload, or any render error). It
 * renders outside <App/> (no shell), under main.tsx's IntlRoot and Blueprint's providers: a retry that
 * loads the page again, and a plain link to the start page (a full load, which fetches the new index).
 */
export function RouteError({ report }: { readonly report: ReportRouteError }) {
  const intl = useIntl();
  const error = useRouteError();
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
            <AnchorButton variant="outlined" icon="home" href="/" role="link">
              <FormattedMessage {...m.toStartPage} />
            </AnchorButton>
          </div>
        }
      />
    </main>
  );
}

import { Spinner } from '@blueprintjs/core';
import { shellMessages } from '@tolk/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import './page-loading.css';

/** How long a screen's code may take before the spinner shows; a faster load shows nothing. */
export const PAGE_LOADING_DELAY_MS = 300;

/** The fallback while a screen's chunk loads: nothing at first, then a labelled spinner ("Laddar …"). */
export function PageLoading() {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), PAGE_LOADING_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return shown ? <Spinner className="tolk-page-loading" aria-label={intl.formatMessage(shellMessages.loading)} /> : null;
}

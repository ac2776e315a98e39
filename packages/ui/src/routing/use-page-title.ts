import { useEffect } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { shellMessages } from '../i18n/shared.messages.js';

/** Page titles end in the portal's suffix: "Logga in | Tolkportal". */
export function usePageTitle(title: MessageDescriptor, values?: Record<string, string | number>): void {
  const intl = useIntl();
  const text = intl.formatMessage(shellMessages.pageTitle, { title: intl.formatMessage(title, values) });
  useEffect(() => {
    document.title = text;
  }, [text]);
}

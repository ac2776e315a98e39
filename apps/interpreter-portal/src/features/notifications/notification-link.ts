import type { PortalNotification } from '@tolk/core';

/**
 * Where an interpreter's notification leads (issue 15): a request to the start page, which lists
 * the open ones first; an assignment to its page; anything else to the notifications page.
 */
export const interpreterNotificationHref = (notification: PortalNotification): string => {
  const link = notification.link;
  if (link?.kind === 'assignment') return `/assignment/${encodeURIComponent(link.id)}`;
  if (link?.kind === 'request') return '/';
  return '/notifications';
};

export const leadsSomewhere = (notification: PortalNotification): boolean => notification.link !== undefined;

import { toIcs, type Assignment, type DateRange, type IcsTexts } from '@tolk/core';
import type { IntlShape } from 'react-intl';
import type { Temporal } from 'temporal-polyfill';
import { articleTypeMessageOf } from '../assignments/article-type.messages.js';
import { statusMessageOf } from '@tolk/ui';
import { feedMessages } from './dashboard.messages.js';

/** The feed's words in the user's language. */
export function feedTexts(intl: IntlShape): IcsTexts {
  const service = (a: Assignment) => {
    const known = articleTypeMessageOf(a.articleName);
    return known ? intl.formatMessage(known) : a.articleName;
  };
  return {
    calendarName: intl.formatMessage(feedMessages.calendarName),
    summary: (a) => intl.formatMessage(feedMessages.summary, { skill: a.skill, service: service(a) }),
    description: (a) =>
      [
        intl.formatMessage(feedMessages.number, { number: a.number }),
        intl.formatMessage(feedMessages.status, { status: intl.formatMessage(statusMessageOf(a.status)) }),
        ...(a.contact ? [intl.formatMessage(feedMessages.contact, { name: a.contact.name })] : []),
      ].join('\n'),
  };
}

/** Saves the visible assignments as an .ics file (spec 2 §2's calendar, for the user's own calendar app). */
export function downloadFeed(
  assignments: readonly Assignment[],
  range: DateRange,
  intl: IntlShape,
  stamp: Temporal.Instant,
): void {
  const text = toIcs(assignments, feedTexts(intl), stamp);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = intl.formatMessage(feedMessages.fileName, { from: range.from.toString(), to: range.to.toString() });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

import type { NewsEntry } from '@tolk/core';
import { Temporal } from 'temporal-polyfill';
import type { MessageDescriptor } from 'react-intl';
import { releaseNewsMessages as m } from './release-news.messages.js';

/** A news entry as the portal ships it: dates here, the words in the catalogues. */
export interface ReleaseEntry {
  readonly id: string;
  readonly date: string;
  readonly expiryDate: string;
  readonly title: MessageDescriptor;
  /** Points separated by "|". */
  readonly summary: MessageDescriptor;
  readonly message: MessageDescriptor;
}

/** The news (spec 3 §2), written into the portal; add a release's entry here when it ships. */
export const RELEASES: readonly ReleaseEntry[] = [
  {
    id: '1.14.4',
    date: '2026-11-16',
    expiryDate: '2027-03-31',
    title: m.r1144Title,
    summary: m.r1144Summary,
    message: m.r1144Message,
  },
  {
    id: '1.14.0',
    date: '2026-09-07',
    expiryDate: '2026-12-31',
    title: m.r1140Title,
    summary: m.r1140Summary,
    message: m.r1140Message,
  },
  {
    id: '1.13.0',
    date: '2026-05-04',
    expiryDate: '2026-08-31',
    title: m.r1130Title,
    summary: m.r1130Summary,
    message: m.r1130Message,
  },
];

/** The entries in the user's language, as the core's news entries. */
export function newsEntries(entries: readonly ReleaseEntry[], words: (message: MessageDescriptor) => string): NewsEntry[] {
  return entries.map((entry) => ({
    id: entry.id,
    date: Temporal.PlainDate.from(entry.date),
    expiryDate: Temporal.PlainDate.from(entry.expiryDate),
    title: words(entry.title),
    summary: words(entry.summary),
    message: words(entry.message),
  }));
}
